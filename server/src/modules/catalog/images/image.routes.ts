/**
 * Serves the generated catalogue images at deterministic URLs (see image-urls.ts), with
 * long-lived immutable cache headers: the same URL always draws the same picture.
 *
 * Each drawing is served as WebP (what the seed stores, `….webp`) and as the SVG it is drawn from
 * (`….svg`, for rows and links made before). WebP because a browser handles an SVG <img> as a
 * document of its own on the page's main thread (parse, style, layout, paint: a listing's 20 cards
 * and their hover images were ≈ 12–15 % of its main-thread time), while a raster image is decoded
 * off it. Each WebP is rasterised once per process (sharp, ≈ 5–160 ms) and kept.
 */
import { Router, type Response } from 'express';
import sharp from 'sharp';
import type { Garment } from '../seed/catalog-data.js';
import { PRODUCT_VIEWS, type ProductView } from './image-urls.js';
import { avatarSvg, bannerSvg, categorySvg, collectionSvg, dealSvg, GARMENTS, offerSvg, productSvg } from './svg.js';

const CATEGORY_GARMENT: Record<string, Garment> = {
  't-shirts': 'tshirt', shirts: 'shirt', jeans: 'jeans', trousers: 'trousers', kurtas: 'kurta', jackets: 'jacket',
  kurtis: 'kurti', sarees: 'saree', dresses: 'dress', tops: 'top', leggings: 'leggings', 'ethnic-sets': 'ethnicset',
};
const CATEGORY_COLOUR = ['#7b1e2b', '#1f4e9c', '#2f3e66', '#d8c3a0', '#d4a017', '#1c1c1c', '#e07a9a', '#c0392b', '#1f7a7a', '#a99bd1', '#1b2a4a', '#2e7d4f'];

type ImageFormat = 'svg' | 'webp';
/** "men-kurtas.webp" → name "men-kurtas", format "webp"; each route checks the name itself. */
const FILE = /^(.+)\.(svg|webp)$/;
const SLUG = /^[a-z0-9-]{1,80}$/;

const svgCache = new Map<string, string>();
const MAX_CACHED_SVGS = 5000;
/** Rasterised images (and the ones being rasterised: two requests for one image rasterise once). */
const webpCache = new Map<string, Promise<Buffer>>();
/** ≈ 5–15 KB each: the 1k catalogue's 321 product images and the home page's are ≈ 4 MB. */
const MAX_CACHED_WEBPS = 2000;

function cached<T>(cache: Map<string, T>, max: number, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
  }
  return value;
}

/** The drawing as WebP at its own size (quality 80: as the staff's uploaded photos). */
function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** Express 5 hands a rejection to the app's error handler (logged, 500). */
async function send(res: Response, key: string, format: ImageFormat, draw: () => string): Promise<void> {
  const svg = cached(svgCache, MAX_CACHED_SVGS, key.replace(/\.webp$/, '.svg'), draw);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  if (format === 'svg') {
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.send(svg);
    return;
  }
  const webp = cached(webpCache, MAX_CACHED_WEBPS, key, () => rasterise(svg));
  try {
    res.type('image/webp').send(await webp);
  } catch (error) {
    webpCache.delete(key);
    res.removeHeader('Cache-Control');
    throw error;
  }
}

function notFound(res: Response) {
  res.status(404).type('text/plain').send('No such image.');
}

export function imageRoutes(): Router {
  const router = Router();
  router.get('/img/p/:garment/:view/:file', (req, res) => {
    const { garment, view, file } = req.params;
    const [, hex, format] = FILE.exec(file) ?? [];
    if (!hex || !/^[0-9a-f]{6}$/.test(hex) || !GARMENTS.includes(garment as Garment) || !PRODUCT_VIEWS.includes(view as ProductView)) return notFound(res);
    return send(res, req.path, format as ImageFormat, () => productSvg(garment as Garment, view as ProductView, `#${hex}`));
  });
  router.get('/img/category/:file', (req, res) => {
    const [, slug, format] = FILE.exec(req.params.file) ?? [];
    const key = slug && SLUG.test(slug) && Object.keys(CATEGORY_GARMENT).find((name) => slug === name || slug.endsWith(`-${name}`));
    if (!slug || !key) return notFound(res);
    const colour = CATEGORY_COLOUR[Object.keys(CATEGORY_GARMENT).indexOf(key)];
    return send(res, req.path, format as ImageFormat, () => categorySvg(CATEGORY_GARMENT[key], colour));
  });
  router.get('/img/banner/:file', (req, res) => {
    const [, n, format] = FILE.exec(req.params.file) ?? [];
    if (!n || !/^[1-9]$/.test(n)) return notFound(res);
    return send(res, req.path, format as ImageFormat, () => bannerSvg(Number(n)));
  });
  const bySlug = (prefix: string, draw: (slug: string) => string) =>
    router.get(`/img/${prefix}/:file`, (req, res) => {
      const [, slug, format] = FILE.exec(req.params.file) ?? [];
      if (!slug || !SLUG.test(slug)) return notFound(res);
      return send(res, req.path, format as ImageFormat, () => draw(slug));
    });
  bySlug('offer', offerSvg);
  bySlug('collection', collectionSvg);
  bySlug('avatar', avatarSvg);
  router.get('/img/deal/:file', (req, res) => {
    const [, price, format] = FILE.exec(req.params.file) ?? [];
    if (!price || !/^\d{2,5}$/.test(price)) return notFound(res);
    return send(res, req.path, format as ImageFormat, () => dealSvg(Number(price)));
  });
  return router;
}
