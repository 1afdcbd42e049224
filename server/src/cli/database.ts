/** Opens the configured database for a command-line tool (embedded when DATABASE_URL is unset). */
import type { DataSource } from 'typeorm';
import { loadConfig, type Config } from '../config.js';
import { createLogger, type Logger } from '../shared/logger.js';
import { openDatabase } from '../shared/db.js';
import { startEmbeddedPostgres } from '../shared/embedded-postgres.js';

export async function openCliDatabase(): Promise<{ dataSource: DataSource; config: Config; logger: Logger; close: () => Promise<void> }> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, logger });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const dataSource = await openDatabase({ url });
  return {
    dataSource,
    config,
    logger,
    close: async () => {
      await dataSource.destroy();
      await stopEmbedded?.();
    },
  };
}
