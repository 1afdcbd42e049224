/**
 * Every answer carries `X-Request-Id`: the caller's own (when it is a plain token of up to 120
 * characters) or a new UUID. The same id is the request's log field and its service context's, so
 * a partner quoting it finds the log lines of that call.
 */
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,120}$/;

export const requestIdHeader: RequestHandler = (req, res, next) => {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTABLE.test(given) ? given : crypto.randomUUID();
  // Later readers (the logger, the GraphQL and REST contexts) take it from the request.
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  next();
};
