/**
 * Product photos over HTTP:
 * - POST /admin/upload (multipart, one file in the field `photo`), staff of the catalogue roles
 *   only: checked, resized and stored (photo-processing.ts, the shared ImageStorage); answers
 *   `{ url, id, width, height }` where `url` goes into a colour's images.
 * - GET /uploads/<id>/<width>[.webp|.avif]: a rendition; without an extension the best format the
 *   browser accepts (AVIF, else WebP). Content-addressed, so cached for a year.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import type { Services } from '../../../shared/context.js';
import { requireStaffCaller } from '../../staff/staff-auth.js';
import { staffCallerRef, staffMayAct, type StaffCaller } from '../../staff/staff-caller.js';
import { ServiceContext } from '../../../shared/service-context.js';
import { isDomainError } from '../../../shared/errors.js';
import { CATALOGUE_ROLES } from '../catalog-admin.resolver.js';
import type { ImageStorage } from '../../../shared/image-storage.js';
import { DISPLAY_WIDTH, PHOTO_WIDTHS, processPhoto } from './photo-processing.js';

export const UPLOAD_PATH = '/admin/upload';

export function photoRoutes(services: Services, storage: ImageStorage = services.images): Router {
  const router = Router();
  const maxMb = services.config.UPLOAD_MAX_MB;
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: Math.round(maxMb * 1024 * 1024), files: 1, fields: 4, parts: 6 } }).single('photo');
  const refuse = (res: Response, status: number, message: string, code = 'BAD_INPUT') => res.status(status).json({ message, code, field: 'photo' });

  router.post(
    UPLOAD_PATH,
    requireStaffCaller(services),
    (_req: Request, res: Response, next: NextFunction) => {
      const staff = res.locals.staff as StaffCaller;
      if (!staffMayAct(staff, CATALOGUE_ROLES)) return refuse(res, 403, 'Your role may not change the catalogue.', 'FORBIDDEN');
      next();
    },
    (req: Request, res: Response, next: NextFunction) => {
      upload(req, res, (error: unknown) => {
        if (!error) return next();
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return refuse(res, 413, `That photo is larger than ${maxMb} MB. Upload a smaller one.`);
        if (error instanceof multer.MulterError) return refuse(res, 400, 'Send one photo in the form field "photo".');
        return refuse(res, 400, 'The upload could not be read. Try again.');
      });
    },
    async (req: Request, res: Response, next: NextFunction) => {
      if (!req.file) return refuse(res, 400, 'Choose a photo to upload.');
      try {
        const photo = await processPhoto(req.file.buffer);
        await Promise.all(photo.renditions.map((r) => storage.put(r.key, r.data, `image/${r.format}`)));
        const url = `/uploads/${photo.id}/${DISPLAY_WIDTH}`;
        const ctx = ServiceContext.create(services.dataSource, staffCallerRef(res.locals.staff as StaffCaller), String(req.headers['x-request-id'] ?? '') || photo.id);
        await services.catalogAdmin.recordPhotoUpload(ctx, photo.id, { url, name: req.file.originalname.slice(0, 120), bytes: req.file.size });
        res.status(201).json({ url, id: photo.id, width: photo.width, height: photo.height, widths: PHOTO_WIDTHS });
      } catch (error) {
        if (isDomainError(error)) return refuse(res, 415, error.message);
        next(error);
      }
    },
  );

  router.get('/uploads/:id/:file', async (req: Request, res: Response, next: NextFunction) => {
    const id = String(req.params.id);
    const match = /^(\d{2,4})(?:\.(webp|avif))?$/.exec(String(req.params.file));
    // Not a product photo's name: other uploads (review photos) are served further on.
    if (!/^[0-9a-f]{32}$/.test(id) || !match) return next();
    const format = match[2] ?? (req.accepts(['image/avif', 'image/webp']) === 'image/avif' ? 'avif' : 'webp');
    try {
      const image = await storage.get(`${id}/${match[1]}.${format}`);
      if (!image) return res.status(404).end();
      res.setHeader('Vary', 'Accept');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.type(`image/${format}`).send(image.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
