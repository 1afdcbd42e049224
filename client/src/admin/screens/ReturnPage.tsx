/**
 * One return or exchange: the item, reason, photos, pickup, refund and history, with the steps the
 * server allows now (approve with a pickup date, reject with a reason, picked up, received,
 * refund, ship the exchange). Every step is audit-logged and notified by the server.
 */
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { shownError } from '../errors';
import { dateTime, ErrorNote, Loading, pickupDay, rupees, Section, StatusBadge } from '../ui';

const ReturnFields = graphql(`
  fragment AdminReturnFields on AdminReturn {
    id
    customerPhone
    nextSteps
    request {
      id
      returnNumber
      orderId
      orderNumber
      kind
      status
      statusLabel
      quantity
      reasonLabel
      comment
      productName
      colorName
      size
      image
      exchangeSize
      pickupDate
      refundAmount { amount currencyCode }
      refundTo
      refundStatus
      creditNoteNumber
      rejectReason
      courier
      trackingNumber
      photoUrls
      history {
        status
        label
        note
        date
      }
    }
  }
`);

const ReturnQuery = graphql(`
  query AdminReturnPage($id: ID!) {
    adminReturn(id: $id) {
      ...AdminReturnFields
    }
  }
`);
const Approve = graphql(`
  mutation ApproveReturn($id: ID!, $pickupDate: String) {
    approveReturn(id: $id, pickupDate: $pickupDate) {
      ...AdminReturnFields
    }
  }
`);
const Reject = graphql(`
  mutation RejectReturn($id: ID!, $reason: String!) {
    rejectReturn(id: $id, reason: $reason) {
      ...AdminReturnFields
    }
  }
`);
const PickedUp = graphql(`
  mutation MarkReturnPickedUp($id: ID!) {
    markReturnPickedUp(id: $id) {
      ...AdminReturnFields
    }
  }
`);
const Received = graphql(`
  mutation MarkReturnReceived($id: ID!) {
    markReturnReceived(id: $id) {
      ...AdminReturnFields
    }
  }
`);
const Refund = graphql(`
  mutation RefundReturn($id: ID!, $payoutReference: String) {
    refundReturn(id: $id, payoutReference: $payoutReference) {
      ...AdminReturnFields
    }
  }
`);
const ShipExchange = graphql(`
  mutation ShipExchange($id: ID!, $courier: String, $trackingNumber: String) {
    shipExchange(id: $id, courier: $courier, trackingNumber: $trackingNumber) {
      ...AdminReturnFields
    }
  }
`);

