/**
 * The playgrounds' example operations (client/playground/examples.ts) are valid against the
 * committed schemas: the shoppers' against schema.graphql, the staff's against admin-schema.graphql,
 * and each tab covers what the playground promises (browse, search, log in, cart, order, track).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { useTestServer, type GqlAnswer } from './harness.js';
import { SHOPPER_EXAMPLES, STAFF_EXAMPLES, type PlaygroundExample } from '../../client/playground/examples.js';

const schemaOf = (file: string) => buildSchema(fs.readFileSync(file, 'utf8'));

function problems(schema: GraphQLSchema, examples: PlaygroundExample[]): string[] {
  const found: string[] = [];
  for (const example of examples) {
    const errors = validate(schema, parse(example.query));
    found.push(...errors.map((error) => `${example.title}: ${error.message}`));
  }
  return found;
}

const operationNames = (examples: PlaygroundExample[]) =>
  examples.flatMap((example) => parse(example.query).definitions.map((d) => ('name' in d && d.name ? d.name.value : '(anonymous)')));

describe('playground examples', () => {
  it('every shopper example is valid against schema.graphql', () => {
    expect(problems(schemaOf('schema.graphql'), SHOPPER_EXAMPLES)).toEqual([]);
  });

  it('every staff example is valid against admin-schema.graphql', () => {
    expect(problems(schemaOf('admin-schema.graphql'), STAFF_EXAMPLES)).toEqual([]);
  });

  it('the shoppers open on browse, search, log in, cart, place an order and track it', () => {
    expect(SHOPPER_EXAMPLES.map((example) => example.title)).toEqual(['Browse', 'Product and search', 'Log in', 'Cart', 'Place an order', 'Track it']);
    expect(operationNames(SHOPPER_EXAMPLES)).toEqual(
      expect.arrayContaining(['Browse', 'Search', 'SendCode', 'VerifyCode', 'AddToCart', 'MyCart', 'PlaceOrder', 'TrackOrder']),
    );
    // Tabs that need a login say so in their headers; the public ones send none.
    expect(SHOPPER_EXAMPLES.filter((example) => example.needsToken).map((example) => example.title)).toEqual(['Cart', 'Place an order', 'Track it']);
  });

  it("every example's variables are ones its operations declare", () => {
    for (const example of [...SHOPPER_EXAMPLES, ...STAFF_EXAMPLES]) {
      const declared = new Set([...example.query.matchAll(/\$(\w+):/g)].map((m) => m[1]));
      for (const name of Object.keys(example.variables ?? {})) expect(declared.has(name), `${example.title}: $${name}`).toBe(true);
    }
  });
});

describe('playground examples run against the seeded store', () => {
  const ts = useTestServer();
  const example = (title: string) => SHOPPER_EXAMPLES.find((e) => e.title === title)!;
  const run = async (title: string, operationName: string, variables: Record<string, unknown> | undefined, token?: string) => {
    const response = await fetch(`${ts.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: example(title).query, operationName, variables }),
    });
    const answer = (await response.json()) as GqlAnswer<any>;
    expect(answer.errors, `${title} / ${operationName}`).toBeUndefined();
    return answer.data;
  };

  it('browse, search, the product, log in with the dev code, cart, order and track: each answers without errors', async () => {
    const browse = await run('Browse', 'Browse', example('Browse').variables);
    expect(browse.products.nodes.length).toBe(6);
    const search = await run('Product and search', 'Search', example('Product and search').variables);
    expect(search.searchProducts.nodes.length).toBeGreaterThan(0);
    const { product } = await run('Product and search', 'ProductPage', { id: example('Product and search').variables!.id });
    expect(product).not.toBeNull();

    const { phone } = example('Log in').variables as { phone: string };
    const sent = await run('Log in', 'SendCode', { phone });
    const { verifyOtp } = await run('Log in', 'VerifyCode', { phone, otp: sent.sendOtp.otpSent.otp });
    expect(verifyOtp.userErrors).toEqual([]);
    const token: string = verifyOtp.login.token;

    const line = (example('Cart').variables as { line: Record<string, unknown> }).line;
    const cart = await run('Cart', 'AddToCart', { line }, token);
    expect(cart.addToCart.userErrors).toEqual([]);
    expect(cart.addToCart.cart.itemCount).toBe(1);
    await run('Cart', 'MyCart', undefined, token);

    const [pin] = await ts.db.dataSource.query(`SELECT pincode, state, district FROM pincode WHERE deliverable AND cod_available ORDER BY pincode LIMIT 1`);
    const address = { fullName: 'Asha Verma', phone: '9876501234', pincode: pin.pincode, city: pin.district, houseName: 'Flat 4B', address: '12 Station Road' };
    const saved = await run('Place an order', 'SaveAddress', { input: address }, token);
    const input = { ...(example('Place an order').variables as { input: Record<string, unknown> }).input, addressId: saved.addAddress.address.id };
    const placed = await run('Place an order', 'PlaceOrder', { input }, token);
    expect(placed.placeOrder.userErrors).toEqual([]);
    expect(placed.placeOrder.order.status).toBe('PLACED');
    const tracked = await run('Track it', 'TrackOrder', { id: placed.placeOrder.order.id }, token);
    expect(tracked.order.statusHistory.length).toBeGreaterThan(0);
    await run('Track it', 'MyOrders', undefined, token);
  });
});
