import { useEffect, useState } from 'react';
import './widgets.css';
import { t } from '../i18n/i18n';
import { digitsOnly } from './indian-formats';

/**
 * Quantity box of the spec: never below 1, never above `max`; pressing + at the limit calls
 * `onLimit` (the screen shows "Only {n} item(s) available"); everything is disabled when `disabled`.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  onLimit,
  disabled = false,
  label = 'Quantity',
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  onLimit?: (max: number) => void;
  disabled?: boolean;
  label?: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(1, max), Math.floor(n) || 1));
  const commit = (raw: string) => {
    const n = Number(digitsOnly(raw, 6));
    if (n > max && max > 0) onLimit?.(max);
    const next = clamp(n);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="qty" role="group" aria-label={label}>
      <button type="button" className="qty__btn" aria-label={t('Decrease quantity')} disabled={disabled || value <= 1} onClick={() => onChange(clamp(value - 1))}>
        −
      </button>
      <input
        className="qty__input"
        inputMode="numeric"
        aria-label={label}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(digitsOnly(event.target.value, 3))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit((event.target as HTMLInputElement).value);
        }}
      />
      <button
        type="button"
        className="qty__btn"
        aria-label={t('Increase quantity')}
        disabled={disabled}
        onClick={() => {
          if (value >= max) onLimit?.(max);
          else onChange(clamp(value + 1));
        }}
      >
        +
      </button>
    </div>
  );
}
