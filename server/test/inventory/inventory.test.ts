/**
 * The inventory module against PostgreSQL: the last unit under two buyers at once, the listing's
 * "in stock" state following a sell-out and a cancellation, staff stock changes, a received
 * return going back on the shelf, and the best-seller roll-up.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { STAFF, addToCart, newShopper, pickPincode, placeCod, sizeWithStock, stockOf, type SizeRef } from '../orders/orders-kit.js';
import { pickupDates } from '../../src/modules/returns/return-rules.js';
import { ServiceContext } from '../../src/shared/service-context.js';

const ts = useTestServer();
const system = () => ServiceContext.system(ts.db.dataSource, 'test');

/** `size` becomes its product's only size with stock (`stock` units). */
async function onlySizeWithStock(stock: number, nth: number): Promise<SizeRef & { categoryId: number }> {
  const size = await sizeWithStock(ts, stock, nth);
  await ts.db.dataSource.query(`UPDATE variant_size SET stock = 0 WHERE id <> $1 AND variant_id IN (SELECT id FROM variant WHERE product_id = $2)`, [size.variantSizeId, size.productId]);
  await ts.services.inventory.refreshListingSummary(system(), [size.productId]);
  const [{ categoryId }] = await ts.db.dataSource.query(`SELECT category_id AS "categoryId" FROM product WHERE id = $1`, [size.productId]);
  return { ...size, categoryId };
}

/** Is the product on its category's "in stock only" listing (what shoppers see)? */
async function listedInStock(size: { productId: number; categoryId: number }): Promise<boolean> {
  const { data, errors } = await ts.gql(`query($c: ID) { products(filter: { categoryId: $c, inStockOnly: true }, first: 100) { items: nodes { id } } }`, { c: String(size.categoryId) });
  expect(errors).toBeUndefined();
  return data.products.items.some((item: { id: string }) => item.id === String(size.productId));
}

describe('taking stock', () => {
  it('two buyers of the last unit at once: one order, one clear OUT_OF_STOCK, stock never negative, the product leaves the in-stock listing', async () => {
    const size = await onlySizeWithStock(1, 30);
    expect(await listedInStock(size)).toBe(true);
    const pincode = await pickPincode(ts, { inUp: true });
    const buyers = [await newShopper(ts, pincode), await newShopper(ts, pincode)];
    for (const buyer of buyers) await addToCart(ts, buyer, size, 1);

    const answers = await Promise.all(buyers.map((buyer) => placeCod(ts, buyer)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.code).toBe('OUT_OF_STOCK');
    expect(refused.body.message).toBe(`${size.productName} (${size.color}, ${size.size}) is out of stock. Please remove it from your cart.`);
    expect(await stockOf(ts, size.variantSizeId)).toBe(0);
    const [{ orders }] = await ts.db.dataSource.query(`SELECT count(*)::int AS orders FROM order_item WHERE variant_size_id = $1`, [size.variantSizeId]);
    expect(orders).toBe(1);
    // The last unit sold: off the "in stock" listing at once (the summary, not a hand patch).
    expect(await listedInStock(size)).toBe(false);

    // The cancellation gives the unit back and the product returns to the listing.
    const placed = answers.find((a) => a.status === 201)!;
    const buyer = buyers[answers.indexOf(placed)];
    const cancel = await ts.rest('POST', '/user/order/cancel', { orderId: placed.body._id, cancelReason: 'ordered by mistake' }, buyer.token);
    expect(cancel.status).toBe(200);
    expect(await stockOf(ts, size.variantSizeId)).toBe(1);
    expect(await listedInStock(size)).toBe(true);
  });

  it('a product with another size in stock stays listed when one size sells out, and its row is not rewritten', async () => {
    const size = await sizeWithStock(ts, 1, 31);
    const [sibling] = await ts.db.dataSource.query(`SELECT vs.id FROM variant_size vs JOIN variant v ON v.id = vs.variant_id WHERE v.product_id = $1 AND vs.id <> $2 ORDER BY vs.id LIMIT 1`, [
      size.productId,
      size.variantSizeId,
    ]);
    await ts.db.dataSource.query(`UPDATE variant_size SET stock = 3 WHERE id = $1`, [sibling.id]);
    await ts.services.inventory.refreshListingSummary(system(), [size.productId]);
    const [before] = await ts.db.dataSource.query(`SELECT xmin::text AS version, in_stock FROM product WHERE id = $1`, [size.productId]);
    const buyer = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, buyer, size, 1);
    expect((await placeCod(ts, buyer)).status).toBe(201);
    const [after] = await ts.db.dataSource.query(`SELECT xmin::text AS version, in_stock FROM product WHERE id = $1`, [size.productId]);
    expect(after).toEqual({ version: before.version, in_stock: true });
  });
});

