/**
 * Request-flood limit per client IP on the APIs (/graphql, /admin/graphql and /api/v1): at most
 * FLOOD_MAX_REQUESTS_PER_MINUTE calls a minute from one address (the normalised client address:
 * an IPv6 /64 counts as one, X-Forwarded-For only as far as TRUST_PROXY says) (0 turns it off, as the bench
 * does: its load comes from one address). Answers 429 with Retry-After, in the REST or GraphQL
 * error shape. Counted in the shared engine (shared-state.ts: Redis when REDIS_URL is set, so a
 * client cannot multiply its budget by reaching different processes; else this process's memory).
 * OTP limits per phone and per IP live in the auth service.
 */
import type { RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedState } from './shared-state.js';
import { clientAddress } from './client-address.js';
import { languageOf, localize } from './i18n/localize.js';
import { restErrorBody } from './http.js';

export function floodLimit(maxPerMinute: number, shared: SharedState): RequestHandler {
  if (maxPerMinute <= 0) return (_req, _res, next) => next();
  const limiter = shared.budget({ name: 'flood', points: maxPerMinute, durationSeconds: 60 });
  return (req, res, next) => {
    // The IETF RateLimit-* fields (draft-ietf-httpapi-ratelimit-headers): the budget, what is left, seconds to its reset.
    const tell = (state: RateLimiterRes) => {
      res.setHeader('RateLimit-Limit', String(maxPerMinute));
      res.setHeader('RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
      res.setHeader('RateLimit-Reset', String(Math.max(0, Math.ceil(state.msBeforeNext / 1000))));
    };
    limiter.consume(clientAddress(req)).then(
      (state) => {
        tell(state);
        next();
      },
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) return next(rejection);
        tell(rejection);
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        const message = localize(`Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`, languageOf(req.headers));
        res.setHeader('Retry-After', String(retryAfterSeconds));
        if (req.originalUrl.startsWith('/graphql') || req.originalUrl.startsWith('/admin/graphql')) {
          res.status(429).json({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }] });
        } else {
          res.status(429).json(restErrorBody('RATE_LIMITED', message, { code: 'RATE_LIMITED', retryAfterSeconds }));
        }
      },
    );
  };
}
