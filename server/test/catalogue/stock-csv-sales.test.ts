/**
 * Issue 25, item 9: the bulk stock CSV added back units sold after the sheet was downloaded
 * (download at 12, a shopper buys 2, change only a price, upload: "10 → 12", two units that do not
 * exist). Now a stock cell nobody edited changes nothing; an edited one is a compare-and-set
 * against the count in the sheet, and a conflict is shown per row. The whole downloaded sheet
 * uploads (the cap was 90 KB; the seeded store's sheet is larger).
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock, stockOf } from '../orders/orders-kit.js';
import { parseCsv } from '../../src/modules/catalog-admin/stock-csv.js';

const PREVIEW = `query($csv: String!) { previewStockCsv(csv: $csv) { changedRows errorRows conflictRows rows { line sizeId changes { field from to } errors conflict { sheetStock currentStock wantedStock message } } } }`;
const APPLY = `mutation($csv: String!) { applyStockCsv(csv: $csv) { changedRows errorRows conflictRows } }`;

describe('stock CSV and the sales made while the sheet was open', () => {
  const ts = useTestServer();
  const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);

  /** The sheet of one product, as downloaded, and the row of `sizeId` in it (cells by header name). */
  const download = async (productId: number, sizeId: number) => {
    const csv: string = (await admin(`query($p: [ID!]) { stockCsv(productIds: $p) }`, { p: [String(productId)] })).data.stockCsv;
    const [header, ...rows] = parseCsv(csv.trim());
    const index = rows.findIndex((cells) => cells[0] === String(sizeId));
    expect(index).toBeGreaterThanOrEqual(0);
    /** The sheet with `edit` applied to the size's row. */
    const edited = (edit: Record<string, string>) =>
      [header, ...rows.map((cells, i) => (i === index ? header.map((name, c) => edit[name] ?? cells[c]) : cells))].map((cells) => cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');
    return { header, row: rows[index], edited };
  };

  it('a price-only edit after a sale leaves the stock as sold (10), not the 12 of the sheet', async () => {
    const size = await sizeWithStock(ts, 12, 140);
    const sheet = await download(size.productId, size.variantSizeId);
    expect(sheet.header).toEqual(['size_id', 'product_id', 'product', 'colour', 'size', 'price', 'mrp', 'stock', 'stock_at_download']);
    expect(sheet.row.slice(7)).toEqual(['12', '12']);
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, size, 2);
    expect((await placeCod(ts, shopper)).status).toBe(201);
    expect(await stockOf(ts, size.variantSizeId)).toBe(10);

    const csv = sheet.edited({ price: String(size.price / 100 - 1) });
    const preview = (await admin(PREVIEW, { csv })).data.previewStockCsv;
    expect(preview).toMatchObject({ changedRows: 1, errorRows: 0, conflictRows: 0 });
    expect(preview.rows.find((r: { sizeId: string }) => r.sizeId === String(size.variantSizeId))).toMatchObject({
      changes: [{ field: 'price', from: size.price / 100, to: size.price / 100 - 1 }],
      conflict: null,
    });
    expect((await admin(APPLY, { csv })).data.applyStockCsv).toEqual({ changedRows: 1, errorRows: 0, conflictRows: 0 });
    expect(await stockOf(ts, size.variantSizeId)).toBe(10);
    const [{ price }] = await ts.db.dataSource.query(`SELECT discounted_price AS price FROM variant_size WHERE id = $1`, [size.variantSizeId]);
    expect(price).toBe(size.price - 100);
  });

  it('an edited stock cell is a compare-and-set: a sale since the download is a per-row conflict, nothing applied; unsold, it applies', async () => {
    const size = await sizeWithStock(ts, 12, 141);
    const sheet = await download(size.productId, size.variantSizeId);
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, size, 2);
    expect((await placeCod(ts, shopper)).status).toBe(201);

    const csv = sheet.edited({ stock: '15', price: String(size.price / 100 - 1) });
    const preview = (await admin(PREVIEW, { csv })).data.previewStockCsv;
    expect(preview).toMatchObject({ changedRows: 0, errorRows: 0, conflictRows: 1 });
    const row = preview.rows.find((r: { sizeId: string }) => r.sizeId === String(size.variantSizeId));
    expect(row.conflict).toEqual({
      sheetStock: 12,
      currentStock: 10,
      wantedStock: 15,
      message: 'Stock was 12 in your sheet and is 10 now (sold or changed since you downloaded it), so 15 was not applied. Download the sheet again, or write 10 in stock_at_download to set 15 anyway.',
    });
    expect(row.changes.map((c: { field: string }) => c.field)).toEqual(['price']);
    const refused = await admin(APPLY, { csv });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(refused.errors?.[0].message).toMatch(/^One size was sold or changed since the sheet was downloaded; nothing was changed\./);
    expect(await stockOf(ts, size.variantSizeId)).toBe(10);
    const [{ price }] = await ts.db.dataSource.query(`SELECT discounted_price AS price FROM variant_size WHERE id = $1`, [size.variantSizeId]);
    expect(price).toBe(size.price);

    // Resolved as the message says (stock_at_download = the count now): it applies.
    const resolved = sheet.edited({ stock: '15', stock_at_download: '10' });
    expect((await admin(APPLY, { csv: resolved })).data.applyStockCsv).toEqual({ changedRows: 1, errorRows: 0, conflictRows: 0 });
    expect(await stockOf(ts, size.variantSizeId)).toBe(15);
    const [move] = await ts.db.dataSource.query(`SELECT delta, reason FROM stock_movement WHERE variant_size_id = $1 AND reason = 'correction' ORDER BY id DESC LIMIT 1`, [size.variantSizeId]);
    expect(move).toEqual({ delta: 5, reason: 'correction' });
  });

  it('the whole downloaded sheet uploads (larger than the old 90 KB cap) and an untouched sheet changes nothing', async () => {
    const csv: string = (await admin(`{ stockCsv }`)).data.stockCsv;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(90 * 1024);
    const preview = await admin(`query($csv: String!) { previewStockCsv(csv: $csv) { changedRows errorRows conflictRows } }`, { csv });
    expect(preview.status).toBe(200);
    expect(preview.data.previewStockCsv).toEqual({ changedRows: 0, errorRows: 0, conflictRows: 0 });
  });
});
