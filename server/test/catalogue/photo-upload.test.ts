/** Staff photo uploads (/admin/upload) and how the shop is served them (/uploads/…). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { STAFF_TOKEN, loginAs, useTestServer } from '../harness.js';
import { staffLogin } from '../staff/staff-kit.js';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-uploads-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));
const ts = useTestServer({ UPLOAD_DIR: uploadDir, UPLOAD_MAX_MB: '0.5' });

async function upload(data: Buffer, name: string, type: string, token: string | null = STAFF_TOKEN) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${ts.baseUrl}/admin/upload`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as any };
}

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();

describe('/admin/upload', () => {
  it('stores a photo resized to the shop\'s widths as WebP and AVIF, served by Accept', async () => {
    const { status, body } = await upload(await photo(2000, 2500), 'kurta.jpg', 'image/jpeg');
    expect(status).toBe(201);
    expect(body).toMatchObject({ width: 2000, height: 2500, widths: [400, 800, 1600] });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\/800$/);
    expect(fs.readdirSync(path.join(uploadDir, body.id)).sort()).toEqual(['1600.avif', '1600.webp', '400.avif', '400.webp', '800.avif', '800.webp']);

    const avif = await fetch(`${ts.baseUrl}${body.url}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toContain('immutable');
    const webp = await fetch(`${ts.baseUrl}${body.url}`, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 1000]);
    const small = await sharp(Buffer.from(await (await fetch(`${ts.baseUrl}/uploads/${body.id}/400.webp`)).arrayBuffer())).metadata();
    expect(small.width).toBe(400);
    expect((await fetch(`${ts.baseUrl}/uploads/${body.id}/123`)).status).toBe(404);
    expect([403, 404]).toContain((await fetch(`${ts.baseUrl}/uploads/..%2f..%2fetc/800`)).status); // refused, never served
  });

  it('never enlarges a small photo', async () => {
    const { body } = await upload(await photo(300, 300), 'small.jpg', 'image/jpeg');
    const meta = await sharp(Buffer.from(await (await fetch(`${ts.baseUrl}/uploads/${body.id}/1600.webp`)).arrayBuffer())).metadata();
    expect(meta.width).toBe(300);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const { status, body } = await upload(Buffer.from('%PDF-1.4 not a photo'), 'photo.jpg', 'image/jpeg');
    expect(status).toBe(415);
    expect(body.message).toBe('That file is not a photo. Upload a JPEG, PNG, WebP or AVIF image.');
  });

  it('refuses a file over the size limit with a clear message', async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 600 * 600 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 600, height: 600, channels: 3 } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(0.5 * 1024 * 1024);
    const { status, body } = await upload(noisy, 'big.png', 'image/png');
    expect(status).toBe(413);
    expect(body.message).toBe('That photo is larger than 0.5 MB. Upload a smaller one.');
  });

  it('is for staff only', async () => {
    const image = await photo(100, 100);
    expect((await upload(image, 'a.jpg', 'image/jpeg', null)).status).toBe(401);
    const { token } = await loginAs(ts, '9876500014');
    expect((await upload(image, 'a.jpg', 'image/jpeg', token)).status).toBe(403);
  });

  it('is for the catalogue roles: a catalogue login may upload, a fulfilment login may not (audited)', async () => {
    const image = await photo(120, 100);
    const catalogue = await staffLogin(ts, 'catalogue');
    const allowed = await upload(image, 'c.jpg', 'image/jpeg', catalogue.token);
    expect(allowed.status).toBe(201);
    const [row] = await ts.db.dataSource.query(`SELECT role, action FROM audit_log WHERE entity_type = 'photo' AND entity_id = $1`, [allowed.body.id]);
    expect(row).toEqual({ role: 'catalogue', action: 'photo.upload' });
    const fulfilment = await staffLogin(ts, 'fulfilment');
    const refused = await upload(await photo(130, 100), 'f.jpg', 'image/jpeg', fulfilment.token);
    expect(refused).toEqual({ status: 403, body: { message: 'Your role may not change the catalogue.', code: 'FORBIDDEN', field: 'photo' } });
  });
});
