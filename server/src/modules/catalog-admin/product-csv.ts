/**
 * New products from a CSV (issue 26, part 2): one row per size; rows with the same `product` key
 * are one product, rows with the same colour in it one colour. Columns (a header row, any order):
 * product, name, section, category, subtitle, description, colour, colour_code, size, price, mrp,
 * stock, hsn, images (URLs separated by spaces or |), published (yes/no). The product's own fields
 * come from its first row. A preview lists every row's problems (the product rules' messages, put
 * on the row they come from); the import creates every product in one transaction, or nothing.
 * The export writes the same columns (the key is the product id), for a template or a copy;
 * importing creates new products only (ADR 0154).
 */
import type { DataSource } from 'typeorm';
import { badInput } from '../../shared/errors.js';
import { csvCell, parseCsv } from '../../shared/csv.js';
import { ServiceContext } from '../../shared/service-context.js';
import { paiseToRupees } from '../../shared/money.js';
import type { CatalogAdminService } from './catalog-admin.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { effectivePrice } from '../pricing/pricing.js';
import { productDraftErrors, type ProductDraft } from './product-rules.js';

export const PRODUCT_CSV_HEADER = ['product', 'name', 'section', 'category', 'subtitle', 'description', 'colour', 'colour_code', 'size', 'price', 'mrp', 'stock', 'hsn', 'images', 'published'] as const;
export const MAX_PRODUCT_CSV_ROWS = 2000;
/** Most size rows one export writes. */
const MAX_EXPORT_ROWS = 20_000;

export interface ProductCsvRow {
  line: number;
  product: string;
  colour: string;
  size: string;
  errors: string[];
}
export interface ProductCsvPreview {
  rows: ProductCsvRow[];
  products: number;
  errorRows: number;
}

interface Category {
  id: number;
  sectionId: number;
  section: string;
  name: string;
  hsnCode: string;
}

const YES = new Set(['yes', 'y', 'true', '1', '']);
const NO = new Set(['no', 'n', 'false', '0']);

/** Reads the sheet into drafts (grouped by key) and each row's problems. Pure but for the categories given. */
export function readProductCsv(text: string, categories: Category[], existingIds: Set<number>): { drafts: Array<{ key: string; draft: ProductDraft; lines: number[][] }>; preview: ProductCsvPreview } {
  const table = parseCsv(text ?? '').filter((cells) => cells.some((c) => c.trim() !== ''));
  const problem = (message: string): ProductCsvPreview => ({ rows: [{ line: 1, product: '', colour: '', size: '', errors: [message] }], products: 0, errorRows: 1 });
  if (table.length < 2) return { drafts: [], preview: problem('The file has no rows under its header.') };
  if (table.length - 1 > MAX_PRODUCT_CSV_ROWS) return { drafts: [], preview: problem(`At most ${MAX_PRODUCT_CSV_ROWS.toLocaleString('en-IN')} rows in one file.`) };
  const header = table[0].map((h) => h.trim().toLowerCase().replace(/[\s-]+/g, '_'));
  const missing = ['product', 'name', 'section', 'category', 'colour', 'size', 'price', 'mrp'].filter((c) => !header.includes(c));
  if (missing.length) return { drafts: [], preview: problem(`The header lacks: ${missing.join(', ')}.`) };
  const cell = (cells: string[], name: string) => (header.indexOf(name) >= 0 ? (cells[header.indexOf(name)] ?? '').trim() : '');

  const rows: ProductCsvRow[] = [];
  const groups = new Map<string, { draft: ProductDraft; lines: number[][]; colours: Map<string, number> }>();
  table.slice(1).forEach((cells, i) => {
    const line = i + 2;
    const key = cell(cells, 'product');
    const row: ProductCsvRow = { line, product: key, colour: cell(cells, 'colour'), size: cell(cells, 'size'), errors: [] };
    rows.push(row);
    if (!key) return void row.errors.push('The product column is empty.');
    if (/^\d{1,9}$/.test(key) && existingIds.has(Number(key))) return void row.errors.push(`Product ${key} exists already: the import creates new products only (give it a new key).`);
    let group = groups.get(key);
    if (!group) {
      const category = categories.find((c) => c.name.toLowerCase() === cell(cells, 'category').toLowerCase() && c.section.toLowerCase() === cell(cells, 'section').toLowerCase());
      if (!category) row.errors.push(`No category “${cell(cells, 'category')}” in section “${cell(cells, 'section')}”.`);
      // The product's own HSN code (4, 6 or 8 digits; the editor's rule checks it); empty: the category's.
      const hsn = cell(cells, 'hsn');
      const published = cell(cells, 'published').toLowerCase();
      if (!YES.has(published) && !NO.has(published)) row.errors.push('Published must be yes or no.');
      group = {
        draft: {
          sectionId: category?.sectionId ?? 0,
          categoryId: category?.id ?? 0,
          name: cell(cells, 'name'),
          subtitle: cell(cells, 'subtitle'),
          description: cell(cells, 'description'),
          published: !NO.has(published),
          hsnCode: hsn,
          isNewArrival: true,
          variants: [],
        },
        lines: [],
        colours: new Map(),
      };
      groups.set(key, group);
    }
    const colourKey = row.colour.toLowerCase();
    let v = group.colours.get(colourKey);
    if (v === undefined) {
      v = group.draft.variants.length;
      group.colours.set(colourKey, v);
      group.draft.variants.push({ colorName: row.colour, colorValue: cell(cells, 'colour_code') || '#888888', images: cell(cells, 'images').split(/[\s|]+/).filter(Boolean), sizes: [] });
      group.lines.push([]);
    }
    const number = (name: string) => {
      const text = cell(cells, name).replace(/[₹,\s]/g, '');
      const value = text === '' ? NaN : Number(text);
      if (!Number.isFinite(value)) row.errors.push(`${name === 'mrp' ? 'MRP' : name[0].toUpperCase() + name.slice(1)} must be a number.`);
      return value;
    };
    const stockText = cell(cells, 'stock');
    group.draft.variants[v].sizes.push({ size: row.size, price: number('price'), mrp: number('mrp'), stock: stockText === '' ? 0 : Number(stockText) });
    group.lines[v].push(line);
  });

  // The product rules, with each field error put on the row it comes from.
  const byLine = new Map(rows.map((r) => [r.line, r]));
  const drafts = [...groups.entries()].map(([key, g]) => {
    for (const error of productDraftErrors(g.draft)) {
      const m = /^variants\.(\d+)(?:\.sizes\.(\d+))?/.exec(error.field);
      const line = m ? (m[2] !== undefined ? g.lines[Number(m[1])][Number(m[2])] : g.lines[Number(m[1])][0]) : g.lines[0][0];
      const row = byLine.get(line);
      // A price or MRP that is not a number was said so already; the rules' "below zero" would repeat it.
      const unreadable = /\.(price|mrp)$/.exec(error.field) && row?.errors.includes(`${error.field.endsWith('mrp') ? 'MRP' : 'Price'} must be a number.`);
      if (row && !unreadable && !row.errors.includes(error.message)) row.errors.push(error.message);
    }
    return { key, draft: g.draft, lines: g.lines };
  });
  return { drafts, preview: { rows, products: groups.size, errorRows: rows.filter((r) => r.errors.length).length } };
}

