/**
 * Readiness for a load balancer. On shutdown the process first *drains*: `/readyz` answers 503
 * so the balancer's health check takes it out of rotation, while requests still arriving are
 * served (each answer says `Connection: close`, so the balancer's pooled connections to this
 * process end after their request instead of being reused). Only then does main.ts stop
 * accepting and wait for requests in flight.
 *
 * How long to drain: at least SHUTDOWN_DRAIN_SECONDS, and then until no request (other than the
 * health checks) has arrived for a quiet second. A fixed time is not enough: on a CPU-starved
 * machine the balancer's checks ran late and it was still sending when the process stopped
 * accepting and closed its idle connections; a request sent on one of those at that instant was
 * lost (a POST without an Idempotency-Key header cannot be replayed, and HAProxy 2.6 then closes
 * the client's kept-alive connection without an answer).
 */
import type { RequestHandler } from 'express';

export interface Readiness {
  readonly draining: boolean;
  startDraining(): void;
  /**
   * Resolves once draining has lasted `minMs` and no request other than `/readyz` has arrived for
   * `quietMs` (the balancer has stopped sending), or after `maxMs` whatever happens.
   */
  drained(options: { minMs: number; quietMs: number; maxMs: number }): Promise<void>;
  /** Marks every answer `Connection: close` while draining (and notes when requests arrive). */
  closeConnectionsWhileDraining: RequestHandler;
}

export function createReadiness(): Readiness {
  let draining = false;
  let drainStartedAt = 0;
  let lastRequestAt = 0;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      if (draining) return;
      draining = true;
      drainStartedAt = Date.now();
      lastRequestAt = drainStartedAt;
    },
    async drained({ minMs, quietMs, maxMs }) {
      const deadline = drainStartedAt + maxMs;
      for (;;) {
        const now = Date.now();
        const due = Math.max(drainStartedAt + minMs, lastRequestAt + quietMs);
        if (now >= due || now >= deadline) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(due, deadline) - now));
      }
    },
    closeConnectionsWhileDraining: (req, res, next) => {
      if (draining) {
        res.setHeader('connection', 'close');
        if (req.path !== '/readyz') lastRequestAt = Date.now();
      }
      next();
    },
  };
}
