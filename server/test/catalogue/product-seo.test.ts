/**
 * SEO fields of products (issue 26, part 2): staff set a product's URL name, title and
 * description; the shop's product page (prerendered HTML and the API) carries them at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';

const SHELL = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Kapda · Fashion for India</title></head><body><div id="root"><main class="shell-main"></main></div></body></html>`;

const ts = useTestServer({ CATALOG_CACHE_MS: '60000' }, {
  clientDir: () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-seo-'));
    fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
    return dir;
  },
});
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);
const CREATE = `mutation($input: AdminProductInput!) { createProduct(input: $input) { id slug seoTitle seoDescription } }`;

async function draft(overrides: Record<string, unknown>) {
  const [row] = await ts.db.dataSource.query(`SELECT id, section_id AS "sectionId" FROM category ORDER BY id LIMIT 1`);
  return {
    sectionId: String(row.sectionId),
    categoryId: String(row.id),
    name: 'Chanderi Silk Kurta',
    variants: [{ colorName: 'Ivory', colorValue: '#fffff0', images: [], sizes: [{ size: 'M', price: 1999, mrp: 2999, stock: 3 }] }],
    ...overrides,
  };
}

describe('product SEO fields', () => {
  it('a product saved with a URL name, SEO title and description: the shop finds it by that name and its page carries them', async () => {
    const created = await admin(CREATE, { input: await draft({ slug: 'chanderi-silk-kurta-ivory', seoTitle: 'Ivory Chanderi Silk Kurta for Festive Wear', seoDescription: 'Hand-woven Chanderi silk, ivory, regular fit.' }) });
    expect(created.errors).toBeUndefined();
    const { id } = created.data.createProduct;
    expect(created.data.createProduct).toMatchObject({ slug: 'chanderi-silk-kurta-ivory', seoTitle: 'Ivory Chanderi Silk Kurta for Festive Wear' });
    const bySlug = await ts.gql(`{ productBySlug(slug: "chanderi-silk-kurta-ivory") { id seoTitle seoDescription } }`);
    expect(bySlug.data.productBySlug).toEqual({ id, seoTitle: 'Ivory Chanderi Silk Kurta for Festive Wear', seoDescription: 'Hand-woven Chanderi silk, ivory, regular fit.' });
    const html = await (await fetch(`${ts.baseUrl}/product-details/${id}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>Ivory Chanderi Silk Kurta for Festive Wear · Kapda</title>');
    expect(html).toContain('<meta name="description" content="Hand-woven Chanderi silk, ivory, regular fit.">');
  });

  it('refuses a taken or malformed URL name and over-long SEO texts, field by field, saving nothing', async () => {
    const [{ slug }] = await ts.db.dataSource.query(`SELECT slug FROM product ORDER BY id LIMIT 1`);
    const [{ n: before }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product`);
    const taken = await admin(CREATE, { input: await draft({ slug }) });
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fieldErrors: [{ field: 'slug', message: 'Another product already has this URL name.' }] });
    const bad = await admin(CREATE, { input: await draft({ slug: 'Not A Slug', seoTitle: 'x'.repeat(71), seoDescription: 'y'.repeat(161) }) });
    expect(((bad.errors?.[0].extensions?.fieldErrors ?? []) as Array<{ field: string }>).map((e) => e.field)).toEqual(['slug', 'seoTitle', 'seoDescription']);
    const [{ n: after }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product`);
    expect(after).toBe(before);
  });
});
