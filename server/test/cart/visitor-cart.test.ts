/**
 * Visitor carts on the server (issue #14, item 8) and cache-safe cart ids (item 6), over HTTP:
 * a visitor creates a cart without a login and reaches it with its token only; the token merges
 * it into the customer's cart at login; idle carts expire.
 */
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { loginAs, useTestServer } from '../harness.js';
import { createCartFixture, type CartFixture } from './fixtures.js';
import { rupeeGql } from '../money.js';

const CART_FIELDS = `id itemCount subtotal { amount currencyCode } total { amount currencyCode } coupon { code } lines { id color size quantity price { amount currencyCode } stock lineTotal { amount currencyCode } }
  quote { subtotal { amount currencyCode } lines { id quantity lineTotal { amount currencyCode } } options { paymentMethod shipping { amount currencyCode } total { amount currencyCode } } messages { code lineId } }`;
const ERRORS = `userErrors { field code message }`;
const CREATE = `mutation($lines: [CartLineInput!]) { createCart(lines: $lines) { cartToken cart { ${CART_FIELDS} } ${ERRORS} } }`;
const READ = `query($t: String!) { visitorCart(cartToken: $t) { ${CART_FIELDS} } }`;
const ADD = `mutation($line: CartLineInput!, $t: String) { addToCart(line: $line, cartToken: $t) { cart { ${CART_FIELDS} } ${ERRORS} } }`;
const QTY = `mutation($line: CartLineInput!, $t: String) { updateCartQuantity(line: $line, cartToken: $t) { cart { ${CART_FIELDS} } ${ERRORS} } }`;
const REMOVE = `mutation($line: CartLineKeyInput!, $t: String) { removeFromCart(line: $line, cartToken: $t) { cart { ${CART_FIELDS} } ${ERRORS} } }`;
const CLEAR = `mutation($t: String) { clearCart(cartToken: $t) { cart { ${CART_FIELDS} } ${ERRORS} } }`;
const MY_CART = `{ cart { ${CART_FIELDS} } }`;

