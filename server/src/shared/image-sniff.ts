/**
 * What an uploaded file really is, judged from its bytes (never from its name or declared type):
 * a JPEG, PNG or WebP whose header parses and gives a sensible width and height.
 */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** File extension of each accepted type. */
export const IMAGE_EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Largest side accepted, in pixels (a phone photo is ~4,000–8,000). */
const MAX_SIDE = 12_000;

/** What the bytes are: a JPEG, PNG or WebP with its size, or null for anything else. */
export function sniffImage(bytes: Buffer): { type: ImageType; width: number; height: number } | null {
  const found = sniffPng(bytes) ?? sniffJpeg(bytes) ?? sniffWebp(bytes);
  if (!found || found.width < 1 || found.height < 1 || found.width > MAX_SIDE || found.height > MAX_SIDE) return null;
  return found;
}

function sniffPng(b: Buffer) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (b.length < 33 || !b.subarray(0, 8).equals(signature) || b.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { type: 'image/png' as const, width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function sniffJpeg(b: Buffer) {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  // Walk the marker segments to a start-of-frame (SOF0–SOF15 except DHT/JPG/DAC), which holds the size.
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'image/jpeg' as const, height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function sniffWebp(b: Buffer) {
  if (b.length < 30 || b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { type: 'image/webp' as const, width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { type: 'image/webp' as const, width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { type: 'image/webp' as const, width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  return null;
}
