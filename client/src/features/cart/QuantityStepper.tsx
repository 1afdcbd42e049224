/** − quantity + for a cart line: minus disabled at 1, plus disabled at the stock (spec section 5). */
export function QuantityStepper({ value, max, onChange, label }: { value: number; max: number; onChange: (next: number) => void; label: string }) {
  return (
    <div className="cart-qty" role="group" aria-label={`Quantity of ${label}`}>
      <button type="button" className="cart-qty__btn" aria-label="Decrease quantity" disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className="cart-qty__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="cart-qty__btn" aria-label="Increase quantity" disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
