import { describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.js';
import { SEARCH_TSQUERY_SQL } from '../../src/modules/catalog/listing.js';

describe('search forgives a one-letter slip', () => {
  const ts = useTestServer();

  it('finds jeans for "jeens", and still shirts for "shrt" and kurtas for "kurt"', async () => {
    const { data, errors } = await ts.gql(`{
      jeens: searchProducts(text: "jeens", first: 8) { nodes { name } }
      shrt: searchProducts(text: "shrt", first: 5) { nodes { name } }
      kurt: searchProducts(text: "kurt", first: 5) { nodes { name } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.jeens.nodes.length).toBeGreaterThan(0);
    for (const p of data.jeens.nodes) expect(p.name).toMatch(/jeans/i);
    expect(data.shrt.nodes[0].name).toMatch(/shirt/i);
    for (const p of data.kurt.nodes) expect(p.name).toMatch(/kurt[ai]/i);
  });

  it('does not widen a correctly spelt word to loosely similar ones ("black" is not "blue")', async () => {
    const [{ tsq }] = await ts.db.dataSource.query(SEARCH_TSQUERY_SQL, [['black']]);
    expect(tsq).toMatch(/black/);
    expect(tsq).not.toMatch(/blue|blend/);
  });

  it('resolves the words in one statement, leaving the session\'s trigram threshold as it was', async () => {
    ts.db.statements.length = 0;
    const { data } = await ts.gql(`{ searchProducts(text: "jeens denim", first: 2) { nodes { name } } }`);
    expect(data.searchProducts.nodes.length).toBeGreaterThan(0);
    expect(ts.db.statements.filter((sql) => /search_terms/.test(sql))).toHaveLength(1);
    expect(ts.db.statements.filter((sql) => /^\s*(BEGIN|START|SET|COMMIT)/i.test(sql))).toEqual([]);
    const [{ threshold }] = await ts.db.dataSource.query(`SELECT current_setting('pg_trgm.similarity_threshold', true) AS threshold`);
    expect(threshold === null || threshold === '0.3').toBe(true);
  });

  it('looks typos up through the trigram index (the extra rule stays an index condition)', async () => {
    const runner = ts.db.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      // The seed's vocabulary is ~130 words, where a full walk of the primary key is cheapest; with
      // plain scans off, the plan shows whether the typo lookup can use the trigram index at all.
      await runner.query('SET LOCAL enable_seqscan = off');
      await runner.query('SET LOCAL enable_indexscan = off');
      await runner.query('SET LOCAL enable_indexonlyscan = off');
      const plan: Array<{ 'QUERY PLAN': string }> = await runner.query(`EXPLAIN ${SEARCH_TSQUERY_SQL}`, [['jeens']]);
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan on search_word_trgm_idx/);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
  });
});
