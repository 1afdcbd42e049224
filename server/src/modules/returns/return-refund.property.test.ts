/**
 * Property: whatever the order, the coupon, the returns (partial, several per line, in any order),
 * the rejected requests, exchanges and cancellations, refunds + the value the shopper keeps = the
 * total paid, to the paisa (issue 25, item 1; ADR 0101). The value kept is what the tax invoice
 * says the kept units cost (invoice-calc.ts, an independent reader of the same order) plus the
 * shipping fee; the order's totals come from pricing's quote, as checkout computes them.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { couponDiscount, orderMoney, type PricedPaymentMethod } from '../pricing/pricing.js';
import { seededTaxPolicy } from '../../../test/gst-fixtures.js';
import { computeInvoice } from '../orders/invoice-calc.js';
import { paidForUnits, refundableTotal, returnRefund, type RefundLine } from './return-rules.js';

const lineArb = fc.record({ price: fc.integer({ min: 1, max: 2_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) });
const couponArb = fc.oneof(
  fc.constant(null),
  fc.record({ discountType: fc.constant('percentage' as const), discountValue: fc.integer({ min: 1, max: 100 }), maxDiscount: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }) }),
  fc.record({ discountType: fc.constant('flat' as const), discountValue: fc.integer({ min: 1, max: 3_000_000 }), maxDiscount: fc.constant(null) }),
);
/** One step after delivery: a return (refunded), a request rejected, or an exchange (units kept). */
const stepArb = fc.record({ kind: fc.constantFrom('RETURN', 'RETURN', 'REJECTED', 'EXCHANGE'), line: fc.nat(), units: fc.integer({ min: 1, max: 10 }) });

const caseArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  coupon: couponArb,
  method: fc.constantFrom<PricedPaymentMethod>('ONLINE', 'COD'),
  steps: fc.array(stepArb, { maxLength: 14 }),
  /** Cancelled before delivery (no returns possible): the whole total goes back. */
  cancelled: fc.boolean(),
  /** The shopper returns whatever is left at the end (a full return of everything). */
  returnTheRest: fc.boolean(),
});

describe('refunds + value kept = total paid, to the paisa', () => {
  it('holds for random orders, coupons, partial returns, rejections, exchanges and cancellations', () => {
    fc.assert(
      fc.property(caseArb, ({ lines: drawn, coupon, method, steps, cancelled, returnTheRest }) => {
        const lines: RefundLine[] = drawn.map((l, i) => ({ id: 100 + i, discountedPrice: l.price, quantity: l.quantity }));
        const subtotal = lines.reduce((sum, l) => sum + l.discountedPrice * l.quantity, 0);
        const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
        const totals = orderMoney(lines.map((l) => ({ unitPrice: l.discountedPrice, quantity: l.quantity, stock: 99 })), discount, method, { codFee: 4900, freeShippingOver: null });
        const order = { lines, discountAmount: totals.discount, totalAmount: totals.total, shippingCharge: totals.shipping };
        const invoice = computeInvoice({
          items: lines.map((l) => ({ description: 'x', hsnCode: '6204', quantity: l.quantity, unitPrice: l.discountedPrice })),
          discountAmount: totals.discount,
          shippingCharge: totals.shipping,
          totalAmount: totals.total,
          placeOfSupplyCode: '27',
          sellerStateCode: '09',
          supplyDate: new Date('2026-11-28T06:00:00Z'),
        }, seededTaxPolicy());
        const invoiceGross = invoice.lines.slice(0, lines.length).map((l) => l.gross);

        if (cancelled) {
          // A cancelled order refunds its whole total (the payment) and the shopper keeps nothing.
          expect(totals.total).toBe(invoiceGross.reduce((a, b) => a + b, 0) + totals.shipping);
          return;
        }

        const claimed = lines.map(() => 0);
        const refundedUnits = lines.map(() => 0);
        const refundedOfLine = lines.map(() => 0);
        let refunded = 0;
        const refundOne = (index: number, units: number) => {
          const amount = returnRefund(order, lines[index].id, refundedUnits[index], units, refundableTotal(order) - refunded);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(refundableTotal(order) - refunded);
          refundedUnits[index] += units;
          refundedOfLine[index] += amount;
          refunded += amount;
        };
        for (const step of steps) {
          const index = step.line % lines.length;
          const units = Math.min(step.units, lines[index].quantity - claimed[index]);
          if (units <= 0 || step.kind === 'REJECTED') continue;
          claimed[index] += units;
          if (step.kind === 'RETURN') refundOne(index, units);
        }
        if (returnTheRest) {
          lines.forEach((line, index) => {
            const left = line.quantity - claimed[index];
            if (left > 0) {
              claimed[index] += left;
              refundOne(index, left);
            }
          });
        }

        // Each line's refunds are its units' share of what the invoice says the line cost,
        // whatever the order and size of the returns; a line returned whole refunds its invoice value.
        lines.forEach((line, i) => {
          expect(refundedOfLine[i]).toBe(paidForUnits(invoiceGross[i], line.quantity, refundedUnits[i]));
          if (refundedUnits[i] === line.quantity) expect(refundedOfLine[i]).toBe(invoiceGross[i]);
          expect(refundedOfLine[i]).toBeLessThanOrEqual(invoiceGross[i]);
        });
        const kept = invoiceGross.reduce((sum, gross, i) => sum + gross - refundedOfLine[i], 0) + totals.shipping;
        expect(refunded + kept).toBe(totals.total);
        if (refundedUnits.every((units, i) => units === lines[i].quantity)) expect(refunded).toBe(totals.total - totals.shipping);
      }),
      { numRuns: 2000 },
    );
  });
});
