/**
 * Serves the generated catalogue images at deterministic URLs (see image-urls.ts), with
 * long-lived immutable cache headers: the same URL always draws the same picture.
 *
 * Each drawing is served as WebP (what the seed stores, `….webp`) and as the SVG it is drawn from
 * (`….svg`, for rows and links made before). WebP because a browser handles an SVG <img> as a
 * document of its own on the page's main thread (parse, style, layout, paint: a listing's 20 cards
 * and their hover images were ≈ 12–15 % of its main-thread time), while a raster image is decoded
 * off it. Each WebP is rasterised once per process (sharp, ≈ 5–160 ms) and kept.
 *
 * Every route draws only from a bounded set: the catalogue's palette of colours, the categories'
 * garments, the testimonials' names, deal prices ending in 99. Before, any of 16.7 million colours
 * drew a new product shot and any slug ending in "-kurtas" a new category tile, each rasterised
 * anew (≈ 100 ms of CPU a request, outside the API's flood limit); now a URL outside the set is a
 * 404, and the rasterised images are kept by drawing, so two URLs of one drawing share one WebP.
 */
import crypto from 'node:crypto';
import { Router, type Response } from 'express';
import sharp from 'sharp';
import { COLOURS, slugify, TESTIMONIALS, type Garment } from '../seed/catalog-data.js';
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

/** The catalogue's colours ("c0392b"): the only product shots drawn. */
const PALETTE = new Set(Object.values(COLOURS).map((value) => value.replace('#', '').toLowerCase()));
/** The testimonials' avatars ("priya-sharma"), as the seed names them. */
const AVATARS = new Set(TESTIMONIALS.map((t) => slugify(t.name)));
/** Deal tiles: "under ₹399" … ₹9,999 (content.service's DEAL_PRICES are among them). */
const DEAL_PRICE = /^[1-9]\d?99$/;

const svgCache = new Map<string, string>();
const MAX_CACHED_SVGS = 5000;
/**
 * Rasterised images by drawing (a hash of the SVG), and the ones being rasterised: two requests
 * for one drawing rasterise once. Every drawing the routes allow fits (≈ 1,000: 648 product shots,
 * the rest posters and tiles), so none is rasterised twice.
 */
const webpCache = new Map<string, Promise<Buffer>>();
/** ≈ 5–15 KB each: the 1k catalogue's 321 product images and the home page's are ≈ 4 MB. */
const MAX_CACHED_WEBPS = 2000;
let rasterised = 0;

/** How many drawings this process has rasterised (tests: a repeated drawing is not rasterised again). */
export function rasterisedCount(): number {
  return rasterised;
}

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
  rasterised++;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** Express 5 hands a rejection to the app's error handler (logged, 500). */
async function send(res: Response, drawing: string, format: ImageFormat, draw: () => string): Promise<void> {
  const svg = cached(svgCache, MAX_CACHED_SVGS, drawing, draw);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  if (format === 'svg') {
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.send(svg);
    return;
  }
  const key = crypto.createHash('sha1').update(svg).digest('base64');
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
    if (!hex || !PALETTE.has(hex) || !GARMENTS.includes(garment as Garment) || !PRODUCT_VIEWS.includes(view as ProductView)) return notFound(res);
    return send(res, `p/${garment}/${view}/${hex}`, format as ImageFormat, () => productSvg(garment as Garment, view as ProductView, `#${hex}`));
  });
  router.get('/img/category/:file', (req, res) => {
    const [, slug, format] = FILE.exec(req.params.file) ?? [];
    const key = slug && SLUG.test(slug) && Object.keys(CATEGORY_GARMENT).find((name) => slug === name || slug.endsWith(`-${name}`));
    if (!slug || !key) return notFound(res);
    const colour = CATEGORY_COLOUR[Object.keys(CATEGORY_GARMENT).indexOf(key)];
    // "men-kurtas" and "women-kurtas" (or any "…-kurtas") are one drawing.
    return send(res, `category/${key}`, format as ImageFormat, () => categorySvg(CATEGORY_GARMENT[key], colour));
  });
  router.get('/img/banner/:file', (req, res) => {
    const [, n, format] = FILE.exec(req.params.file) ?? [];
    if (!n || !/^[1-9]$/.test(n)) return notFound(res);
    return send(res, `banner/${n}`, format as ImageFormat, () => bannerSvg(Number(n)));
  });
  // Offer posters and collection tiles draw from a hash of the slug (≤ 60 and ≤ 12 drawings): any
  // slug is served, and the WebP cache is by drawing. Avatars draw the initials: the testimonials' only.
  const bySlug = (prefix: string, draw: (slug: string) => string, allowed: (slug: string) => boolean = () => true) =>
    router.get(`/img/${prefix}/:file`, (req, res) => {
      const [, slug, format] = FILE.exec(req.params.file) ?? [];
      if (!slug || !SLUG.test(slug) || !allowed(slug)) return notFound(res);
      return send(res, `${prefix}/${slug}`, format as ImageFormat, () => draw(slug));
    });
  bySlug('offer', offerSvg);
  bySlug('collection', collectionSvg);
  bySlug('avatar', avatarSvg, (slug) => AVATARS.has(slug));
  router.get('/img/deal/:file', (req, res) => {
    const [, price, format] = FILE.exec(req.params.file) ?? [];
    if (!price || !DEAL_PRICE.test(price)) return notFound(res);
    return send(res, `deal/${price}`, format as ImageFormat, () => dealSvg(Number(price)));
  });
  return router;
}
