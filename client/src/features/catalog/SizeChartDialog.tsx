import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Dialog } from '../../ui/Dialog';
import { EmptyState, Loading } from '../../ui/States';
import { ProductSizeChartQuery } from './size-chart.documents';
import { t, msg } from '../../i18n/i18n';

type Unit = 'cm' | 'in';
const UNIT_KEY = 'sizeChartUnit';
const FIT_LABEL = { REGULAR: msg('Regular fit'), SLIM: msg('Slim fit'), RELAXED: msg('Relaxed fit') } as const;

/** Inches by default (how Indian shops print charts); the shopper's last choice is remembered. */
function storedUnit(): Unit {
  try {
    return localStorage.getItem(UNIT_KEY) === 'cm' ? 'cm' : 'in';
  } catch {
    return 'in';
  }
}

const formatValue = (value: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(value);

/** The size chart dialog: fit, a cm/in toggle and the garment measurements per size. */
export default function SizeChartDialog({ productId, selectedSize, onClose }: { productId: string; selectedSize: string | null; onClose: () => void }) {
  const { data, loading, error } = useQuery(ProductSizeChartQuery, { variables: { id: productId } });
  const [unit, setUnit] = useState<Unit>(storedUnit);
  const chooseUnit = (next: Unit) => {
    setUnit(next);
    try {
      localStorage.setItem(UNIT_KEY, next);
    } catch {
      /* private mode: the choice lasts until the dialog closes */
    }
  };
  const chart = data?.product?.sizeChart;
  const category = data?.product?.category.name;

  return (
    <Dialog open title={t('Size chart')} onClose={onClose}>
      {loading && !data ? (
        <Loading text={t('Loading size chart...')} />
      ) : !chart ? (
        <EmptyState title={error ? t('Failed to fetch data') : t('No size chart yet')}>
          <p>{error ? t('Please try again in a moment.') : t('This product has no size chart yet.')}</p>
        </EmptyState>
      ) : (
        <div className="size-chart">
          <p className="size-chart__fit">
            <span className="size-chart__fit-badge">{t(FIT_LABEL[chart.fit])}</span> {chart.fitNote}
          </p>
          <div className="size-chart__units" role="group" aria-label={t('Units')}>
            {(['in', 'cm'] as const).map((u) => (
              <button key={u} type="button" className="size-chart__unit" aria-pressed={unit === u} onClick={() => chooseUnit(u)}>
                {u === 'in' ? t('Inches') : t('Centimetres')}
              </button>
            ))}
          </div>
          <div className="size-chart__scroll">
            <table className="size-chart__table">
              <caption>
                {unit === 'in' ? t('{category} garment measurements in inches', { category }) : t('{category} garment measurements in centimetres', { category })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('Size')}</th>
                  {chart.columns.map((c) => (
                    <th key={c.kind} scope="col">
                      {t(c.label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.rows.map((row) => (
                  <tr key={row.size} aria-current={row.size === selectedSize ? 'true' : undefined}>
                    <th scope="row">{row.size}</th>
                    {row.measurements.map((m) => (
                      <td key={m.kind}>{formatValue(unit === 'in' ? m.inches : m.cm)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted size-chart__how">{t('Measured on the garment laid flat. Compare with a garment that fits you well.')}</p>
        </div>
      )}
    </Dialog>
  );
}
