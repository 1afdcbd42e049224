/**
 * REST for review photos: the one review call GraphQL cannot carry well (binary bodies). The
 * shopper sends the image bytes as the body (`Content-Type: image/jpeg|png|webp|heic`) and gets an
 * id to pass in `ReviewInput.photoIds`.
 */
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { handle } from '../../shared/http.js';
import { unauthenticated } from '../../shared/errors.js';
import { tooLarge } from './review-photos.js';
import { MESSAGES } from './review.service.js';

export function reviewRoutes(): Router {
  const router = Router();
  router.post(
    '/reviews/photos',
    // Who is asking is known before the body is read: visitors' uploads are refused unread.
    (req: Request, _res: Response, next: NextFunction) => next(req.ctx.customerId === null ? unauthenticated(MESSAGES.visitor) : undefined),
    (req: Request, res: Response, next: NextFunction) => {
      const maxBytes = req.ctx.services.config.REVIEW_PHOTO_MAX_BYTES;
      express.raw({ type: () => true, limit: maxBytes })(req, res, (error?: unknown) => {
        if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return next(tooLarge(maxBytes));
        next(error);
      });
    },
    handle(async (ctx, req) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const photo = await ctx.services.reviews.uploadPhoto(ctx.serviceContext, bytes);
      return { success: true, photo };
    }, 201),
  );
  return router;
}
