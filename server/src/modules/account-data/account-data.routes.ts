import { Router, type RequestHandler } from 'express';
import { requireCustomer } from '../../shared/context.js';
import type { ExportFile } from './account-export.service.js';
import type { RequestContext } from '../../shared/context.js';

/** Sends an export as a JSON file download that no cache keeps. */
function sendExport(make: (ctx: RequestContext, token: string) => Promise<ExportFile>): RequestHandler {
  return (req, res, next) => {
    make(req.ctx, String(req.params.token ?? ''))
      .then(({ fileName, body }) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.send(body);
      })
      .catch(next);
  };
}

/** The data export downloads (ours, not in the spec): by bearer token, or by the link requestDataExport gives. */
export function accountDataRoutes(): Router {
  const router = Router();
  // GET /user/data-export (bearer token) → the caller's data as a JSON file; 429 within a minute of the last export
  router.get('/user/data-export', sendExport((ctx) => {
      requireCustomer(ctx);
      return ctx.services.accountExport.download(ctx.serviceContext);
    }),
  );
  // GET /user/data-export/link/:token → the file behind a link from requestDataExport; 404 when expired or used
  router.get('/user/data-export/link/:token', sendExport((ctx, token) => ctx.services.accountExport.downloadByLink(ctx.serviceContext, token)));
  return router;
}
