import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { STAFF, addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from './orders-kit.js';
import { formatRupeesText } from '../../src/shared/money.js';

const ADVANCE = `mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`;

describe('order notifications read naturally', () => {
  const ts = useTestServer();

  it('formats rupees with ₹ and Indian digit grouping', () => {
    expect(formatRupeesText(12345650)).toBe('₹1,23,456.50');
    expect(formatRupeesText(4900)).toBe('₹49.00');
  });

  it('titles each step "Order KS… shipped" and writes amounts as ₹ with en-IN grouping, never "Rs."', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 41), 1);
    const placed = await placeCod(ts, shopper);
    const { _id: orderId, order } = placed.body;
    for (let i = 0; i < 4; i++) expect((await ts.admin(ADVANCE, { id: orderId }, STAFF)).errors).toBeUndefined();

    const notes = (await ts.services.notifications.list(shopper.customerId)).filter((n) => n.title.includes(order.orderNumber)).reverse();
    expect(notes.map((n) => n.title)).toEqual([
      `Order ${order.orderNumber} placed`,
      `Order ${order.orderNumber} is being packed`,
      `Order ${order.orderNumber} shipped`,
      `Order ${order.orderNumber} is out for delivery`,
      `Order ${order.orderNumber} delivered`,
    ]);
    for (const n of notes) {
      expect(n.title).not.toMatch(/Order Progress|Out For Delivered|:/);
      expect(n.body).not.toMatch(/Rs\./);
    }
    expect(notes[0].body).toMatch(/Pay ₹[\d,]+\.\d\d in cash on delivery\./);
  });
});
