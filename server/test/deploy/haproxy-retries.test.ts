/**
 * The balancer's answer when an app process dies with a request in flight (issue 15): the real
 * deploy/haproxy.cfg (Debian's HAProxy 2.6) in front of three small HTTP servers of this test. The
 * first request to reach a server on /work has its connection cut after the server read it (as a
 * SIGKILL after the work was done would); later ones are answered.
 *   - a request that is safe to replay (GET, or a POST with an Idempotency-Key header) is replayed
 *     by HAProxy on another server: the client gets the answer, never the failure;
 *   - a POST without the header is never replayed (it may have been applied): the client gets the
 *     JSON 502 on a new connection, and on a kept-alive one a close before any byte of an answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const root = path.resolve(import.meta.dirname, '../../..');

type Seen = { server: string; method: string; body: string; key?: string };
let seen: Seen[] = [];
let cutNext = true;
const servers: http.Server[] = [];
let haproxy: ChildProcess | undefined;
let haproxyLog = '';
let lbPort = 0;

const startServer = (name: string) =>
  new Promise<number>((resolve) => {
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (req.url === '/readyz') return void res.end('{"status":"ok"}');
        seen.push({ server: name, method: req.method ?? '', body, key: req.headers['idempotency-key'] as string | undefined });
        if (cutNext) {
          cutNext = false;
          return void req.socket.destroy();
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ server: name, body }));
      });
    });
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

/** A port nothing listens on (a server of ours opened and closed on it). */
async function spare() {
  const port = await startServer('spare');
  servers.pop()?.close();
  return port;
}

type Answer = { status: number; text: string; error?: string };
function send(agent: http.Agent, method: string, urlPath: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port: lbPort, method, path: urlPath, agent, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', (e) => resolve({ status: 0, text, error: `partial: ${e.message}` }));
    });
    req.on('error', (e) => resolve({ status: 0, text: '', error: e.message }));
    req.end(body);
  });
}

/** A kept-alive client connection that has already carried one answered request. */
async function keptAlive() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cutNext = false;
  expect((await send(agent, 'GET', '/warm-up')).status).toBe(200);
  seen = [];
  cutNext = true;
  return agent;
}

beforeAll(async () => {
  expect(fs.existsSync(HAPROXY), `${HAPROXY} (apt-get install -y haproxy, or set HAPROXY_BIN)`).toBe(true);
  const apps = [await startServer('app1'), await startServer('app2'), await startServer('app3')];
  lbPort = await spare();
  const statsPort = await spare();
  haproxy = spawn(HAPROXY, ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      KAPDA_LB_BIND: `127.0.0.1:${lbPort}`,
      KAPDA_LB_STATS: `127.0.0.1:${statsPort}`,
      KAPDA_APP1: `127.0.0.1:${apps[0]}`,
      KAPDA_APP2: `127.0.0.1:${apps[1]}`,
      KAPDA_APP3: `127.0.0.1:${apps[2]}`,
      KAPDA_LB_ERRORS: path.join(root, 'deploy/haproxy-errors'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  haproxy.stdout?.on('data', (c) => (haproxyLog += c));
  haproxy.stderr?.on('data', (c) => (haproxyLog += c));
  for (let i = 0; ; i++) {
    const up = await send(new http.Agent(), 'GET', '/lb-health');
    if (up.status === 200) break;
    if (i > 100 || haproxy.exitCode !== null) throw new Error(`HAProxy did not start: ${haproxyLog}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  haproxy?.kill('SIGKILL');
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

beforeEach(() => {
  seen = [];
  cutNext = true;
});

describe('deploy/haproxy.cfg when a process dies with a request in flight', () => {
  it('replays a POST with an Idempotency-Key header on another process: the client gets the answer', async () => {
    const agent = await keptAlive();
    const body = '{"query":"mutation { placeOrder }","variables":{"idempotencyKey":"k-1"}}';
    const answer = await send(agent, 'POST', '/work', body, { 'idempotency-key': 'k-1' });
    expect(answer, haproxyLog.slice(-2000)).toMatchObject({ status: 200 });
    expect(seen).toHaveLength(2);
    expect(seen[1].server).not.toBe(seen[0].server);
    expect(seen.map((s) => [s.body, s.key])).toEqual([
      [body, 'k-1'],
      [body, 'k-1'],
    ]);
    expect(JSON.parse(answer.text)).toEqual({ server: seen[1].server, body });
  });

  it('replays a GET on another process', async () => {
    const agent = await keptAlive();
    const answer = await send(agent, 'GET', '/work?x=1');
    expect(answer.status).toBe(200);
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
  });

  it('never replays a POST without the header; on a new connection the client gets the JSON 502', async () => {
    const answer = await send(new http.Agent({ keepAlive: false }), 'POST', '/work', '{"query":"mutation { addToCart }"}');
    expect(seen).toHaveLength(1);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text).errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryable: true });
  });

  it('never replays a POST without the header on a kept-alive connection either (HAProxy 2.6 closes it unanswered)', async () => {
    const agent = await keptAlive();
    const answer = await send(agent, 'POST', '/work', '{"query":"mutation { addToCart }"}');
    expect(seen).toHaveLength(1);
    // HAProxy 2.6's abort_keep_alive: nothing sent, never part of an answer (the README says so).
    expect(answer.status).toBe(0);
    expect(answer.error).toMatch(/socket hang up|ECONNRESET/);
  });
});
