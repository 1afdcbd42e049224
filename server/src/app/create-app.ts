/**
 * Assembles the HTTP app: health checks, GraphQL (shoppers' /graphql, staff's /admin/graphql), REST,
 * generated images and the built client.
 * Used by main.ts and by the HTTP tests, so tests exercise exactly what production serves.
 */
import { UNSET_FACTS } from '../modules/store-settings/store-settings.service.js';
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
import { uploadRoutes } from './uploads.js';
import { shareCatalogueChanges } from './cache-invalidation.js';
import { graphqlApi } from './graphql.js';
import { adminGraphqlApi } from './admin-graphql.js';
import { restApi } from './rest.js';
import { staticClient } from './static.js';
import { PRERENDERED_PATHS, prerenderPage, sectionsData } from './page-data.js';
import { imageRoutes } from '../modules/catalog/images/image.routes.js';
import { mountPaymentWebhook } from '../modules/orders/orders.routes.js';
import { mountCourierWebhook } from '../modules/shipping/shipping.routes.js';
import { TEST_GATEWAY_PATH, testGatewayApi } from '../modules/payments/test-gateway.routes.js';
import { sqlCountHeader } from '../shared/sql-count.js';
import { costBudget, floodLimit } from '../shared/flood-limit.js';
import { privateAnswers } from '../shared/private-answers.js';
import { requestIdHeader } from '../shared/request-id.js';
import { photoRoutes } from '../modules/catalog-admin/photos/photo.routes.js';
import { staffAuthRoutes } from '../modules/staff/staff.routes.js';
import { orderAdminRoutes } from '../modules/orders/order-admin.routes.js';
import { liveUpdates, type LiveUpdates } from './graphql-ws.js';
import { createReadiness, type Readiness } from './readiness.js';
import { invoiceLinkRoutes } from './invoice-links.js';
import { absoluteRestUrls } from './public-urls.js';
import { apiCors, CORS_API_PATHS, PUBLIC_IMAGE_PATHS, publicImages } from './cross-origin.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Requests not worth a log line: health checks and files (images, scripts, styles, the favicon); a page walk asks for dozens. */
export function isQuietRequest(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === '/healthz' || pathname.startsWith('/assets/') || pathname.startsWith('/img/') || /\.[a-z0-9]{2,5}$/i.test(pathname);
}

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

/**
 * The app, its services, its live updates (WebSocket subscriptions on /graphql), which the
 * caller attaches to the HTTP server it listens on (`live.attach(server)`) and closes on shutdown,
 * and its readiness (`readiness.startDraining()` turns /readyz unready ahead of a shutdown).
 */
export async function createApp(options: AppOptions): Promise<{ app: Express; services: Services; live: LiveUpdates; readiness: Readiness }> {
  const { dataSource, config, logger } = options;
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const services = createServices(dataSource, config, logger);
  // Staff changes made by any process drop this process's anonymous caches (and its own reach the others).
  shareCatalogueChanges(services.catalog, services.events.target);
  const app = express();
  const readiness = createReadiness();
  app.disable('x-powered-by');
  app.use(requestIdHeader);
  // Whose X-Forwarded-For to believe is the deployment's call (TRUST_PROXY); by default no one's.
  app.set('trust proxy', config.trustProxy);
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
        autoLogging: { ignore: (req) => isQuietRequest(req.url ?? '') },
      }),
    );
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });
  app.use(readiness.closeConnectionsWhileDraining);
  app.get('/readyz', async (_req, res) => {
    // Draining before a shutdown: unready first, so the balancer stops sending before we stop accepting.
    if (readiness.draining) {
      res.status(503).json({ status: 'draining', database: 'not checked' });
      return;
    }
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ready', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });

  // Integrators' browser apps on the allowed origins (CORS_ORIGINS); preflights end here.
  app.use(CORS_API_PATHS, apiCors(config.corsOrigins));
  app.use(PUBLIC_IMAGE_PATHS, publicImages);
  // Before every API route, the payment webhook included: an answer to a request that names a
  // caller is private whatever route answers it.
  app.use(['/graphql', '/admin/graphql', '/admin/auth', '/admin/files', '/admin/upload', '/api'], privateAnswers);
  // Signed over the raw body: mounted before any JSON parser.
  mountPaymentWebhook(app, services, logger);
  mountCourierWebhook(app, services, logger);
  app.use(['/graphql', '/admin/graphql', '/admin/auth', '/admin/files', '/admin/upload', '/api'], floodLimit(config.FLOOD_MAX_REQUESTS_PER_MINUTE, services.shared));
  // One address's budget in cost a minute: /graphql operations and prerendered pages spend it.
  const spending = costBudget(config.FLOOD_MAX_COST_PER_MINUTE, config.FLOOD_MAX_REQUESTS_PER_MINUTE, services.shared);
  const graphql = await graphqlApi(services, logger, clientDir, spending);
  // The prerendered pages run the catalogue's search and listing in process: inside the same
  // budgets as the API (a request, and their queries' cost), before the static client answers.
  app.use(PRERENDERED_PATHS, floodLimit(config.FLOOD_MAX_REQUESTS_PER_MINUTE, services.shared, spending ? { budget: spending, units: graphql.prerenderedPageCost } : undefined));
  app.use(graphql.router);
  app.use(await adminGraphqlApi(services, logger, clientDir));
  app.use(staffAuthRoutes(services));
  app.use(orderAdminRoutes(services));
  // Only while the built-in test gateway is the provider (never in production).
  const testGateway = testGatewayApi(services, logger);
  if (testGateway) app.use(TEST_GATEWAY_PATH, testGateway);
  // PUBLIC_URL set: the REST answers' image and document paths become absolute (public-urls.ts).
  if (config.publicUrl) app.use('/api/v1', absoluteRestUrls(config.publicUrl));
  app.use(invoiceLinkRoutes(services, logger));
  app.use('/api/v1', restApi(services, logger));
  app.use(imageRoutes());
  app.use(photoRoutes(services));
  // Review and return photos (product photos are answered by photoRoutes, which picks the format).
  app.use(uploadRoutes(services.images));
  app.use(
    staticClient(clientDir, {
      homeBanners: () => services.content.banners(),
      onContentChange: (drop) => services.catalog.onChange(drop),
      prerender: (pathname, query) => prerenderPage(graphql.runAnonymous, pathname, query),
      shellData: () => sectionsData(graphql.runAnonymous),
      // A store not set up yet shows the placeholder the shop schema gives, never the demo's brand.
      brand: async () => (await services.storeSettings.current())?.brandName ?? UNSET_FACTS.brandName,
    }),
  );
  return { app, services, live: await liveUpdates(services, app), readiness };
}
