/**
 * The service container: one instance of each domain service for the whole process.
 * Resolvers and REST routes reach services only through the request context.
 */
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { Logger } from '../shared/logger.js';
import { AuthTokenService } from '../modules/auth/auth-token.service.js';
import { CatalogService } from '../modules/catalog/catalog.service.js';

export function createServices(dataSource: DataSource, config: Config, logger: Logger) {
  const authTokens = new AuthTokenService(dataSource, config.jwtSecret, config.SESSION_TTL_HOURS);
  const catalog = new CatalogService(dataSource);
  return { dataSource, config, logger, authTokens, catalog };
}

export type Services = ReturnType<typeof createServices>;
