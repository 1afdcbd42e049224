import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createReadiness } from '../../src/app/readiness.js';
import { useTestServer } from '../harness.js';

// A load balancer drains a stopping process through /readyz: it must turn unready while the
// process still answers everything else, and pooled connections must not be reused.
describe('draining before a shutdown', () => {
  const ts = useTestServer();

  it('answers /readyz 503 while still serving requests, each answer closing its connection', async () => {
    const before = await fetch(`${ts.baseUrl}/readyz`);
    expect(before.status).toBe(200);
    expect(before.headers.get('connection')).not.toBe('close');

    ts.readiness.startDraining();

    const ready = await fetch(`${ts.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect((await fetch(`${ts.baseUrl}/healthz`)).status).toBe(200);
    const sections = await fetch(`${ts.baseUrl}/api/v1/user/getSections`);
    expect(sections.status).toBe(200);
    expect(sections.headers.get('connection')).toBe('close');
    const { data, errors } = await ts.gql('{ sections { id } }');
    expect(errors).toBeUndefined();
    expect(data.sections.length).toBeGreaterThan(0);
  });

  it('drains until the balancer has stopped sending: the drain time, then a quiet spell without requests', async () => {
    const readiness = createReadiness();
    const app = express();
    app.use(readiness.closeConnectionsWhileDraining);
    app.get('/readyz', (_req, res) => void res.status(readiness.draining ? 503 : 200).end());
    app.get('/work', (_req, res) => void res.end('ok'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      readiness.startDraining();
      const started = Date.now();
      let done = 0;
      let lastSent = 0;
      const drained = readiness.drained({ minMs: 200, quietMs: 300, maxMs: 5000 }).then(() => (done = Date.now()));
      // The balancer keeps sending for 800 ms (its checks ran late), asking /readyz meanwhile.
      while (Date.now() - started < 800) {
        lastSent = Date.now();
        expect((await fetch(`${base}/work`)).status).toBe(200);
        expect((await fetch(`${base}/readyz`)).status).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Health checks alone do not keep the drain going.
      while (!done) {
        await fetch(`${base}/readyz`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await drained;
      // Not before the drain's requests stopped plus the quiet spell (the last one arrived after lastSent).
      expect(done - lastSent).toBeGreaterThanOrEqual(290);
      expect(done - started).toBeGreaterThanOrEqual(800);
      expect(done - lastSent).toBeLessThan(2000);
      // And never past maxMs, even if requests never stop.
      const capped = createReadiness();
      capped.startDraining();
      const t = Date.now();
      await capped.drained({ minMs: 0, quietMs: 10_000, maxMs: 300 });
      expect(Date.now() - t).toBeLessThan(2000);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