export class ProductCsvService {
  private readonly reads: ServiceContext;
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogAdmin: CatalogAdminService,
    private readonly inventory: InventoryService,
  ) {
    this.reads = ServiceContext.system(dataSource, 'product-csv');
  }

  /** What importing the sheet would create, row by row with each row's problems. Changes nothing. */
  async preview(csv: string): Promise<ProductCsvPreview> {
    return (await this.read(csv)).preview;
  }

  /** Creates every product of the sheet in one transaction; BAD_INPUT (nothing created) while any row has a problem. */
  async apply(ctx: ServiceContext, csv: string): Promise<ProductCsvPreview> {
    const { drafts, preview } = await this.read(csv);
    if (preview.errorRows > 0) throw badInput(`Fix the ${preview.errorRows === 1 ? 'row' : `${preview.errorRows} rows`} with problems first; nothing was created.`, { field: 'csv', errorRows: preview.errorRows });
    await ctx.transaction(async (tx) => {
      for (const { draft } of drafts) await this.catalogAdmin.saveProduct(tx, null, draft);
    });
    return preview;
  }

  /** Every product not archived, one row per size, in the import's columns (the key is the product id). */
  async exportCsv(): Promise<string> {
    // Product, colour and category facts here; sizes, prices and stock from inventory (their owner).
    const colours: Array<{ id: number; name: string; section: string; category: string; subtitle: string; description: string; colour: string; colourCode: string; hsn: string; images: string; published: boolean }> =
      await this.reads.manager.query(
        `SELECT p.id, p.name, s.name AS section, c.name AS category, p.subtitle, p.description, v.color_name AS colour, v.color_value AS "colourCode",
                p.hsn_code AS hsn, array_to_string(v.images, ' ') AS images, p.listed AS published
           FROM product p JOIN category c ON c.id = p.category_id JOIN section s ON s.id = c.section_id JOIN variant v ON v.product_id = p.id
          WHERE p.archived_at IS NULL`,
      );
    const byColour = new Map(colours.map((c) => [`${c.id}\u0000${c.colour}`, c]));
    const productIds = [...new Set(colours.map((c) => c.id))];
    const sizes = productIds.length ? await this.inventory.sizeSheet(this.reads, { productIds, limit: MAX_EXPORT_ROWS }) : [];
    const lines = [PRODUCT_CSV_HEADER.join(',')];
    for (const size of sizes) {
      const c = byColour.get(`${size.productId}\u0000${size.colour}`);
      if (!c) continue;
      lines.push(
        [c.id, c.name, c.section, c.category, c.subtitle, c.description, c.colour, c.colourCode, size.size, paiseToRupees(effectivePrice(size)), paiseToRupees(size.originalPrice), size.stock, c.hsn, c.images, c.published ? 'yes' : 'no']
          .map(csvCell)
          .join(','),
      );
    }
    return `${lines.join('\n')}\n`;
  }

  private async read(csv: string) {
    const categories: Category[] = await this.reads.manager.query(
      `SELECT c.id, c.section_id AS "sectionId", s.name AS section, c.name, c.hsn_code AS "hsnCode" FROM category c JOIN section s ON s.id = c.section_id`,
    );
    const table = parseCsv(csv ?? '');
    const at = (table[0] ?? []).findIndex((h) => h.trim().toLowerCase() === 'product');
    const keys = at < 0 ? [] : table.slice(1).map((cells) => cells[at]?.trim() ?? '').filter((k) => /^\d{1,9}$/.test(k)).map(Number);
    const existing: Array<{ id: number }> = keys.length ? await this.reads.manager.query(`SELECT id FROM product WHERE id = ANY($1::int[])`, [keys]) : [];
    return readProductCsv(csv, categories, new Set(existing.map((e) => e.id)));
  }
}
