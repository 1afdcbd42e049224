import { Fragment, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { downloadFile, StaffApiError } from '../api';
import { shownError } from '../errors';
import { dateTime, ErrorNote, Loading, rupees, Section, StatusBadge } from '../ui';

const OrderQuery = graphql(`
  query AdminOrderPage($id: ID!) {
    shippingSetup {
      provider
      books
    }
    adminOrder(id: $id) {
      shipment {
        awb
        courierName
        labelUrl
        status
        expectedDelivery
        pickupRef
        pickupDate
        receivedCondition
        scans {
          status
          courierStatus
          location
          remark
          at
        }
      }
      customerId
      customerPhone
      customerName
      courier
      trackingNumber
      allowedActions
      paymentAttempts {
        id
        provider
        status
        source
        providerPaymentId
        errorCode
        errorDescription
        createdAt
        secondPayment
        amount { amount currencyCode }
        refund
        refundId
        refundError
      }
      order {
        id
        orderNumber
        status
        statusLabel
        paymentStatus
        paymentMethod
        itemsSubtotal { amount currencyCode }
        discountAmount { amount currencyCode }
        shippingCharge { amount currencyCode }
        totalAmount { amount currencyCode }
        couponCode
        cancelReason
        createdAt
        invoiceNumber
        creditNotes {
          number
          kind
          amount { amount currencyCode }
        }
        shippingAddress {
          fullName
          phone
          houseName
          address
          locality
          landmark
          city
          state
          pincode
        }
        items {
          id
          productName
          colorName
          size
          quantity
          discountedPrice { amount currencyCode }
          lineTotal { amount currencyCode }
        }
        statusHistory {
          status
          label
          note
          date
        }
      }
    }
  }
`);

const Confirm = graphql(`
  mutation AdminConfirmOrder($id: ID!) {
    confirmOrder(orderId: $id) {
      id
      status
    }
  }
`);
const Ship = graphql(`
  mutation AdminShipOrder($id: ID!, $courier: String!, $trackingNumber: String!) {
    shipOrder(orderId: $id, courier: $courier, trackingNumber: $trackingNumber) {
      id
      status
    }
  }
`);
const BookShipment = graphql(`
  mutation AdminBookShipment($id: ID!, $size: PackageSizeInput!) {
    bookShipment(orderId: $id, size: $size) {
      awb
    }
  }
`);

const RequestPickup = graphql(`
  mutation AdminRequestPickup($ids: [ID!]!) {
    requestPickup(orderIds: $ids) {
      pickupRef
    }
  }
`);

const ReceiveReturn = graphql(`
  mutation AdminReceiveReturnedParcel($id: ID!, $condition: ParcelCondition!) {
    receiveReturnedParcel(orderId: $id, condition: $condition) {
      status
    }
  }
`);

const OutForDelivery = graphql(`
  mutation AdminOutForDelivery($id: ID!) {
    markOutForDelivery(orderId: $id) {
      id
      status
    }
  }
`);
const Deliver = graphql(`
  mutation AdminDeliverOrder($id: ID!) {
    markDelivered(orderId: $id) {
      id
      status
    }
  }
`);
const MarkPaid = graphql(`
  mutation AdminMarkPaid($id: ID!) {
    markOrderPaid(orderId: $id) {
      id
      paymentStatus
    }
  }
`);
const Cancel = graphql(`
  mutation AdminCancelOrder($id: ID!, $reason: String!) {
    staffCancelOrder(orderId: $id, reason: $reason) {
      id
      status
    }
  }
`);

export default function OrderPage() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(OrderQuery, { variables: { id } });
  const refresh = { onCompleted: () => void refetch() };
  const [confirm, confirmState] = useMutation(Confirm, refresh);
  const [ship, shipState] = useMutation(Ship, refresh);
  const [book, bookState] = useMutation(BookShipment, refresh);
  const [pickup, pickupState] = useMutation(RequestPickup, refresh);
  const [receive, receiveState] = useMutation(ReceiveReturn, refresh);
  const [outForDelivery, outState] = useMutation(OutForDelivery, refresh);
  const [deliver, deliverState] = useMutation(Deliver, refresh);
  const [markPaid, paidState] = useMutation(MarkPaid, refresh);
  const [cancel, cancelState] = useMutation(Cancel, refresh);
  const [fileError, setFileError] = useState<string | null>(null);
  const busy = [confirmState, shipState, bookState, pickupState, receiveState, outState, deliverState, paidState, cancelState].some((s) => s.loading);
  const actionError = [confirmState, shipState, bookState, pickupState, receiveState, outState, deliverState, paidState, cancelState].map((s) => s.error).find(Boolean);

  if (loading && !data) return <Loading />;
  if (!data)
    return (
      <>
        <h1>Order</h1>
        <ErrorNote error={error} />
      </>
    );
  const d = data.adminOrder;
  const o = d.order;
  const a = o.shippingAddress;
  const can = (action: string) => d.allowedActions.includes(action as never);
  const run = (action: () => Promise<unknown>) => void action().catch(() => undefined);
  const file = (kind: string) => {
    setFileError(null);
    downloadFile(`/admin/files/orders/${o.id}/${kind}.pdf`, `${kind.replace(/\//g, '-')}-${o.orderNumber}.pdf`).catch((e) => setFileError(e instanceof StaffApiError ? e.message : 'The file could not be made.'));
  };

  return (
    <>
      <p>
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <h1>
        Order {o.orderNumber} <StatusBadge status={o.status} label={o.statusLabel} />
      </h1>
      <p className="admin-muted">
        Placed {dateTime(o.createdAt)} by <Link to={`/admin/customers/${d.customerId}`}>{d.customerName ? `${d.customerName} (${d.customerPhone})` : d.customerPhone}</Link> ·{' '}
        {o.paymentMethod === 'COD' ? 'Cash on delivery' : 'Online'}, {o.paymentStatus.toLowerCase()}
      </p>

      <Section title="Actions">
        <ErrorNote error={actionError} skipFieldErrors />
        {fileError && (
          <p className="admin-error" role="alert">
            {fileError}
          </p>
        )}
        <div className="admin-actions">
          {can('CONFIRM') && (
            <button className="admin-btn admin-btn--primary" type="button" disabled={busy} onClick={() => run(() => confirm({ variables: { id: o.id } }))}>
              Confirm (start packing)
            </button>
          )}
          {can('OUT_FOR_DELIVERY') && (
            <button className="admin-btn admin-btn--primary" type="button" disabled={busy} onClick={() => run(() => outForDelivery({ variables: { id: o.id } }))}>
              Out for delivery
            </button>
          )}
          {can('DELIVER') && (
            <button className="admin-btn admin-btn--primary" type="button" disabled={busy} onClick={() => run(() => deliver({ variables: { id: o.id } }))}>
              Mark delivered
            </button>
          )}
          {can('MARK_COD_PAID') && (
            <button className="admin-btn" type="button" disabled={busy} onClick={() => run(() => markPaid({ variables: { id: o.id } }))}>
              Mark cash collected
            </button>
          )}
          {o.status !== 'CANCELLED' && (
            <button className="admin-btn" type="button" onClick={() => file('invoice')}>
              Print tax invoice
            </button>
          )}
          <button className="admin-btn" type="button" onClick={() => file('packing-slip')}>
            Print packing slip
          </button>
        </div>
        {can('SHIP') && data.shippingSetup.books && <BookForm busy={busy} error={bookState.error} onBook={(size) => run(() => book({ variables: { id: o.id, size } }))} />}
        {can('SHIP') && !data.shippingSetup.books && <ShipForm busy={busy} error={shipState.error} onShip={(courier, trackingNumber) => run(() => ship({ variables: { id: o.id, courier, trackingNumber } }))} />}
        {can('SHIP') && data.shippingSetup.books && (
          <details style={{ marginTop: 8 }}>
            <summary>Ship by hand instead (courier and tracking number)</summary>
            <ShipForm busy={busy} error={shipState.error} onShip={(courier, trackingNumber) => run(() => ship({ variables: { id: o.id, courier, trackingNumber } }))} />
          </details>
        )}
        {d.shipment && !d.shipment.receivedCondition && (d.shipment.status === 'RTO_IN_TRANSIT' || d.shipment.status === 'RTO_DELIVERED') && o.status !== 'CANCELLED' && (
          <div className="admin-actions" style={{ marginTop: 12 }} role="group" aria-label="Receive the returned parcel">
            <span>The parcel is coming back. When it arrives, check it:</span>
            <button className="admin-btn" type="button" disabled={busy} onClick={() => run(() => receive({ variables: { id: o.id, condition: 'SELLABLE' } }))}>
              Received: sellable (cancel, stock back)
            </button>
            <button className="admin-btn admin-btn--danger" type="button" disabled={busy} onClick={() => run(() => receive({ variables: { id: o.id, condition: 'DAMAGED' } }))}>
              Received: damaged (cancel, no stock back)
            </button>
          </div>
        )}
        {can('CANCEL') && <CancelForm busy={busy} paid={o.paymentStatus === 'PAID'} onCancel={(reason) => run(() => cancel({ variables: { id: o.id, reason } }))} />}
        {d.allowedActions.length === 0 && <p className="admin-muted">Nothing left to do: the order is {o.statusLabel.toLowerCase()}.</p>}
      </Section>

      <div className="admin-cols" style={{ marginTop: 16 }}>
        <Section title="Deliver to">
          <address style={{ fontStyle: 'normal' }}>
            {a.fullName}
            <br />
            {a.houseName}, {a.address}
            {a.locality && `, ${a.locality}`}
            <br />
            {a.landmark && (
              <>
                Landmark: {a.landmark}
                <br />
              </>
            )}
            {a.city}, {a.state} {a.pincode}
            <br />
            Phone {a.phone}
          </address>
          {d.shipment && (
            <div data-testid="shipment">
              <p>
                <strong>{d.shipment.courierName}</strong> · AWB <strong data-testid="awb">{d.shipment.awb}</strong> · <span data-testid="parcel-status">{PARCEL_LABELS[d.shipment.status] ?? d.shipment.status}</span>
                {d.shipment.expectedDelivery && <> · expected {d.shipment.expectedDelivery}</>}
              </p>
              <p className="admin-actions">
                <a className="admin-btn" href={d.shipment.labelUrl} target="_blank" rel="noreferrer">
                  Print label
                </a>
                {d.shipment.status === 'BOOKED' && !d.shipment.pickupRef && (
                  <button className="admin-btn" type="button" disabled={busy} onClick={() => run(() => pickup({ variables: { ids: [o.id] } }))}>
                    Book pickup
                  </button>
                )}
                {d.shipment.pickupRef && (
                  <span className="admin-muted">
                    Pickup {d.shipment.pickupRef}
                    {d.shipment.pickupDate && ` on ${d.shipment.pickupDate}`}
                  </span>
                )}
              </p>
              {d.shipment.scans.length > 0 && (
                <ol className="admin-list" aria-label="Courier scans">
                  {d.shipment.scans.map((scan, i) => (
                    <li key={i}>
                      <strong>{PARCEL_LABELS[scan.status] ?? scan.status}</strong> · {dateTime(scan.at)}
                      {scan.location && ` · ${scan.location}`} {scan.remark && <span className="admin-muted">({scan.remark})</span>}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          )}
          {d.courier && !d.shipment && (
            <p>
              Shipped with <strong>{d.courier}</strong>, tracking <strong data-testid="tracking">{d.trackingNumber}</strong>
            </p>
          )}
        </Section>
        <Section title="History">
          <ol className="admin-list">
            {o.statusHistory.map((h, i) => (
              <li key={i}>
                <strong>{h.label}</strong> · {dateTime(h.date)} {h.note && <span className="admin-muted">({h.note})</span>}
              </li>
            ))}
          </ol>
          {o.cancelReason && <p>Cancel reason: {o.cancelReason}</p>}
        </Section>
      </div>

      <Section title="Items">
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Size</th>
                <th scope="col" className="num">
                  Qty
                </th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col" className="num">
                  Line
                </th>
              </tr>
            </thead>
            <tbody>
              {o.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    {item.productName} ({item.colorName})
                  </td>
                  <td>{item.size}</td>
                  <td className="num">{item.quantity}</td>
                  <td className="num">{rupees(item.discountedPrice)}</td>
                  <td className="num">{rupees(item.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="admin-dl" style={{ marginTop: 12 }}>
          <dt>Items</dt>
          <dd>{rupees(o.itemsSubtotal)}</dd>
          <dt>Discount{o.couponCode ? ` (${o.couponCode})` : ''}</dt>
          <dd>−{rupees(o.discountAmount)}</dd>
          <dt>Shipping</dt>
          <dd>{rupees(o.shippingCharge)}</dd>
          <dt>Total</dt>
          <dd>
            <strong>{rupees(o.totalAmount)}</strong>
          </dd>
          {o.invoiceNumber && (
            <>
              <dt>Invoice</dt>
              <dd>{o.invoiceNumber}</dd>
            </>
          )}
          {o.creditNotes.map((note) => (
            <Fragment key={note.number}>
              <dt>Credit note ({note.kind.toLowerCase()})</dt>
              <dd>
                <button className="admin-btn admin-btn--small" type="button" onClick={() => file(`credit-notes/${note.number.replace(/\//g, '-')}`)}>
                  {note.number}
                </button>{' '}
                {rupees(note.amount)}
              </dd>
            </Fragment>
          ))}
        </dl>
      </Section>

      <div style={{ marginTop: 16 }}>
        <Section title="Payment attempts">
          {d.paymentAttempts.length === 0 ? (
            <p className="admin-muted">{o.paymentMethod === 'COD' ? 'Cash on delivery: no online attempts.' : 'No attempts yet.'}</p>
          ) : (
            <ul className="admin-list">
              {d.paymentAttempts.map((p) => (
                <li key={p.id} style={{ overflowWrap: 'anywhere' }}>
                  {dateTime(p.createdAt)} · {p.provider} · <strong>{p.status.toLowerCase()}</strong> ({p.source}) {p.providerPaymentId ?? ''}
                  {p.refund === 'NONE' ? (p.errorDescription ? `: ${p.errorDescription}` : '') : <PaymentRefund attempt={p} />}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}

/**
 * A payment being given back: a second payment of an order already paid (two tabs, a late UPI
 * success: the shopper paid twice) or a cancelled order's payment. Staff see what, and where it is.
 */
function PaymentRefund({ attempt }: { attempt: { secondPayment: boolean; amount: { amount: string; currencyCode: string } | null; refund: string; refundId?: string | null; refundError?: string | null } }) {
  const amount = attempt.amount ? rupees(attempt.amount) : '';
  const done = attempt.refund === 'DONE';
  const what = attempt.secondPayment ? 'second payment' : 'payment';
  const why = attempt.secondPayment ? `${amount} paid twice` : `${amount} of a cancelled order`;
  return (
    <div style={{ marginTop: 4 }}>
      <StatusBadge status={done ? 'PAYMENT_REFUNDED' : 'PAYMENT_REFUNDING'} label={done ? `${what} refunded` : `${what}: refund pending`} />{' '}
      {done
        ? `${why}, refunded to the shopper (${attempt.refundId ?? ''}).`
        : `${why}: being refunded to the shopper${attempt.refundError ? ` (last try failed: ${attempt.refundError}; retried automatically)` : ''}.`}
    </div>
  );
}

const PARCEL_LABELS: Record<string, string> = {
  BOOKED: 'Booked',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  NDR: 'Delivery attempt failed',
  RTO_IN_TRANSIT: 'Returning to the store',
  RTO_DELIVERED: 'Back at the store',
  CANCELLED: 'Booking cancelled',
};

type PackageSize = { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number };

/** "Ship" with a courier account: the packed parcel's weight and size; the courier answers the AWB and label. */
function BookForm({ busy, error, onBook }: { busy: boolean; error: unknown; onBook: (size: PackageSize) => void }) {
  const [size, setSize] = useState({ weightGrams: '', lengthCm: '', breadthCm: '', heightCm: '' });
  const shown = shownError(error);
  const fields: Array<[keyof PackageSize, string]> = [
    ['weightGrams', 'Weight (g)'],
    ['lengthCm', 'Length (cm)'],
    ['breadthCm', 'Breadth (cm)'],
    ['heightCm', 'Height (cm)'],
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBook({ weightGrams: Number(size.weightGrams), lengthCm: Number(size.lengthCm), breadthCm: Number(size.breadthCm), heightCm: Number(size.heightCm) });
  };
  return (
    <form className="admin-filters" style={{ marginTop: 12 }} onSubmit={submit} aria-label="Book the shipment">
      {fields.map(([name, label]) => (
        <label className="admin-field" key={name}>
          <span>{label}</span>
          <input name={name} inputMode="numeric" pattern="[0-9]*" value={size[name]} onChange={(e) => setSize({ ...size, [name]: e.target.value })} required aria-invalid={shown?.field === name || undefined} />
          {shown?.field === name && <span className="admin-field-error">{shown.message}</span>}
        </label>
      ))}
      <button className="admin-btn admin-btn--primary" type="submit" disabled={busy}>
        Ship (book courier)
      </button>
    </form>
  );
}

function ShipForm({ busy, error, onShip }: { busy: boolean; error: unknown; onShip: (courier: string, tracking: string) => void }) {
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const shown = shownError(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip(courier, tracking);
  };
  return (
    <form className="admin-filters" style={{ marginTop: 12 }} onSubmit={submit} aria-label="Ship the order">
      <label className="admin-field">
        <span>Courier</span>
        <input name="courier" value={courier} onChange={(e) => setCourier(e.target.value)} required aria-invalid={shown?.field === 'courier' || undefined} />
        {shown?.field === 'courier' && <span className="admin-field-error">{shown.message}</span>}
      </label>
      <label className="admin-field">
        <span>Tracking number</span>
        <input name="trackingNumber" value={tracking} onChange={(e) => setTracking(e.target.value)} required aria-invalid={shown?.field === 'trackingNumber' || undefined} />
        {shown?.field === 'trackingNumber' && <span className="admin-field-error">{shown.message}</span>}
      </label>
      <button className="admin-btn admin-btn--primary" type="submit" disabled={busy}>
        Ship
      </button>
    </form>
  );
}

function CancelForm({ busy, paid, onCancel }: { busy: boolean; paid: boolean; onCancel: (reason: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <p style={{ marginTop: 12 }}>
        <button className="admin-btn admin-btn--danger" type="button" onClick={() => setOpen(true)}>
          Cancel order…
        </button>
      </p>
    );
  return (
    <form
      className="admin-filters"
      style={{ marginTop: 12 }}
      aria-label="Cancel the order"
      onSubmit={(e) => {
        e.preventDefault();
        onCancel(reason);
      }}
    >
      <label className="admin-field">
        <span>Reason (the shopper sees it)</span>
        <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required autoFocus />
      </label>
      <button className="admin-btn admin-btn--danger" type="submit" disabled={busy || !reason.trim()}>
        {paid ? 'Cancel and refund' : 'Cancel order'}
      </button>
      <button className="admin-btn" type="button" onClick={() => setOpen(false)}>
        Keep it
      </button>
    </form>
  );
}
