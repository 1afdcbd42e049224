/** Small pieces shared by the dashboard's screens. */
import type { ReactNode } from 'react';
import { shownError } from './errors';
import { formatMoney, type MoneyValue } from '../ui/money';

export const rupees = (value: MoneyValue) => formatMoney(value, 'full');
/** A calendar date (YYYY-MM-DD, e.g. a pickup) as staff read it: "Tue, 24 Nov". */
export const pickupDay = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
export const dateTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A failed query or mutation: the server's message (a refusal says the role may not). */
export function ErrorNote({ error, skipFieldErrors = false }: { error: unknown; skipFieldErrors?: boolean }) {
  const shown = shownError(error);
  // A form shows errors about its own fields next to them.
  if (!shown || (skipFieldErrors && shown.field)) return null;
  return (
    <p className="admin-error" role="alert" data-code={shown.code}>
      {shown.message}
    </p>
  );
}

export function Loading() {
  return <p role="status">Loading…</p>;
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `s-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

const STATUS_TONE: Record<string, string> = { DELIVERED: 'ok', CANCELLED: '', PLACED: 'warn', PAYMENT_REFUNDED: 'ok', PAYMENT_REFUNDING: 'warn' };
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = STATUS_TONE[status];
  return <span className={`admin-badge${tone ? ` admin-badge--${tone}` : ''}`}>{label ?? status.replace(/_/g, ' ').toLowerCase()}</span>;
}

export const ORDER_STATUS_OPTIONS = [
  ['PLACED', 'Order Progress (placed)'],
  ['PROCESSING', 'Processing'],
  ['SHIPPED', 'Shipped'],
  ['OUT_FOR_DELIVERY', 'Out for delivery'],
  ['DELIVERED', 'Delivered'],
  ['CANCELLED', 'Cancelled'],
] as const;
