/**
 * What a return refunds, against PostgreSQL through the staff's GraphQL (issue 25, item 1): the
 * price paid for the units less their share of the coupon (the invoice's apportioning), never the
 * order's leftovers. A refund used to be computed after the request was already REFUNDED, so the
 * "already refunded" sum held its own estimate: the last item of an order came back as ₹49 (the
 * COD fee) or ₹0.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actingFor, useTestServer } from '../harness.js';
import { STAFF, addToCart, newShopper, payOnline, pickPincode, placeCod, placeOnline, sizeWithStock, type Shopper, type SizeRef } from '../orders/orders-kit.js';
import { pickupDates } from '../../src/modules/returns/return-rules.js';
import { seededTaxPolicy } from '../gst-fixtures.js';
import { computeInvoice } from '../../src/modules/orders/invoice-calc.js';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.js';
import { asRupees } from '../money.js';

const ts = useTestServer();

const ADVANCE = `mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`;
async function deliver(orderId: string) {
  for (let i = 0; i < 4; i++) {
    const step = await ts.admin(ADVANCE, { id: orderId }, STAFF);
    if (step.errors) throw new Error(JSON.stringify(step.errors));
  }
}

let couponCounter = 0;
/** A coupon any order may use (`percent` off, or `flat` paise off). */
async function makeCoupon(terms: { percent?: number; flat?: number }): Promise<string> {
  couponCounter += 1;
  const code = `RFND${process.pid % 1000}X${couponCounter}`;
  await ts.db.dataSource.query(
    `INSERT INTO coupon (code, title, discount_type, discount_value, min_order_amount) VALUES ($1, 'Refund test', $2, $3, 0)`,
    [code, terms.percent ? 'percentage' : 'flat', terms.percent ?? terms.flat],
  );
  return code;
}

/** A delivered order of `lines` (size, quantity), paid in cash or online, with an optional coupon. */
async function deliveredOrder(lines: Array<[SizeRef, number]>, method: 'COD' | 'ONLINE', coupon?: string, stopAt: 'DELIVERED' | 'SHIPPED' = 'DELIVERED') {
  const shopper: Shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
  for (const [size, quantity] of lines) await addToCart(ts, shopper, size, quantity);
  if (coupon) expect((await ts.services.cart.applyCoupon(actingFor(ts, shopper.customerId), coupon)).result.success).toBe(true);
  const placed = method === 'COD' ? await placeCod(ts, shopper) : await placeOnline(ts, shopper);
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  const orderId: string = placed.body._id;
  if (method === 'ONLINE') await payOnline(ts, shopper, orderId, placed.body.payment.order_id);
  if (stopAt === 'DELIVERED') await deliver(orderId);
  else for (let i = 0; i < 2; i++) expect((await ts.admin(ADVANCE, { id: orderId }, STAFF)).errors).toBeUndefined();
  const items: Array<{ id: number; quantity: number }> = await ts.db.dataSource.query(`SELECT id, quantity FROM order_item WHERE order_id = $1 ORDER BY position, id`, [Number(orderId)]);
  const [order] = await ts.db.dataSource.query(
    `SELECT total_amount AS total, shipping_charge AS shipping, discount_amount AS discount FROM orders WHERE id = $1`,
    [Number(orderId)],
  );
  return { shopper, orderId, items, ...(order as { total: number; shipping: number; discount: number }) };
}

