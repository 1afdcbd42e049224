import { describe, expect, it } from 'vitest';
import { useTestServer, loginAs } from '../../../test/harness.js';
import { createCartFixture, type CartFixture } from '../../../test/cart/fixtures.js';
import { judgeCoupon, type CouponRow } from './coupon-rules.js';
import { couponDiscount as discountFor } from '../pricing/pricing.js';
import { ServiceContext } from '../../shared/service-context.js';
import { rupeeGql } from '../../../test/money.js';

const APPLY = `mutation($code: String!) { applyCoupon(code: $code) { message cart { subtotal { amount currencyCode } discount { amount currencyCode } total { amount currencyCode } coupon { code discount { amount currencyCode } } } userErrors { field code message } } }`;

/** applyCoupon's payload seen as the shopper sees it: applied (with the cart) or refused (COUPON_INVALID on `code`, with the reason). */
function verdict(payload: any): { success: boolean; message: string; cart: any } {
  if (payload.userErrors.length === 0) return { success: true, message: payload.message, cart: payload.cart };
  expect(payload.userErrors).toEqual([{ field: ['code'], code: 'COUPON_INVALID', message: payload.userErrors[0].message }]);
  expect(payload.cart).toBeNull();
  return { success: false, message: payload.userErrors[0].message, cart: null };
}
const CART = `{ cart { subtotal { amount currencyCode } discount { amount currencyCode } total { amount currencyCode } couponMessage coupon { code discount { amount currencyCode } } } }`;

describe('coupon rules (pure)', () => {
  const base: CouponRow = {
    id: 1, code: 'X', title: '', description: '', discountType: 'percentage', discountValue: 20, maxDiscount: 50000, minOrderAmount: 0,
    startsAt: null, expiresAt: null, usageLimit: null, usedCount: 0, perCustomerLimit: null, firstOrderOnly: false, active: true,
  };
  it('caps a percentage and never discounts more than the subtotal', () => {
    expect(discountFor(base, 100000)).toBe(20000);
    expect(discountFor(base, 500000)).toBe(50000);
    expect(discountFor({ discountType: 'flat', discountValue: 20000, maxDiscount: null }, 15000)).toBe(15000);
  });
  it('says by how much a cart is short of the minimum', () => {
    const verdict = judgeCoupon({ ...base, minOrderAmount: 199900 }, 150000, { customerUses: 0, previousOrders: 0 });
    expect(verdict).toEqual({ ok: false, reason: 'Add items worth ₹499 more to use this coupon (minimum order ₹1,999).' });
  });
});

