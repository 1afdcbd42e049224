/** Set-up helpers for the order tests: shoppers with an address and a cart, sizes with known stock. */
import { actingFor, loginAs, STAFF_TOKEN, type TestServer } from '../harness.js';

export interface Shopper {
  token: string;
  customerId: number;
  addressId: number;
}

export interface SizeRef {
  variantSizeId: number;
  productId: number;
  productName: string;
  color: string;
  size: string;
  price: number;
}

/** A deliverable pincode; `inUp` picks one in Uttar Pradesh (the seller's state) or outside it. */
export async function pickPincode(ts: TestServer, opts: { inUp: boolean; cod?: boolean }): Promise<{ pincode: string; state: string; district: string }> {
  const [row] = await ts.db.dataSource.query(
    `SELECT pincode, state, district FROM pincode WHERE deliverable AND cod_available = $1 AND (lower(state) = 'uttar pradesh') = $2 ORDER BY pincode LIMIT 1`,
    [opts.cod ?? true, opts.inUp],
  );
  if (!row) throw new Error('no pincode fits');
  return row;
}

let phoneCounter = 0;
/** A logged-in shopper with one saved (default) address at `pincode`. */
export async function newShopper(ts: TestServer, pincode: { pincode: string; state: string; district: string }): Promise<Shopper> {
  phoneCounter += 1;
  const phone = `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`.slice(0, 10);
  const { token, customerId } = await loginAs(ts, phone);
  const address = await ts.services.addresses.create(actingFor(ts, customerId), {
    fullName: 'Asha Verma',
    phone: '9876501234',
    pincode: pincode.pincode,
    city: pincode.district,
    state: pincode.state,
    houseName: 'Flat 4B, Gulmohar Residency',
    address: '12 Station Road',
    locality: 'Civil Lines',
    landmark: 'Near the clock tower',
    addressType: 'Home',
  });
  return { token, customerId, addressId: address.id };
}

/** The n-th in-stock size of the catalogue, with its stock set to `stock`. */
export async function sizeWithStock(ts: TestServer, stock: number, nth = 0): Promise<SizeRef> {
  const [row] = await ts.db.dataSource.query(
    `SELECT vs.id AS "variantSizeId", p.id AS "productId", p.name AS "productName", v.color_name AS color, vs.size, vs.discounted_price AS price
     FROM variant_size vs JOIN variant v ON v.id = vs.variant_id JOIN product p ON p.id = v.product_id
     WHERE vs.discounted_price > 0 ORDER BY vs.id OFFSET $1 LIMIT 1`,
    [nth],
  );
  await ts.db.dataSource.query(`UPDATE variant_size SET stock = $2 WHERE id = $1`, [row.variantSizeId, stock]);
  return row;
}

export async function addToCart(ts: TestServer, shopper: Shopper, size: SizeRef, quantity: number): Promise<void> {
  await ts.services.cart.add(actingFor(ts, shopper.customerId), { productId: size.productId, color: size.color, size: size.size, quantity });
}

export async function stockOf(ts: TestServer, variantSizeId: number): Promise<number> {
  const [row] = await ts.db.dataSource.query(`SELECT stock FROM variant_size WHERE id = $1`, [variantSizeId]);
  return row.stock;
}

export const placeCod = (ts: TestServer, shopper: Shopper, extra: Record<string, unknown> = {}) =>
  ts.rest('POST', '/user/place-order', { addressId: String(shopper.addressId), paymentMethod: 'COD', shippingCharge: 49, taxAmount: 0, ...extra }, shopper.token);

export const placeOnline = (ts: TestServer, shopper: Shopper, extra: Record<string, unknown> = {}) =>
  ts.rest('POST', '/user/place-order', { addressId: String(shopper.addressId), paymentMethod: 'UPI', shippingCharge: 0, taxAmount: 0, ...extra }, shopper.token);

export const STAFF = STAFF_TOKEN;

/** The test gateway's Pay / Fail (POST /api/test-gateway/checkout): Razorpay Checkout's answer shapes. */
export async function testGatewayCheckout(ts: TestServer, token: string | undefined, providerOrderId: string, outcome: 'success' | 'failure'): Promise<{ status: number; body: any }> {
  const response = await fetch(`${ts.baseUrl}/api/test-gateway/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ providerOrderId, outcome }),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Pays `providerOrderId` through the test gateway and verifies it (the widget's success path). */
export async function payOnline(ts: TestServer, shopper: Shopper, orderId: string, providerOrderId: string): Promise<{ status: number; body: any }> {
  const paid = await testGatewayCheckout(ts, shopper.token, providerOrderId, 'success');
  if (paid.status !== 200) throw new Error(`test gateway answered ${paid.status}`);
  return ts.rest('POST', '/user/verify-payment', { orderId, razorpay_order_id: providerOrderId, razorpay_payment_id: paid.body.razorpay_payment_id, razorpay_signature: paid.body.razorpay_signature }, shopper.token);
}
