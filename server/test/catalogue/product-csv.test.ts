/**
 * New products from a CSV (issue 26, part 2): a preview with each row's problems, an import that
 * creates every product (in the shop at once) or nothing, and the export in the same columns.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '60000' });
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);
const PREVIEW = `query($csv: String!) { previewProductCsv(csv: $csv) { products errorRows rows { line errors } } }`;
const IMPORT = `mutation($csv: String!) { importProductCsv(csv: $csv) { products errorRows } }`;
const HEADER = 'product,name,section,category,colour,colour_code,size,price,mrp,stock,hsn,images,published';
const productCount = async () => (await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product`))[0].n as number;

describe('product CSV import and export', () => {
  it('a file with a bad row creates nothing; fixed, it creates every product, in the shop at once', async () => {
    const [cat] = await ts.db.dataSource.query(`SELECT s.name AS section, c.name AS category FROM category c JOIN section s ON s.id = c.section_id ORDER BY c.id LIMIT 1`);
    const search = async () => (await ts.gql(`{ products(filter: { search: "quokkaweave" }) { totalCount } }`)).data.products.totalCount as number;
    expect(await search()).toBe(0);
    const before = await productCount();
    const rows = (mrp: string) =>
      `${HEADER}\nQ1,Quokkaweave Cotton Kurta,${cat.section},${cat.category},Navy,#1f3a93,M,999,1499,4,,,yes\nQ1,,,,Navy,,L,1099,${mrp},2,,,\nQ2,Quokkaweave Linen Shirt,${cat.section},${cat.category},White,#ffffff,S,799,999,5,,,yes\n`;
    const preview = await admin(PREVIEW, { csv: rows('999') });
    expect(preview.data.previewProductCsv).toMatchObject({ products: 2, errorRows: 1, rows: [{ line: 2, errors: [] }, { line: 3, errors: ['MRP cannot be below the price.'] }, { line: 4, errors: [] }] });
    const refused = await admin(IMPORT, { csv: rows('999') });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Fix the row with problems first; nothing was created.', extensions: { code: 'BAD_INPUT' } });
    expect(await productCount()).toBe(before);

    const done = await admin(IMPORT, { csv: rows('1599') });
    expect(done.data.importProductCsv).toEqual({ products: 2, errorRows: 0 });
    expect(await productCount()).toBe(before + 2);
    expect(await search()).toBe(2);

    const exported = (await admin(`{ productCsv }`)).data.productCsv as string;
    const lines = exported.trim().split('\n');
    expect(lines[0]).toBe('product,name,section,category,subtitle,description,colour,colour_code,size,price,mrp,stock,hsn,images,published');
    expect(lines.filter((l) => l.includes('Quokkaweave Cotton Kurta'))).toHaveLength(2);
    // The export read back names existing products: refused row by row (the import creates new products only).
    const ours = [lines[0], ...lines.filter((l) => l.includes('Quokkaweave'))].join('\n');
    const again = await admin(PREVIEW, { csv: ours });
    expect(again.data.previewProductCsv.errorRows).toBe(3);
    expect(again.data.previewProductCsv.rows[0].errors[0]).toMatch(/^Product \d+ exists already/);
  });
});
