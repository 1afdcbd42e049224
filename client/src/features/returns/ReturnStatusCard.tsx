/**
 * The shopper's view of their return and exchange requests: each with its status, the steps so
 * far, the pickup date, and where the refund goes (masked) or the exchange size.
 */
import { Badge } from '../../ui/Badge';
import { formatDate, formatRupees } from '../../ui/format';
import type { ReturnCard_ReturnFragment } from '../../gql/graphql';
import './returns.css';
import { t } from '../../i18n/i18n';

const STEPS = ['REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED'] as const;

const tone = (status: string) => (status === 'REJECTED' ? 'danger' : status === 'REFUNDED' || status === 'EXCHANGE_SHIPPED' ? 'success' : 'brand');

export function ReturnStatusCard({ returns, compact = false }: { returns: ReturnCard_ReturnFragment[]; compact?: boolean }) {
  if (returns.length === 0) return null;
  return (
    <section className={`returns-card${compact ? ' returns-card--compact' : ''}`} aria-label={t('Returns and exchanges')}>
      {!compact && <h2>{t('Returns and exchanges')}</h2>}
      <ul className="returns-list">
        {returns.map((r) => (
          <li key={r.id} className="returns-item" data-testid="return-status">
            <div className="returns-item__head">
              <span>
                <strong>{r.kind === 'EXCHANGE' ? t('Exchange') : t('Return')}</strong> {r.returnNumber} · {r.productName} ({r.size}) × {r.quantity}
              </span>
              <Badge tone={tone(r.status)}>{r.statusLabel}</Badge>
            </div>
            {!compact && (
              <>
                {r.status !== 'REJECTED' && (
                  <ol className="returns-steps" aria-label={t('Progress')}>
                    {[...STEPS, r.kind === 'EXCHANGE' ? 'EXCHANGE_SHIPPED' : 'REFUNDED'].map((step) => {
                      const done = r.history.find((h) => h.status === step);
                      return (
                        <li key={step} className={done ? 'returns-step returns-step--done' : 'returns-step'}>
                          {LABELS[step]}
                          {done && <span className="muted small"> {formatDate(done.date)}</span>}
                        </li>
                      );
                    })}
                  </ol>
                )}
                <p className="muted small">
                  {t('Reason:')}{' '}{r.reasonLabel}
                  {r.status !== 'REJECTED' && ` · ${t('Pickup {date}', { date: formatDate(r.pickupDate) })}`}
                  {r.kind === 'EXCHANGE' ? ` · ${t('New size {size}', { size: r.exchangeSize })}` : ` · ${t('Refund {amount} to {to}', { amount: formatRupees(r.refundAmount), to: t(r.refundTo ?? '') })}`}
                  {r.creditNoteNumber && ` · ${t('Credit note {number}', { number: r.creditNoteNumber })}`}
                  {r.courier && ` · ${r.courier} ${r.trackingNumber ?? ''}`}
                </p>
                {r.rejectReason && <p className="small">{t('Not accepted:')}{' '}{r.rejectReason}</p>}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const LABELS: Record<string, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Pickup scheduled',
  PICKED_UP: 'Picked up',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
  EXCHANGE_SHIPPED: 'Exchange shipped',
};
