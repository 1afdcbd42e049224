/**
 * HSN per product (issue 27): the seed's chapters per garment, the category's code as the default
 * (in the database, for every writer), the editor's field (validated), and the invoice printing the
 * product's code.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';
import { hasPdftotext, pdfText } from '../orders/pdf-text.js';

const ts = useTestServer();
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);
const FIELDS = `id hsnCode categoryHsnCode`;
const CREATE = `mutation($input: AdminProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AdminProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;

async function category(name: string): Promise<{ id: string; sectionId: string; hsn: string }> {
  const [row] = await ts.db.dataSource.query(`SELECT id::text, section_id::text AS "sectionId", hsn_code AS hsn FROM category WHERE name = $1 ORDER BY id LIMIT 1`, [name]);
  return row;
}

const draft = (cat: { id: string; sectionId: string }, extra: Record<string, unknown> = {}) => ({
  sectionId: cat.sectionId,
  categoryId: cat.id,
  name: 'Hsnwise Test Garment',
  variants: [{ colorName: 'Red', colorValue: '#cc0000', images: [], sizes: [{ size: 'M', price: 999, mrp: 1299, stock: 3 }] }],
  ...extra,
});

describe('HSN per product', () => {
  it('seeds the right chapter per garment: knitted in 61, woven in 62, sarees by their fabric', async () => {
    const rows: Array<{ name: string; hsn: string }> = await ts.db.dataSource.query(`SELECT DISTINCT name, hsn_code AS hsn FROM category ORDER BY name`);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.hsn]))).toMatchObject({
      'T-Shirts': '6109',
      Leggings: '6104',
      Shirts: '6205',
      Trousers: '6203',
      Jeans: '6203',
      Kurtas: '6211',
      Kurtis: '6211',
      Dresses: '6204',
    });
    const sarees: Array<{ fabric: string; hsn: string }> = await ts.db.dataSource.query(
      `SELECT DISTINCT substring(p.specifications from 'Fabric: ([^\\n]+)') AS fabric, p.hsn_code AS hsn
       FROM product p JOIN category c ON c.id = p.category_id WHERE c.name = 'Sarees' ORDER BY 1`,
    );
    expect(Object.fromEntries(sarees.map((r) => [r.fabric, r.hsn]))).toEqual({
      'Banarasi Silk': '5007',
      Chiffon: '5407',
      Cotton: '5208',
      Georgette: '5407',
      'Kanjeevaram Silk': '5007',
      Linen: '5309',
    });
    const [{ wrong }] = await ts.db.dataSource.query(`SELECT count(*)::int AS wrong FROM product p JOIN category c ON c.id = p.category_id WHERE c.name <> 'Sarees' AND p.hsn_code <> c.hsn_code`);
    expect(wrong).toBe(0);
  });

  it("a product saved without a code takes its category's; a code given is kept; an edit leaving it out keeps it", async () => {
    const tees = await category('T-Shirts');
    const plain = await admin(CREATE, { input: draft(tees) });
    expect(plain.errors).toBeUndefined();
    expect(plain.data.createProduct).toMatchObject({ hsnCode: '6109', categoryHsnCode: '6109' });
    const own = await admin(CREATE, { input: draft(tees, { hsnCode: ' 61091000 ' }) });
    expect(own.data.createProduct.hsnCode).toBe('61091000');
    const kept = await admin(UPDATE, { id: own.data.createProduct.id, input: draft(tees, { name: 'Hsnwise Renamed' }) });
    expect(kept.data.updateProduct.hsnCode).toBe('61091000');
    const reset = await admin(UPDATE, { id: own.data.createProduct.id, input: draft(tees, { hsnCode: '' }) });
    expect(reset.data.updateProduct.hsnCode).toBe('6109');
    // Any writer (a fixture, an import) gets the default from the database.
    const [inserted] = await ts.db.dataSource.query(`INSERT INTO product (section_id, category_id, name, slug) VALUES ($1, $2, 'Raw insert', 'raw-insert-hsn') RETURNING hsn_code`, [tees.sectionId, tees.id]);
    expect(inserted.hsn_code).toBe('6109');
  });

  it.each(['621', '62111', 'ABCD', '6211000000'])('refuses the code %s with a field message, saving nothing', async (hsnCode) => {
    const [{ n: before }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product`);
    const answer = await admin(CREATE, { input: draft(await category('Shirts'), { hsnCode }) });
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_INPUT', field: 'hsnCode' } });
    expect(answer.errors?.[0].message).toContain('4, 6 or 8 digits');
    const [{ n: after }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM product`);
    expect(after).toBe(before);
  });

  it.skipIf(!hasPdftotext)("the invoice prints the product's code, not its category's", async () => {
    const size = await sizeWithStock(ts, 5, 90);
    await ts.db.dataSource.query(`UPDATE product SET hsn_code = '62034200' WHERE id = $1`, [size.productId]);
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, size, 1);
    const orderId = (await placeCod(ts, shopper)).body._id;
    const [item] = await ts.db.dataSource.query(`SELECT hsn_code FROM order_item WHERE order_id = $1`, [orderId]);
    expect(item.hsn_code).toBe('62034200');
    await ts.services.orders.advance(ts.system, Number(orderId));
    await ts.services.orders.advance(ts.system, Number(orderId));
    const response = await fetch(`${ts.baseUrl}/api/v1/user/order/${orderId}/invoice`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(response.status).toBe(200);
    expect(pdfText(Buffer.from(await response.arrayBuffer()))).toMatch(/62034200\s+1\s+Rs\./);
  });
});
