import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClient } from './static.js';

describe('staticClient: files of the installable app', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Kapda</title>');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Kapda"}');
    fs.writeFileSync(path.join(dir, 'offline.html'), '<!doctype html><h1>You are offline…</h1>');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'export {};');
    const app = express().use(staticClient(dir));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('serves the service worker, manifest and offline page uncached, so a fixed worker reaches shoppers at once', async () => {
    for (const file of ['sw.js', 'manifest.webmanifest', 'offline.html']) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
    expect((await fetch(`${base}/manifest.webmanifest`)).headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect((await fetch(`${base}/sw.js`)).headers.get('content-type')).toMatch(/javascript/);
  });

  it('keeps the other caching rules: hashed assets immutable for a year, other files an hour', async () => {
    expect((await fetch(`${base}/assets/main-abc123.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('staticClient: the store’s brand in the shell and the manifest', () => {
  let server: Server;
  let base: string;
  let brand: string | null = 'Chhavi & Co';
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-brand-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Kapda · Fashion for India</title><span class="logo">Kapda</span><div id="kapda-prerender"></div>');
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Kapda · Fashion for India","short_name":"Kapda","start_url":"/"}');
    const app = express().use(staticClient(dir, { brand: async () => brand }));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('serves every page and the manifest with the owner’s brand (escaped), not the build’s', async () => {
    const html = await (await fetch(`${base}/about-us`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>Chhavi &amp; Co · Fashion for India</title>');
    expect(html).toContain('<span class="logo">Chhavi &amp; Co</span>');
    expect(html).toContain('id="kapda-prerender"'); // ids keep their lower-case name
    expect(html).not.toContain('Kapda');
    const notFound = await fetch(`${base}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('Chhavi &amp; Co');
    expect(await (await fetch(`${base}/manifest.webmanifest`)).json()).toEqual({ name: 'Chhavi & Co · Fashion for India', short_name: 'Chhavi & Co', start_url: '/' });
  });

  it('serves the build as it is while the store has no brand set', async () => {
    brand = null;
    expect(await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text()).toContain('<title>Kapda · Fashion for India</title>');
    expect(((await (await fetch(`${base}/manifest.webmanifest`)).json()) as { short_name: string }).short_name).toBe('Kapda');
  });
});
