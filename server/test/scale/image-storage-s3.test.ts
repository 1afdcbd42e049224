/**
 * Uploaded images in S3-compatible object storage (issue 15): the S3ImageStorage against a local
 * S3 server (s3rver) started here, through the official AWS SDK, and two app instances sharing the
 * bucket: a photo uploaded through one is served at its URL by the other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { S3ImageStorage } from '../../src/shared/image-storage.js';
import { STAFF_TOKEN, loginAs, useTestDatabase, useTestServer } from '../harness.js';

const BUCKET = 'kapda-images';
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-s3-'));
// Picked before the apps are configured; s3rver binds it in beforeAll (the harness's servers start after).
const port = 20_000 + Math.floor(Math.random() * 12_000); // below the ephemeral range (32768+)
const endpoint = `http://127.0.0.1:${port}`;
const s3Settings = { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_PREFIX: 'shop/' };
let s3server: { run(): Promise<AddressInfo>; close(): Promise<void> };

beforeAll(async () => {
  s3server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3server.run();
});
afterAll(async () => {
  await s3server?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const db = useTestDatabase();
const first = useTestServer(s3Settings, { db });
const second = useTestServer(s3Settings, { db });

const storage = () => new S3ImageStorage({ bucket: BUCKET, region: 'ap-south-1', endpoint, forcePathStyle: true, prefix: 'unit/', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

describe('S3ImageStorage', () => {
  it('puts, gets (with its type) and removes an image under the prefix; a missing key is null', async () => {
    const images = storage();
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).webp().toBuffer();
    expect(await images.put('reviews/abc.webp', bytes, 'image/webp')).toBe('/uploads/reviews/abc.webp');
    const listed = await new S3Client({ region: 'ap-south-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }).send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'unit/' }),
    );
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['unit/reviews/abc.webp']);
    const got = await images.get('reviews/abc.webp');
    expect(got?.contentType).toBe('image/webp');
    expect(got?.bytes.equals(bytes)).toBe(true);
    await images.remove('reviews/abc.webp');
    expect(await images.get('reviews/abc.webp')).toBeNull();
    await images.remove('reviews/abc.webp'); // already gone: no error
  });

  it('refuses keys that are not <folder>/<name> of safe parts before reaching the bucket', async () => {
    const images = storage();
    for (const key of ['../etc/passwd', 'a/b/c', 'reviews/.hidden', 'noslash']) {
      await expect(images.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe image key/);
    }
  });
});

describe('two instances over one bucket', () => {
  it('a staff photo uploaded through one instance is served by the other at its URL, with its year-long cache', async () => {
    expect(first.services.images.kind).toBe('s3');
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kurta.jpg');
    const uploaded = await fetch(`${first.baseUrl}/admin/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${second.baseUrl}${url}`, { headers: { accept: 'image/webp,*/*' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800);
    expect((await fetch(`${second.baseUrl}${url.replace(/\/800$/, '/400.avif')}`)).headers.get('content-type')).toBe('image/avif');
    expect((await fetch(`${second.baseUrl}/uploads/${'0'.repeat(32)}/800`)).status).toBe(404);
  });

  it('a review photo stored through one instance is served by the other; an unknown one is 404', async () => {
    const shopper = await loginAs(first, '9811100001');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00aa00' } }).png().toBuffer();
    const stored = await fetch(`${first.baseUrl}/api/v1/reviews/photos`, { method: 'POST', headers: { 'content-type': 'image/png', authorization: `Bearer ${shopper.token}` }, body: new Uint8Array(png) });
    expect(stored.status).toBe(201);
    const { url } = ((await stored.json()) as { photo: { url: string } }).photo;
    expect(url).toMatch(/^\/uploads\/reviews\/[0-9a-f-]+\.webp$/);
    const served = await fetch(`${second.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${second.baseUrl}/uploads/reviews/none.webp`)).status).toBe(404);
    expect((await fetch(`${second.baseUrl}/uploads/reviews/a/b`)).status).toBe(404);
  });
});
