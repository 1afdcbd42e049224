/**
 * Signed invoice links (app/invoice-links.ts): `Order.invoiceDownloadUrl` downloads the PDF with no
 * header for a short time; a changed or expired link is a clean 403/410; another shopper never gets one.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from './orders-kit.js';
import { EXPIRED_LINK_MESSAGE, INVALID_LINK_MESSAGE, invoiceLink, LOGGED_OUT_LINK_MESSAGE } from '../../src/app/invoice-links.js';

const PUBLIC_URL = 'https://shop.kapda.example';
const ORDER = `query($id: ID!) { order(id: $id) { invoiceNumber invoiceUrl invoiceDownloadUrl } }`;

describe('signed invoice links', () => {
  const ts = useTestServer({ PUBLIC_URL });
  /** The local address of a URL the server answered under PUBLIC_URL. */
  const local = (url: string) => `${ts.baseUrl}${url.slice(PUBLIC_URL.length)}`;

  async function shippedOrder(nth: number) {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, nth), 1);
    const orderId: string = (await placeCod(ts, shopper)).body._id;
    return { shopper, orderId };
  }
  /** The shopper's (only) login, as a link names it. */
  const holder = async (shopper: { customerId: number }) => {
    const [row] = await ts.db.dataSource.query(`SELECT id FROM session WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 1`, [shopper.customerId]);
    return { customerId: shopper.customerId, sessionId: String(row.id) };
  };
  const ship = async (orderId: string) => {
    await ts.services.orders.advance(ts.system, Number(orderId));
    await ts.services.orders.advance(ts.system, Number(orderId));
  };

  it('no link before the order is invoiced; after it, a plain GET of the link downloads the PDF', async () => {
    const { shopper, orderId } = await shippedOrder(60);
    const before = await ts.gql(ORDER, { id: orderId }, shopper.token);
    expect(before.data.order).toEqual({ invoiceNumber: null, invoiceUrl: null, invoiceDownloadUrl: null });
    await ship(orderId);
    const { data } = await ts.gql(ORDER, { id: orderId }, shopper.token);
    // Both URLs absolute under PUBLIC_URL; the bearer-token one is unchanged otherwise.
    expect(data.order.invoiceUrl).toBe(`${PUBLIC_URL}/api/v1/user/order/${orderId}/invoice`);
    expect(data.order.invoiceDownloadUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/invoice-links/${orderId}\\.pdf\\?customer=\\d+&session=[\\da-f-]{36}&expires=\\d+&signature=[\\w-]+$`));
    const pdf = await fetch(local(data.order.invoiceDownloadUrl));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // REST keeps its bearer-token invoiceUrl (absolute now) and still serves it.
    const rest = await ts.rest('GET', `/user/order/${orderId}`, undefined, shopper.token);
    expect(rest.body.order.invoiceUrl).toBe(`${PUBLIC_URL}/api/v1/user/order/${orderId}/invoice`);
    const bearer = await fetch(local(rest.body.order.invoiceUrl), { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(bearer.status).toBe(200);
  });

  it('a changed link is refused with 403, an expired one with 410: clean JSON, never a 500', async () => {
    const { shopper, orderId } = await shippedOrder(61);
    await ship(orderId);
    const link = new URL(local((await ts.gql(ORDER, { id: orderId }, shopper.token)).data.order.invoiceDownloadUrl));
    const variants: Array<(url: URL) => void> = [
      // Another first character (the last one of base64url carries padding bits, and may already be 'A').
      (url) => url.searchParams.set('signature', ((sig) => `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`)(url.searchParams.get('signature')!)),
      (url) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      (url) => url.searchParams.set('customer', String(Number(url.searchParams.get('customer')) + 1)),
      (url) => url.searchParams.set('session', '00000000-0000-4000-8000-000000000000'),
      (url) => url.searchParams.delete('session'),
      (url) => (url.pathname = url.pathname.replace(`/${orderId}.pdf`, `/${Number(orderId) + 1}.pdf`)),
      (url) => url.searchParams.delete('signature'),
      (url) => (url.pathname = url.pathname.replace(`/${orderId}.pdf`, '/abc.pdf')),
      (url) => url.searchParams.set('expires', 'soon'),
    ];
    for (const change of variants) {
      const url = new URL(link);
      change(url);
      const refused = await fetch(url);
      expect(refused.status, url.href).toBe(403);
      expect(await refused.json()).toEqual({ success: false, message: INVALID_LINK_MESSAGE, code: 'LINK_INVALID', errorCode: 'FORBIDDEN' });
    }
    const expired = invoiceLink(ts.config, Number(orderId), await holder(shopper), Date.now() - (ts.config.INVOICE_LINK_MINUTES * 60 + 1) * 1000);
    const gone = await fetch(`${ts.baseUrl}${expired}`);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ success: false, message: EXPIRED_LINK_MESSAGE, code: 'LINK_EXPIRED', errorCode: 'NOT_FOUND' });
    // Still fresh a moment before the end.
    const fresh = invoiceLink(ts.config, Number(orderId), await holder(shopper), Date.now() - (ts.config.INVOICE_LINK_MINUTES * 60 - 30) * 1000);
    expect((await fetch(`${ts.baseUrl}${fresh}`)).status).toBe(200);
  });

  it("another shopper gets no link to the order, and a link signed for them to it downloads nothing", async () => {
    const { orderId } = await shippedOrder(62);
    await ship(orderId);
    const other = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const answer = await ts.gql(ORDER, { id: orderId }, other.token);
    expect(answer).toEqual({ data: { order: null }, extensions: { cost: expect.any(Object) } });
    const visitor = await ts.gql(ORDER, { id: orderId });
    expect(visitor).toEqual({ data: { order: null }, extensions: { cost: expect.any(Object) } });
    // Even a correctly signed link names its owner: the order must be theirs.
    const forOther = await fetch(`${ts.baseUrl}${invoiceLink(ts.config, Number(orderId), await holder(other))}`);
    expect(forOther.status).toBe(404);
    expect(((await forOther.json()) as { success: boolean }).success).toBe(false);
  });

  it('a link dies with the login it was made for: after logout it is refused (issue 25, item 8)', async () => {
    const { shopper, orderId } = await shippedOrder(63);
    await ship(orderId);
    const link = local((await ts.gql(ORDER, { id: orderId }, shopper.token)).data.order.invoiceDownloadUrl);
    expect((await fetch(link)).status).toBe(200);
    expect((await ts.rest('POST', '/user/logout', {}, shopper.token)).status).toBe(200);
    const refused = await fetch(link);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, message: LOGGED_OUT_LINK_MESSAGE, code: 'LINK_LOGGED_OUT', errorCode: 'FORBIDDEN' });
  });
});
