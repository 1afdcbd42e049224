import { useEffect, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { formatRupees } from '../../ui/format';
import { DEFAULT_FILTERS, FILTER_OPTIONS, LIST_KEYS, MAX_PRICE_CAP, activeFilterCount, type ListFilterKey, type ListingFilters } from './listing-params';
import './filters.css';
import { msg, t } from '../../i18n/i18n';

const GROUP_LABELS: Record<ListFilterKey, string> = { sizes: msg('Size'), colors: msg('Colour'), sleeves: msg('Sleeve'), necks: msg('Neck'), types: msg('Type') };
const SWATCH: Record<string, string> = { Red: '#c0392b', Blue: '#1f4e9c', Green: '#2e7d32', Black: '#1d1a1f' };

/** Facet counts per lower-cased value, when the server gives them. */
export type FacetCounts = Partial<Record<ListFilterKey, Record<string, number>>>;

function Slider({ label, min, max, step, value, format, onChange }: { label: string; min: number; max: number; step: number; value: number; format: (n: number) => string; onChange: (n: number) => void }) {
  const id = useId();
  // Move freely while dragging; apply (and refetch) when the thumb is released or a key pressed.
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <div className="filter-slider">
      <label htmlFor={id} className="filter-slider__label">
        {label}
        <output htmlFor={id}>{format(draft)}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={draft}
        aria-valuetext={format(draft)}
        onChange={(e) => setDraft(Number(e.target.value))}
        onPointerUp={() => draft !== value && onChange(draft)}
        onKeyUp={() => draft !== value && onChange(draft)}
        onBlur={() => draft !== value && onChange(draft)}
      />
    </div>
  );
}

/** The listing filters: Min Rating, Min Discount, Max Price sliders and the option groups. */
function FilterForm({ value, onChange, facets }: { value: ListingFilters; onChange: (f: ListingFilters) => void; facets?: FacetCounts }) {
  const toggle = (key: ListFilterKey, option: string) => {
    const has = value[key].includes(option);
    onChange({ ...value, [key]: has ? value[key].filter((v) => v !== option) : [...value[key], option] });
  };
  return (
    <div className="filter-form">
      <Slider label={t('Min Rating')} min={0} max={5} step={0.5} value={value.minRating} format={(n) => `${n.toFixed(1)}★`} onChange={(n) => onChange({ ...value, minRating: n })} />
      <Slider label={t('Min Discount')} min={0} max={100} step={5} value={value.minDiscount} format={(n) => `${n}%`} onChange={(n) => onChange({ ...value, minDiscount: n })} />
      <Slider label={t('Max Price')} min={0} max={MAX_PRICE_CAP} step={100} value={value.maxPrice} format={(n) => formatRupees(n)} onChange={(n) => onChange({ ...value, maxPrice: n })} />
      {LIST_KEYS.map((key) => (
        <fieldset key={key} className="filter-group">
          <legend>{t(GROUP_LABELS[key])}</legend>
          <div className="filter-group__options">
            {FILTER_OPTIONS[key].map((option) => {
              const count = facets?.[key]?.[option.toLowerCase()];
              return (
                <label key={option} className="filter-chip">
                  <input type="checkbox" checked={value[key].includes(option)} onChange={() => toggle(key, option)} />
                  <span>
                    {key === 'colors' && <i className="filter-chip__swatch" style={{ background: SWATCH[option] }} aria-hidden="true" />}
                    {option}
                    {count != null && <small className="filter-chip__count"> ({count})</small>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/**
 * The filter sidebar of the listings: a static column from 1024 px, a drawer (opened by the
 * Filters button) on smaller screens. Changes apply at once; Clear All resets every filter.
 */
export function FilterSidebar({ value, onChange, facets }: { value: ListingFilters; onChange: (f: ListingFilters) => void; facets?: FacetCounts }) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(value);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const head = (
    <div className="filters__head">
      <h2 className="filters__title">{t('Filters')}</h2>
      {count > 0 && (
        <button type="button" className="link-btn" onClick={() => onChange(DEFAULT_FILTERS)}>
          {t('Clear All')}
        </button>
      )}
    </div>
  );
  return (
    <>
      <Button variant="secondary" small className="filters__open" aria-expanded={open} aria-controls="filters-drawer" onClick={() => setOpen(true)}>
        {t('Filters')}{count > 0 ? ` (${count})` : ''}
      </Button>
      <aside className="filters filters--static" aria-label={t('Filters')}>
        {head}
        <FilterForm value={value} onChange={onChange} facets={facets} />
      </aside>
      {open && (
        <div className="drawer filters-drawer" onClick={() => setOpen(false)}>
          <div id="filters-drawer" className="drawer__panel filters-drawer__panel" role="dialog" aria-modal="true" aria-label={t('Filters')} onClick={(e) => e.stopPropagation()}>
            <div className="filters-drawer__top">
              {head}
              <button type="button" className="icon-btn" aria-label={t('Close filters')} onClick={() => setOpen(false)} autoFocus>
                <CloseIcon />
              </button>
            </div>
            <FilterForm value={value} onChange={onChange} facets={facets} />
            <Button block onClick={() => setOpen(false)}>
              {t('Show results')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
