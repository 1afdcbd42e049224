/**
 * Where uploaded images live: ONE interface for every upload (staff product photos, review photos,
 * return photos), with two implementations chosen by IMAGE_STORAGE:
 *
 * - `LocalImageStorage` (the default): files under UPLOAD_DIR (default DATA_DIR/uploads), written
 *   then renamed so a reader never sees half a file.
 * - `S3ImageStorage`: an S3-compatible bucket through the official AWS SDK v3 (AWS S3, MinIO, R2,
 *   …), so every server process sees every upload.
 *
 * Either way images are served by the app at `/uploads/<folder>/<name>` (app/uploads.ts proxies the
 * bucket: the bucket stays private, URLs stored in the database never change with the storage,
 * and a CDN in front caches the year-long immutable answers). Callers hand over bytes they have
 * already validated (image-sniff.ts) or re-encoded (sharp); keys are two safe parts,
 * `<folder>/<name>`, and nothing else reaches the disk or the bucket.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /** Stores `bytes` under `key` (`<folder>/<name>`) and answers its public URL path. Overwriting is harmless: names are hashes or random. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The stored image, or null when there is no such key. */
  get(key: string): Promise<StoredImage | null>;
  /** Removes a stored image (no error when it is already gone). */
  remove(key: string): Promise<void>;
}

/** URL prefix the app serves uploads under. */
export const UPLOADS_URL = '/uploads';

const SAFE_PART = /^[a-z0-9][a-z0-9._-]{0,80}$/i;

/** True for `<folder>/<name>` made of safe parts (no dots first, so never `..`). */
export function isImageKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length === 2 && parts.every((part) => SAFE_PART.test(part));
}

export const imageUrl = (key: string): string => `${UPLOADS_URL}/${key}`;

/** The key of an uploads URL path, or null for any other URL. */
export function imageKeyOf(url: string): string | null {
  if (!url.startsWith(`${UPLOADS_URL}/`)) return null;
  const key = url.slice(UPLOADS_URL.length + 1);
  return isImageKey(key) ? key : null;
}

/**
 * Removes stored files once the transaction of `ctx` commits (never before: a rolled-back erasure
 * keeps its photos). A failed removal is reported to the context's error handler; the rows are
 * gone either way, so the file is no longer linked from the store.
 */
export function removeFilesAfterCommit(
  ctx: { afterCommit(hook: () => unknown): void },
  images: Pick<ImageStorage, 'remove'>,
  keys: Array<string | null>,
): void {
  const safe = keys.filter((key): key is string => key !== null && isImageKey(key));
  if (safe.length === 0) return;
  ctx.afterCommit(() => Promise.all(safe.map((key) => images.remove(key))));
}

function checkedKey(key: string): string {
  if (!isImageKey(key)) throw new Error(`unsafe image key ${key}`);
  return key;
}

const TYPE_BY_EXTENSION: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** The image type a stored name says (local files keep no metadata); null for anything else. */
export function imageTypeOfName(name: string): string | null {
  return TYPE_BY_EXTENSION[path.extname(name).slice(1).toLowerCase()] ?? null;
}

export class LocalImageStorage implements ImageStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const file = path.join(this.root, checkedKey(key));
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
    return imageUrl(key);
  }

  async get(key: string): Promise<StoredImage | null> {
    const contentType = imageTypeOfName(key);
    if (!contentType) return null;
    try {
      return { bytes: await fs.readFile(path.join(this.root, checkedKey(key))), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(path.join(this.root, checkedKey(key)), { force: true });
  }
}

export interface S3ImageStorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket ('' or 'folder/'). */
  prefix: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3ImageStorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // A slow bucket fails the upload or image request instead of holding it.
      requestHandler: { requestTimeout: 15_000, connectionTimeout: 5_000 },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.options.prefix + checkedKey(key),
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return imageUrl(key);
  }

  async get(key: string): Promise<StoredImage | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + checkedKey(key) }));
      const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      return { bytes, contentType: answer.ContentType ?? imageTypeOfName(key) ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + checkedKey(key) }));
  }

  destroy(): void {
    this.client.destroy();
  }
}

/** The configured storage: the local folder, or the S3 bucket when IMAGE_STORAGE=s3. */
export function createImageStorage(config: {
  imageStorage: 'local' | 's3';
  UPLOAD_DIR?: string;
  DATA_DIR: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE?: 'true' | 'false';
  S3_PREFIX: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): ImageStorage {
  if (config.imageStorage === 'local') return new LocalImageStorage(uploadsDir(config));
  return new S3ImageStorage({
    bucket: config.S3_BUCKET as string,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ? config.S3_FORCE_PATH_STYLE === 'true' : Boolean(config.S3_ENDPOINT),
    prefix: config.S3_PREFIX,
    credentials: config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } : undefined,
  });
}

/** The local uploads folder: UPLOAD_DIR, else DATA_DIR/uploads. */
export const uploadsDir = (config: { UPLOAD_DIR?: string; DATA_DIR: string }): string => path.resolve(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));
