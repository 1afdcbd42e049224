/**
 * The TypeORM DataSource. Entities and migrations are listed explicitly (not globbed) so the
 * same code runs compiled under Node and transformed under Vitest. Schema changes happen only
 * through `migrations/` (synchronize is never on).
 */
import 'reflect-metadata';
import { DataSource, type EntityManager } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../../../migrations/index.js';

export interface DataSourceOptions {
  url: string;
  /** Pool size; the default suits a 2-core machine. */
  poolSize?: number;
  /** Called with each SQL statement (tests count them). */
  onQuery?: (sql: string) => void;
}

export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: options.onQuery ? ['query'] : false,
    logger: options.onQuery ? new StatementCounterLogger(options.onQuery) : undefined,
    extra: {
      max: options.poolSize ?? 20,
      // A down database fails a request fast instead of hanging it.
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30000,
    },
  });
}

/** Opens the connection and applies pending migrations, in order, each in its own transaction. */
export async function openDatabase(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

export type { EntityManager };

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
