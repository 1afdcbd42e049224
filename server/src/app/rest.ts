/**
 * The REST compatibility API at /api/v1: the exact calls of spec section 7. Routes are thin
 * adapters over the same services as GraphQL; errors map to a status in one table.
 */
import express, { Router, type ErrorRequestHandler } from 'express';
import type { Services } from './services.js';
import type { Logger } from '../shared/logger.js';
import { buildContext } from '../shared/context.js';
import { httpStatusFor, isDomainError } from '../shared/errors.js';
import { REST_ROUTES } from './routes.js';
import { rejectNulInput } from '../shared/input-guard.js';
import { inputErrorFromDatabase, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../shared/db-errors.js';

export function restApi(services: Services, logger: Logger): Router {
  const api = Router();
  api.use(express.json({ limit: services.config.BODY_LIMIT }));
  api.use(rejectNulInput);
  api.use((req, _res, next) => {
    buildContext(req, services, logger).then((ctx) => {
      req.ctx = ctx;
      next();
    }, next);
  });
  for (const routes of REST_ROUTES) api.use(routes());
  api.use((req, res) => {
    res.status(404).json({ success: false, message: `No such API call: ${req.method} ${req.originalUrl}` });
  });
  api.use(restErrorHandler(logger));
  return api;
}

export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (caught, req, res, _next) => {
    const error = inputErrorFromDatabase(caught) ?? caught;
    if (isDomainError(error)) {
      res.status(httpStatusFor(error.code)).json({ success: false, message: error.message, code: error.code, ...error.details });
      return;
    }
    // body-parser's own errors are the caller's mistakes, not ours.
    const status = typeof error?.status === 'number' ? error.status : 500;
    if (status >= 400 && status < 500) {
      const message =
        error.type === 'entity.too.large'
          ? 'Request body is too large.'
          : error.type === 'entity.parse.failed'
            ? 'Request body is not valid JSON.'
            : String(error.message ?? 'Bad request.');
      res.status(status).json({ success: false, message });
      return;
    }
    const requestId = req.ctx?.requestId;
    if (isDatabaseUnavailable(error)) {
      logger.warn({ requestId }, 'database unavailable');
      res.setHeader('Retry-After', '5');
      res.status(503).json({ success: false, message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      return;
    }
    logger.error({ err: error, requestId }, 'unexpected error in REST call');
    res.status(500).json({ success: false, message: 'Something went wrong. Please try again.', requestId });
  };
}
