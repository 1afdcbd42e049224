/**
 * Turns an uploaded file into the renditions the store shows: each width the store uses (cards,
 * the product page, zoom), in WebP and AVIF, never enlarged. Anything sharp cannot read as a photo
 * is refused: the file's bytes decide, not its name or declared type.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { badInput } from '../../../shared/errors.js';

/** Widths the shop shows: listing cards (400), product page (800), zoom (1600). */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
/** The width a product's image URL names (what the product page and cards load). */
export const DISPLAY_WIDTH = 800;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
const ACCEPTED_INPUT = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif']);
/** Larger pictures are refused before decoding (decompression bombs): 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_AN_IMAGE = 'That file is not a photo. Upload a JPEG, PNG, WebP or AVIF image.';

export interface ProcessedPhoto {
  /** Content hash of the original: the photo's id in URLs and storage keys. */
  id: string;
  width: number;
  height: number;
  renditions: Array<{ key: string; width: number; format: PhotoFormat; data: Buffer }>;
}

export async function processPhoto(original: Buffer): Promise<ProcessedPhoto> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw badInput(NOT_AN_IMAGE, { field: 'photo' });
  }
  if (!metadata.format || !ACCEPTED_INPUT.has(metadata.format) || !metadata.width || !metadata.height) throw badInput(NOT_AN_IMAGE, { field: 'photo' });
  const id = crypto.createHash('sha256').update(original).digest('hex').slice(0, 32);
  const renditions: ProcessedPhoto['renditions'] = [];
  for (const width of PHOTO_WIDTHS) {
    // rotate() applies the EXIF orientation (phone photos), then metadata is dropped.
    const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
    const [webp, avif] = await Promise.all([resized.clone().webp({ quality: 80 }).toBuffer(), resized.clone().avif({ quality: 50, effort: 2 }).toBuffer()]);
    renditions.push({ key: `${id}/${width}.webp`, width, format: 'webp', data: webp }, { key: `${id}/${width}.avif`, width, format: 'avif', data: avif });
  }
  const portrait = (metadata.orientation ?? 1) >= 5;
  return { id, width: portrait ? metadata.height : metadata.width, height: portrait ? metadata.width : metadata.height, renditions };
}
