/**
 * Request-flood limit per client IP on the APIs (/graphql and /api/v1): at most
 * FLOOD_MAX_REQUESTS_PER_MINUTE calls a minute from one address (0 turns it off, as the bench
 * does: its load comes from one address). Answers 429 with Retry-After, in the REST or GraphQL
 * error shape. In memory: each server process counts its own callers, which is what a single
 * process needs; several processes behind a balancer would share rate-limiter-flexible's
 * PostgreSQL store instead. OTP limits per phone and per IP live in the auth service.
 */
import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export function floodLimit(maxPerMinute: number): RequestHandler {
  if (maxPerMinute <= 0) return (_req, _res, next) => next();
  const limiter = new RateLimiterMemory({ points: maxPerMinute, duration: 60 });
  return (req, res, next) => {
    limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) return next(rejection);
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        const message = `Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
        res.setHeader('Retry-After', String(retryAfterSeconds));
        if (req.originalUrl.startsWith('/graphql')) {
          res.status(429).json({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }] });
        } else {
          res.status(429).json({ success: false, message, code: 'RATE_LIMITED', retryAfterSeconds });
        }
      },
    );
  };
}
