/**
 * The REST compatibility API at /api/v1: the exact calls of spec section 7. Routes are thin
 * adapters over the same services as GraphQL; errors map to a status in one table.
 */
import express, { Router } from 'express';
import type { Services } from './services.js';
import type { Logger } from '../shared/logger.js';
import { buildContext } from '../shared/context.js';
import { restErrorHandler, unknownRestCall } from '../shared/http.js';
import { REST_ROUTES } from './routes.js';
import { rejectNulInput } from '../shared/input-guard.js';
import { localizedRestAnswers } from '../shared/i18n/localize-answer.js';

export function restApi(services: Services, logger: Logger): Router {
  const api = Router();
  // Messages (and notifications) answered in the request's Accept-Language, errors included.
  api.use(localizedRestAnswers);
  api.use(express.json({ limit: services.config.BODY_LIMIT }));
  api.use(rejectNulInput);
  api.use((req, _res, next) => {
    // Staff may still read any order and its invoice over REST (read-only; staff changes live on /admin/graphql).
    buildContext(req, services, logger, { staffReads: true }).then((ctx) => {
      req.ctx = ctx;
      next();
    }, next);
  });
  for (const routes of REST_ROUTES) api.use(routes());
  api.use(unknownRestCall);
  api.use(restErrorHandler(logger));
  return api;
}
