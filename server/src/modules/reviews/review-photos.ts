/**
 * Review photos: what a shopper uploads is checked to be a real image (decoded by sharp, not
 * trusted by its name or content type), shrunk to at most 1600 px, re-encoded to WebP and stored
 * without its metadata (sharp drops EXIF, GPS position included, unless asked to keep it).
 */
import sharp from 'sharp';
import { badInput } from '../../shared/errors.js';

export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'heif'] as const;
const MAX_SIDE = 1600;
/** Refuse decompression bombs: a small file that unpacks to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

/** "5 MB", "1.5 MB", "200 KB". */
export const formatBytes = (n: number): string => (n >= 1_000_000 ? `${Number((n / 1_000_000).toFixed(1))} MB` : `${Math.round(n / 1000)} KB`);
export const tooLarge = (maxBytes: number) => badInput(`Photos can be at most ${formatBytes(maxBytes)}.`);

export const NOT_AN_IMAGE = 'Photos must be JPEG, PNG, WebP or HEIC images.';

/** Re-encodes an uploaded image to WebP; BAD_INPUT when it is too big or not an image. */
export async function reencodePhoto(bytes: Buffer, maxBytes: number): Promise<Buffer> {
  if (bytes.length === 0) throw badInput('Choose a photo to upload.');
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !(PHOTO_FORMATS as readonly string[]).includes(format)) throw badInput(NOT_AN_IMAGE);
    // rotate() applies the EXIF orientation before the metadata is dropped.
    return await image.rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } catch (error) {
    if (error instanceof Error && error.name === 'DomainError') throw error;
    throw badInput(NOT_AN_IMAGE);
  }
}
