// preparedQuery: hot reads run as named prepared statements (parsed once per connection) and are
// still counted like every other statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource, preparedQuery } from '../src/shared/db.js';
import { useTestDatabase } from './harness.js';

describe('preparedQuery', () => {
  const db = useTestDatabase();
  let single: DataSource;
  const counted: string[] = [];

  beforeAll(async () => {
    // One connection, so every call below lands on the same PostgreSQL session.
    single = createDataSource({ url: db.url, poolSize: 1, onQuery: (sql) => counted.push(sql) });
    await single.initialize();
  });
  afterAll(async () => {
    await single?.destroy();
  });

  it('prepares a statement once per connection, answers rows, and counts every call', async () => {
    const text = 'SELECT $1::int + 1 AS next';
    expect(await preparedQuery<{ next: number }>(single, text, [41])).toEqual([{ next: 42 }]);
    expect(await preparedQuery<{ next: number }>(single, text, [1])).toEqual([{ next: 2 }]);
    const prepared = await preparedQuery<{ statement: string }>(single, 'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time', []);
    expect(prepared.map((row) => row.statement)).toContain(text);
    expect(counted.filter((sql) => sql === text)).toHaveLength(2);
  });

  it("runs on a transaction's own connection when given its EntityManager", async () => {
    const seen = await single
      .transaction(async (manager) => {
        await manager.query('CREATE TEMP TABLE prepared_probe (n int) ON COMMIT DROP');
        await manager.query('INSERT INTO prepared_probe VALUES (7)');
        // Only the transaction's connection can see its uncommitted temp table.
        const rows = await preparedQuery<{ n: number }>(manager, 'SELECT n FROM prepared_probe', []);
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: { rows?: unknown }) => error.rows);
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('passes database errors through with their SQLSTATE (so the API maps them to 400/503)', async () => {
    await expect(preparedQuery(single, 'SELECT $1::int AS n', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
  });
});
