/**
 * Serves the built client: hashed assets with long cache headers, and index.html for every
 * other GET so each route of the spec loads on refresh (SPA fallback).
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

export function staticClient(clientDir: string): Router {
  const router = Router();
  const indexHtml = path.join(clientDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  router.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
