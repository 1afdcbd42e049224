import { describe, expect, it } from 'vitest';
import { useTestServer, loginAs } from '../../../test/harness.js';
import { createCartFixture, type CartFixture } from '../../../test/cart/fixtures.js';
import { rupeeGql } from '../../../test/money.js';

const CART_FIELDS = `id itemCount subtotal { amount currencyCode } discount { amount currencyCode } total { amount currencyCode } couponMessage coupon { code discount { amount currencyCode } }
  lines { id productId productName color size price { amount currencyCode } priceSeen { amount currencyCode } priceChanged originalPrice { amount currencyCode } quantity stock maxQuantity outOfStock insufficientStock lineTotal { amount currencyCode } image categoryName }`;
const ADD = `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { ${CART_FIELDS} } userErrors { field code message } } }`;
const QTY = `mutation($line: CartLineInput!) { updateCartQuantity(line: $line) { cart { ${CART_FIELDS} } userErrors { field code message } } }`;
const REMOVE = `mutation($line: CartLineKeyInput!) { removeFromCart(line: $line) { cart { ${CART_FIELDS} } userErrors { field code message } } }`;
const CART = `{ cart { ${CART_FIELDS} } }`;

describe('cart: add, change, remove and their limits', () => {
  const ts = useTestServer();
  const moneyGql = rupeeGql(ts);
  let fx: CartFixture;
  let token: string;
  const line = (color: string, size: string, quantity?: number) => ({ productId: String(fx.productId), color, size, ...(quantity === undefined ? {} : { quantity }) });

  it('sets up a product and a shopper', async () => {
    fx = await createCartFixture(ts.db.dataSource);
    ({ token } = await loginAs(ts, '9800000001'));
  });

  it('refuses a visitor', async () => {
    const result = await moneyGql(ADD, { line: line('Maroon', 'S', 1) });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds a size and raises its quantity when added again, never beyond stock', async () => {
    const first = await moneyGql(ADD, { line: line('maroon', 's', 2) }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data.addToCart.cart.lines).toHaveLength(1);
    expect(first.data.addToCart.cart.lines[0]).toMatchObject({ color: 'Maroon', size: 'S', quantity: 2, price: 1000, originalPrice: 1200, stock: 5, maxQuantity: 5, lineTotal: 2000 });
    expect(first.data.addToCart.cart).toMatchObject({ itemCount: 2, subtotal: 2000, total: 2000, discount: 0 });

    const again = await moneyGql(ADD, { line: line('Maroon', 'S', 3) }, token);
    expect(again.data.addToCart.cart.lines[0].quantity).toBe(5);

    const beyond = await moneyGql(ADD, { line: line('Maroon', 'S', 1) }, token);
    expect(beyond.data.addToCart).toMatchObject({ cart: null, userErrors: [{ message: 'Only 5 item(s) available', code: 'OUT_OF_STOCK', field: null }] });
    expect((await moneyGql(CART, {}, token)).data.cart.lines[0].quantity).toBe(5);
  });

  it("refuses a size with no stock and a colour or size that doesn't exist", async () => {
    const none = await moneyGql(ADD, { line: line('Maroon', 'M', 1) }, token);
    expect(none.data.addToCart.userErrors[0]).toMatchObject({ message: 'This variant is out of stock', code: 'OUT_OF_STOCK' });
    const unknown = await moneyGql(ADD, { line: line('Green', 'S', 1) }, token);
    expect(unknown.data.addToCart.userErrors[0]).toMatchObject({ message: 'Selected variant not found!', code: 'NOT_FOUND' });
    const badProduct = await moneyGql(ADD, { line: { productId: 'abc', color: 'Maroon', size: 'S' } }, token);
    expect(badProduct.data.addToCart.userErrors[0]?.message).toBe('Selected variant not found!');
  });

  it('refuses a quantity below 1 on add, as REST does (INVALID on line.quantity), and changes nothing', async () => {
    for (const quantity of [0, -5]) {
      const result = await moneyGql(ADD, { line: line('Navy', 'M', quantity) }, token);
      expect(result.errors).toBeUndefined();
      expect(result.data.addToCart).toEqual({ cart: null, userErrors: [{ field: ['line', 'quantity'], code: 'INVALID', message: 'Quantity must be at least 1.' }] });
    }
    expect((await moneyGql(CART, {}, token)).data.cart.lines.some((l: any) => l.color === 'Navy')).toBe(false);
    const rest = await ts.rest('PUT', '/user/addToCart', { productId: String(fx.productId), variant: { color: 'Navy', size: 'M' }, quantity: 0 }, token);
    expect(rest.status).toBe(400);
    await moneyGql(ADD, { line: line('Navy', 'M', 1) }, token);
  });

  it('changes a quantity within stock, refuses beyond it and removes at 0 or less', async () => {
    const three = await moneyGql(QTY, { line: line('Maroon', 'S', 3) }, token);
    expect(three.data.updateCartQuantity.cart.lines[0].quantity).toBe(3);
    const six = await moneyGql(QTY, { line: line('Maroon', 'S', 6) }, token);
    expect(six.data.updateCartQuantity.userErrors[0]?.message).toBe('Only 5 item(s) available');
    const zero = await moneyGql(QTY, { line: line('Navy', 'M', 0) }, token);
    expect(zero.data.updateCartQuantity.cart.lines.map((l: any) => l.color)).toEqual(['Maroon']);
    await moneyGql(ADD, { line: line('Navy', 'M', 1) }, token);
    const negative = await moneyGql(QTY, { line: line('Navy', 'M', -3) }, token);
    expect(negative.data.updateCartQuantity.cart.lines.map((l: any) => l.color)).toEqual(['Maroon']);
  });

  it('removes a line and clears the cart', async () => {
    await moneyGql(ADD, { line: line('Navy', 'M', 2) }, token);
    const removed = await moneyGql(REMOVE, { line: { productId: String(fx.productId), color: 'Maroon', size: 'S' } }, token);
    expect(removed.data.removeFromCart.cart.lines.map((l: any) => `${l.color}/${l.size}`)).toEqual(['Navy/M']);
    const cleared = await moneyGql(`mutation { clearCart { cart { ${CART_FIELDS} } userErrors { field code message } } }`, {}, token);
    expect(cleared.data.clearCart.cart).toMatchObject({ lines: [], itemCount: 0, subtotal: 0, total: 0 });
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
  const moneyGql = rupeeGql(ts);

  it('shows today\'s price and stock, and says what changed', async () => {
    const fx = await createCartFixture(ts.db.dataSource);
    const { token } = await loginAs(ts, '9800000002');
    const p = String(fx.productId);
    await moneyGql(ADD, { line: { productId: p, color: 'Maroon', size: 'S', quantity: 2 } }, token);
    await moneyGql(ADD, { line: { productId: p, color: 'Navy', size: 'M', quantity: 3 } }, token);
    let cart = (await moneyGql(CART, {}, token)).data.cart;
    expect(cart.lines.every((l: any) => !l.priceChanged && !l.outOfStock && !l.insufficientStock)).toBe(true);
    expect(cart.subtotal).toBe(2 * 1000 + 3 * 600);

    await ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = 90000 WHERE id = $1`, [fx.sizes['Maroon/S']]);
    await ts.db.dataSource.query(`UPDATE variant_size SET stock = 2 WHERE id = $1`, [fx.sizes['Navy/M']]);
    cart = (await moneyGql(CART, {}, token)).data.cart;
    const maroon = cart.lines.find((l: any) => l.color === 'Maroon');
    const navy = cart.lines.find((l: any) => l.color === 'Navy');
    expect(maroon).toMatchObject({ price: 900, priceSeen: 1000, priceChanged: true, outOfStock: false });
    expect(navy).toMatchObject({ stock: 2, maxQuantity: 2, insufficientStock: true, outOfStock: false });
    expect(cart.subtotal).toBe(2 * 900 + 3 * 600);

    await ts.db.dataSource.query(`UPDATE variant_size SET stock = 0 WHERE id = $1`, [fx.sizes['Navy/M']]);
    cart = (await moneyGql(CART, {}, token)).data.cart;
    expect(cart.lines.find((l: any) => l.color === 'Navy')).toMatchObject({ outOfStock: true, insufficientStock: false, lineTotal: 0 });
    expect(cart.subtotal).toBe(2 * 900);
    expect(cart.itemCount).toBe(5);

    // Changing the line marks today's price as seen.
    const changed = await moneyGql(QTY, { line: { productId: p, color: 'Maroon', size: 'S', quantity: 1 } }, token);
    expect(changed.data.updateCartQuantity.cart.lines.find((l: any) => l.color === 'Maroon')).toMatchObject({ priceChanged: false, priceSeen: 900 });
  });

  it('prices a browser cart from the database (cartPreview), leaving unknown sizes out', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Preview Shirt');
    const p = String(fx.productId);
    const result = await moneyGql(`query($lines: [CartLineInput!]!) { cartPreview(lines: $lines) { ${CART_FIELDS} } }`, {
      lines: [
        { productId: p, color: 'Maroon', size: 'L', quantity: 3 },
        { productId: p, color: 'Purple', size: 'L', quantity: 1 },
        { productId: p, color: 'Navy', size: 'M', quantity: 1 },
      ],
    });
    expect(result.errors).toBeUndefined();
    const cart = result.data.cartPreview;
    // Its id is derived from its lines ("p…"): never a real cart's, and its line ids are its own.
    expect(cart.id).toMatch(/^p[A-Za-z0-9_-]+$/);
    expect(cart.lines.every((l: any) => l.id.startsWith(`${cart.id}:`))).toBe(true);
    // 3 asked of Maroon L, 2 in stock: capped as the cart caps it, and flagged.
    expect(cart.lines.map((l: any) => [l.color, l.size, l.quantity, l.price, l.insufficientStock])).toEqual([
      ['Maroon', 'L', 2, 1500, true],
      ['Navy', 'M', 1, 600, false],
    ]);
    expect(cart.subtotal).toBe(2 * 1500 + 600);
  });

  it('caps cartPreview quantities as the cart does, so their sum cannot overflow (no internal error)', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Overflow Shirt');
    const p = String(fx.productId);
    const huge = 2_147_483_647;
    const result = await moneyGql(`query($lines: [CartLineInput!]!) { cartPreview(lines: $lines) { itemCount subtotal { amount currencyCode } lines { size quantity maxQuantity insufficientStock } } }`, {
      lines: [
        { productId: p, color: 'Maroon', size: 'S', quantity: huge },
        { productId: p, color: 'Maroon', size: 'S', quantity: huge },
        { productId: p, color: 'Navy', size: 'M', quantity: huge },
      ],
    });
    expect(result.errors).toBeUndefined();
    const cart = result.data.cartPreview;
    for (const line of cart.lines) expect(line.quantity).toBeLessThanOrEqual(line.maxQuantity);
    expect(cart.lines.every((l: any) => l.insufficientStock)).toBe(true);
    expect(cart.itemCount).toBe(cart.lines.reduce((n: number, l: any) => n + l.quantity, 0));
    expect(cart.itemCount).toBeLessThan(2 ** 31);
  });

  it('reads a cart in a constant number of statements, whatever its size', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Count Tee');
    const { token } = await loginAs(ts, '9800000003');
    await moneyGql(ADD, { line: { productId: String(fx.productId), color: 'Navy', size: 'M', quantity: 1 } }, token);
    const WITH_PRODUCT = `{ cart { lines { id product { id name } } } }`;
    ts.db.statements.length = 0;
    expect((await moneyGql(WITH_PRODUCT, {}, token)).data.cart.lines[0].product.name).toBe('Count Tee');
    const one = ts.db.statements.filter((s) => !/FROM "?session"?/i.test(s)).length;
    await moneyGql(ADD, { line: { productId: String(fx.productId), color: 'Maroon', size: 'S', quantity: 1 } }, token);
    await moneyGql(ADD, { line: { productId: String(fx.productId), color: 'Maroon', size: 'L', quantity: 1 } }, token);
    const other = await createCartFixture(ts.db.dataSource, 'Count Shirt');
    await moneyGql(ADD, { line: { productId: String(other.productId), color: 'Navy', size: 'M', quantity: 1 } }, token);
    ts.db.statements.length = 0;
    const lines = (await moneyGql(WITH_PRODUCT, {}, token)).data.cart.lines;
    expect(lines.map((l: any) => l.product.name)).toEqual(['Count Tee', 'Count Tee', 'Count Tee', 'Count Shirt']);
    const three = ts.db.statements.filter((s) => !/FROM "?session"?/i.test(s)).length;
    expect(three).toBe(one);
  });
});

describe('cart: merging the browser cart at login and owner isolation', () => {
  const ts = useTestServer();
  const moneyGql = rupeeGql(ts);

  it('adds up quantities of the same size, capped by stock, and skips unknown or sold-out sizes', async () => {
    const fx = await createCartFixture(ts.db.dataSource);
    const { token } = await loginAs(ts, '9800000010');
    const p = String(fx.productId);
    await moneyGql(ADD, { line: { productId: p, color: 'Maroon', size: 'S', quantity: 3 } }, token);
    const merged = await moneyGql(`mutation($lines: [CartLineInput!]!) { mergeCart(lines: $lines) { cart { ${CART_FIELDS} } userErrors { field code message } } }`, {
      lines: [
        { productId: p, color: 'Maroon', size: 'S', quantity: 4 },
        { productId: p, color: 'Navy', size: 'M', quantity: 2 },
        { productId: p, color: 'Maroon', size: 'M', quantity: 1 },
        { productId: p, color: 'Gold', size: 'M', quantity: 1 },
        { productId: '999999', color: 'Maroon', size: 'S', quantity: 1 },
      ],
    }, token);
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergeCart.cart.lines.map((l: any) => [l.color, l.size, l.quantity])).toEqual([
      ['Maroon', 'S', 5],
      ['Navy', 'M', 2],
    ]);
  });

  it('applies a browser cart merged twice under the same key once', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Merge Twice');
    const { token } = await loginAs(ts, '9800000013');
    const MERGE = `mutation($lines: [CartLineInput!]!, $key: String) { mergeCart(lines: $lines, mergeKey: $key) { cart { lines { color quantity } } userErrors { field code message } } }`;
    const lines = [{ productId: String(fx.productId), color: 'Navy', size: 'M', quantity: 2 }];
    const [a, b] = await Promise.all([moneyGql(MERGE, { lines, key: 'browser-cart-1' }, token), moneyGql(MERGE, { lines, key: 'browser-cart-1' }, token)]);
    expect(a.errors ?? b.errors).toBeUndefined();
    const again = await moneyGql(MERGE, { lines, key: 'browser-cart-1' }, token);
    expect(again.data.mergeCart.cart.lines).toEqual([{ color: 'Navy', quantity: 2 }]);
    const other = await moneyGql(MERGE, { lines, key: 'browser-cart-2' }, token);
    expect(other.data.mergeCart.cart.lines).toEqual([{ color: 'Navy', quantity: 4 }]);
  });

  it('refuses a merge that would take the cart past 200 lines, whole, and keeps the merge key unspent', async () => {
    const { token, customerId } = await loginAs(ts, '9800000014');
    // 260 distinct in-stock sizes of the seeded catalogue: 150 already in the saved cart.
    const sizes: Array<{ id: number; productId: number; color: string; size: string }> = await ts.db.dataSource.query(
      `SELECT vs.id, v.product_id AS "productId", v.color_name AS color, vs.size FROM variant_size vs JOIN variant v ON v.id = vs.variant_id
       WHERE vs.stock > 0 ORDER BY vs.id LIMIT 260`,
    );
    expect(sizes).toHaveLength(260);
    await ts.db.dataSource.query(
      `INSERT INTO cart_item (customer_id, variant_size_id, quantity, price_seen) SELECT $1, vs.id, 1, vs.discounted_price FROM variant_size vs WHERE vs.id = ANY($2::int[])`,
      [customerId, sizes.slice(0, 150).map((s) => s.id)],
    );
    const asLines = (list: typeof sizes) => list.map((s) => ({ productId: String(s.productId), color: s.color, size: s.size, quantity: 1 }));
    const MERGE = `mutation($lines: [CartLineInput!]!, $key: String) { mergeCart(lines: $lines, mergeKey: $key) { cart { itemCount lines { size } } userErrors { field code message } } }`;
    const lineCount = async () => (await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM cart_item WHERE customer_id = $1`, [customerId]))[0].n;

    // 10 sizes already saved + 60 new ones: 210 lines. Refused, nothing added.
    const tooMany = await moneyGql(MERGE, { lines: asLines(sizes.slice(140, 210)), key: 'big-browser-cart' }, token);
    expect(tooMany.data.mergeCart.userErrors[0]).toMatchObject({ message: expect.stringMatching(/at most 200 lines.*together have 210/), code: 'INVALID' });
    expect(await lineCount()).toBe(150);

    // The same key with a cart that fits (exactly 200 lines) is applied: the refusal did not spend it.
    const fits = await moneyGql(MERGE, { lines: asLines(sizes.slice(140, 200)), key: 'big-browser-cart' }, token);
    expect(fits.data.mergeCart.userErrors).toEqual([]);
    expect(fits.data.mergeCart.cart.lines).toHaveLength(200);
    expect(await lineCount()).toBe(200);
    // Full: one more new size is refused; sizes already there still add up.
    const oneMore = await moneyGql(MERGE, { lines: asLines(sizes.slice(200, 201)) }, token);
    expect(oneMore.data.mergeCart.userErrors[0].message).toMatch(/together have 201/);
    const existing = await moneyGql(MERGE, { lines: asLines(sizes.slice(0, 1)) }, token);
    expect(existing.data.mergeCart.userErrors).toEqual([]);
    expect(await lineCount()).toBe(200);
  });

  it('never lets customer B read or change customer A\'s cart', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Owner Kurta');
    const a = await loginAs(ts, '9800000011');
    const b = await loginAs(ts, '9800000012');
    const p = String(fx.productId);
    await moneyGql(ADD, { line: { productId: p, color: 'Navy', size: 'M', quantity: 2 } }, a.token);
    expect((await moneyGql(CART, {}, b.token)).data.cart.lines).toEqual([]);
    expect((await ts.rest('GET', '/user/get-cart', undefined, b.token)).body.cart.items).toEqual([]);
    await moneyGql(REMOVE, { line: { productId: p, color: 'Navy', size: 'M' } }, b.token);
    await moneyGql(QTY, { line: { productId: p, color: 'Navy', size: 'M', quantity: 9 } }, b.token);
    await moneyGql(`mutation { clearCart { cart { id } userErrors { field code message } } }`, {}, b.token);
    await ts.rest('PUT', '/user/remove-cart-item', { productId: p, variant: { color: 'Navy', size: 'M' } }, b.token);
    const cartA = (await moneyGql(CART, {}, a.token)).data.cart;
    expect(cartA.lines.map((l: any) => [l.color, l.quantity])).toEqual([['Navy', 2]]);
    expect((await moneyGql(CART, {}, b.token)).data.cart.lines).toEqual([]);
  });
});
