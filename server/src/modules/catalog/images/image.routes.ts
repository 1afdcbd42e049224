/**
 * Serves the generated catalogue images at deterministic URLs (see image-urls.ts), with
 * long-lived immutable cache headers: the same URL always draws the same picture.
 */
import { Router, type Response } from 'express';
import type { Garment } from '../seed/catalog-data.js';
import { PRODUCT_VIEWS, type ProductView } from './image-urls.js';
import { avatarSvg, bannerSvg, categorySvg, collectionSvg, dealSvg, GARMENTS, offerSvg, productSvg } from './svg.js';

const CATEGORY_GARMENT: Record<string, Garment> = {
  't-shirts': 'tshirt', shirts: 'shirt', jeans: 'jeans', trousers: 'trousers', kurtas: 'kurta', jackets: 'jacket',
  kurtis: 'kurti', sarees: 'saree', dresses: 'dress', tops: 'top', leggings: 'leggings', 'ethnic-sets': 'ethnicset',
};
const CATEGORY_COLOUR = ['#7b1e2b', '#1f4e9c', '#2f3e66', '#d8c3a0', '#d4a017', '#1c1c1c', '#e07a9a', '#c0392b', '#1f7a7a', '#a99bd1', '#1b2a4a', '#2e7d4f'];

const cache = new Map<string, string>();
const MAX_CACHED = 5000;

function send(res: Response, key: string, draw: () => string) {
  let svg = cache.get(key);
  if (svg === undefined) {
    svg = draw();
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, svg);
  }
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.send(svg);
}

function notFound(res: Response) {
  res.status(404).type('text/plain').send('No such image.');
}

export function imageRoutes(): Router {
  const router = Router();
  router.get('/img/p/:garment/:view/:file', (req, res) => {
    const { garment, view, file } = req.params;
    const hex = /^([0-9a-f]{6})\.svg$/.exec(file)?.[1];
    if (!hex || !GARMENTS.includes(garment as Garment) || !PRODUCT_VIEWS.includes(view as ProductView)) return notFound(res);
    send(res, req.path, () => productSvg(garment as Garment, view as ProductView, `#${hex}`));
  });
  router.get('/img/category/:file', (req, res) => {
    const slug = /^([a-z0-9-]{1,80})\.svg$/.exec(req.params.file)?.[1];
    const key = slug && Object.keys(CATEGORY_GARMENT).find((name) => slug === name || slug.endsWith(`-${name}`));
    if (!slug || !key) return notFound(res);
    const colour = CATEGORY_COLOUR[Object.keys(CATEGORY_GARMENT).indexOf(key)];
    send(res, req.path, () => categorySvg(CATEGORY_GARMENT[key], colour));
  });
  router.get('/img/banner/:file', (req, res) => {
    const n = /^([1-9])\.svg$/.exec(req.params.file)?.[1];
    if (!n) return notFound(res);
    send(res, req.path, () => bannerSvg(Number(n)));
  });
  const bySlug = (prefix: string, draw: (slug: string) => string) =>
    router.get(`/img/${prefix}/:file`, (req, res) => {
      const slug = /^([a-z0-9-]{1,80})\.svg$/.exec(req.params.file)?.[1];
      if (!slug) return notFound(res);
      send(res, req.path, () => draw(slug));
    });
  bySlug('offer', offerSvg);
  bySlug('collection', collectionSvg);
  bySlug('avatar', avatarSvg);
  router.get('/img/deal/:file', (req, res) => {
    const price = /^(\d{2,5})\.svg$/.exec(req.params.file)?.[1];
    if (!price) return notFound(res);
    send(res, req.path, () => dealSvg(Number(price)));
  });
  return router;
}
