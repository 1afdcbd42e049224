/**
 * The TypeORM DataSource. Entities and migrations are listed explicitly (not globbed) so the
 * same code runs compiled under Node and transformed under Vitest. Schema changes happen only
 * through `migrations/` (synchronize is never on).
 */
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../../../migrations/index.js';

export interface DataSourceOptions {
  url: string;
  /** Pool size; the default suits a 2-core machine. */
  poolSize?: number;
  /** Called with each SQL statement (tests count them). */
  onQuery?: (sql: string) => void;
  /**
   * False when the connection goes through PgBouncer in transaction pooling mode
   * (DATABASE_POOLER=pgbouncer): PgBouncer 1.18 hands each transaction to any server connection,
   * where a named statement prepared on another one does not exist ("prepared statement … does
   * not exist"), so `preparedQuery` sends its statements unnamed (parsed and planned each time).
   */
  namedStatements?: boolean;
  /** A read replica (a hot standby refuses writes): TypeORM must not try to install extensions on it. */
  readOnly?: boolean;
}

/** DataSources whose statements must go unnamed (see DataSourceOptions.namedStatements). */
const unnamedOnly = new WeakSet<DataSource>();

export function createDataSource(options: DataSourceOptions): DataSource {
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    installExtensions: !options.readOnly,
    logging: options.onQuery ? ['query'] : false,
    logger: options.onQuery ? new StatementCounterLogger(options.onQuery) : undefined,
    extra: {
      max: options.poolSize ?? 20,
      // A down database fails a request fast instead of hanging it.
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30000,
    },
  });
  if (options.namedStatements === false) unnamedOnly.add(dataSource);
  return dataSource;
}

/** Opens the connection and applies pending migrations, in order, each in its own transaction. */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

export type { EntityManager };

/** Distinct statement texts run as prepared statements; past it, statements run unprepared. */
const MAX_PREPARED_TEXTS = 2000;
const preparedNames = new Map<string, string>();

/**
 * Runs a hot statement (listing, search, products by id, the session check, the cart read, the
 * stock take) as a NAMED prepared
 * statement on the pool: each connection parses it once and, after a few runs, PostgreSQL keeps
 * a generic plan, so the request no longer pays for planning. TypeORM's `query()` sends every
 * statement unnamed (parsed and planned each time): for the search statement that was 5.2 ms a
 * call against 2.9 ms prepared (same connection, 300 calls each, bench_p10000). The statement is
 * reported to the DataSource's logger like any other, so statement counts stay true. Given a
 * transaction's EntityManager, it runs on that transaction's connection.
 */
export async function preparedQuery<Row>(on: DataSource | EntityManager, text: string, params: unknown[]): Promise<Row[]> {
  const dataSource = on instanceof DataSource ? on : on.connection;
  let name = unnamedOnly.has(dataSource) ? undefined : preparedNames.get(text);
  if (name === undefined && !unnamedOnly.has(dataSource) && preparedNames.size < MAX_PREPARED_TEXTS) {
    name = `q${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    preparedNames.set(text, name);
  }
  dataSource.logger.logQuery(text, params);
  // Inside a transaction the statement must run on the transaction's own connection.
  const runner = on instanceof DataSource ? undefined : on.queryRunner;
  const client: Pick<Pool, 'query'> = runner ? ((runner as unknown as { databaseConnection: Pool }).databaseConnection ?? (await runner.connect())) : ((dataSource.driver as PostgresDriver).master as Pool);
  const result = await client.query(name ? { name, text, values: params } : { text, values: params });
  return result.rows as Row[];
}

class StatementCounterLogger {
  constructor(private readonly onQuery: (sql: string) => void) {}
  logQuery(query: string) {
    // Transaction bookkeeping is not a statement about data.
    if (!/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(query)) this.onQuery(query);
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

/** TypeORM answers `UPDATE … RETURNING` with [rows, affected] and SELECT/INSERT with rows. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}
