/**
 * Issue 25, item 9: "Remove colour" deleted a colour with an open order and an open return, with
 * its sizes and stock history. Now removal is refused, saying why, while an open order or return
 * refers to it; a colour or size ever ordered is archived (kept with its history and order links,
 * out of the shop and the editor, stock 0), never deleted; one never ordered is removed as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, stockOf, type SizeRef } from '../orders/orders-kit.js';

const ts = useTestServer();
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);
const FIELDS = `id variants { id colorName colorValue images sizes { id size price mrp stock } }`;
const CREATE = `mutation($input: AdminProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AdminProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;

type Product = { id: string; variants: Array<{ id: string; colorName: string; colorValue: string; images: string[]; sizes: Array<{ id: string; size: string; price: number; mrp: number; stock: number }> }> };

let sectionId: string;
let categoryId: string;
beforeAll(async () => {
  const [row] = await ts.db.dataSource.query(`SELECT c.id, c.section_id AS "sectionId" FROM category c ORDER BY c.id LIMIT 1`);
  sectionId = String(row.sectionId);
  categoryId = String(row.id);
});

/** The product as an edit sends it back, keeping only the colours (and their sizes) `keep` allows. */
function input(product: Product, keep: (colour: string, size: string) => boolean) {
  return {
    sectionId,
    categoryId,
    name: 'Removable Colour Kurta',
    description: 'Soft cotton.',
    variants: product.variants
      .filter((v) => v.sizes.some((s) => keep(v.colorName, s.size)))
      .map((v) => ({ id: v.id, colorName: v.colorName, colorValue: v.colorValue, images: v.images, sizes: v.sizes.filter((s) => keep(v.colorName, s.size)).map((s) => ({ id: s.id, size: s.size, price: s.price, mrp: s.mrp })) })),
  };
}

