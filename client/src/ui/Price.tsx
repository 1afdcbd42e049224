import { formatRupees } from './format';

/** Discounted price, struck-through original and percent off. Amounts in rupees. */
export function Price({ now, was, size = 'md' }: { now: number; was?: number | null; size?: 'md' | 'lg' }) {
  const showWas = was != null && was > now;
  const off = showWas ? Math.round(((was! - now) / was!) * 100) : 0;
  return (
    <span className="price" style={size === 'lg' ? { fontSize: 'var(--text-xl)' } : undefined}>
      <span className="price__now">{formatRupees(now)}</span>
      {showWas && (
        <>
          <span className="price__was">
            <span className="visually-hidden">Original price </span>
            {formatRupees(was)}
          </span>
          <span className="price__off">{off}% off</span>
        </>
      )}
    </span>
  );
}
