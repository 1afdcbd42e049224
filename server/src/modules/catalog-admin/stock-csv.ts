/**
 * Bulk stock and price update from a CSV: staff download the sheet (`size_id` identifies each
 * size), change price, MRP or stock, and upload it. A preview lists every row's changes and
 * problems; applying re-checks the same rows against the locked current values in one transaction
 * and refuses the whole file while any row has a problem (nothing half-written).
 *
 * Columns: size_id, product_id, product, colour, size, price, mrp, stock, stock_at_download. Only
 * size_id is needed; an empty price, mrp or stock cell leaves that value unchanged. Stock is the new
 * count (the difference is recorded as a 'correction' stock movement).
 *
 * Stock is sold while the sheet is open (issue 25, item 9): the sheet carries the count it was
 * downloaded with (stock_at_download). A stock cell still equal to it was not edited and changes
 * nothing, whatever the count is now; an edited one is a compare-and-set: it applies only while the
 * count is still the one in the sheet, and is a per-row conflict otherwise (the file is not applied
 * until it is resolved). A file without that column (written by hand) sets stock as it says.
 */
import type { DataSource } from 'typeorm';
import { DomainError, badInput } from '../../shared/errors.js';
import { paiseToRupees, rupeesToPaise } from '../../shared/money.js';
import { ServiceContext } from '../../shared/service-context.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { InventoryService, SizeSheetRow } from '../inventory/inventory.service.js';
import type { AuditService } from '../staff/audit.service.js';
import { effectivePrice } from '../pricing/pricing.js';
import { csvCell, parseCsv } from '../../shared/csv.js';

export const CSV_HEADER = ['size_id', 'product_id', 'product', 'colour', 'size', 'price', 'mrp', 'stock', 'stock_at_download'] as const;
export const MAX_CSV_ROWS = 5000;

export interface CsvChange {
  field: 'price' | 'mrp' | 'stock';
  from: number;
  to: number;
}
/** An edited stock cell whose size's count moved since the sheet was downloaded (not applied). */
export interface CsvStockConflict {
  /** The count in the sheet (stock_at_download). */
  sheetStock: number;
  /** The count now. */
  currentStock: number;
  /** The count the row asks for. */
  wantedStock: number;
  message: string;
}
export interface CsvRowPreview {
  /** Line number in the file (the header is line 1). */
  line: number;
  sizeId: number | null;
  product: string;
  colour: string;
  size: string;
  changes: CsvChange[];
  errors: string[];
  conflict: CsvStockConflict | null;
}
export interface CsvPreview {
  rows: CsvRowPreview[];
  changedRows: number;
  errorRows: number;
  conflictRows: number;
}

type SizeFacts = SizeSheetRow;

export class StockCsvService {
  /** Reads outside any transaction (the export, the preview). */
  private readonly reads: ServiceContext;

  constructor(
    dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly inventory: InventoryService,
    private readonly audit: AuditService,
  ) {
    this.reads = ServiceContext.system(dataSource, 'stock-csv');
  }

  /** The sheet of every size (of the given products, or all), in catalogue order. */
  async exportCsv(productIds: number[] | null): Promise<string> {
    const rows = await this.inventory.sizeSheet(this.reads, { productIds, limit: MAX_CSV_ROWS });
    const lines = [CSV_HEADER.join(',')];
    for (const r of rows) {
      lines.push([r.id, r.productId, r.product, r.colour, r.size, paiseToRupees(effectivePrice(r)), paiseToRupees(r.originalPrice), r.stock, r.stock].map(csvCell).join(','));
    }
    return `${lines.join('\n')}\n`;
  }

  /** What applying `csv` would change, row by row, with each row's problems. Changes nothing. */
  async preview(csv: string): Promise<CsvPreview> {
    return this.judge(this.reads, csv, false);
  }

  /** Applies `csv` in one transaction; BAD_INPUT (with the preview) when any row has a problem. */
  async apply(ctx: ServiceContext, csv: string): Promise<CsvPreview> {
    const result = await ctx.transaction(async (tx) => {
      const preview = await this.judge(tx, csv, true);
      if (preview.errorRows > 0) {
        throw badInput(`Fix the ${preview.errorRows === 1 ? 'row' : `${preview.errorRows} rows`} with problems first; nothing was changed.`, { field: 'csv', errorRows: preview.errorRows });
      }
      if (preview.conflictRows > 0) {
        const rows = preview.conflictRows === 1 ? 'One size was' : `${preview.conflictRows} sizes were`;
        throw new DomainError('CONFLICT', `${rows} sold or changed since the sheet was downloaded; nothing was changed. Download the sheet again, or resolve each conflict in the file.`, {
          field: 'csv', conflictRows: preview.conflictRows,
        });
      }
      const touched = new Set<number>();
      const stocks: Array<{ sizeId: number; stock: number }> = [];
      for (const row of preview.rows) {
        if (row.changes.length === 0 || row.sizeId === null) continue;
        const stock = await this.applyRow(tx, row, touched);
        if (stock !== null) stocks.push({ sizeId: row.sizeId, stock });
      }
      // New counts through inventory (each difference a 'correction' movement), then the summary of every product touched (prices too).
      await this.inventory.setStocks(tx, stocks, { reason: 'correction', note: 'CSV update', staffId: tx.requireStaff().staffId });
      await this.inventory.refreshListingSummary(tx, [...touched]);
      return preview;
    });
    this.catalog.catalogueChanged();
    return result;
  }