describe('visitor carts: create, change, read and quote with a token, no login', () => {
  const ts = useTestServer();
  const gql = rupeeGql(ts);
  let fx: CartFixture;
  const line = (color: string, size: string, quantity = 1) => ({ productId: String(fx.productId), color, size, quantity });

  it('sets up a product', async () => {
    fx = await createCartFixture(ts.db.dataSource, 'Visitor Kurta');
  });

  it('creates a cart with lines and answers an unguessable token, of which only the hash is stored', async () => {
    const created = await gql(CREATE, { lines: [line('Maroon', 'S', 2), line('Maroon', 'M', 1), line('Green', 'S', 1)] });
    expect(created.errors).toBeUndefined();
    const { cartToken, cart, userErrors } = created.data.createCart;
    expect(userErrors).toEqual([]);
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Maroon M has no stock and Green does not exist: skipped, as a merge skips them.
    expect(cart.lines.map((l: any) => [l.color, l.size, l.quantity])).toEqual([['Maroon', 'S', 2]]);
    expect(cart.id).toMatch(/^v/);
    expect(cart.id).not.toContain(cartToken);
    const stored = await ts.db.dataSource.query(`SELECT id::text, encode(token_hash, 'hex') AS hash FROM visitor_cart WHERE id = $1`, [cart.id.slice(1)]);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(cartToken);
    expect(stored[0].hash).toHaveLength(64);
  });

  it('adds, changes, removes, reads and quotes the cart by its token', async () => {
    const { cartToken } = (await gql(CREATE, {})).data.createCart;
    const added = await gql(ADD, { line: line('Navy', 'M', 2), t: cartToken });
    expect(added.data.addToCart.userErrors).toEqual([]);
    await gql(ADD, { line: line('Maroon', 'L', 1), t: cartToken });
    const changed = await gql(QTY, { line: line('Maroon', 'L', 2), t: cartToken });
    expect(changed.data.updateCartQuantity.cart.lines.map((l: any) => [l.color, l.quantity])).toEqual([['Navy', 2], ['Maroon', 2]]);
    const beyond = await gql(QTY, { line: line('Maroon', 'L', 3), t: cartToken });
    expect(beyond.data.updateCartQuantity).toMatchObject({ cart: null, userErrors: [{ code: 'OUT_OF_STOCK', message: 'Only 2 item(s) available' }] });

    const read = (await gql(READ, { t: cartToken })).data.visitorCart;
    expect(read).toMatchObject({ itemCount: 4, subtotal: 2 * 600 + 2 * 1500, total: 4200, coupon: null });
    expect(read.quote.options).toEqual([
      { paymentMethod: 'ONLINE', shipping: 0, total: 4200 },
      { paymentMethod: 'COD', shipping: 49, total: 4249 },
    ]);
    expect(read.quote.lines.map((l: any) => l.id)).toEqual(read.lines.map((l: any) => l.id));

    const removed = await gql(REMOVE, { line: { productId: String(fx.productId), color: 'Navy', size: 'M' }, t: cartToken });
    expect(removed.data.removeFromCart.cart.lines.map((l: any) => l.color)).toEqual(['Maroon']);
    const cleared = await gql(CLEAR, { t: cartToken });
    expect(cleared.data.clearCart.cart).toMatchObject({ id: read.id, lines: [], itemCount: 0 });
    // Cleared, not deleted: the token still works.
    expect((await gql(READ, { t: cartToken })).data.visitorCart).toMatchObject({ id: read.id, lines: [] });
  });

  it('refuses a quantity below 1 on a visitor cart too', async () => {
    const { cartToken } = (await gql(CREATE, {})).data.createCart;
    for (const quantity of [0, -5]) {
      const answer = await gql(ADD, { line: line('Navy', 'M', quantity), t: cartToken });
      expect(answer.data.addToCart).toEqual({ cart: null, userErrors: [{ field: ['line', 'quantity'], code: 'INVALID', message: 'Quantity must be at least 1.' }] });
    }
  });

  it('keeps carts apart: a token reaches only its own cart, never a customer\'s; a bad token is a clear error', async () => {
    const a = (await gql(CREATE, { lines: [line('Navy', 'M', 1)] })).data.createCart;
    const b = (await gql(CREATE, { lines: [line('Maroon', 'S', 1)] })).data.createCart;
    const customer = await loginAs(ts, '9800000701');
    await gql(ADD, { line: line('Maroon', 'L', 1) }, customer.token);

    expect((await gql(READ, { t: a.cartToken })).data.visitorCart.lines.map((l: any) => l.color)).toEqual(['Navy']);
    expect((await gql(READ, { t: b.cartToken })).data.visitorCart.lines.map((l: any) => l.color)).toEqual(['Maroon']);
    // B's token changes B's cart only.
    await gql(CLEAR, { t: b.cartToken });
    expect((await gql(READ, { t: a.cartToken })).data.visitorCart.itemCount).toBe(1);

    // A customer with a token acts on the visitor cart, never on their own; without one, on their own.
    await gql(ADD, { line: line('Navy', 'M', 1), t: a.cartToken }, customer.token);
    expect((await gql(READ, { t: a.cartToken })).data.visitorCart.itemCount).toBe(2);
    const own = (await gql(MY_CART, {}, customer.token)).data.cart;
    expect(own.lines.map((l: any) => [l.color, l.size, l.quantity])).toEqual([['Maroon', 'L', 1]]);
    expect(own.id).toBe(`c${customer.customerId}`);

    // Unknown, malformed, a cart id in place of the token: null on read, NOT_FOUND on cartToken on change.
    for (const bad of ['A'.repeat(43), 'not-a-token', own.id, a.cartToken.slice(1), '']) {
      expect((await gql(READ, { t: bad })).data).toEqual({ visitorCart: null });
      const refused = await gql(ADD, { line: line('Navy', 'M', 1), t: bad });
      expect(refused.errors).toBeUndefined();
      expect(refused.data.addToCart).toEqual({
        cart: null,
        userErrors: [{ field: ['cartToken'], code: 'NOT_FOUND', message: 'This cart has expired or does not exist. Create a new cart.' }],
      });
    }
    // Without a token, a visitor has no cart to change: a login is asked for, as before.
    expect((await gql(ADD, { line: line('Navy', 'M', 1) })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Reading: a visitor has no customer cart (null, no error); a refused token is still UNAUTHENTICATED.
    const visitorRead = await gql(MY_CART, {});
    expect(visitorRead.errors).toBeUndefined();
    expect(visitorRead.data.cart).toBeNull();
    expect((await gql(MY_CART, {}, 'not-a-valid-token')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('takes no coupon without a login (the spec: promo codes need a login)', async () => {
    const answer = await gql(`mutation { applyCoupon(code: "FLAT200") { cart { id } userErrors { code } } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('visitor carts: merged into the customer\'s cart at login', () => {
  const ts = useTestServer();
  const gql = rupeeGql(ts);
  let fx: CartFixture;
  const line = (color: string, size: string, quantity = 1) => ({ productId: String(fx.productId), color, size, quantity });
  const login = async (phone: string, cartToken?: string) => {
    const sent = await gql(`mutation($p: String!) { sendOtp(phone: $p) { otpSent { otp } } }`, { p: phone });
    const verified = await gql(`mutation($p: String!, $o: String!, $t: String) { verifyOtp(phone: $p, otp: $o, cartToken: $t) { login { token customer { id } } } }`, {
      p: phone,
      o: sent.data.sendOtp.otpSent.otp,
      t: cartToken ?? null,
    });
    expect(verified.errors).toBeUndefined();
    return verified.data.verifyOtp.login as { token: string; customer: { id: string } };
  };

  it('sets up a product', async () => {
    fx = await createCartFixture(ts.db.dataSource, 'Merge Kurta');
  });

  it('merges at verifyOtp: quantities add up, capped at stock, and the visitor cart is gone', async () => {
    // The customer's saved cart already holds 4 of Maroon S (stock 5).
    const before = await loginAs(ts, '9800000711');
    await gql(ADD, { line: line('Maroon', 'S', 4) }, before.token);
    const visitor = (await gql(CREATE, { lines: [line('Maroon', 'S', 3), line('Navy', 'M', 2)] })).data.createCart;

    const { token } = await login('9800000711', visitor.cartToken);
    const cart = (await gql(MY_CART, {}, token)).data.cart;
    expect(cart.lines.map((l: any) => [l.color, l.size, l.quantity])).toEqual([
      ['Maroon', 'S', 5],
      ['Navy', 'M', 2],
    ]);
    expect((await gql(READ, { t: visitor.cartToken })).data.visitorCart).toBeNull();
    expect(await ts.db.dataSource.query(`SELECT 1 FROM visitor_cart WHERE id = $1`, [visitor.cart.id.slice(1)])).toEqual([]);
    expect(await ts.db.dataSource.query(`SELECT 1 FROM cart_item WHERE visitor_cart_id = $1`, [visitor.cart.id.slice(1)])).toEqual([]);
    // The same token again (a retry) merges nothing and the login still works.
    const again = await login('9800000711', visitor.cartToken);
    expect((await gql(MY_CART, {}, again.token)).data.cart.itemCount).toBe(7);
  });

  it('merges with mergeCart(cartToken:) and at the REST login', async () => {
    const customer = await loginAs(ts, '9800000712');
    const first = (await gql(CREATE, { lines: [line('Navy', 'M', 1)] })).data.createCart;
    const merged = await gql(`mutation($t: String) { mergeCart(cartToken: $t) { cart { lines { color quantity } } ${ERRORS} } }`, { t: first.cartToken }, customer.token);
    expect(merged.data.mergeCart).toEqual({ cart: { lines: [{ color: 'Navy', quantity: 1 }] }, userErrors: [] });
    const spent = await gql(`mutation($t: String) { mergeCart(cartToken: $t) { cart { id } ${ERRORS} } }`, { t: first.cartToken }, customer.token);
    expect(spent.data.mergeCart.userErrors[0]).toMatchObject({ field: ['cartToken'], code: 'NOT_FOUND' });

    const second = (await gql(CREATE, { lines: [line('Maroon', 'L', 2)] })).data.createCart;
    const sent = await ts.rest('POST', '/user/sendOtp', { phone: '9800000713' });
    const restLogin = await ts.rest('POST', '/user/verifyOtp', { phone: '9800000713', otp: sent.body.otp, cartToken: second.cartToken });
    expect(restLogin.status).toBe(200);
    const cart = (await ts.rest('GET', '/user/get-cart', undefined, restLogin.body.token)).body.cart;
    expect(cart.items.map((i: any) => [i.selectedColor.name, i.quantity])).toEqual([['Maroon', 2]]);
  });

  it('logs in even when the token is unknown', async () => {
    const { token } = await login('9800000714', 'B'.repeat(43));
    expect((await gql(MY_CART, {}, token)).data.cart.lines).toEqual([]);
  });
});

describe('visitor carts: expiry after 30 idle days', () => {
  const ts = useTestServer();
  const gql = rupeeGql(ts);

  it('stops answering an idle cart, and the hourly job deletes it with its lines; use restarts the clock', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Expiry Kurta');
    const line = { productId: String(fx.productId), color: 'Navy', size: 'M', quantity: 1 };
    const idle = (await gql(CREATE, { lines: [line] })).data.createCart;
    const recent = (await gql(CREATE, { lines: [line] })).data.createCart;
    const age = (cart: { cart: { id: string } }, days: number) =>
      ts.db.dataSource.query(`UPDATE visitor_cart SET last_active_at = now() - make_interval(days => $2) WHERE id = $1`, [cart.cart.id.slice(1), days]);
    await age(idle, 31);
    await age(recent, 29);

    expect((await gql(READ, { t: idle.cartToken })).data.visitorCart).toBeNull();
    expect((await gql(ADD, { line, t: idle.cartToken })).data.addToCart.userErrors[0]).toMatchObject({ field: ['cartToken'], code: 'NOT_FOUND' });
    // Reading the recent one restarts its clock.
    expect((await gql(READ, { t: recent.cartToken })).data.visitorCart.itemCount).toBe(1);
    const [{ idleDays }] = await ts.db.dataSource.query(`SELECT extract(day FROM now() - last_active_at)::int AS "idleDays" FROM visitor_cart WHERE id = $1`, [recent.cart.id.slice(1)]);
    expect(idleDays).toBe(0);

    expect(ts.services.jobs.names()).toContain('cart.delete-expired-visitor-carts');
    expect(await ts.services.jobs.runNow('cart.delete-expired-visitor-carts')).toEqual({ deleted: 1 });
    expect(await ts.db.dataSource.query(`SELECT 1 FROM cart_item WHERE visitor_cart_id = $1`, [idle.cart.id.slice(1)])).toEqual([]);
    expect((await gql(READ, { t: recent.cartToken })).data.visitorCart.itemCount).toBe(1);
  });
});

describe('cart ids are unique across carts (Apollo never merges two carts)', () => {
  const ts = useTestServer();
  const gql = rupeeGql(ts);

  it("gives two customers' carts, a visitor cart and a preview of the same size different cart and line ids", async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Id Kurta');
    const line = (quantity: number) => ({ productId: String(fx.productId), color: 'Navy', size: 'M', quantity });
    const a = await loginAs(ts, '9800000721');
    const b = await loginAs(ts, '9800000722');
    await gql(ADD, { line: line(1) }, a.token);
    await gql(ADD, { line: line(1) }, b.token);
    const visitor = (await gql(CREATE, { lines: [line(2)] })).data.createCart;

    // One answer with the cart (quantity 1) and a preview of the same size (quantity 4).
    const both = await gql(
      `query($lines: [CartLineInput!]!) { cart { id lines { id quantity } quote { lines { id } } } cartPreview(lines: $lines) { id lines { id quantity } quote { lines { id } messages { lineId } } } }`,
      { lines: [line(4)] },
      a.token,
    );
    expect(both.errors).toBeUndefined();
    const { cart, cartPreview } = both.data;
    expect(cart.lines[0].quantity).toBe(1);
    expect(cartPreview.lines[0].quantity).toBe(4);
    const cartB = (await gql(`{ cart { id lines { id } } }`, {}, b.token)).data.cart;
    const cartIds = [cart.id, cartB.id, visitor.cart.id, cartPreview.id];
    const lineIds = [cart.lines[0].id, cartB.lines[0].id, visitor.cart.lines[0].id, cartPreview.lines[0].id];
    expect(new Set(cartIds).size).toBe(4);
    expect(new Set(lineIds).size).toBe(4);
    expect(cartIds).not.toContain('me');
    expect(cartIds).not.toContain('preview');
    expect(lineIds).not.toContain(String(fx.sizes['Navy/M']));
    // Quote lines name the lines of their own cart.
    expect(cart.quote.lines[0].id).toBe(cart.lines[0].id);
    expect(cartPreview.quote.lines[0].id).toBe(cartPreview.lines[0].id);
    // Stable: the same cart answers the same ids on the next read.
    expect((await gql(`{ cart { id lines { id } } }`, {}, a.token)).data.cart).toEqual({ id: cart.id, lines: [{ id: cart.lines[0].id }] });
  });
});
