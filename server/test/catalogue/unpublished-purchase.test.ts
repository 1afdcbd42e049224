/**
 * An unpublished product cannot be bought: staff may unpublish it while it sits in carts. It
 * cannot be added, a line already in the cart reads as out of stock (and can still be removed),
 * and checkout takes none of its stock.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock, stockOf } from '../orders/orders-kit.js';

const ADD = `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { lines { quantity } } userErrors { field code message } } }`;
const CART = `{ cart { lines { quantity outOfStock } } }`;

describe('unpublished products', () => {
  const ts = useTestServer();
  const unpublish = (productId: number) => ts.db.dataSource.query(`UPDATE product SET published = false WHERE id = $1`, [productId]);

  it('cannot be added to a cart, over both APIs', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 20, 90);
    await unpublish(size.productId);
    const line = { productId: String(size.productId), color: size.color, size: size.size, quantity: 1 };
    const graphql = await ts.gql(ADD, { line }, shopper.token);
    expect(graphql.data.addToCart.userErrors[0]?.code).toBe('OUT_OF_STOCK');
    const rest = await ts.rest('PUT', '/user/addToCart', { productId: String(size.productId), variant: { color: size.color, size: size.size }, quantity: 1 }, shopper.token);
    expect(rest.body.success).toBe(false);
    const rows = await ts.db.dataSource.query(`SELECT 1 FROM cart_item WHERE customer_id = $1`, [shopper.customerId]);
    expect(rows).toHaveLength(0);
  });

  it('in a cart already: shown out of stock, removable, and checkout takes none of its stock', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const size = await sizeWithStock(ts, 20, 400); // another product than the first test's
    await addToCart(ts, shopper, size, 2);
    await unpublish(size.productId);
    const cart = await ts.gql(CART, {}, shopper.token);
    expect(cart.data.cart.lines).toEqual([{ quantity: 2, outOfStock: true }]);
    const before = await stockOf(ts, size.variantSizeId);
    const placed = await placeCod(ts, shopper);
    expect(placed.body.success).not.toBe(true);
    expect(await stockOf(ts, size.variantSizeId)).toBe(before);
    const orders = await ts.db.dataSource.query(`SELECT 1 FROM orders WHERE customer_id = $1`, [shopper.customerId]);
    expect(orders).toHaveLength(0);
    const removed = await ts.gql(`mutation($line: CartLineKeyInput!) { removeFromCart(line: $line) { cart { lines { quantity } } userErrors { field code message } } }`, { line: { productId: String(size.productId), color: size.color, size: size.size } }, shopper.token);
    expect(removed.errors).toBeUndefined();
    expect(removed.data.removeFromCart.cart.lines).toEqual([]);
  });
});
