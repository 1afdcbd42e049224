import { describe, expect, it } from 'vitest';
import { useTestServer, loginAs } from '../../../test/harness.js';
import { createCartFixture, type CartFixture } from '../../../test/cart/fixtures.js';

const CART_FIELDS = `id itemCount subtotal discount total couponMessage coupon { code discount }
  lines { id productId productName color size price priceSeen priceChanged originalPrice quantity stock maxQuantity outOfStock insufficientStock lineTotal image categoryName }`;
const ADD = `mutation($line: CartLineInput!) { addToCart(line: $line) { ${CART_FIELDS} } }`;
const QTY = `mutation($line: CartLineInput!) { updateCartQuantity(line: $line) { ${CART_FIELDS} } }`;
const REMOVE = `mutation($line: CartLineKeyInput!) { removeFromCart(line: $line) { ${CART_FIELDS} } }`;
const CART = `{ cart { ${CART_FIELDS} } }`;

describe('cart: add, change, remove and their limits', () => {
  const ts = useTestServer();
  let fx: CartFixture;
  let token: string;
  const line = (color: string, size: string, quantity?: number) => ({ productId: String(fx.productId), color, size, ...(quantity === undefined ? {} : { quantity }) });

  it('sets up a product and a shopper', async () => {
    fx = await createCartFixture(ts.db.dataSource);
    ({ token } = await loginAs(ts, '9800000001'));
  });

  it('refuses a visitor', async () => {
    const result = await ts.gql(ADD, { line: line('Maroon', 'S', 1) });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds a size and raises its quantity when added again, never beyond stock', async () => {
    const first = await ts.gql(ADD, { line: line('maroon', 's', 2) }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data.addToCart.lines).toHaveLength(1);
    expect(first.data.addToCart.lines[0]).toMatchObject({ color: 'Maroon', size: 'S', quantity: 2, price: 1000, originalPrice: 1200, stock: 5, maxQuantity: 5, lineTotal: 2000 });
    expect(first.data.addToCart).toMatchObject({ itemCount: 2, subtotal: 2000, total: 2000, discount: 0 });

    const again = await ts.gql(ADD, { line: line('Maroon', 'S', 3) }, token);
    expect(again.data.addToCart.lines[0].quantity).toBe(5);

    const beyond = await ts.gql(ADD, { line: line('Maroon', 'S', 1) }, token);
    expect(beyond.errors?.[0]).toMatchObject({ message: 'Only 5 item(s) available', extensions: { code: 'OUT_OF_STOCK', available: 5 } });
    expect((await ts.gql(CART, {}, token)).data.cart.lines[0].quantity).toBe(5);
  });

  it("refuses a size with no stock and a colour or size that doesn't exist", async () => {
    const none = await ts.gql(ADD, { line: line('Maroon', 'M', 1) }, token);
    expect(none.errors?.[0]).toMatchObject({ message: 'This variant is out of stock', extensions: { code: 'OUT_OF_STOCK' } });
    const unknown = await ts.gql(ADD, { line: line('Green', 'S', 1) }, token);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Selected variant not found!', extensions: { code: 'NOT_FOUND' } });
    const badProduct = await ts.gql(ADD, { line: { productId: 'abc', color: 'Maroon', size: 'S' } }, token);
    expect(badProduct.errors?.[0]?.message).toBe('Selected variant not found!');
  });

  it('treats a quantity below 1 on add as 1', async () => {
    const result = await ts.gql(ADD, { line: line('Navy', 'M', 0) }, token);
    expect(result.data.addToCart.lines.find((l: any) => l.color === 'Navy').quantity).toBe(1);
  });

  it('changes a quantity within stock, refuses beyond it and removes at 0 or less', async () => {
    const three = await ts.gql(QTY, { line: line('Maroon', 'S', 3) }, token);
    expect(three.data.updateCartQuantity.lines[0].quantity).toBe(3);
    const six = await ts.gql(QTY, { line: line('Maroon', 'S', 6) }, token);
    expect(six.errors?.[0]?.message).toBe('Only 5 item(s) available');
    const zero = await ts.gql(QTY, { line: line('Navy', 'M', 0) }, token);
    expect(zero.data.updateCartQuantity.lines.map((l: any) => l.color)).toEqual(['Maroon']);
    await ts.gql(ADD, { line: line('Navy', 'M', 1) }, token);
    const negative = await ts.gql(QTY, { line: line('Navy', 'M', -3) }, token);
    expect(negative.data.updateCartQuantity.lines.map((l: any) => l.color)).toEqual(['Maroon']);
  });

  it('removes a line and clears the cart', async () => {
    await ts.gql(ADD, { line: line('Navy', 'M', 2) }, token);
    const removed = await ts.gql(REMOVE, { line: { productId: String(fx.productId), color: 'Maroon', size: 'S' } }, token);
    expect(removed.data.removeFromCart.lines.map((l: any) => `${l.color}/${l.size}`)).toEqual(['Navy/M']);
    const cleared = await ts.gql(`mutation { clearCart { ${CART_FIELDS} } }`, {}, token);
    expect(cleared.data.clearCart).toMatchObject({ lines: [], itemCount: 0, subtotal: 0, total: 0 });
  });

  it('answers the REST twins in the contract shapes', async () => {
    const variant = { color: 'Maroon', size: 'L' };
    const added = await ts.rest('PUT', '/user/addToCart', { productId: String(fx.productId), variant }, token);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, message: '1 Added to cart successfully' });
    expect(added.body.cart.items[0]).toMatchObject({
      productId: String(fx.productId),
      name: 'Test Kurta',
      selectedColor: { name: 'Maroon' },
      selectedSize: { size: 'L', stock: 2, discountedPrice: 1500 },
      quantity: 1,
      price: 1500,
    });
    expect(added.body.cart.items[0].product).toMatchObject({ _id: String(fx.productId), name: 'Test Kurta', variants: expect.any(Array) });
    expect(added.body.cart.items[0].product.variants.map((v: any) => v.color.name)).toEqual(['Maroon', 'Navy']);
    const up = await ts.rest('POST', '/user/changeQty', { productId: fx.productId, variant, newQty: 2 }, token);
    expect(up.body.cart.items[0].quantity).toBe(2);
    const tooMany = await ts.rest('POST', '/user/changeQty', { productId: fx.productId, variant, newQty: 3 }, token);
    expect(tooMany).toMatchObject({ status: 409, body: { success: false, message: 'Only 2 item(s) available' } });
    const out = await ts.rest('PUT', '/user/addToCart', { productId: fx.productId, variant: { color: 'Maroon', size: 'M' } }, token);
    expect(out).toMatchObject({ status: 409, body: { success: false, message: 'This variant is out of stock' } });
    const got = await ts.rest('GET', '/user/get-cart', undefined, token);
    expect(got.body.cart).toMatchObject({ itemCount: 2, subtotal: 3000 });
    const zero = await ts.rest('POST', '/user/changeQty', { productId: fx.productId, variant, newQty: 0 }, token);
    expect(zero.body.cart.items).toEqual([]);
    await ts.rest('PUT', '/user/addToCart', { productId: fx.productId, variant, quantity: 2 }, token);
    const removed = await ts.rest('PUT', '/user/remove-cart-item', { productId: fx.productId, variant }, token);
    expect(removed.body).toMatchObject({ success: true, cart: { items: [] } });
    const visitor = await ts.rest('PUT', '/user/addToCart', { productId: fx.productId, variant });
    expect(visitor).toMatchObject({ status: 401, body: { success: false, message: 'No token found. Please log in again.' } });
    const malformed = await ts.rest('PUT', '/user/addToCart', { productId: fx.productId }, token);
    expect(malformed.status).toBe(400);
  });
});

