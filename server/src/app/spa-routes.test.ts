import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../client/src/config/paths.js';
import { isSpaRoute, SPA_ROUTE_PATTERNS } from './spa-routes.js';
import { staticClient } from './static.js';

/** The `path:` of every route in the client's router, with `paths.x` constants resolved. */
function clientRoutePatterns(): string[] {
  const source = fs.readFileSync(path.resolve('client/src/app/router.tsx'), 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/path:\s*(?:'([^']*)'|paths\.(\w+))/g)) {
    const pattern = match[1] ?? (paths as Record<string, unknown>)[match[2]];
    if (typeof pattern !== 'string') throw new Error(`router.tsx uses paths.${match[2]}, which is not a string`);
    if (pattern !== '*') found.push(pattern);
  }
  return found;
}

describe('the server knows the client routes', () => {
  it('lists exactly the client router patterns', () => {
    expect([...SPA_ROUTE_PATTERNS].sort()).toEqual(clientRoutePatterns().sort());
  });

  it('matches routes as React Router does (any id, any case, trailing slash) and nothing else', () => {
    for (const known of ['/', '/add-to-cart', '/product-details/99999', '/order-placed/abc', '/my-profile', '/MY-PROFILE/', '/search', '/admin', '/admin/orders/42']) {
      expect(isSpaRoute(known), known).toBe(true);
    }
    for (const unknown of ['/no-such-page', '/product-details', '/product-details/1/extra', '/add-to-cart/x', '/%E0%A4%A', '/wp-admin', '/administrator']) {
      expect(isSpaRoute(unknown), unknown).toBe(false);
    }
  });
});

describe('SPA fallback status', () => {
  let baseUrl = '';
  let server: ReturnType<express.Express['listen']>;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    const app = express().use(staticClient(dir));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (url: string) => fetch(baseUrl + url, { headers: { accept: 'text/html' } });

  it('answers 200 for a client route and 404 (still the SPA shell) for an unknown path', async () => {
    const known = await get('/product-details/12345');
    expect(known.status).toBe(200);
    const unknown = await get('/definitely-not-a-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>shell</title>');
    expect((await get('/check-out/extra/segments')).status).toBe(404);
  });
});
