// A small HTTP client for the scale test: keep-alive agents per local address (each simulated
// shopper connects from its own 127.x address, so per-IP limits see different clients through
// HAProxy's X-Forwarded-For), JSON bodies, and the retry rule a real client follows.
import http from 'node:http';
import { sleep } from '../../bench/lib/proc.mjs';

const agents = new Map();
const agentFor = (localAddress) => {
  const key = localAddress ?? '';
  if (!agents.has(key)) agents.set(key, new http.Agent({ keepAlive: true, maxSockets: 4, localAddress }));
  return agents.get(key);
};
export const closeAgents = () => {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
};

/** One request; resolves { status, json, text, error } (never rejects). */
export function request(baseUrl, method, urlPath, { body, headers = {}, localAddress, timeoutMs = 20_000 } = {}) {
  const url = new URL(urlPath, baseUrl);
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        agent: agentFor(localAddress),
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        headers: { 'content-type': 'application/json', ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode, json, text, headers: res.headers });
        });
        // The connection closed in the middle of an answer (headers or part of the body already
        // received): a partial answer, never acceptable (`partial` tells it from a hang-up).
        res.on('error', (error) => resolve({ status: 0, json: null, text: '', error: error.message, partial: true }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, json: null, text: '', error: error.message }));
    if (payload) req.write(payload);
    req.end();
  });
}

export const gqlBody = (query, variables) => ({ query, variables });

/**
 * How an answer reads to a client:
 *  - ok: 2xx, no GraphQL errors
 *  - retryable: a transport error, or a clean JSON 502/503/504 (the balancer's, or the app's
 *    SERVICE_UNAVAILABLE): try again with the same idempotency key
 *  - refused: a clean refusal the shopper sees (4xx, a GraphQL error with a code other than
 *    INTERNAL_SERVER_ERROR, or a mutation payload's userErrors), with a message
 *  - unclean: anything else (5xx that is not retryable, no JSON, an internal error)
 */
export function classify(answer) {
  if (answer.status === 0) return 'retryable';
  const errors = answer.json?.errors;
  // A mutation's refusal (no stock, a coupon) comes as its payload's userErrors.
  if (answer.status >= 200 && answer.status < 300 && !errors?.length && userErrorOf(answer)) return 'refused';
  const code = Array.isArray(errors) ? errors[0]?.extensions?.code : undefined;
  if ([502, 503, 504].includes(answer.status)) return answer.json ? 'retryable' : 'unclean';
  if (code === 'SERVICE_UNAVAILABLE') return 'retryable';
  if (answer.status >= 200 && answer.status < 300 && !errors?.length) return answer.json ? 'ok' : 'unclean';
  if (code === 'INTERNAL_SERVER_ERROR' || answer.status >= 500) return 'unclean';
  if (!answer.json) return 'unclean';
  if (Array.isArray(errors) ? typeof errors[0]?.message === 'string' : typeof answer.json.message === 'string') return 'refused';
  return 'unclean';
}

/** The first user error of a mutation payload in a GraphQL answer (`data.<field>.userErrors[0]`), if any. */
export function userErrorOf(answer) {
  const data = answer.json?.data;
  if (!data || typeof data !== 'object') return null;
  for (const value of Object.values(data)) {
    const first = value && typeof value === 'object' && Array.isArray(value.userErrors) ? value.userErrors[0] : null;
    if (first) return first;
  }
  return null;
}

/**
 * How a failed attempt ended, for the test's tallies:
 *  - 'partial': the connection closed after part of an answer (never acceptable)
 *  - 'no answer': the connection closed before any byte of an answer ("socket hang up", a reset)
 *  - 'json <status>': a clean JSON 502/503/504 (the balancer's errorfile, or the app's)
 *  - 'other': a transport error before the request was sent (refused, timeout)
 */
export function failureOf(answer) {
  if (answer.status !== 0) return `json ${answer.status}`;
  if (answer.partial) return 'partial';
  if (/socket hang up|ECONNRESET/i.test(answer.error ?? '')) return 'no answer';
  return 'other';
}

/**
 * Sends a request, retrying retryable answers (same body: same idempotency key) with a backoff.
 * `op` names the call in `stats.failures[op][failureOf(answer)]`.
 */
export async function withRetries(send, { attempts = 8, stats, op = 'request' } = {}) {
  let answer;
  for (let i = 0; i < attempts; i++) {
    answer = await send();
    answer.kind = classify(answer);
    answer.attempts = i + 1;
    if (answer.kind !== 'retryable') return answer;
    if (stats?.failures) {
      const how = failureOf(answer);
      stats.failures[op] ??= {};
      stats.failures[op][how] = (stats.failures[op][how] ?? 0) + 1;
    }
    if (stats) {
      stats.retriedAt?.push(`${((Date.now() - stats.started) / 1000).toFixed(1)} s ${answer.status || answer.error}`);
      const reason = answer.status === 0 ? `transport: ${answer.error}` : `${answer.status}${answer.json?.errors?.[0]?.extensions?.code ? ` ${answer.json.errors[0].extensions.code}` : ''}`;
      stats.retried[reason] = (stats.retried[reason] ?? 0) + 1;
    }
    await sleep(250 * (i + 1));
  }
  answer.kind = 'gave up';
  return answer;
}
