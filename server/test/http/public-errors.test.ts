/**
 * The public error model (issue #14, items 2, 3 and 11) over HTTP: lookups answer null for what is
 * absent or not the caller's (so one unknown id never wipes an answer), and every REST error
 * answer keeps the spec's `{ success: false, message }` with a stable `errorCode` and words for
 * people, never the validator's text.
 */
import { describe, expect, it } from 'vitest';
import { loginAs, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, sizeWithStock } from '../orders/orders-kit.js';

describe('nullable lookups', () => {
  const ts = useTestServer();

  it('a visitor asking { sections me } gets the sections and me: null, no error', async () => {
    const answer = await ts.gql(`{ sections { id name } me { id phone } cart { id } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.sections.length).toBeGreaterThan(0);
    expect(answer.data.me).toBeNull();
    expect(answer.data.cart).toBeNull();
  });

  it('a shopper gets their profile; a refused token is UNAUTHENTICATED on me alone, the rest of the answer stands', async () => {
    const { token } = await loginAs(ts, '9812300001');
    const mine = await ts.gql(`{ me { phone } }`, {}, token);
    expect(mine).toEqual({ data: { me: { phone: '9812300001' } }, extensions: { cost: expect.any(Object) } });
    await ts.services.auth.logout((await ts.services.authTokens.resolve(token))!.sessionId);
    const ended = await ts.gql(`{ sections { id } me { phone } }`, {}, token);
    expect(ended.data.sections.length).toBeGreaterThan(0);
    expect(ended.data.me).toBeNull();
    expect(ended.errors?.map((e: { path?: string[]; extensions?: { code?: string } }) => [e.path, e.extensions?.code])).toEqual([[['me'], 'UNAUTHENTICATED']]);
  });

  it('unknown product, product slug, category, offer, order and address ids answer null side by side', async () => {
    const { token } = await loginAs(ts, '9812300002');
    const answer = await ts.gql(
      `{ product(id: "99999999") { id } productBySlug(slug: "nope") { id } category(id: "99999") { id } offer(id: "99999") { id }
         order(id: "99999999") { id } address(id: "99999999") { id } sections { id } }`,
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ product: null, productBySlug: null, category: null, offer: null, order: null, address: null });
    expect(answer.data.sections.length).toBeGreaterThan(0);
  });
});

describe('REST errors: the spec shape, a stable errorCode, friendly words', () => {
  const ts = useTestServer();

  it('validator refusals name the field in words, never "productId: Invalid input"', async () => {
    const { token } = await loginAs(ts, '9812300011');
    const cases: Array<[string, string, unknown, string, string]> = [
      ['POST', '/user/changeQty', {}, 'Product is required.', 'productId'],
      ['POST', '/user/changeQty', { productId: {}, variant: { color: 'Navy', size: 'M' }, newQty: 1 }, 'Product is not valid.', 'productId'],
      ['POST', '/user/changeQty', { productId: '1', variant: { color: 'Navy', size: 'M' }, newQty: 'lots' }, 'Quantity is not valid.', 'newQty'],
      ['POST', '/user/order/cancel', { cancelReason: 'x' }, 'Order is required.', 'orderId'],
      ['POST', '/user/verify-payment', { orderId: '1', razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x' }, 'Payment signature is required.', 'razorpay_signature'],
      ['POST', '/user/place-order', { addressId: { id: 1 }, paymentMethod: 'COD' }, 'Address is not valid.', 'addressId'],
      ['POST', '/user/place-order', { addressId: '1', paymentMethod: 'COD', couponCode: 'X'.repeat(41) }, 'Coupon code is too long (at most 40 characters).', 'couponCode'],
    ];
    for (const [method, path, body, message, field] of cases) {
      const answer = await ts.rest(method, path, body, token);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body).toEqual({ success: false, message, errorCode: 'INVALID', code: 'BAD_INPUT', field });
    }
    // Where the spec has its own words, they stay (addToCart's refusal of a malformed line).
    const spec = await ts.rest('PUT', '/user/addToCart', { productId: {} }, token);
    expect(spec.body).toMatchObject({ success: false, errorCode: 'INVALID' });
    expect(spec.body.message).not.toMatch(/Invalid input|expected|received/);
  });

  it('every class of failure has its errorCode: UNAUTHENTICATED, NOT_FOUND, OUT_OF_STOCK, COUPON_INVALID', async () => {
    const visitor = await ts.rest('GET', '/user/get-profile');
    expect(visitor).toMatchObject({ status: 401, body: { success: false, message: 'No token found. Please log in again.', errorCode: 'UNAUTHENTICATED' } });
    const unknownCall = await ts.rest('GET', '/user/no-such-call');
    expect(unknownCall).toMatchObject({ status: 404, body: { success: false, errorCode: 'NOT_FOUND' } });
    const unknownProduct = await ts.rest('GET', '/user/product/99999999');
    expect(unknownProduct).toMatchObject({ status: 404, body: { success: false, message: 'Product not found.', errorCode: 'NOT_FOUND' } });

    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 2, 7);
    const tooMany = await ts.rest('PUT', '/user/addToCart', { productId: String(size.productId), variant: { color: size.color, size: size.size }, quantity: 3 }, shopper.token);
    expect(tooMany).toMatchObject({ status: 409, body: { success: false, errorCode: 'OUT_OF_STOCK' } });

    // apply-promo keeps the spec's shape, where `code` is the coupon code: the class is errorCode.
    await addToCart(ts, shopper, size, 1);
    const refused = await ts.rest('POST', '/user/apply-promo', { code: 'nope' }, shopper.token);
    expect(refused).toMatchObject({ status: 422, body: { success: false, code: 'NOPE', errorCode: 'COUPON_INVALID', message: 'Sorry, "NOPE" is not a valid coupon code.' } });
  });

  it("a coupon that never expires has expiryDate null (never a date), over REST and GraphQL", async () => {
    const { token } = await loginAs(ts, '9812300012');
    const rest = await ts.rest('GET', '/user/promoCodes', undefined, token);
    const kapda5 = rest.body.data.find((c: { code: string }) => c.code === 'KAPDA5');
    expect(kapda5).toHaveProperty('expiryDate', null);
    const festive = rest.body.data.find((c: { code: string }) => c.code === 'FESTIVE20');
    expect(festive.expiryDate).toBe('2030-12-31T18:29:59.000Z');
    const gql = await ts.gql(`{ coupons { code expiryDate } }`);
    expect(gql.data.coupons.find((c: { code: string }) => c.code === 'KAPDA5')).toEqual({ code: 'KAPDA5', expiryDate: null });
  });
});
