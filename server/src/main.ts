/**
 * Starts the store: reads config, opens (or starts) PostgreSQL, migrates, seeds an empty
 * catalogue, and serves GraphQL, REST and the client on one port.
 */
import 'reflect-metadata';
import { loadConfig } from './config.js';
import { createLogger } from './shared/logger.js';
import { openDatabase } from './shared/db.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './shared/embedded-postgres.js';
import { createApp } from './app/create-app.js';
import { seedIfEmpty } from './cli/seed-runner.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, logger });
    databaseUrl = embedded.url;
    console.log(`Embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT}; data in ${embedded.dataDir}`);
  }
  const dataSource = await openDatabase({ url: databaseUrl });
  if (config.SEED_ON_START) await seedIfEmpty(dataSource, logger);

  const { app, services } = await createApp({ dataSource, config, logger });
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    console.log(`Store ready at http://localhost:${port}  (GraphQL playground: http://localhost:${port}/graphql)`);
  });
  const jobs = (services as { startBackgroundJobs?: () => () => void }).startBackgroundJobs?.();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    jobs?.();
    server.close();
    server.closeAllConnections();
    await dataSource.destroy().catch(() => undefined);
    if (embedded) await embedded.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error('The store could not start:', error);
  process.exit(1);
});