describe('cart: re-priced from the database on every read', () => {
  const ts = useTestServer();

  it('shows today\'s price and stock, and says what changed', async () => {
    const fx = await createCartFixture(ts.db.dataSource);
    const { token } = await loginAs(ts, '9800000002');
    const p = String(fx.productId);
    await ts.gql(ADD, { line: { productId: p, color: 'Maroon', size: 'S', quantity: 2 } }, token);
    await ts.gql(ADD, { line: { productId: p, color: 'Navy', size: 'M', quantity: 3 } }, token);
    let cart = (await ts.gql(CART, {}, token)).data.cart;
    expect(cart.lines.every((l: any) => !l.priceChanged && !l.outOfStock && !l.insufficientStock)).toBe(true);
    expect(cart.subtotal).toBe(2 * 1000 + 3 * 600);

    await ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = 90000 WHERE id = $1`, [fx.sizes['Maroon/S']]);
    await ts.db.dataSource.query(`UPDATE variant_size SET stock = 2 WHERE id = $1`, [fx.sizes['Navy/M']]);
    cart = (await ts.gql(CART, {}, token)).data.cart;
    const maroon = cart.lines.find((l: any) => l.color === 'Maroon');
    const navy = cart.lines.find((l: any) => l.color === 'Navy');
    expect(maroon).toMatchObject({ price: 900, priceSeen: 1000, priceChanged: true, outOfStock: false });
    expect(navy).toMatchObject({ stock: 2, maxQuantity: 2, insufficientStock: true, outOfStock: false });
    expect(cart.subtotal).toBe(2 * 900 + 3 * 600);

    await ts.db.dataSource.query(`UPDATE variant_size SET stock = 0 WHERE id = $1`, [fx.sizes['Navy/M']]);
    cart = (await ts.gql(CART, {}, token)).data.cart;
    expect(cart.lines.find((l: any) => l.color === 'Navy')).toMatchObject({ outOfStock: true, insufficientStock: false, lineTotal: 0 });
    expect(cart.subtotal).toBe(2 * 900);
    expect(cart.itemCount).toBe(5);

    // Changing the line marks today's price as seen.
    const changed = await ts.gql(QTY, { line: { productId: p, color: 'Maroon', size: 'S', quantity: 1 } }, token);
    expect(changed.data.updateCartQuantity.lines.find((l: any) => l.color === 'Maroon')).toMatchObject({ priceChanged: false, priceSeen: 900 });
  });

  it('prices a browser cart from the database (cartPreview), leaving unknown sizes out', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Preview Shirt');
    const p = String(fx.productId);
    const result = await ts.gql(`query($lines: [CartLineInput!]!) { cartPreview(lines: $lines) { ${CART_FIELDS} } }`, {
      lines: [
        { productId: p, color: 'Maroon', size: 'L', quantity: 3 },
        { productId: p, color: 'Purple', size: 'L', quantity: 1 },
        { productId: p, color: 'Navy', size: 'M', quantity: 1 },
      ],
    });
    expect(result.errors).toBeUndefined();
    const cart = result.data.cartPreview;
    expect(cart.id).toBe('preview');
    expect(cart.lines.map((l: any) => [l.color, l.size, l.quantity, l.price, l.insufficientStock])).toEqual([
      ['Maroon', 'L', 3, 1500, true],
      ['Navy', 'M', 1, 600, false],
    ]);
    expect(cart.subtotal).toBe(3 * 1500 + 600);
  });

  it('reads a cart in a constant number of statements, whatever its size', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Count Tee');
    const { token } = await loginAs(ts, '9800000003');
    await ts.gql(ADD, { line: { productId: String(fx.productId), color: 'Navy', size: 'M', quantity: 1 } }, token);
    const WITH_PRODUCT = `{ cart { lines { id product { id name } } } }`;
    ts.db.statements.length = 0;
    expect((await ts.gql(WITH_PRODUCT, {}, token)).data.cart.lines[0].product.name).toBe('Count Tee');
    const one = ts.db.statements.filter((s) => !/FROM "?session"?/i.test(s)).length;
    await ts.gql(ADD, { line: { productId: String(fx.productId), color: 'Maroon', size: 'S', quantity: 1 } }, token);
    await ts.gql(ADD, { line: { productId: String(fx.productId), color: 'Maroon', size: 'L', quantity: 1 } }, token);
    const other = await createCartFixture(ts.db.dataSource, 'Count Shirt');
    await ts.gql(ADD, { line: { productId: String(other.productId), color: 'Navy', size: 'M', quantity: 1 } }, token);
    ts.db.statements.length = 0;
    const lines = (await ts.gql(WITH_PRODUCT, {}, token)).data.cart.lines;
    expect(lines.map((l: any) => l.product.name)).toEqual(['Count Tee', 'Count Tee', 'Count Tee', 'Count Shirt']);
    const three = ts.db.statements.filter((s) => !/FROM "?session"?/i.test(s)).length;
    expect(three).toBe(one);
  });
});

describe('cart: merging the browser cart at login and owner isolation', () => {
  const ts = useTestServer();

  it('adds up quantities of the same size, capped by stock, and skips unknown or sold-out sizes', async () => {
    const fx = await createCartFixture(ts.db.dataSource);
    const { token } = await loginAs(ts, '9800000010');
    const p = String(fx.productId);
    await ts.gql(ADD, { line: { productId: p, color: 'Maroon', size: 'S', quantity: 3 } }, token);
    const merged = await ts.gql(`mutation($lines: [CartLineInput!]!) { mergeCart(lines: $lines) { ${CART_FIELDS} } }`, {
      lines: [
        { productId: p, color: 'Maroon', size: 'S', quantity: 4 },
        { productId: p, color: 'Navy', size: 'M', quantity: 2 },
        { productId: p, color: 'Maroon', size: 'M', quantity: 1 },
        { productId: p, color: 'Gold', size: 'M', quantity: 1 },
        { productId: '999999', color: 'Maroon', size: 'S', quantity: 1 },
      ],
    }, token);
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergeCart.lines.map((l: any) => [l.color, l.size, l.quantity])).toEqual([
      ['Maroon', 'S', 5],
      ['Navy', 'M', 2],
    ]);
  });

  it('applies a browser cart merged twice under the same key once', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Merge Twice');
    const { token } = await loginAs(ts, '9800000013');
    const MERGE = `mutation($lines: [CartLineInput!]!, $key: String) { mergeCart(lines: $lines, mergeKey: $key) { lines { color quantity } } }`;
    const lines = [{ productId: String(fx.productId), color: 'Navy', size: 'M', quantity: 2 }];
    const [a, b] = await Promise.all([ts.gql(MERGE, { lines, key: 'browser-cart-1' }, token), ts.gql(MERGE, { lines, key: 'browser-cart-1' }, token)]);
    expect(a.errors ?? b.errors).toBeUndefined();
    const again = await ts.gql(MERGE, { lines, key: 'browser-cart-1' }, token);
    expect(again.data.mergeCart.lines).toEqual([{ color: 'Navy', quantity: 2 }]);
    const other = await ts.gql(MERGE, { lines, key: 'browser-cart-2' }, token);
    expect(other.data.mergeCart.lines).toEqual([{ color: 'Navy', quantity: 4 }]);
  });

  it('never lets customer B read or change customer A\'s cart', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Owner Kurta');
    const a = await loginAs(ts, '9800000011');
    const b = await loginAs(ts, '9800000012');
    const p = String(fx.productId);
    await ts.gql(ADD, { line: { productId: p, color: 'Navy', size: 'M', quantity: 2 } }, a.token);
    expect((await ts.gql(CART, {}, b.token)).data.cart.lines).toEqual([]);
    expect((await ts.rest('GET', '/user/get-cart', undefined, b.token)).body.cart.items).toEqual([]);
    await ts.gql(REMOVE, { line: { productId: p, color: 'Navy', size: 'M' } }, b.token);
    await ts.gql(QTY, { line: { productId: p, color: 'Navy', size: 'M', quantity: 9 } }, b.token);
    await ts.gql(`mutation { clearCart { id } }`, {}, b.token);
    await ts.rest('PUT', '/user/remove-cart-item', { productId: p, variant: { color: 'Navy', size: 'M' } }, b.token);
    const cartA = (await ts.gql(CART, {}, a.token)).data.cart;
    expect(cartA.lines.map((l: any) => [l.color, l.quantity])).toEqual([['Navy', 2]]);
    expect((await ts.gql(CART, {}, b.token)).data.cart.lines).toEqual([]);
  });
});
