import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './widgets.css';

export interface TabItem {
  /** Internal value (the spec's description / reviews / information). */
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrows, Home and End move between tabs. `onSelect` hears
 * each tab the shopper opens.
 */
export function Tabs({ items, label, initial, onSelect }: { items: TabItem[]; label: string; initial?: string; onSelect?: (value: string) => void }) {
  const [active, setActiveValue] = useState(initial ?? items[0]?.value);
  const setActive = (value: string) => {
    setActiveValue(value);
    onSelect?.(value);
  };
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + items.length) % items.length;
    setActive(items[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.value}`}
            aria-selected={active === item.value}
            aria-controls={`${id}-panel-${item.value}`}
            tabIndex={active === item.value ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(item.value)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.value} role="tabpanel" id={`${id}-panel-${item.value}`} aria-labelledby={`${id}-tab-${item.value}`} hidden={active !== item.value} className="tabs__panel" tabIndex={0}>
          {active === item.value && item.content}
        </div>
      ))}
    </div>
  );
}