  /** Writes a row's prices and its audit entry; answers its new stock count when that changes (null otherwise). */
  private async applyRow(tx: ServiceContext, row: CsvRowPreview, touched: Set<number>): Promise<number | null> {
    const sizeId = row.sizeId as number;
    const [current] = await this.inventory.sizeSheet(tx, { sizeIds: [sizeId], lock: false });
    const next = { price: paiseToRupees(effectivePrice(current)), mrp: paiseToRupees(current.originalPrice), stock: current.stock };
    for (const change of row.changes) next[change.field] = change.to;
    const price = rupeesToPaise(next.price);
    const mrp = rupeesToPaise(next.mrp);
    await this.inventory.setPrices(tx, [{ sizeId, originalPrice: mrp, discountedPrice: price }]);
    await this.audit.record(tx, { action: 'size.csv-update', entityType: 'variant_size', entityId: String(sizeId), before: Object.fromEntries(row.changes.map((c) => [c.field, c.from])), after: Object.fromEntries(row.changes.map((c) => [c.field, c.to])) });
    touched.add(current.productId);
    return next.stock !== current.stock ? next.stock : null;
  }

  private async judge(ctx: ServiceContext, csv: string, lock: boolean): Promise<CsvPreview> {
    const table = parseCsv(csv);
    if (table.length === 0) throw badInput('The file is empty.', { field: 'csv' });
    const header = table[0].map((h) => h.trim().toLowerCase());
    const col = (name: string) => header.indexOf(name);
    if (col('size_id') < 0) throw badInput('The first line must name the columns, with size_id among them (download the sheet to start from).', { field: 'csv' });
    const body = table.slice(1).map((cells, i) => ({ cells, line: i + 2 })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
    if (body.length > MAX_CSV_ROWS) throw badInput(`At most ${MAX_CSV_ROWS.toLocaleString('en-IN')} rows per file.`, { field: 'csv' });
    const ids = body.map(({ cells }) => Number(cells[col('size_id')]?.trim())).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2147483647);
    // Locked in id order (the same order every writer uses), so two uploads cannot deadlock.
    const facts = await this.inventory.sizeSheet(ctx, { sizeIds: ids, lock });
    const byId = new Map(facts.map((f) => [f.id, f]));
    const seen = new Set<number>();
    const rows = body.map(({ cells, line }) => judgeRow(cells, line, col, byId, seen));
    return {
      rows,
      changedRows: rows.filter((r) => r.changes.length > 0 && r.errors.length === 0 && !r.conflict).length,
      errorRows: rows.filter((r) => r.errors.length > 0).length,
      conflictRows: rows.filter((r) => r.conflict && r.errors.length === 0).length,
    };
  }
}

function judgeRow(cells: string[], line: number, col: (name: string) => number, byId: Map<number, SizeFacts>, seen: Set<number>): CsvRowPreview {
  const cell = (name: string) => (col(name) >= 0 ? (cells[col(name)] ?? '').trim() : '');
  const errors: string[] = [];
  const rawId = cell('size_id');
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const facts = id === null ? undefined : byId.get(id);
  const row: CsvRowPreview = { line, sizeId: id, product: facts?.product ?? cell('product'), colour: facts?.colour ?? cell('colour'), size: facts?.size ?? cell('size'), changes: [], errors, conflict: null };
  if (!facts) {
    errors.push(rawId ? `No size has the id ${rawId}.` : 'size_id is empty.');
    return row;
  }
  if (seen.has(facts.id)) errors.push(`Size ${facts.id} appears on an earlier line too.`);
  seen.add(facts.id);
  const number = (name: 'price' | 'mrp' | 'stock' | 'stock_at_download', whole: boolean): number | null => {
    const text = cell(name).replace(/[₹,\s]/g, '');
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value) || (whole && !Number.isInteger(value))) {
      errors.push(`${label[name]} "${cell(name)}" is not ${whole ? 'a whole number' : 'a number'}.`);
      return null;
    }
    return value;
  };
  const current = { price: paiseToRupees(effectivePrice(facts)), mrp: paiseToRupees(facts.originalPrice), stock: facts.stock };
  const price = number('price', false) ?? current.price;
  const mrp = number('mrp', false) ?? current.mrp;
  const sheetStock = number('stock_at_download', true);
  const stockCell = number('stock', true);
  // Not edited (still the downloaded count): the units sold since are not added back.
  const stock = stockCell === null || stockCell === sheetStock ? current.stock : stockCell;
  if (stockCell !== null && sheetStock !== null && stockCell !== sheetStock && sheetStock !== current.stock && stockCell !== current.stock) {
    row.conflict = {
      sheetStock,
      currentStock: current.stock,
      wantedStock: stockCell,
      message: `Stock was ${sheetStock} in your sheet and is ${current.stock} now (sold or changed since you downloaded it), so ${stockCell} was not applied. Download the sheet again, or write ${current.stock} in stock_at_download to set ${stockCell} anyway.`,
    };
  }
  if (price < 0) errors.push('Price cannot be below zero.');
  if (mrp < price) errors.push('MRP cannot be below the price.');
  if (stock < 0) errors.push('Stock cannot be below zero.');
  if (price > 1_000_000 || mrp > 1_000_000) errors.push('Price must be at most ₹10,00,000.');
  if (stock > 1_000_000) errors.push('Stock must be at most 10,00,000.');
  for (const field of ['price', 'mrp', 'stock'] as const) {
    if (field === 'stock' && row.conflict) continue;
    const to = { price, mrp, stock }[field];
    if (to !== current[field]) row.changes.push({ field, from: current[field], to });
  }
  return row;
}

const label = { price: 'Price', mrp: 'MRP', stock: 'Stock', stock_at_download: 'stock_at_download' } as const;

export { parseCsv };
