/**
 * Request-flood limit per client IP on the APIs (/graphql, /admin/graphql and /api/v1): at most
 * FLOOD_MAX_REQUESTS_PER_MINUTE calls a minute from one address (the normalised client address:
 * an IPv6 /64 counts as one, X-Forwarded-For only as far as TRUST_PROXY says) (0 turns it off, as the bench
 * does: its load comes from one address). Answers 429 with Retry-After, in the REST or GraphQL
 * error shape. Counted in the shared engine (shared-state.ts: Redis when REDIS_URL is set, so a
 * client cannot multiply its budget by reaching different processes; else this process's memory).
 * OTP limits per phone and per IP live in the auth service.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedState } from './shared-state.js';
import { clientAddress } from './client-address.js';
import { languageOf, localize } from './i18n/localize.js';
import { restErrorBody } from './http.js';

export function floodLimit(maxPerMinute: number, shared: SharedState, pageCost?: { budget: CostBudget; units: number }): RequestHandler {
  if (maxPerMinute <= 0) return (_req, _res, next) => next();
  const limiter = sharedBudget(shared, 'flood', maxPerMinute);
  return (req, res, next) => {
    // The IETF RateLimit-* fields (draft-ietf-httpapi-ratelimit-headers): the budget, what is left, seconds to its reset.
    const tell = (state: RateLimiterRes) => {
      res.setHeader('RateLimit-Limit', String(maxPerMinute));
      res.setHeader('RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
      res.setHeader('RateLimit-Reset', String(Math.max(0, Math.ceil(state.msBeforeNext / 1000))));
    };
    const address = clientAddress(req);
    limiter.consume(address).then(
      async (state) => {
        tell(state);
        // A prerendered page runs the catalogue's queries in process: it spends their cost too.
        const wait = pageCost ? await pageCost.budget.spend(address, pageCost.units) : null;
        if (wait === null) return next();
        refuse(req, res, wait);
      },
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) return next(rejection);
        tell(rejection);
        refuse(req, res, secondsOf(rejection));
      },
    ).catch(next);
  };
}

/** One limiter per budget name and state, so every route that counts toward it counts the same (a memory limiter counts per instance). */
const limiters = new WeakMap<SharedState, Map<string, RateLimiterAbstract>>();
function sharedBudget(shared: SharedState, name: string, points: number): RateLimiterAbstract {
  const byName = limiters.get(shared) ?? new Map<string, RateLimiterAbstract>();
  limiters.set(shared, byName);
  const key = `${name}:${points}`;
  const limiter = byName.get(key) ?? shared.budget({ name, points, durationSeconds: 60 });
  byName.set(key, limiter);
  return limiter;
}

const secondsOf = (rejection: RateLimiterRes) => Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));

/** The "too many requests" message of a wait, in the request's language. */
export function floodMessage(retryAfterSeconds: number, headers: IncomingHttpHeaders): string {
  return localize(`Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`, languageOf(headers));
}

function refuse(req: Request, res: Response, retryAfterSeconds: number): void {
  const message = floodMessage(retryAfterSeconds, req.headers);
  res.setHeader('Retry-After', String(retryAfterSeconds));
  if (req.originalUrl.startsWith('/graphql') || req.originalUrl.startsWith('/admin/graphql')) {
    res.status(429).json({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }] });
  } else if (req.accepts(['json', 'html']) === 'html') {
    // A page (the prerendered routes): a short page, nothing of the request echoed.
    res.status(429).type('html').send(`<!doctype html><meta charset="utf-8"><title>429</title><p>${message}</p>`);
  } else {
    res.status(429).json(restErrorBody('RATE_LIMITED', message, { code: 'RATE_LIMITED', retryAfterSeconds }));
  }
}

/**
 * An address's budget in GraphQL cost a minute (FLOOD_MAX_COST_PER_MINUTE; issue 25, item 3): the
 * request budget alone let one address send 513 nested fan-outs a minute (150–290 ms each), a
 * tenth of a listing's price in requests. `spend` answers null when the units were spent, else
 * the seconds to wait (nothing spent).
 */
export interface CostBudget {
  spend(address: string, units: number): Promise<number | null>;
}

export function costBudget(maxPerMinute: number, maxRequestsPerMinute: number, shared: SharedState): CostBudget | null {
  if (maxPerMinute <= 0 || maxRequestsPerMinute <= 0) return null;
  const limiter = sharedBudget(shared, 'flood-cost', maxPerMinute);
  return {
    async spend(address, units) {
      if (units <= 0) return null;
      try {
        await limiter.consume(address, Math.min(Math.ceil(units), maxPerMinute));
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return secondsOf(rejection);
        throw rejection;
      }
    },
  };
}
