/**
 * The cart read's SQL statements (DESIGN rule 5, issue #12), counted with SQL_COUNT_HEADER
 * (x-sql-statements) over HTTP, the session lookup included. The cart reads its own rows in one
 * statement and asks inventory for its sizes (stock, prices) and the catalogue for their variants
 * (names, images) in one batch each, so the count does not grow with the lines.
 *
 * Measured before the move (one statement joining cart_item, variant_size, variant, product and
 * category): 2 (session + cart) for 1 and for 4 lines. After: 4 cold, and 3 when the catalogue's
 * cache (its listing TTL, CATALOG_CACHE_MS; 2 s by default outside tests) already holds the
 * variants: stock and prices are always read fresh. Since the store's settings (the quote's shipping
 * rules) came in: 5 cold (the settings row too, then held like the catalogue's cache), 3 warm.
 */
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { loginAs, useTestServer } from '../harness.js';
import { createCartFixture } from './fixtures.js';

const ts = useTestServer({ SQL_COUNT_HEADER: '1', CATALOG_CACHE_MS: '60000' });
const CART = `{ cart { id itemCount subtotal { amount currencyCode } lines { id productName categoryName color size image price { amount currencyCode } stock quantity } quote { subtotal { amount currencyCode } options { total { amount currencyCode } } } } }`;

async function statementsOf(query: string, token: string): Promise<number> {
  const response = await fetch(`${ts.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = await response.text();
  expect(body).not.toContain('"errors"');
  return Number(response.headers.get('x-sql-statements'));
}

describe('cart read: statement count', () => {
  it('is the same for 1 and 4 lines: 5 cold with the session lookup and the settings, 3 when the caches hold the variants and settings', async () => {
    const fx = await createCartFixture(ts.db.dataSource, 'Count Kurta');
    const { token, customerId } = await loginAs(ts, '9800000990');
    const add = (sizeKey: string) =>
      ts.db.dataSource.query(`INSERT INTO cart_item (customer_id, variant_size_id, quantity, price_seen) VALUES ($1, $2, 1, 100000)`, [customerId, fx.sizes[sizeKey]]);
    await add('Maroon/S');
    // The quote's GST rate table is read once a minute per process (TaxRateService.quotePolicy), not per cart read.
    await ts.services.taxRates.quotePolicy();
    const one = await statementsOf(CART, token);
    const oneWarm = await statementsOf(CART, token);
    await add('Maroon/L');
    await add('Navy/M');
    await add('Maroon/M');
    ts.services.catalog.dropCaches();
    const four = await statementsOf(CART, token);
    const fourWarm = await statementsOf(CART, token);
    console.info(`cart read statements (session included): 1 line ${one} (${oneWarm} warm), 4 lines ${four} (${fourWarm} warm)`);
    expect(four).toBe(one);
    expect(fourWarm).toBe(oneWarm);
    expect(one).toBe(5);
    expect(oneWarm).toBe(3);
  });
});
