/**
 * Assembles the HTTP app: health checks, GraphQL, REST, generated images and the built client.
 * Used by main.ts and by the HTTP tests, so tests exercise exactly what production serves.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { Logger } from '../shared/logger.js';
import { createServices, type Services } from './services.js';
import { graphqlApi } from './graphql.js';
import { restApi } from './rest.js';
import { staticClient } from './static.js';
import { imageRoutes } from '../modules/catalog/images/image.routes.js';
import { mountPaymentWebhook } from '../modules/orders/orders.routes.js';
import { sqlCountHeader } from '../shared/sql-count.js';
import { floodLimit } from '../shared/flood-limit.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The built client: <out>/client beside the compiled server (<out>/server/src/app), or
 * dist/client when running from source under the tests.
 */
export const DEFAULT_CLIENT_DIR = import.meta.url.endsWith('.js') ? path.resolve(here, '../../../client') : path.resolve(here, '../../../dist/client');

export interface AppOptions {
  dataSource: DataSource;
  config: Config;
  logger: Logger;
  clientDir?: string;
}

export async function createApp(options: AppOptions): Promise<{ app: Express; services: Services }> {
  const { dataSource, config, logger } = options;
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const services = createServices(dataSource, config, logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", 'https://checkout.razorpay.com'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'worker-src': ["'self'", 'blob:'],
          'connect-src': ["'self'", 'https://*.razorpay.com'],
          'frame-src': ["'self'", 'https://*.razorpay.com', 'https://www.openstreetmap.org'],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  if (config.SQL_COUNT_HEADER === '1') app.use(sqlCountHeader(dataSource));
  if (config.LOG_LEVEL !== 'silent') {
    app.use(
      pinoHttp({
        logger,
        genReqId: (req) => String(req.headers['x-request-id'] ?? '') || crypto.randomUUID(),
        autoLogging: { ignore: (req) => req.url === '/healthz' || req.url?.startsWith('/assets/') === true },
      }),
    );
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ready', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });

  // Signed over the raw body: mounted before any JSON parser.
  mountPaymentWebhook(app, services, logger);
  app.use(['/graphql', '/api'], floodLimit(config.FLOOD_MAX_REQUESTS_PER_MINUTE));
  app.use(await graphqlApi(services, logger, clientDir));
  app.use('/api/v1', restApi(services, logger));
  app.use(imageRoutes());
  app.use(staticClient(clientDir, { homeBanners: () => services.content.banners() }));
  return { app, services };
}
