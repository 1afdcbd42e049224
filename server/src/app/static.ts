/**
 * Serves the built client: hashed assets with long cache headers, and index.html for every
 * other GET so each route of the spec loads on refresh (SPA fallback). The HTML of / carries the
 * home hero prerendered (home-prerender.ts) when the banners can be read.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { prerenderHome, type HeroBanner } from './home-prerender.js';

export interface StaticClientOptions {
  /** The active hero banners, for the prerendered first screen of /. */
  homeBanners?: () => Promise<HeroBanner[]>;
  /** How long the banners are reused (ms). */
  bannersTtlMs?: number;
}

export function staticClient(clientDir: string, options: StaticClientOptions = {}): Router {
  const router = Router();
  const indexHtml = path.join(clientDir, 'index.html');
  const ttl = options.bannersTtlMs ?? 5_000;
  let template: { mtimeMs: number; html: string } | null = null;
  let banners: { at: number; value: Promise<HeroBanner[]> } | null = null;

  const readTemplate = () => {
    const { mtimeMs } = fs.statSync(indexHtml);
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, html: fs.readFileSync(indexHtml, 'utf8') };
    return template.html;
  };
  const currentBanners = (): Promise<HeroBanner[]> => {
    if (!options.homeBanners) return Promise.resolve([]);
    if (!banners || Date.now() - banners.at > ttl) {
      const value = options.homeBanners().catch(() => {
        banners = null; // not cached: ask again next time
        return [] as HeroBanner[];
      });
      banners = { at: Date.now(), value };
    }
    return banners.value;
  };

  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  router.get('/{*splat}', async (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path !== '/' || !options.homeBanners) {
      res.sendFile(indexHtml);
      return;
    }
    try {
      // Without banners (none active, database unavailable) this is the plain shell, as on other routes.
      res.type('html').send(prerenderHome(readTemplate(), await currentBanners()));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