export default function ReturnPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useQuery(ReturnQuery, { variables: { id } });
  const [approve, approveState] = useMutation(Approve);
  const [reject, rejectState] = useMutation(Reject);
  const [pickedUp, pickedState] = useMutation(PickedUp);
  const [received, receivedState] = useMutation(Received);
  const [refund, refundState] = useMutation(Refund);
  const [ship, shipState] = useMutation(ShipExchange);
  const [rejectReason, setRejectReason] = useState('');
  const [reference, setReference] = useState('');
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const states = [approveState, rejectState, pickedState, receivedState, refundState, shipState];
  const busy = states.some((s) => s.loading);
  const actionError = states.find((s) => s.error)?.error;

  if (loading && !data) return <Loading />;
  if (error || !data) return <ErrorNote error={error} />;
  const d = data.adminReturn;
  const r = d.request;
  const may = (step: string) => d.nextSteps.includes(step as never);
  const run = (action: () => Promise<unknown>) => void action().catch(() => undefined);
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    run(() => reject({ variables: { id: r.id, reason: rejectReason } }));
  };

  return (
    <>
      <p>
        <Link to="/admin/returns">← Returns</Link>
      </p>
      <h1>
        Return {r.returnNumber} <StatusBadge status={r.status} label={r.statusLabel} />
      </h1>
      <p className="admin-muted">
        {r.kind === 'EXCHANGE' ? `Exchange for size ${r.exchangeSize}` : 'Return for a refund'} · order <Link to={`/admin/orders/${r.orderId}`}>{r.orderNumber}</Link> · {d.customerPhone}
      </p>

      <Section title="Actions">
        <ErrorNote error={actionError} />
        <div className="admin-actions">
          {may('APPROVED') && (
            <button className="admin-btn admin-btn--primary" type="button" disabled={busy} onClick={() => run(() => approve({ variables: { id: r.id } }))}>
              Approve · pickup {pickupDay(r.pickupDate)}
            </button>
          )}
          {may('PICKED_UP') && (
            <button className="admin-btn admin-btn--primary" type="button" disabled={busy} onClick={() => run(() => pickedUp({ variables: { id: r.id } }))}>
              Mark picked up
            </button>
          )}
          {may('RECEIVED') && (
            <button className="admin-btn admin-btn--primary" type="button" disabled={busy} onClick={() => run(() => received({ variables: { id: r.id } }))}>
              Mark received
            </button>
          )}
        </div>
        {may('REFUNDED') && (
          <form className="admin-filters" style={{ marginTop: 12 }} aria-label="Refund" onSubmit={(e) => (e.preventDefault(), run(() => refund({ variables: { id: r.id, payoutReference: reference || null } })))}>
            {r.refundTo !== 'Original payment method' && (
              <label className="admin-field">
                <span>Transfer reference (UTR), optional</span>
                <input value={reference} onChange={(e) => setReference(e.target.value)} aria-invalid={shownError(refundState.error)?.field === 'payoutReference' || undefined} />
              </label>
            )}
            <button className="admin-btn admin-btn--primary" type="submit" disabled={busy}>
              Refund {rupees(r.refundAmount)} to {r.refundTo}
            </button>
          </form>
        )}
        {may('EXCHANGE_SHIPPED') && (
          <form className="admin-filters" style={{ marginTop: 12 }} aria-label="Ship the exchange" onSubmit={(e) => (e.preventDefault(), run(() => ship({ variables: { id: r.id, courier: courier || null, trackingNumber: tracking || null } })))}>
            <label className="admin-field">
              <span>Courier</span>
              <input value={courier} onChange={(e) => setCourier(e.target.value)} />
            </label>
            <label className="admin-field">
              <span>Tracking number</span>
              <input value={tracking} onChange={(e) => setTracking(e.target.value)} />
            </label>
            <button className="admin-btn admin-btn--primary" type="submit" disabled={busy}>
              Ship size {r.exchangeSize}
            </button>
          </form>
        )}
        {may('REJECTED') && (
          <form className="admin-filters" style={{ marginTop: 12 }} aria-label="Reject" onSubmit={submitReject}>
            <label className="admin-field">
              <span>Reason for rejecting</span>
              <input value={rejectReason} maxLength={300} onChange={(e) => setRejectReason(e.target.value)} aria-invalid={shownError(rejectState.error)?.field === 'reason' || undefined} />
            </label>
            <button className="admin-btn admin-btn--danger" type="submit" disabled={busy}>
              Reject
            </button>
          </form>
        )}
        {d.nextSteps.length === 0 && <p className="admin-muted">Nothing left to do: the request is {r.statusLabel.toLowerCase()}.</p>}
      </Section>

      <div className="admin-cols" style={{ marginTop: 16 }}>
        <Section title="Item">
          <p>
            {r.image && <img src={r.image} alt="" width={56} height={70} style={{ float: 'left', marginRight: 12 }} />}
            <strong>{r.productName}</strong> ({r.colorName}, {r.size}) × {r.quantity}
          </p>
          <dl className="admin-dl">
            <dt>Reason</dt>
            <dd>{r.reasonLabel}</dd>
            {r.comment && (
              <>
                <dt>Comment</dt>
                <dd>{r.comment}</dd>
              </>
            )}
            <dt>Pickup</dt>
            <dd>{pickupDay(r.pickupDate)}</dd>
            {r.kind === 'RETURN' && (
              <>
                <dt>Refund</dt>
                <dd>
                  {rupees(r.refundAmount)} to {r.refundTo}
                  {r.refundStatus !== 'NONE' && ` (${r.refundStatus === 'PENDING' ? 'asked of the payment provider, retried until it answers' : 'done'})`}
                </dd>
              </>
            )}
            {r.creditNoteNumber && (
              <>
                <dt>Credit note</dt>
                <dd>{r.creditNoteNumber}</dd>
              </>
            )}
            {r.rejectReason && (
              <>
                <dt>Rejected</dt>
                <dd>{r.rejectReason}</dd>
              </>
            )}
            {r.courier && (
              <>
                <dt>Exchange shipped</dt>
                <dd>
                  {r.courier} {r.trackingNumber}
                </dd>
              </>
            )}
          </dl>
          {r.photoUrls.length > 0 && (
            <div className="admin-actions" style={{ marginTop: 8 }}>
              {r.photoUrls.map((url, i) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt={`What the shopper sent (${i + 1})`} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
                </a>
              ))}
            </div>
          )}
        </Section>
        <Section title="History">
          <ol className="admin-list">
            {r.history.map((h, i) => (
              <li key={i}>
                <strong>{h.label}</strong> · {dateTime(h.date)} {h.note && <span className="admin-muted">({h.note})</span>}
              </li>
            ))}
          </ol>
        </Section>
      </div>
    </>
  );
}
