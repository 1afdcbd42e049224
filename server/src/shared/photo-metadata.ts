/**
 * A shopper's photo as stored: the same picture, turned upright by its EXIF orientation, and
 * re-encoded in its own format WITHOUT its metadata. A phone writes where a photo was taken (EXIF
 * GPS) into it; a return photo of a damaged kurta is taken at home and served from an unguessable
 * but login-free URL, so the position must not travel with it. sharp drops EXIF, XMP and IPTC
 * unless asked to keep them.
 */
import sharp from 'sharp';
import type { ImageType } from './image-sniff.js';

/** Refuse decompression bombs: a small file that unpacks to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The photo without metadata, or null when its bytes do not decode as the image they claim. */
export async function withoutMetadata(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    if (type === 'image/jpeg') return await upright.jpeg({ quality: 90 }).toBuffer();
    if (type === 'image/png') return await upright.png().toBuffer();
    return await upright.webp({ quality: 90 }).toBuffer();
  } catch {
    return null;
  }
}
