import { t } from '../../i18n/i18n';
/** − quantity + for a cart line: minus disabled at 1, plus disabled at the stock (spec section 5). */
export function QuantityStepper({ value, max, onChange, label }: { value: number; max: number; onChange: (next: number) => void; label: string }) {
  return (
    <div className="cart-qty" role="group" aria-label={t('Quantity of {item}', { item: label })}>
      <button type="button" className="cart-qty__btn" aria-label={t('Decrease quantity')} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className="cart-qty__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="cart-qty__btn" aria-label={t('Increase quantity')} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
