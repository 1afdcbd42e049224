import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';

/** What each category's drawing (server/src/modules/catalog/images/svg.ts) shows. */
const DRAWN: Record<string, { sleeve: string; neck: string }> = {
  'T-Shirts': { sleeve: 'Short', neck: 'Round' },
  Shirts: { sleeve: 'Full', neck: 'Collar' },
  Kurtas: { sleeve: 'Full', neck: 'Collar' },
  Jackets: { sleeve: 'Full', neck: 'V-Neck' },
  Kurtis: { sleeve: 'Half', neck: 'Round' },
  Dresses: { sleeve: 'Short', neck: 'Round' },
  Tops: { sleeve: 'Short', neck: 'Round' },
  'Ethnic Sets': { sleeve: 'Full', neck: 'Round' },
};

describe('the demo catalogue reads like a real store', () => {
  const ts = useTestServer();

  it('varies its reviews: none repeats within a product, and few repeat across the catalogue', async () => {
    const [{ total, distinct }] = await ts.db.dataSource.query(`SELECT count(*)::int AS total, count(DISTINCT body)::int AS distinct FROM review`);
    expect(total).toBeGreaterThan(100);
    expect(distinct / total).toBeGreaterThan(0.8);
    const repeats = await ts.db.dataSource.query(`SELECT product_id, body FROM review GROUP BY product_id, body HAVING count(*) > 1`);
    expect(repeats).toEqual([]);
  });

  it('writes grammatical descriptions ("an embroidered kurta", "a pair of ankle length leggings")', async () => {
    const rows: Array<{ description: string; category: string }> = await ts.db.dataSource.query(
      `SELECT p.description, c.name AS category FROM product p JOIN category c ON c.id = p.category_id`,
    );
    for (const { description, category } of rows) {
      expect(description, description).not.toMatch(/^A [aeiou]/i);
      if (['Jeans', 'Trousers', 'Leggings'].includes(category)) expect(description, description).toMatch(/^A pair of /);
    }
  });

  it('gives specifications and variants the sleeve and neck the drawing shows', async () => {
    const rows: Array<{ specifications: string; category: string; sleeves: string[]; necks: string[] }> = await ts.db.dataSource.query(
      `SELECT p.specifications, c.name AS category, array_agg(DISTINCT v.sleeve) AS sleeves, array_agg(DISTINCT v.neck) AS necks
       FROM product p JOIN category c ON c.id = p.category_id JOIN variant v ON v.product_id = p.id GROUP BY p.id, c.name`,
    );
    let checked = 0;
    for (const row of rows) {
      const drawn = DRAWN[row.category];
      if (!drawn) continue;
      expect(row.specifications).toContain(`Sleeve: ${drawn.sleeve}`);
      expect(row.specifications).toContain(`Neck: ${drawn.neck}`);
      expect(row.sleeves).toEqual([drawn.sleeve]);
      expect(row.necks).toEqual([drawn.neck]);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
