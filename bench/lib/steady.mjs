// An open-loop, constant-rate load generator for the "p99 at a steady N requests/s" figures.
//
// Why not autocannon's overallRate: it releases each second's quota in a burst across its
// connections, so even a server at a third of its capacity queues the burst (the bare reference
// showed p50 82 ms at 200 req/s, 36 % of what it can do). Here request i is due at t0 + i / rate,
// whatever happened to the earlier ones (open loop), and its latency is measured from that due
// time, so time spent waiting for a free connection counts (no coordinated omission).
import http from 'node:http';
import { latencyFigures } from './load.mjs';

/**
 * @param {object} o
 * @param {string} o.url          base URL
 * @param {Array}  o.requests     the scenario's requests (first one used: {method, path, body, headers, setupRequest})
 * @param {number} o.rate         requests per second
 * @param {number} o.duration     seconds
 * @param {number} [o.connections] at most this many requests in flight (keep-alive sockets), default 50
 * @param {(body: string, status: number) => boolean} o.ok
 */
export async function runSteady({ url, requests, rate, duration, connections = 50, ok, title = '' }) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const template = requests[0];
  const total = Math.max(1, Math.round(rate * duration));
  const interval = 1000 / rate;
  const latencies = [];
  let failures = 0;
  let firstFailure = null;
  const inFlight = new Set();

  const fire = (due) => {
    let req = { method: template.method ?? 'GET', path: template.path, body: template.body, headers: { 'content-type': 'application/json', ...(template.headers ?? {}) } };
    if (template.setupRequest) req = template.setupRequest({ ...req });
    const done = new Promise((resolve) => {
      const outgoing = http.request({ agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers: req.headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          latencies.push(performance.now() - due);
          const body = Buffer.concat(chunks).toString('utf8');
          if (!ok(body, res.statusCode)) {
            failures++;
            firstFailure ??= `${res.statusCode} ${body.slice(0, 300)}`;
          }
          resolve();
        });
      });
      outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (error) => {
        failures++;
        firstFailure ??= error.message;
        resolve();
      });
      if (req.body !== undefined) outgoing.write(typeof req.body === 'string' ? req.body : JSON.stringify(req.body));
      outgoing.end();
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };

  const t0 = performance.now() + 20;
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && t0 + sent * interval <= now) fire(t0 + sent++ * interval);
      if (sent < total) setTimeout(tick, Math.max(0, t0 + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all([...inFlight]);
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();

  return {
    title,
    connections,
    durationSeconds: round(seconds),
    overallRate: rate,
    generator: 'open-loop constant rate (bench/lib/steady.mjs)',
    ...latencyFigures(latencies, seconds),
    errors: failures,
    firstFailure,
  };
}

const round = (n) => Math.round(n * 100) / 100;
