import type { TestServer } from './harness.js';

/**
 * Ids of `count` products: the seeded catalogue's first ones, topped up with plain rows when the
 * catalogue seed has fewer (so these tests do not depend on the demo catalogue's size).
 */
export async function productIds(ts: TestServer, count: number): Promise<string[]> {
  const existing: Array<{ id: number }> = await ts.db.dataSource.query(`SELECT id FROM product ORDER BY id LIMIT $1`, [count]);
  for (let i = existing.length; i < count; i++) {
    const [row] = await ts.db.dataSource.query(
      `INSERT INTO product (section_id, category_id, name, slug, description)
       SELECT c.section_id, c.id, $1, $2, 'A test garment for account tests.' FROM category c ORDER BY c.id LIMIT 1
       RETURNING id`,
      [`Account Test Kurta ${i + 1}`, `account-test-kurta-${i + 1}`],
    );
    existing.push(row);
  }
  return existing.map((r) => String(r.id));
}
