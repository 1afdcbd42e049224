import { formatRupees } from './format';
import type { MoneyValue } from './money';
import { t } from '../i18n/i18n';

/**
 * Price now, struck-through original and percent off. Amounts as the API answers them (Money);
 * `off` is the server's whole percent off (product.discountPercent, size.discountPercent, the
 * quote's discountPercent): the original is shown only when there is one.
 */
export function Price({ now, was, off, size = 'md' }: { now: MoneyValue; was?: MoneyValue; off: number; size?: 'md' | 'lg' }) {
  const showWas = was != null && off > 0;
  return (
    <span className="price" style={size === 'lg' ? { fontSize: 'var(--text-xl)' } : undefined}>
      <span className="price__now">{formatRupees(now)}</span>
      {showWas && (
        <>
          <span className="price__was">
            <span className="visually-hidden">{t('Original price')}{' '}</span>
            {formatRupees(was)}
          </span>
          <span className="price__off">{t('{percent}% off', { percent: off })}</span>
        </>
      )}
    </span>
  );
}
