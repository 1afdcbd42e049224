/**
 * GET /uploads/<folder>/<name>: an uploaded image from the configured ImageStorage (the local
 * folder, or the S3 bucket proxied through the app so URLs never change with the storage and the
 * bucket stays private). Names are content hashes or 128 random bits, so answers are cached for a
 * year; a CDN in front of the balancer serves repeats without reaching a server process.
 * Product photos (content negotiation between AVIF and WebP) are answered before this by
 * catalog-admin's photoRoutes.
 */
import { Router } from 'express';
import { UPLOADS_URL, isImageKey, type ImageStorage } from '../shared/image-storage.js';

export function uploadRoutes(storage: ImageStorage): Router {
  const router = Router();
  router.get(`${UPLOADS_URL}/:folder/:name`, async (req, res, next) => {
    const key = `${req.params.folder}/${req.params.name}`;
    if (!isImageKey(key)) return res.status(404).end();
    try {
      const image = await storage.get(key);
      if (!image || !image.contentType.startsWith('image/')) return res.status(404).end();
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.type(image.contentType).send(image.bytes);
    } catch (error) {
      next(error);
    }
  });
  // Anything else under /uploads is no upload (a folder, a deeper path): 404, never the SPA.
  router.use(UPLOADS_URL, (_req, res) => res.status(404).end());
  return router;
}
