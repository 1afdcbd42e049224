// A thin wrapper over autocannon's programmatic API: one call runs one scenario and returns the
// figures we report (requests/s, p50/p95/p99 in ms, errors). Latencies are recorded per
// response so any percentile can be read, not only autocannon's fixed set.
import autocannon from 'autocannon';

/**
 * @param {object} o
 * @param {string} o.url            base URL (http://127.0.0.1:port)
 * @param {Array}  o.requests       autocannon request sequence ({method, path, headers, body, setupRequest, onResponse})
 * @param {number} [o.connections]  default 50
 * @param {number} [o.duration]     seconds, default 10
 * @param {number} [o.overallRate]  fixed request rate (req/s) instead of "as fast as it goes"
 * @param {(body: string, status: number) => boolean} [o.ok]  a response counts as an error unless ok() says so
 */
export async function runLoad({ url, requests, connections = 50, duration = 10, overallRate, ok = defaultOk, title = '' }) {
  const latencies = [];
  let failures = 0;
  let firstFailure = null;
  const wrapped = requests.map((request) => ({
    ...request,
    onResponse: (status, body, context, headers) => {
      if (!ok(body, status)) {
        failures++;
        firstFailure ??= `${status} ${String(body).slice(0, 300)}`;
      }
      request.onResponse?.(status, body, context, headers);
    },
  }));
  const instance = autocannon({
    url,
    connections,
    duration,
    overallRate,
    requests: wrapped,
    timeout: 10,
    headers: { 'content-type': 'application/json' },
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await new Promise((resolve, reject) => {
    instance.once('done', resolve);
    instance.once('error', reject);
  });
  const seconds = result.duration || duration;
  return {
    title,
    connections,
    durationSeconds: round(seconds),
    overallRate: overallRate ?? null,
    ...latencyFigures(latencies, seconds),
    // transport errors + timeouts + answers that are not a success (non-2xx or GraphQL errors)
    errors: result.errors + result.timeouts + failures,
    firstFailure,
  };
}

/** Requests, requests/s and exact percentiles (ms) of a run's recorded latencies (sorts them in place). */
export function latencyFigures(latencies, seconds) {
  latencies.sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]) : null);
  return {
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / seconds),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies.length ? round(latencies[latencies.length - 1]) : null,
  };
}

export function defaultOk(body, status) {
  if (status < 200 || status >= 300) return false;
  // GraphQL answers 200 with an errors array when something went wrong, and a mutation's refusal
  // (out of stock, a bad address) as a non-empty userErrors list.
  if (typeof body !== 'string') return true;
  return !body.startsWith('{"errors"') && !body.includes('"errors":[{') && !body.includes('"userErrors":[{');
}

const round = (n) => Math.round(n * 100) / 100;
