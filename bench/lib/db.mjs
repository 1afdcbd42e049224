// PostgreSQL helpers for the bench: where the admin connection is, creating per-scale databases,
// and reading plans.
import pg from 'pg';

export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function canConnect(url) {
  try {
    await query(url, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

export async function databaseExists(adminUrl, name) {
  const rows = await query(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rows.length > 0;
}

export async function createDatabase(adminUrl, name) {
  if (!(await databaseExists(adminUrl, name))) await query(adminUrl, `CREATE DATABASE ${name}`);
}

export async function dropDatabase(adminUrl, name) {
  await query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Every plan node (depth first) of an EXPLAIN (FORMAT JSON) answer. */
export function planNodes(plan) {
  const out = [];
  const walk = (node) => {
    out.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0]?.Plan ?? plan.Plan ?? plan);
  return out;
}

/** Client connections to one database (to spot leaks), excluding the one asking. */
export async function connectionCount(adminUrl, database) {
  const rows = await query(adminUrl, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [database]);
  return rows[0].n;
}
