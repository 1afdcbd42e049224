import type { OrderFieldsFragment } from '../../gql/graphql';
import { msg, t } from '../../i18n/i18n';

type Shipment = NonNullable<OrderFieldsFragment['shipment']>;

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const day = (ymd: string) => new Date(`${ymd}T12:00:00+05:30`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** Where the parcel is: courier, AWB, a tracking link, the expected day, a failed attempt's next steps, and every scan (newest first). */
export function ParcelTracking({ shipment }: { shipment: Shipment }) {
  const scans = [...shipment.scans].reverse();
  return (
    <section className="parcel" aria-label={t('Parcel tracking')} data-testid="parcel">
      <dl className="facts">
        <div>
          <dt>{t('Courier')}</dt>
          <dd>{shipment.courierName}</dd>
        </div>
        <div>
          <dt>{t('AWB')}</dt>
          <dd data-testid="parcel-awb">{shipment.awb}</dd>
        </div>
        <div>
          <dt>{t('Status')}</dt>
          <dd data-testid="parcel-status">{t(PARCEL_WORDS[shipment.status] ?? shipment.statusLabel)}</dd>
        </div>
        {shipment.expectedDelivery && (
          <div>
            <dt>{t('Expected delivery')}</dt>
            <dd>{day(shipment.expectedDelivery)}</dd>
          </div>
        )}
      </dl>
      {shipment.status === 'NDR' && (
        <p className="parcel__ndr" role="status">
          {t('The courier could not deliver your parcel and will try again. Keep your phone reachable; to change the address or time, contact us with your order number.')}
        </p>
      )}
      {shipment.trackingUrl && (
        <p>
          <a href={shipment.trackingUrl} target="_blank" rel="noreferrer">
            {t('Track on the courier’s site')}
          </a>
        </p>
      )}
      {scans.length > 0 && (
        <ol className="parcel__scans" aria-label={t('Scan history')}>
          {scans.map((scan, index) => (
            <li key={index}>
              <time dateTime={scan.at}>{when(scan.at)}</time> · {scan.location && `${scan.location} · `}
              {scan.remark || t(PARCEL_WORDS[scan.status] ?? scan.status)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const PARCEL_WORDS: Record<string, string> = {
  BOOKED: msg('Packed, waiting for the courier'),
  PICKED_UP: msg('Picked up by the courier'),
  IN_TRANSIT: msg('In transit'),
  OUT_FOR_DELIVERY: msg('Out for delivery'),
  DELIVERED: msg('Delivered'),
  NDR: msg('Delivery attempt failed'),
  RTO_IN_TRANSIT: msg('Returning to the store'),
  RTO_DELIVERED: msg('Returned to the store'),
  CANCELLED: msg('Shipment cancelled'),
};
