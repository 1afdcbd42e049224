/**
 * Serves the built client: hashed assets with long cache headers, and index.html for every
 * other GET so each route of the spec loads on refresh (SPA fallback); a path no client route
 * matches (spa-routes.ts) gets the same page, whose router shows "Page not found", with status 404.
 * The HTML of / carries the
 * home hero prerendered (home-prerender.ts) when the banners can be read; the HTML of a listing,
 * search, category list or product URL its first view and the answers behind it (page-data.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { HERO_DATA_ID, prerenderHome, type HeroBanner } from './home-prerender.js';
import { isSpaRoute } from './spa-routes.js';
import { injectPrerender, prerenderDataBlock, type PrerenderedPage } from './page-prerender.js';

/** Files of the installable app that must never be served stale (client/build/pwa.ts). */
const NO_CACHE_FILES = new Set(['sw.js', 'manifest.webmanifest', 'offline.html']);

export interface StaticClientOptions {
  /** The active hero banners, for the prerendered first screen of /. */
  homeBanners?: () => Promise<HeroBanner[]>;
  /** How long the banners are reused (ms). */
  bannersTtlMs?: number;
  /**
   * The first view of a listing, search, category list or product URL (page-data.ts), or null.
   * Run for each such request, as a visitor: nothing personal goes into the HTML, and the HTML is
   * still `no-cache` like every page.
   */
  prerender?: (pathname: string, query: Record<string, unknown>) => Promise<PrerenderedPage | null>;
  /** Answers every page's shell reuses (the header's sections), sent with the prerendered home page. */
  shellData?: () => Promise<PrerenderedPage['data']>;
  /** Registers a callback run when staff change banners (the reused ones are dropped). */
  onContentChange?: (dropBanners: () => void) => void;
  /**
   * The store's brand (its settings), or null before the owner has set it. The built shell and the
   * web manifest carry the demo's brand ("Kapda", the build's placeholder); every page and the
   * manifest are served with this one instead, so the tab, the first paint and the installed app
   * show the owner's name.
   */
  brand?: () => Promise<string | null>;
}

/** The brand the client is built with (index.html, client/build/pwa.ts): replaced when served. */
const BUILT_BRAND = 'Kapda';

/** `html` with the built brand replaced by the store's (escaped), or as built when there is none. */
export function withBrand(html: string, brand: string | null): string {
  if (!brand || brand === BUILT_BRAND) return html;
  const escaped = brand.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);
  return html.replaceAll(BUILT_BRAND, escaped);
}

export function staticClient(clientDir: string, options: StaticClientOptions = {}): Router {
  const router = Router();
  const indexHtml = path.join(clientDir, 'index.html');
  const ttl = options.bannersTtlMs ?? 5_000;
  let template: { mtimeMs: number; html: string } | null = null;
  let banners: { at: number; value: Promise<HeroBanner[]> } | null = null;
  options.onContentChange?.(() => {
    banners = null;
  });

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

  const brandOf = () => (options.brand ? options.brand().catch(() => null) : Promise.resolve(null));
  const sendShell = async (res: express.Response, html?: string) => {
    res.type('html').send(withBrand(html ?? readTemplate(), await brandOf()));
  };
  // The installed app's name and the tab's title: the store's brand, never the build's.
  router.get('/manifest.webmanifest', async (_req, res, next) => {
    const file = path.join(clientDir, 'manifest.webmanifest');
    const brand = await brandOf();
    if (!brand || !fs.existsSync(file)) return next();
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const key of ['name', 'short_name', 'description'] as const) {
      if (typeof manifest[key] === 'string') manifest[key] = (manifest[key] as string).replaceAll(BUILT_BRAND, brand);
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/manifest+json').send(JSON.stringify(manifest));
  });
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(
    express.static(clientDir, {
      index: false,
      maxAge: '1h',
      // The service worker and the web manifest are checked for updates on every visit: an hour's
      // cache would keep a fixed worker away from shoppers for that long.
      setHeaders: (res, file) => {
        if (NO_CACHE_FILES.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get('/{*splat}', async (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (!isSpaRoute(req.path)) {
      res.status(404);
      await sendShell(res);
      return;
    }
    if (req.path !== '/' && options.prerender) {
      let page: PrerenderedPage | null = null;
      try {
        page = await options.prerender(req.path, req.query as Record<string, unknown>);
      } catch (error) {
        // A page that cannot be prerendered (database down, …) is still served: the plain shell.
        req.log?.warn({ err: error }, 'prerender failed');
      }
      if (page) {
        await sendShell(res, injectPrerender(readTemplate(), page));
        return;
      }
    }
    if (req.path !== '/' || !options.homeBanners) {
      await sendShell(res);
      return;
    }
    try {
      // Without banners (none active, database unavailable) this is the plain shell, as on other routes.
      const home = prerenderHome(readTemplate(), await currentBanners());
      // Only with the hero: the plain shell stays plain (its app starts as on any other page).
      const shell = home.includes(HERO_DATA_ID) && options.shellData ? await options.shellData().catch(() => ({})) : {};
      await sendShell(res, Object.keys(shell).length ? home.replace('</body>', `${prerenderDataBlock('/', shell)}</body>`) : home);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