describe('removing a colour or size that orders and returns refer to', () => {
  it('is refused while an open order or return refers to it, kept once ordered, and removed when never ordered', async () => {
    const sizes = [{ size: 'S', price: 999, mrp: 1499, stock: 5 }, { size: 'M', price: 999, mrp: 1499, stock: 5 }];
    const created = await admin(CREATE, {
      input: { sectionId, categoryId, name: 'Removable Colour Kurta', description: 'Soft cotton.', variants: [
        { colorName: 'Saffron', colorValue: '#f4a300', images: [], sizes },
        { colorName: 'Indigo', colorValue: '#27408b', images: [], sizes },
      ] },
    });
    expect(created.errors).toBeUndefined();
    const product: Product = created.data.createProduct;
    const indigoS = product.variants[1].sizes[0];
    const ref: SizeRef = { variantSizeId: Number(indigoS.id), productId: Number(product.id), productName: 'Removable Colour Kurta', color: 'Indigo', size: 'S', price: 99900 };
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, ref, 1);
    const placed = await placeCod(ts, shopper);
    expect(placed.status).toBe(201);
    const [{ orderNumber, itemId }] = await ts.db.dataSource.query(
      `SELECT o.order_number AS "orderNumber", i.id AS "itemId" FROM orders o JOIN order_item i ON i.order_id = o.id WHERE o.id = $1`, [Number(placed.body._id)],
    );

    // The colour with an open order: refused, nothing deleted.
    const withoutIndigo = input(product, (colour) => colour !== 'Indigo');
    const refused = await admin(UPDATE, { id: product.id, input: withoutIndigo });
    expect(refused.errors?.[0]).toMatchObject({
      message: `The colour Indigo cannot be removed: open order ${orderNumber} still holds it. Remove it once they are delivered or cancelled.`,
      extensions: { code: 'BAD_INPUT' },
    });
    expect(await stockOf(ts, Number(indigoS.id))).toBe(4);
    const [{ movements }] = await ts.db.dataSource.query(`SELECT count(*)::int AS movements FROM stock_movement WHERE variant_size_id = $1`, [Number(indigoS.id)]);
    expect(movements).toBeGreaterThan(0);

    // Delivered, with an open return of the item: still refused (the return).
    await ts.db.dataSource.query(`UPDATE orders SET status = 'DELIVERED' WHERE id = $1`, [Number(placed.body._id)]);
    await ts.db.dataSource.query(
      `INSERT INTO return_request (order_id, order_item_id, customer_id, kind, quantity, reason, pickup_date) VALUES ($1, $2, $3, 'RETURN', 1, 'SIZE', current_date + 1)`,
      [Number(placed.body._id), itemId, shopper.customerId],
    );
    const returning = await admin(UPDATE, { id: product.id, input: withoutIndigo });
    expect(((returning.errors?.[0]?.extensions?.fieldErrors ?? []) as Array<{ message: string }>).map((e) => e.message)).toEqual([
      'An open return refers to what you removed. Remove it once it is closed.',
    ]);

    // Closed return: the ordered colour is archived: out of the editor and the shop, its rows, history and order link kept.
    await ts.db.dataSource.query(`UPDATE return_request SET status = 'REJECTED' WHERE order_item_id = $1`, [itemId]);
    const archived = await admin(UPDATE, { id: product.id, input: withoutIndigo });
    expect(archived.errors).toBeUndefined();
    expect(archived.data.updateProduct.variants.map((v: Product['variants'][number]) => v.colorName)).toEqual(['Saffron']);
    const shop = await ts.gql(`query($id: ID!) { product(id: $id) { variants { colorName } } }`, { id: product.id });
    expect(shop.data.product.variants).toEqual([{ colorName: 'Saffron' }]);
    const kept = await ts.db.dataSource.query(
      `SELECT s.id, s.stock, s.archived_at IS NOT NULL AS archived, v.archived_at IS NOT NULL AS "colourArchived" FROM variant_size s JOIN variant v ON v.id = s.variant_id WHERE v.id = $1 ORDER BY s.id`,
      [Number(product.variants[1].id)],
    );
    expect(kept).toEqual(product.variants[1].sizes.map((s) => ({ id: Number(s.id), stock: 0, archived: true, colourArchived: true })));
    const [{ after }] = await ts.db.dataSource.query(`SELECT count(*)::int AS after FROM stock_movement WHERE variant_size_id = $1`, [Number(indigoS.id)]);
    expect(after).toBe(movements + 1); // the history stays, with the archive's own movement
    const [link] = await ts.db.dataSource.query(`SELECT variant_size_id AS "sizeId" FROM order_item WHERE id = $1`, [itemId]);
    expect(link.sizeId).toBe(Number(indigoS.id));
    // Nor on the stock sheet, nor found by the colour's name (a cart line asks by name).
    const sheet: string = (await admin(`query($p: [ID!]) { stockCsv(productIds: $p) }`, { p: [product.id] })).data.stockCsv;
    expect(sheet.split('\n').some((line) => line.startsWith(`${indigoS.id},`))).toBe(false);
    const other = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await expect(addToCart(ts, other, ref, 1)).rejects.toThrow();

    // A size never ordered (Saffron M) is deleted as before.
    const withoutSaffronM = input(archived.data.updateProduct, (colour, size) => !(colour === 'Saffron' && size === 'M'));
    const removed = await admin(UPDATE, { id: product.id, input: withoutSaffronM });
    expect(removed.errors).toBeUndefined();
    expect(removed.data.updateProduct.variants.map((v: Product['variants'][number]) => `${v.colorName}:${v.sizes.map((s) => s.size).join('')}`)).toEqual(['Saffron:S']);
    const [{ gone }] = await ts.db.dataSource.query(`SELECT count(*)::int AS gone FROM variant_size WHERE id = $1`, [Number(product.variants[0].sizes[1].id)]);
    expect(gone).toBe(0);
  });
});
