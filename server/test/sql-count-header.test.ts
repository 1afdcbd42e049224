/**
 * SQL_COUNT_HEADER=1 makes every answer carry `x-sql-statements` (the bench's statement counter).
 * Also the target, proved here: a listing runs at most 4 statements, the same at 8 and
 * at 48 products a page, over GraphQL and REST.
 */
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness.js';
import { loadConfig } from '../src/config.js';

const ts = useTestServer({ SQL_COUNT_HEADER: '1' });

async function statements(path: string, init?: RequestInit): Promise<number> {
  const response = await fetch(`${ts.baseUrl}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  const body = await response.text();
  expect(response.status, body.slice(0, 200)).toBe(200);
  expect(body).not.toContain('"errors"');
  const header = response.headers.get('x-sql-statements');
  expect(header).toMatch(/^\d+$/);
  return Number(header);
}

const listing = (pageSize: number, categoryId: string) =>
  statements('/graphql', {
    method: 'POST',
    body: JSON.stringify({
      query: `query($f: ProductFilter, $n: Int) { products(filter: $f, sort: PRICE_ASC, first: $n) { totalCount items: nodes { id name price { amount currencyCode } category { id name } variants { id colorName images sizes { id size stock discountedPrice { amount currencyCode } } } } } }`,
      variables: { f: { categoryId, inStockOnly: true }, n: pageSize },
    }),
  });

describe('x-sql-statements', () => {
  it('counts the statements of a request (a simple query runs at least one)', async () => {
    expect(await statements('/api/v1/user/getSections')).toBeGreaterThanOrEqual(1);
  });

  it('a listing runs at most 4 statements, whatever the page size, over GraphQL and REST', async () => {
    const [{ id: categoryId }] = await ts.db.dataSource.query(`SELECT category_id AS id FROM product GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    // A price sort first asks which products an offer discounts (kept 5 s): warm it, then count.
    await listing(4, String(categoryId));
    const small = await listing(8, String(categoryId));
    const large = await listing(48, String(categoryId));
    expect(small).toBeLessThanOrEqual(4);
    expect(large).toBe(small);
    const restSmall = await statements(`/api/v1/user/getProductsByCategory/${categoryId}?limit=8`);
    const restLarge = await statements(`/api/v1/user/getProductsByCategory/${categoryId}?limit=48`);
    expect(restSmall).toBeLessThanOrEqual(4);
    expect(restLarge).toBe(restSmall);
  });

  it('is off by default', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '.data/test-run' }).SQL_COUNT_HEADER).toBe('0');
  });
});