describe('coupons: apply, refuse, recompute', () => {
  const ts = useTestServer();
  const moneyGql = rupeeGql(ts);
  let fx: CartFixture;
  let token: string;
  let customerId: number;
  const setCart = async (lines: Array<[string, string, number]>, who = token) => {
    await moneyGql(`mutation { clearCart { cart { id } userErrors { field code message } } }`, {}, who);
    for (const [color, size, quantity] of lines) {
      const r = await moneyGql(`mutation($line: CartLineInput!) { addToCart(line: $line) { cart { id } userErrors { field code message } } }`, { line: { productId: String(fx.productId), color, size, quantity } }, who);
      expect(r.errors).toBeUndefined();
    }
  };

  it('sets up', async () => {
    fx = await createCartFixture(ts.db.dataSource);
    await ts.db.dataSource.query(`UPDATE variant_size SET stock = 100 WHERE id = $1`, [fx.sizes['Maroon/S']]);
    ({ token, customerId } = await loginAs(ts, '9811111111'));
  });

  it('lists the coupons a shopper can use, without expired or used-up ones', async () => {
    const { data } = await moneyGql(`{ coupons { code title discountType discountPercent flatDiscount { amount currencyCode } maxDiscount { amount currencyCode } minOrderAmount { amount currencyCode } expiryDate } }`);
    const codes = data.coupons.map((c: any) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FESTIVE20', 'FLAT200']));
    expect(codes).not.toContain('MONSOON15');
    expect(codes).not.toContain('EARLYBIRD50');
    expect(data.coupons.find((c: any) => c.code === 'FLAT200')).toMatchObject({ discountType: 'FLAT', discountPercent: null, flatDiscount: 200, minOrderAmount: 1999 });
    expect(data.coupons.find((c: any) => c.code === 'WELCOME10')).toMatchObject({ discountType: 'PERCENTAGE', discountPercent: 10, flatDiscount: null });
    // REST keeps the spec's shape: discountType in lower case, discountValue in rupees for a flat coupon.
    expect((await ts.rest('GET', '/user/promoCodes', undefined, token)).body.data.find((c: any) => c.code === 'FLAT200')).toMatchObject({ discountType: 'flat', discountValue: 200, minOrderAmount: 1999 });
    const rest = await ts.rest('GET', '/user/promoCodes', undefined, token);
    expect(rest.body.data.map((c: any) => c.code)).toEqual(codes);
    expect(rest.body.data[0]).toMatchObject({ _id: expect.any(String), title: expect.any(String), minOrderAmount: expect.any(Number) });
    expect((await ts.rest('GET', '/user/promoCodes')).status).toBe(401);
  });

  it('applies a percentage with its cap, computed from the cart on the server', async () => {
    await setCart([['Maroon', 'S', 3]]); // ₹3,000 → 20% = ₹600, capped at ₹500
    const { data } = await moneyGql(APPLY, { code: 'festive20' }, token);
    expect(verdict(data.applyCoupon)).toMatchObject({ success: true, cart: { coupon: { code: 'FESTIVE20', discount: 500 }, discount: 500, subtotal: 3000, total: 2500 } });
    expect(verdict(data.applyCoupon).message).toContain('Your discount has been applied successfully!');
    await setCart([['Maroon', 'S', 1]]); // ₹1,000 → ₹200, below the cap
    await moneyGql(APPLY, { code: 'FESTIVE20' }, token);
    expect((await moneyGql(CART, {}, token)).data.cart).toMatchObject({ subtotal: 1000, discount: 200, total: 800, coupon: { code: 'FESTIVE20', discount: 200 } });
  });

  it('applies a flat amount over its minimum and says how much is missing below it', async () => {
    await setCart([['Maroon', 'S', 1], ['Navy', 'M', 1]]); // ₹1,600
    const below = await moneyGql(APPLY, { code: 'FLAT200' }, token);
    expect(verdict(below.data.applyCoupon)).toMatchObject({ success: false, cart: null });
    expect(verdict(below.data.applyCoupon).message).toBe('Add items worth ₹399 more to use this coupon (minimum order ₹1,999).');
    await setCart([['Maroon', 'S', 2]]); // ₹2,000
    const rest = await ts.rest('POST', '/user/apply-promo', { code: 'FLAT200' }, token);
    expect(rest).toMatchObject({ status: 200, body: { success: true, code: 'FLAT200', discountAmount: 200, discount: 200, orderAmount: 2000, payableAmount: 1800 } });
  });

  it('drops the coupon with a message when the cart no longer qualifies', async () => {
    const changed = await moneyGql(`mutation($line: CartLineInput!) { updateCartQuantity(line: $line) { cart { subtotal { amount currencyCode } discount { amount currencyCode } total { amount currencyCode } couponMessage coupon { code } } userErrors { field code message } } }`, { line: { productId: String(fx.productId), color: 'Maroon', size: 'S', quantity: 1 } }, token);
    // The change that disqualifies the cart answers the cart without the coupon, saying why.
    const cart = changed.data.updateCartQuantity.cart;
    expect(cart).toMatchObject({ subtotal: 1000, discount: 0, total: 1000, coupon: null });
    expect(cart.couponMessage).toContain('Coupon FLAT200 was removed: Add items worth ₹999 more');
    expect((await moneyGql(CART, {}, token)).data.cart.couponMessage).toBeNull();
  });

  it('clears a coupon: code and discount reset', async () => {
    await setCart([['Maroon', 'S', 3]]);
    await moneyGql(APPLY, { code: 'KAPDA5' }, token);
    expect((await moneyGql(CART, {}, token)).data.cart.discount).toBe(150);
    const cleared = await moneyGql(`mutation { clearCoupon { cart { discount { amount currencyCode } total { amount currencyCode } coupon { code } } userErrors { field code message } } }`, {}, token);
    expect(cleared.data.clearCoupon.cart).toEqual({ discount: 0, total: 3000, coupon: null });
  });

  it('refuses unknown, empty, expired, not-yet-active and used-up codes in words a shopper understands', async () => {
    await setCart([['Maroon', 'S', 3]]);
    const msg = async (code: string) => verdict((await moneyGql(APPLY, { code }, token)).data.applyCoupon).message;
    expect(await msg('NOPE')).toBe('Sorry, "NOPE" is not a valid coupon code.');
    expect(await msg('  ')).toBe('Coupon code is required.');
    expect(await msg('MONSOON15')).toBe('This coupon expired on 30 September 2024.');
    expect(await msg('EARLYBIRD50')).toBe('This coupon has reached its usage limit.');
    await ts.db.dataSource.query(
      `INSERT INTO coupon (code, title, discount_type, discount_value, starts_at) VALUES ('DIWALI2099', 'Diwali', 'percentage', 10, '2099-10-20T00:00:00+05:30')`,
    );
    expect(await msg('DIWALI2099')).toBe('This coupon can be used from 20 October 2099.');
    await ts.db.dataSource.query(`INSERT INTO coupon (code, title, discount_type, discount_value, active) VALUES ('OLDONE', 'Old', 'flat', 100, false)`);
    expect(await msg('OLDONE')).toBe('This coupon is no longer available.');
    const rest = await ts.rest('POST', '/user/apply-promo', { code: 'MONSOON15' }, token);
    expect(rest).toMatchObject({ status: 422, body: { success: false, message: 'This coupon expired on 30 September 2024.', discountAmount: 0 } });
    expect((await ts.rest('POST', '/user/apply-promo', {}, token)).body.message).toBe('Coupon code is required.');
  });

  it('enforces the per-customer limit and first-order-only coupons', async () => {
    await setCart([['Maroon', 'S', 3]]);
    const [{ id: welcome }] = await ts.db.dataSource.query(`SELECT id FROM coupon WHERE code = 'WELCOME10'`);
    expect(verdict((await moneyGql(APPLY, { code: 'WELCOME10' }, token)).data.applyCoupon)).toMatchObject({ success: true, cart: { discount: 300 } });
    await ts.services.coupons.redeem(ServiceContext.system(ts.db.dataSource, 'test'), { couponId: welcome, customerId: customerId, orderId: 5001, discount: 30000 });
    const again = await moneyGql(APPLY, { code: 'WELCOME10' }, token);
    expect(verdict(again.data.applyCoupon)).toMatchObject({ success: false, message: 'You have already used this coupon.' });

    const other = await loginAs(ts, '9811111112');
    await setCart([['Maroon', 'S', 3]], other.token);
    const ordersCounter = ts.services.coupons.setOrderCounter(async (_ctx, id) => (id === other.customerId ? 1 : 0));
    try {
      const returning = await moneyGql(APPLY, { code: 'WELCOME10' }, other.token);
      expect(verdict(returning.data.applyCoupon)).toMatchObject({ success: false, message: 'This coupon is valid on your first order only.' });
    } finally {
      ts.services.coupons.setOrderCounter(ordersCounter);
    }
    // The orders service counts the orders: a placed order makes WELCOME10 a returning shopper's.
    const third = await loginAs(ts, '9811111113');
    await setCart([['Maroon', 'S', 3]], third.token);
    expect(verdict((await moneyGql(APPLY, { code: 'WELCOME10' }, third.token)).data.applyCoupon).success).toBe(true);
    await ts.db.dataSource.query(`INSERT INTO orders (customer_id, payment_method, shipping_address) VALUES ($1, 'COD', '{}')`, [third.customerId]);
    expect((await moneyGql(CART, {}, third.token)).data.cart.couponMessage).toBe('Coupon WELCOME10 was removed: This coupon is valid on your first order only.');
    // A read changes nothing: the coupon stays applied (left out of the price) until the shopper changes the cart.
    const rest = await ts.rest('GET', '/user/get-cart', undefined, third.token);
    expect(rest.status).toBe(200);
    expect((await moneyGql(CART, {}, third.token)).data.cart).toMatchObject({ coupon: null, discount: 0, couponMessage: expect.stringContaining('first order only') });
    const stillApplied = async () => (await ts.db.dataSource.query(`SELECT 1 FROM cart_coupon WHERE customer_id = $1`, [third.customerId])).length;
    expect(await stillApplied()).toBe(1);
    const changed = await moneyGql(
      `mutation($line: CartLineInput!) { updateCartQuantity(line: $line) { cart { couponMessage coupon { code } } userErrors { field code message } } }`,
      { line: { productId: String(fx.productId), color: 'Maroon', size: 'S', quantity: 2 } },
      third.token,
    );
    expect(changed.data.updateCartQuantity.cart).toEqual({ coupon: null, couponMessage: 'Coupon WELCOME10 was removed: This coupon is valid on your first order only.' });
    expect(await stillApplied()).toBe(0);
    expect((await moneyGql(CART, {}, third.token)).data.cart.couponMessage).toBeNull();
    // Releasing the order's use gives the coupon back.
    await ServiceContext.system(ts.db.dataSource, 'test').transaction((tx) => ts.services.coupons.release(tx, welcome, 5001));
    expect(verdict((await moneyGql(APPLY, { code: 'WELCOME10' }, token)).data.applyCoupon).success).toBe(true);
  });

  it('redeems atomically: concurrent orders never exceed the total limit', async () => {
    await ts.db.dataSource.query(`INSERT INTO coupon (code, title, discount_type, discount_value, usage_limit, per_customer_limit) VALUES ('LAST3', 'Last three', 'flat', 100, 3, NULL)`);
    const [{ id }] = await ts.db.dataSource.query(`SELECT id FROM coupon WHERE code = 'LAST3'`);
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => loginAs(ts, `98222222${String(i).padStart(2, '0')}`)));
    const results = await Promise.allSettled(
      buyers.map((b, i) => ts.services.coupons.redeem(ServiceContext.system(ts.db.dataSource, 'test'), { couponId: id, customerId: b.customerId, orderId: 6000 + i, discount: 0 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => r.reason.message)).toEqual(Array(5).fill('This coupon has reached its usage limit.'));
    const [{ used_count }] = await ts.db.dataSource.query(`SELECT used_count FROM coupon WHERE id = $1`, [id]);
    expect(used_count).toBe(3);
    // The same order redeemed twice counts once; releasing twice gives back once.
    const winner = results.findIndex((r) => r.status === 'fulfilled');
    await ts.services.coupons.redeem(ServiceContext.system(ts.db.dataSource, 'test'), { couponId: id, customerId: buyers[winner].customerId, orderId: 6000 + winner, discount: 0 });
    await ServiceContext.system(ts.db.dataSource, 'test').transaction((tx) => ts.services.coupons.release(tx, id, 6000 + winner));
    await ServiceContext.system(ts.db.dataSource, 'test').transaction((tx) => ts.services.coupons.release(tx, id, 6000 + winner));
    const [{ used_count: after }] = await ts.db.dataSource.query(`SELECT used_count FROM coupon WHERE id = $1`, [id]);
    expect(after).toBe(2);
  });

  it("redeem joins the caller's transaction: rolled back with it", async () => {
    await ts.db.dataSource.query(`INSERT INTO coupon (code, title, discount_type, discount_value, usage_limit) VALUES ('JOINME', 'Join', 'flat', 100, 5)`);
    const [{ id }] = await ts.db.dataSource.query(`SELECT id FROM coupon WHERE code = 'JOINME'`);
    const ctx = ServiceContext.system(ts.db.dataSource, 'test');
    const failed = ctx.transaction(async (tx) => {
      await ts.services.coupons.redeem(tx, { couponId: id, customerId, orderId: 7100, discount: 100 });
      throw new Error('a later step failed');
    });
    await expect(failed).rejects.toThrow('a later step failed');
    const [{ used_count, redemptions }] = await ts.db.dataSource.query(
      `SELECT used_count, (SELECT count(*)::int FROM coupon_redemption WHERE coupon_id = $1) AS redemptions FROM coupon WHERE id = $1`,
      [id],
    );
    expect({ used_count, redemptions }).toEqual({ used_count: 0, redemptions: 0 });
  });

  it('enforces the per-customer limit under concurrency', async () => {
    await ts.db.dataSource.query(`INSERT INTO coupon (code, title, discount_type, discount_value, per_customer_limit) VALUES ('ONCEEACH', 'Once', 'flat', 100, 1)`);
    const [{ id }] = await ts.db.dataSource.query(`SELECT id FROM coupon WHERE code = 'ONCEEACH'`);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => ts.services.coupons.redeem(ServiceContext.system(ts.db.dataSource, 'test'), { couponId: id, customerId: customerId, orderId: 7000 + i, discount: 0 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('evaluate() answers the discount or throws COUPON_INVALID (the orders contract)', async () => {
    await expect(ts.services.coupons.evaluate(ServiceContext.system(ts.db.dataSource, 'test'), 'FLAT200', customerId, 250000)).resolves.toMatchObject({ code: 'FLAT200', discount: 20000 });
    await expect(ts.services.coupons.evaluate(ServiceContext.system(ts.db.dataSource, 'test'), 'FLAT200', customerId, 100000)).rejects.toMatchObject({ code: 'COUPON_INVALID' });
  });

  it('needs a login to apply', async () => {
    const result = await moneyGql(APPLY, { code: 'FLAT200' });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