describe('staff stock changes', () => {
  it('an adjustment that empties the last size takes the product off the listing; a restock brings it back (with movements)', async () => {
    const size = await onlySizeWithStock(2, 32);
    const ADJUST = `mutation($s: ID!, $d: Int!, $r: StockReason!) { adjustStock(sizeId: $s, delta: $d, reason: $r) { stock } }`;
    const damage = await ts.admin(ADJUST, { s: String(size.variantSizeId), d: -2, r: 'DAMAGE' }, STAFF);
    expect(damage.data.adjustStock.stock).toBe(0);
    expect(await listedInStock(size)).toBe(false);
    const tooMuch = await ts.admin(ADJUST, { s: String(size.variantSizeId), d: -1, r: 'CORRECTION' }, STAFF);
    expect(tooMuch.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(await stockOf(ts, size.variantSizeId)).toBe(0);
    await ts.admin(ADJUST, { s: String(size.variantSizeId), d: 5, r: 'RESTOCK' }, STAFF);
    expect(await listedInStock(size)).toBe(true);
    const moves = await ts.services.inventory.stockMovements(system(), size.productId);
    expect(moves.map((m) => [m.reason, m.delta, m.stockAfter])).toEqual([
      ['restock', 5, 5],
      ['damage', -2, 0],
    ]);
  });
});

describe('returns', () => {
  it('a received return puts its units back on the shelf, once, recorded as a return movement', async () => {
    const size = await onlySizeWithStock(1, 33);
    const buyer = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, buyer, size, 1);
    const placed = await placeCod(ts, buyer);
    expect(placed.status).toBe(201);
    const orderId: string = placed.body._id;
    for (let i = 0; i < 4; i++) {
      const step = await ts.admin(`mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`, { id: orderId }, STAFF);
      expect(step.errors).toBeUndefined();
    }
    expect(await stockOf(ts, size.variantSizeId)).toBe(0);
    expect(await listedInStock(size)).toBe(false);

    const [item] = await ts.db.dataSource.query(`SELECT id FROM order_item WHERE order_id = $1`, [Number(orderId)]);
    const requested = await ts.gql(
      `mutation($input: RequestReturnInput!) { requestReturn(input: $input) { returnRequest { id } userErrors { message } } }`,
      { input: { orderId, orderItemId: String(item.id), quantity: 1, kind: 'RETURN', reason: 'SIZE_TOO_SMALL', pickupDate: pickupDates(new Date())[0], upiId: 'asha.verma@okaxis' } },
      buyer.token,
    );
    expect(requested.errors).toBeUndefined();
    expect(requested.data.requestReturn.userErrors).toEqual([]);
    const returnId = requested.data.requestReturn.returnRequest.id;
    const step = (name: string) => ts.admin(`mutation($id: ID!) { ${name}(id: $id) { request { status } } }`, { id: returnId }, STAFF);
    await step('approveReturn');
    await step('markReturnPickedUp');
    expect(await stockOf(ts, size.variantSizeId)).toBe(0);
    expect((await step('markReturnReceived')).data.markReturnReceived.request.status).toBe('RECEIVED');
    expect(await stockOf(ts, size.variantSizeId)).toBe(1);
    expect(await listedInStock(size)).toBe(true);
    // Received twice is refused by the return's state machine: the unit is not counted again.
    expect((await step('markReturnReceived')).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await stockOf(ts, size.variantSizeId)).toBe(1);
    const moves = await ts.services.inventory.stockMovements(system(), size.productId);
    expect(moves[0]).toMatchObject({ reason: 'return', delta: 1, stockAfter: 1, variantSizeId: size.variantSizeId });
  });
});

describe('best sellers', () => {
  it('rollUpBestSellers folds the sale ledger into units sold, and is a plain method a job can call', async () => {
    const size = await sizeWithStock(ts, 5, 34);
    await ts.services.inventory.rollUpBestSellers(system());
    const [{ before }] = await ts.db.dataSource.query(`SELECT units_sold AS before FROM product WHERE id = $1`, [size.productId]);
    const buyer = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, buyer, size, 3);
    expect((await placeCod(ts, buyer)).status).toBe(201);
    expect(await ts.services.inventory.rollUpBestSellers(system())).toBe(1);
    const [{ after }] = await ts.db.dataSource.query(`SELECT units_sold AS after FROM product WHERE id = $1`, [size.productId]);
    expect(after).toBe(before + 3);
  });
});
