import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { handle } from '../../shared/http.js';
import { requireCustomer } from '../../shared/context.js';
import { badInput } from '../../shared/errors.js';

/**
 * Return photos: the shopper uploads each image as the raw request body (Content-Type image/jpeg,
 * image/png or image/webp; the bytes decide, not the header) before asking for the return, and
 * names the answered ids in requestReturn. Served from /uploads/returns/<unguessable key>.
 */
export function returnRoutes(): Router {
  const router = Router();

  // Body: the image bytes → 201 { success, id, url }. Logged-in shoppers only, checked before the body is read.
  router.post(
    '/returns/photos',
    (req: Request, _res: Response, next: NextFunction) => {
      try {
        requireCustomer(req.ctx);
        next();
      } catch (error) {
        next(error);
      }
    },
    (req: Request, res: Response, next: NextFunction) => {
      const max = req.ctx.services.config.RETURN_PHOTO_MAX_BYTES;
      express.raw({ type: () => true, limit: max })(req, res, (error?: unknown) => {
        const tooLarge = (error as { type?: string } | undefined)?.type === 'entity.too.large';
        next(tooLarge ? badInput(`A photo can be at most ${Math.floor(max / (1024 * 1024))} MB.`) : error);
      });
    },
    handle(async (ctx, req) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { id, url } = await ctx.services.returns.savePhoto(requireCustomer(ctx), bytes);
      return { success: true, id, url };
    }, 201),
  );

  return router;
}
