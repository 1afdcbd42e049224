/**
 * Add to cart with an `Idempotency-Key` header (issue 15, item 5): the balancer may send a request
 * carrying one again on another process when the first process died before answering, and the
 * web client sends a queued change again when its answer was lost. The same key adds the line
 * once, over GraphQL and REST, for customers and visitor carts, even when both copies race.
 */
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { loginAs, useTestServer } from '../harness.js';
import { createCartFixture, type CartFixture } from './fixtures.js';

const ADD = `mutation($line: CartLineInput!, $t: String) { addToCart(line: $line, cartToken: $t) { cart { lines { color size quantity } } userErrors { field code message } } }`;
const CREATE = `mutation { createCart { cartToken } }`;

describe('add to cart with an idempotency key', () => {
  const ts = useTestServer();
  let fx: CartFixture;
  const navy = (quantity = 1) => ({ productId: String(fx.productId), color: 'Navy', size: 'M', quantity });

  async function gqlAdd(token: string | null, key: string | null, variables: Record<string, unknown>) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers['idempotency-key'] = key;
    const response = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: ADD, variables }) });
    return { status: response.status, body: (await response.json()) as any };
  }
  const restAdd = (token: string, key: string | null, quantity = 1) =>
    fetch(`${ts.baseUrl}/api/v1/user/addToCart`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify({ productId: String(fx.productId), variant: { color: 'Navy', size: 'M' }, quantity }),
    });
  const quantityIn = async (customerId: number) =>
    (await ts.db.dataSource.query(`SELECT coalesce(sum(quantity), 0)::int AS n FROM cart_item WHERE customer_id = $1`, [customerId]))[0].n as number;

  it('sets up a product', async () => {
    fx = await createCartFixture(ts.db.dataSource, 'Idempotent Kurta');
  });

  it('GraphQL: the same key adds once and answers the cart; a new key adds again; no key adds each time', async () => {
    const { token, customerId } = await loginAs(ts, '9876500101');
    const first = await gqlAdd(token, 'add-1', { line: navy(2) });
    expect(first.body.data.addToCart.userErrors).toEqual([]);
    const again = await gqlAdd(token, 'add-1', { line: navy(2) });
    expect(again.body.data.addToCart.userErrors).toEqual([]);
    expect(again.body.data.addToCart.cart.lines).toEqual([{ color: 'Navy', size: 'M', quantity: 2 }]);
    expect(await quantityIn(customerId)).toBe(2);
    await gqlAdd(token, 'add-2', { line: navy(1) });
    expect(await quantityIn(customerId)).toBe(3);
    await gqlAdd(token, null, { line: navy(1) });
    await gqlAdd(token, null, { line: navy(1) });
    expect(await quantityIn(customerId)).toBe(5);
  });

  it('REST: the same key adds once; two copies racing add once', async () => {
    const { token, customerId } = await loginAs(ts, '9876500102');
    expect((await restAdd(token, 'rest-1')).status).toBe(200);
    const replay = await restAdd(token, 'rest-1');
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as any).cart).toBeDefined();
    expect(await quantityIn(customerId)).toBe(1);
    const racing = await Promise.all([restAdd(token, 'rest-race'), restAdd(token, 'rest-race'), restAdd(token, 'rest-race')]);
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await quantityIn(customerId)).toBe(2);
  });

  it('keys are per cart: another shopper with the same key adds, and a visitor cart keeps its own keys', async () => {
    const a = await loginAs(ts, '9876500103');
    const b = await loginAs(ts, '9876500104');
    await gqlAdd(a.token, 'shared-key', { line: navy() });
    await gqlAdd(b.token, 'shared-key', { line: navy() });
    expect([await quantityIn(a.customerId), await quantityIn(b.customerId)]).toEqual([1, 1]);

    const created = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: CREATE }) });
    const { cartToken } = ((await created.json()) as any).data.createCart;
    await gqlAdd(null, 'shared-key', { line: navy(), t: cartToken });
    const visitorAgain = await gqlAdd(null, 'shared-key', { line: navy(), t: cartToken });
    expect(visitorAgain.body.data.addToCart.cart.lines).toEqual([{ color: 'Navy', size: 'M', quantity: 1 }]);
  });

  it('a refused add leaves no key behind: the same key succeeds once the request is right', async () => {
    const { token, customerId } = await loginAs(ts, '9876500105');
    // Maroon M has no stock: refused, the transaction (and its key) rolled back.
    const refused = await gqlAdd(token, 'after-refusal', { line: { productId: String(fx.productId), color: 'Maroon', size: 'M', quantity: 1 } });
    expect(refused.body.data.addToCart.userErrors[0].code).toBe('OUT_OF_STOCK');
    await gqlAdd(token, 'after-refusal', { line: navy() });
    expect(await quantityIn(customerId)).toBe(1);
  });

  it('refuses a key longer than 100 characters and changes nothing', async () => {
    const { token, customerId } = await loginAs(ts, '9876500106');
    const response = await restAdd(token, 'k'.repeat(101));
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).message).toMatch(/idempotency key/i);
    expect(await quantityIn(customerId)).toBe(0);
  });
});
