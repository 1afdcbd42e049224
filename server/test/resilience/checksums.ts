/**
 * Row fingerprints of every table, to prove a sweep changed nothing. With `exceptCustomerId`,
 * rows that belong to that customer (a `customer_id` column, or the customer row itself) are left
 * out, so a customer's own legitimate changes do not count but anyone else's do.
 */
import type { DataSource } from 'typeorm';

/** Tables whose rows are bookkeeping, not data (logins and migration history). */
const IGNORED = new Set(['schema_migrations', 'session']);

export async function tableChecksums(dataSource: DataSource, exceptCustomerId?: number): Promise<Map<string, string>> {
  const tables: Array<{ table_name: string; has_customer: boolean }> = await dataSource.query(`
    SELECT t.table_name,
           EXISTS (SELECT 1 FROM information_schema.columns c
                    WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'customer_id') AS has_customer
      FROM information_schema.tables t
     WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     ORDER BY t.table_name`);
  const sums = new Map<string, string>();
  for (const { table_name: table, has_customer: hasCustomer } of tables) {
    if (IGNORED.has(table)) continue;
    let where = '';
    const params: unknown[] = [];
    if (exceptCustomerId !== undefined && hasCustomer) {
      where = 'WHERE t.customer_id IS DISTINCT FROM $1';
      params.push(exceptCustomerId);
    } else if (exceptCustomerId !== undefined && table === 'customer') {
      where = 'WHERE t.id <> $1';
      params.push(exceptCustomerId);
    }
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS sum FROM "${table}" t ${where}`,
      params,
    );
    sums.set(table, `${row.n}:${row.sum}`);
  }
  return sums;
}

/** Tables whose fingerprint differs, with row counts before → after. */
export function diffChecksums(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [table, sum] of after) {
    const old = before.get(table);
    if (old !== sum) changed.push(`${table}: ${old?.split(':')[0] ?? 'new'} → ${sum.split(':')[0]} rows`);
  }
  return changed;
}