const REQUEST = `mutation($input: RequestReturnInput!) { requestReturn(input: $input) { returnRequest { id refundAmount { amount currencyCode } } userErrors { message } } }`;
const STEP = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { request { status refundStatus creditNoteNumber refundAmount { amount currencyCode } } } }`;

/** The shopper asks to return `quantity` units of a line; staff take it through to refunded. Answers the refunded request (rupees). */
async function returnAndRefund(order: Awaited<ReturnType<typeof deliveredOrder>>, itemId: number, quantity: number, method: 'COD' | 'ONLINE') {
  const input = { orderId: order.orderId, orderItemId: String(itemId), quantity, kind: 'RETURN', reason: 'SIZE_TOO_SMALL', pickupDate: pickupDates(new Date())[0], ...(method === 'COD' ? { upiId: 'asha.verma@okaxis' } : {}) };
  const asked = asRupees(await ts.gql(REQUEST, { input }, order.shopper.token));
  expect(asked.data.requestReturn.userErrors).toEqual([]);
  const id: string = asked.data.requestReturn.returnRequest.id;
  for (const step of ['approveReturn', 'markReturnPickedUp', 'markReturnReceived']) expect((await ts.admin(STEP(step), { id }, STAFF)).errors).toBeUndefined();
  const refunded = asRupees(await ts.admin(STEP('refundReturn'), { id }, STAFF));
  expect(refunded.errors).toBeUndefined();
  return { id, estimate: asked.data.requestReturn.returnRequest.refundAmount as number, ...(refunded.data.refundReturn.request as { status: string; refundStatus: string; creditNoteNumber: string | null; refundAmount: number }) };
}

/** What the invoice says each line cost after the coupon (the apportioning the refund must use), paise. */
function invoiceGross(lines: Array<[SizeRef, number]>, order: { total: number; shipping: number; discount: number }): number[] {
  const invoice = computeInvoice({
    items: lines.map(([size, quantity]) => ({ description: size.productName, hsnCode: '6204', quantity, unitPrice: size.price })),
    discountAmount: order.discount,
    shippingCharge: order.shipping,
    totalAmount: order.total,
    placeOfSupplyCode: '09',
    sellerStateCode: '09',
    supplyDate: new Date(),
  }, seededTaxPolicy());
  return invoice.lines.slice(0, lines.length).map((line) => line.gross);
}

describe('a return refunds what the shopper paid for those units', () => {
  it('cash order of one item: the item price, not the ₹49 left over, with a credit note', async () => {
    const size = await sizeWithStock(ts, 20, 40);
    const order = await deliveredOrder([[size, 1]], 'COD');
    expect(order.total).toBe(size.price + 4900);
    const refund = await returnAndRefund(order, order.items[0].id, 1, 'COD');
    expect(refund).toMatchObject({ status: 'REFUNDED', refundStatus: 'DONE', refundAmount: size.price / 100, estimate: size.price / 100 });
    expect(refund.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
  });

  it('online order of one item: the item price, asked of the provider once', async () => {
    const size = await sizeWithStock(ts, 20, 41);
    const order = await deliveredOrder([[size, 1]], 'ONLINE');
    const provider = ts.services.payments.provider as PaymentProvider;
    const original = provider.refund;
    const asked: number[] = [];
    provider.refund = async (input) => {
      asked.push(input.amount);
      return original.call(provider, input);
    };
    try {
      const refund = await returnAndRefund(order, order.items[0].id, 1, 'ONLINE');
      expect(refund).toMatchObject({ status: 'REFUNDED', refundStatus: 'DONE', refundAmount: size.price / 100 });
    } finally {
      provider.refund = original;
    }
    expect(asked).toEqual([size.price]);
  });

  it('both units of a 2-unit order in one return: twice the price', async () => {
    const size = await sizeWithStock(ts, 20, 42);
    const order = await deliveredOrder([[size, 2]], 'COD');
    const refund = await returnAndRefund(order, order.items[0].id, 2, 'COD');
    expect(refund.refundAmount).toBe((2 * size.price) / 100);
  });

  it('every line of a couponed order, one by one: each its invoice value, all of them the total less the COD fee', async () => {
    const lines: Array<[SizeRef, number]> = [
      [await sizeWithStock(ts, 20, 43), 3],
      [await sizeWithStock(ts, 20, 44), 1],
      [await sizeWithStock(ts, 20, 45), 2],
    ];
    const order = await deliveredOrder(lines, 'COD', await makeCoupon({ percent: 7 }));
    expect(order.discount).toBeGreaterThan(0);
    const gross = invoiceGross(lines, order);
    const refunds: number[] = [];
    // The last line first, the first line in two returns (2 units, then 1).
    refunds.push((await returnAndRefund(order, order.items[2].id, 2, 'COD')).refundAmount);
    refunds.push((await returnAndRefund(order, order.items[0].id, 2, 'COD')).refundAmount);
    refunds.push((await returnAndRefund(order, order.items[1].id, 1, 'COD')).refundAmount);
    refunds.push((await returnAndRefund(order, order.items[0].id, 1, 'COD')).refundAmount);
    const paise = refunds.map((r) => Math.round(r * 100));
    expect(paise[0]).toBe(gross[2]);
    expect(paise[2]).toBe(gross[1]);
    expect(paise[1] + paise[3]).toBe(gross[0]);
    expect(paise.reduce((a, b) => a + b, 0)).toBe(order.total - order.shipping);
  });

  it('online order of two lines with a flat coupon: the second return is not short', async () => {
    const lines: Array<[SizeRef, number]> = [
      [await sizeWithStock(ts, 20, 46), 1],
      [await sizeWithStock(ts, 20, 47), 1],
    ];
    const order = await deliveredOrder(lines, 'ONLINE', await makeCoupon({ flat: 10_001 }));
    const gross = invoiceGross(lines, order);
    const first = await returnAndRefund(order, order.items[0].id, 1, 'ONLINE');
    const second = await returnAndRefund(order, order.items[1].id, 1, 'ONLINE');
    expect([Math.round(first.refundAmount * 100), Math.round(second.refundAmount * 100)]).toEqual(gross);
    expect(gross[0] + gross[1]).toBe(order.total);
    expect(second.refundStatus).toBe('DONE');
  });
});

describe('refunds + value kept = total paid, over PostgreSQL', () => {
  it('holds for random orders, coupons, partial returns, rejected requests and cancellations', async () => {
    const pool: SizeRef[] = [];
    for (let n = 0; n < 5; n++) pool.push(await sizeWithStock(ts, 1000, 60 + n));
    const REJECT = `mutation($id: ID!) { rejectReturn(id: $id, reason: "Tags removed") { request { status } } }`;
    const caseArb = fc.record({
      lines: fc.uniqueArray(fc.record({ size: fc.nat({ max: pool.length - 1 }), quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3, selector: (l) => l.size }),
      coupon: fc.oneof(fc.constant(undefined), fc.record({ percent: fc.integer({ min: 1, max: 60 }) }), fc.record({ flat: fc.integer({ min: 1, max: 150_000 }) })),
      method: fc.constantFrom<'COD' | 'ONLINE'>('COD', 'ONLINE'),
      steps: fc.array(fc.record({ line: fc.nat(), units: fc.integer({ min: 1, max: 3 }), rejected: fc.boolean() }), { maxLength: 4 }),
      cancelled: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ lines: drawn, coupon, method, steps, cancelled }) => {
        const lines: Array<[SizeRef, number]> = drawn.map((l) => [pool[l.size], l.quantity]);
        const code = coupon ? await makeCoupon(coupon) : undefined;
        if (cancelled && method === 'ONLINE') {
          // Cancelled on its way (shipped, invoiced): the payment comes back whole, nothing is kept.
          const order = await deliveredOrder(lines, method, code, 'SHIPPED');
          expect((await ts.admin(`mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "Lost in transit") { status } }`, { id: order.orderId }, STAFF)).errors).toBeUndefined();
          const [{ refunded }] = await ts.db.dataSource.query(`SELECT coalesce(sum(amount), 0)::int AS refunded FROM payment WHERE order_id = $1 AND status = 'REFUNDED'`, [Number(order.orderId)]);
          expect(refunded).toBe(order.total);
          return;
        }
        const order = await deliveredOrder(lines, method, code);
        const claimed = order.items.map(() => 0);
        for (const step of steps) {
          const index = step.line % order.items.length;
          const units = Math.min(step.units, order.items[index].quantity - claimed[index]);
          if (units <= 0) continue;
          if (step.rejected) {
            const input = { orderId: order.orderId, orderItemId: String(order.items[index].id), quantity: units, kind: 'RETURN', reason: 'CHANGED_MIND', pickupDate: pickupDates(new Date())[0], upiId: 'asha.verma@okaxis' };
            const asked = await ts.gql(REQUEST, { input }, order.shopper.token);
            expect((await ts.admin(REJECT, { id: asked.data.requestReturn.returnRequest.id }, STAFF)).errors).toBeUndefined();
            continue;
          }
          claimed[index] += units;
          await returnAndRefund(order, order.items[index].id, units, method);
        }
        const rows: Array<{ orderItemId: number; quantity: number; amount: number }> = await ts.db.dataSource.query(
          `SELECT order_item_id AS "orderItemId", quantity, refund_amount AS amount FROM return_request WHERE order_id = $1 AND status = 'REFUNDED'`,
          [Number(order.orderId)],
        );
        const refunds = rows.reduce((sum, r) => sum + r.amount, 0);
        // What the shopper keeps, priced by the invoice: each line's value less what came back for it, plus the shipping fee.
        const gross = invoiceGross(lines, order);
        const keptValue = order.items.reduce((sum, item, i) => sum + gross[i] - rows.filter((r) => r.orderItemId === item.id).reduce((a, r) => a + r.amount, 0), 0) + order.shipping;
        order.items.forEach((item, i) => {
          const back = rows.filter((r) => r.orderItemId === item.id);
          const units = back.reduce((a, r) => a + r.quantity, 0);
          const amount = back.reduce((a, r) => a + r.amount, 0);
          // Never more than the line's value; exactly its units' share of it.
          expect(amount).toBe(units === item.quantity ? gross[i] : Math.floor((gross[i] * units) / item.quantity));
        });
        expect(refunds + keptValue).toBe(order.total);
      }),
      { numRuns: 8, seed: 2025 },
    );
  }, 180_000);
});

describe('returns refunded short before the fix (settle-short-refunds)', () => {
  it('are listed, paid the difference once (online through the provider, cash as a payout owed), with a credit note', async () => {
    // Two orders as the defect left them: a cash order's ₹4,299-like item refunded ₹49, an online one refunded ₹0.
    const cash = await deliveredOrder([[await sizeWithStock(ts, 20, 70), 1]], 'COD');
    const online = await deliveredOrder([[await sizeWithStock(ts, 20, 71), 1]], 'ONLINE');
    const cashReturn = await returnAndRefund(cash, cash.items[0].id, 1, 'COD');
    const onlineReturn = await returnAndRefund(online, online.items[0].id, 1, 'ONLINE');
    await ts.db.dataSource.query(`UPDATE return_request SET refund_amount = 4900 WHERE id = $1`, [Number(cashReturn.id)]);
    await ts.db.dataSource.query(`UPDATE return_request SET refund_amount = 0 WHERE id = $1`, [Number(onlineReturn.id)]);
    // A return refunded right is not listed.
    const fine = await deliveredOrder([[await sizeWithStock(ts, 20, 72), 1]], 'COD');
    await returnAndRefund(fine, fine.items[0].id, 1, 'COD');

    const short = await ts.services.returns.shortRefunds();
    const ours = short.filter((s) => [cash.orderId, online.orderId, fine.orderId].includes(String(s.orderId)));
    expect(ours.map((s) => ({ order: String(s.orderId), method: s.method, refunded: s.refunded, short: s.short }))).toEqual([
      { order: cash.orderId, method: 'UPI', refunded: 4900, short: cash.total - cash.shipping - 4900 },
      { order: online.orderId, method: 'ORIGINAL', refunded: 0, short: online.total },
    ]);

    const provider = ts.services.payments.provider as PaymentProvider;
    const original = provider.refund;
    const asked: number[] = [];
    provider.refund = async (input) => {
      asked.push(input.amount);
      return original.call(provider, input);
    };
    try {
      const [first, second] = await Promise.all([ts.services.returns.settleShortRefunds(ts.system), ts.services.returns.settleShortRefunds(ts.system)].map((p) => p.catch((error: Error) => error)));
      // Two runs at once: one pays, the other finds it settled (or is told to run again); never twice.
      expect([first, second].some((r) => Array.isArray(r))).toBe(true);
      const again = await ts.services.returns.settleShortRefunds(ts.system);
      expect(again.filter((s) => [cashReturn.id, onlineReturn.id].includes(String(s.returnId)))).toEqual([]);
    } finally {
      provider.refund = original;
    }
    expect(asked.filter((a) => a === online.total)).toHaveLength(1);
    const settled = (await ts.services.returns.settlements()).filter((s) => [cashReturn.id, onlineReturn.id].includes(String(s.returnId)));
    expect(settled.map((s) => ({ returnId: String(s.returnId), status: s.status, amount: s.amount }))).toEqual([
      { returnId: onlineReturn.id, status: 'DONE', amount: online.total },
      { returnId: cashReturn.id, status: 'PAYOUT_OWED', amount: cash.total - cash.shipping - 4900 },
    ]);
    for (const s of settled) expect(s.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect((await ts.services.returns.shortRefunds()).filter((s) => [cash.orderId, online.orderId].includes(String(s.orderId)))).toEqual([]);

    // Staff transfer the cash order's difference and record the UTR: done, once.
    const owed = settled.find((s) => s.status === 'PAYOUT_OWED')!;
    await expect(ts.services.returns.markShortRefundPaid(owed.id, 'x')).rejects.toMatchObject({ code: 'BAD_INPUT' });
    expect(await ts.services.returns.markShortRefundPaid(owed.id, 'UTR-55501234')).toMatchObject({ status: 'DONE' });
    await expect(ts.services.returns.markShortRefundPaid(owed.id, 'UTR-55501234')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(ts.services.returns.markShortRefundPaid(999_999, 'UTR-55501234')).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // The shopper is told.
    const notes = await ts.services.notifications.list(online.shopper.customerId);
    expect(notes[0].title).toMatch(/^Return RT\d{8}: ₹[\d,.]+ more refunded$/);
  });

  it('a later return of the same order counts the settled difference: never more than the order has left', async () => {
    const size = await sizeWithStock(ts, 20, 73);
    const order = await deliveredOrder([[size, 2]], 'COD');
    const first = await returnAndRefund(order, order.items[0].id, 1, 'COD');
    await ts.db.dataSource.query(`UPDATE return_request SET refund_amount = 100 WHERE id = $1`, [Number(first.id)]);
    await ts.services.returns.settleShortRefunds(ts.system);
    const second = await returnAndRefund(order, order.items[0].id, 1, 'COD');
    expect(Math.round(second.refundAmount * 100)).toBe(size.price);
    const [{ paid }] = await ts.db.dataSource.query(
      `SELECT (SELECT sum(refund_amount) FROM return_request WHERE order_id = $1) + (SELECT coalesce(sum(amount), 0) FROM return_refund_adjustment WHERE order_id = $1) AS paid`,
      [Number(order.orderId)],
    );
    expect(Number(paid)).toBe(order.total - order.shipping);
  });
});
