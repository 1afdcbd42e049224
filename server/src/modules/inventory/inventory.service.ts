/**
 * Inventory: the only writer of stock (variant_size.stock), stock_movement, product_sale_pending,
 * the product's "in stock" flag, its listing summary (listing price and discount, facets) and its
 * best-seller units. Checkout takes stock here, cancellation and expiry give it back, staff
 * adjust it (one size, or the CSV), a received return is restocked, and the background roll-up
 * folds sales into the best-seller counts. Every change keeps the listing summary true in the
 * same transaction.
 *
 * Locks: sizes first, then products, each in id order (NO KEY UPDATE, the strength the updates
 * take, which does not conflict with the KEY SHARE locks of order_item's foreign keys). Every
 * writer takes them in this order, so two transactions never wait on each other in a cycle.
 */
import { effectivePriceSql, offerPriceSql } from '../pricing/pricing.js';
import type { DataSource, EntityManager } from 'typeorm';
import { discountPercent } from '../../shared/money.js';
import { DomainError, badInput, notFound } from '../../shared/errors.js';
import { preparedQuery } from '../../shared/db.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { belowZeroMessage, checkStockChange, lockOrder, outOfStockMessage, productsSoldOut, unitsByProduct, unitsBySize, type MovementReason, type StockReason } from './stock-rules.js';

/** A cart line to take: the names are for the shopper's message when it cannot be taken. */
export interface TakeLine {
  variantSizeId: number;
  productId: number;
  quantity: number;
  productName: string;
  colorName: string;
  size: string;
}

/** What a take answers per line: the size's prices at that moment, and the stock left. */
export interface TakenUnits {
  originalPrice: number;
  discountedPrice: number;
  stockLeft: number;
}

/** A line of an order whose units go back on the shelf (size or product may have been deleted). */
export interface ReleaseLine {
  variantSizeId: number | null;
  productId: number | null;
  quantity: number;
}

export interface StockMovementRow {
  id: number;
  variantSizeId: number;
  productId: number;
  delta: number;
  stockAfter: number;
  reason: MovementReason;
  note: string;
  staffId: string;
  createdAt: Date;
}

/** Who made a recorded stock change, and why. */
export interface MovementNote {
  reason: MovementReason;
  note: string;
  staffId: string;
}

/** A size as staff edit it. */
export interface SizeRow {
  id: number;
  variantId: number;
  position: number;
  size: string;
  originalPrice: number;
  discountedPrice: number;
  discount: number;
  stock: number;
  lowStockThreshold: number;
}

/** What a product edit sets on a size (paise); `id` null for a new size, `lowStockThreshold` null to keep it (5 when new). */
export interface SizeDraftFields {
  id: number | null;
  size: string;
  originalPrice: number;
  discountedPrice: number;
  position: number;
  lowStockThreshold: number | null;
}

/** A row of the staff's stock sheet. */
export interface SizeSheetRow {
  id: number;
  productId: number;
  product: string;
  colour: string;
  size: string;
  originalPrice: number;
  discountedPrice: number;
  stock: number;
}

/** A size running out, for the dashboard. */
export interface LowStockSize {
  variantSizeId: number;
  productId: number;
  productName: string;
  colorName: string;
  size: string;
  stock: number;
}
/** A size as the cart sees it (inventory.sizesByIds, findSizes). Money in paise. */
export interface SizeFacts {
  id: number;
  variantId: number;
  productId: number;
  size: string;
  originalPrice: number;
  /** The price it sells at now: the discounted price (the original when that is 0, pricing.effectivePrice), under the best live offer (pricing.offerPrice). */
  discountedPrice: number;
  /** Units that can be bought now: the stock, 0 when the product is unpublished. */
  stock: number;
}

// The product is read for its published flag only (inventory's permanent grant, README Decisions).
const SIZE_FACTS_COLUMNS = `vs.id, vs.variant_id AS "variantId", v.product_id AS "productId", vs.size, vs.original_price AS "originalPrice",
  ${offerPriceSql('v.product_id', effectivePriceSql('vs'))} AS "discountedPrice", CASE WHEN p.published THEN vs.stock ELSE 0 END AS stock`;
const SIZE_FACTS_SQL = `SELECT ${SIZE_FACTS_COLUMNS} FROM variant_size vs JOIN variant v ON v.id = vs.variant_id JOIN product p ON p.id = v.product_id`;

export class InventoryService {
  /** The pool, for reads outside any transaction (the dashboard's low stock, the data export's labels). */
  constructor(private readonly dataSource: DataSource) {}

  // ------------------------------------------------------------------ checkout and cancellation

  /**
   * Takes each line's quantity with `UPDATE … WHERE stock >= q` (never below 0), in size-id order,
   * reading the price in the same statement: the price charged is the one in the database at the
   * moment the stock is taken. Only a published product's stock can be taken. The units are
   * appended to the best-seller ledger, and a product whose last unit went leaves the "in stock"
   * listings. OUT_OF_STOCK (with what is left) when a line cannot be taken. Answers per line, in
   * the order given.
   */
  async takeStock(ctx: ServiceContext, lines: TakeLine[]): Promise<TakenUnits[]> {
    for (const line of lines) if (!Number.isInteger(line.quantity) || line.quantity <= 0) throw badInput('Every cart line needs a quantity of at least 1.');
    return ctx.transaction(async (tx) => {
      const taken = new Map<number, TakenUnits>();
      for (const line of [...lines].sort((a, b) => a.variantSizeId - b.variantSizeId)) {
        const [row] = await preparedQuery<TakenUnits>(
          tx.manager,
          // Staff may unpublish a product while it sits in carts: then it cannot be bought.
          `UPDATE variant_size SET stock = stock - $2 WHERE id = $1 AND stock >= $2
             AND EXISTS (SELECT 1 FROM variant v JOIN product p ON p.id = v.product_id WHERE v.id = variant_size.variant_id AND p.published)
           RETURNING original_price AS "originalPrice",
             ${offerPriceSql('(SELECT v.product_id FROM variant v WHERE v.id = variant_size.variant_id)', effectivePriceSql('variant_size'))} AS "discountedPrice", stock AS "stockLeft"`,
          [line.variantSizeId, line.quantity],
        );
        if (!row) {
          const available = (await this.availableOf(tx, [line.variantSizeId])).get(line.variantSizeId) ?? 0;
          throw new DomainError('OUT_OF_STOCK', outOfStockMessage(line.productName, line.colorName, line.size, available), { variantSizeId: line.variantSizeId, available });
        }
        taken.set(line.variantSizeId, row);
      }
      // The sale goes to product_sale_pending, an append nobody waits on; rollUpBestSellers adds it
      // to product.units_sold. Rewriting the product row here (many indexes, never a HOT update)
      // was place-order's main cost, so only a sold-out product's row is touched.
      await this.appendSales(tx, unitsByProduct(lines, 1));
      await this.refreshInStock(tx, productsSoldOut(lines.map((line) => ({ productId: line.productId, stockLeft: taken.get(line.variantSizeId)!.stockLeft }))));
      return lines.map((line) => taken.get(line.variantSizeId)!);
    });
  }

  /**
   * Gives a cancelled order's units back: stock up, best-seller units down (through the ledger),
   * and its products back in the "in stock" listings. The caller guards "exactly once" (the order's
   * stock_released flag).
   */
  async releaseStock(ctx: ServiceContext, lines: ReleaseLine[]): Promise<void> {
    const sizes = unitsBySize(lines);
    const products = lockOrder(lines.map((line) => line.productId));
    await ctx.transaction(async (tx) => {
      await tx.manager.query(`SELECT id FROM variant_size WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`, [sizes.sizeIds]);
      await tx.manager.query(`SELECT id FROM product WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`, [products]);
      if (sizes.sizeIds.length > 0) {
        await tx.manager.query(`UPDATE variant_size vs SET stock = vs.stock + x.qty FROM unnest($1::int[], $2::int[]) AS x(id, qty) WHERE vs.id = x.id`, [sizes.sizeIds, sizes.quantities]);
      }
      await this.refreshInStock(tx, lockOrder(lines.filter((line) => line.variantSizeId !== null).map((line) => line.productId)));
      await this.appendSales(tx, unitsByProduct(lines, -1));
    });
  }

  /**
   * Reserves units of one size outside checkout (an approved exchange's new size): the same
   * conditional take, never below zero; false when there is not enough.
   */
  async reserveUnits(ctx: ServiceContext, variantSizeId: number, quantity: number): Promise<boolean> {
    return ctx.transaction(async (tx) => {
      const [row] = await preparedQuery<{ stock: number; productId: number }>(
        tx.manager,
        `UPDATE variant_size vs SET stock = vs.stock - $2 FROM variant v WHERE vs.id = $1 AND v.id = vs.variant_id AND vs.stock >= $2
         RETURNING vs.stock, v.product_id AS "productId"`,
        [variantSizeId, quantity],
      );
      if (!row) return false;
      await this.refreshInStock(tx, productsSoldOut([{ productId: row.productId, stockLeft: row.stock }]));
      return true;
    });
  }

  // ------------------------------------------------------------------ staff and returns

  /**
   * Adds `delta` (negative to remove) to a size's stock for a staff reason, in one conditional
   * update (checkout takes stock the same way, so neither loses the other's change); never below
   * zero. Recorded in stock_movement; the product's listing summary follows.
   */
  async adjustStock(ctx: ServiceContext, change: { sizeId: number; delta: number; reason: StockReason; note: string; staffId: string }): Promise<{ productId: number; stockAfter: number }> {
    checkStockChange(change.delta, change.reason);
    const note = (change.note ?? '').trim().slice(0, 200);
    return ctx.transaction(async (tx) => {
      const [current] = await tx.manager.query(`SELECT s.stock, v.product_id AS "productId" FROM variant_size s JOIN variant v ON v.id = s.variant_id WHERE s.id = $1`, [change.sizeId]);
      if (!current) throw notFound('Size not found.');
      const [row] = await preparedQuery<{ stock: number }>(tx.manager, `UPDATE variant_size SET stock = stock + $2 WHERE id = $1 AND stock + $2 >= 0 RETURNING stock`, [change.sizeId, change.delta]);
      if (!row) throw badInput(belowZeroMessage(current.stock), { field: 'delta', stock: current.stock });
      await this.recordMovements(tx, [{ sizeId: change.sizeId, productId: current.productId, delta: change.delta, stockAfter: row.stock }], { reason: change.reason, note, staffId: change.staffId });
      await this.refreshListingSummary(tx, [current.productId]);
      return { productId: current.productId, stockAfter: row.stock };
    });
  }

  /**
   * Sets sizes' stock to new counts (the stock CSV, a new size's opening stock), recording each
   * difference as a movement; the products' in-stock flags follow. Answers the products touched.
   */
  async setStocks(ctx: ServiceContext, changes: Array<{ sizeId: number; stock: number }>, why: MovementNote): Promise<number[]> {
    if (changes.length === 0) return [];
    for (const change of changes) if (!Number.isSafeInteger(change.stock) || change.stock < 0) throw badInput('Stock must be a whole number, 0 or more.', { field: 'stock' });
    return ctx.transaction(async (tx) => {
      const sizeIds = changes.map((c) => c.sizeId);
      const before: Array<{ id: number; stock: number; productId: number }> = await tx.manager.query(
        `SELECT s.id, s.stock, v.product_id AS "productId" FROM variant_size s JOIN variant v ON v.id = s.variant_id WHERE s.id = ANY($1::int[]) ORDER BY s.id FOR NO KEY UPDATE OF s`,
        [sizeIds],
      );
      const byId = new Map(before.map((row) => [row.id, row]));
      const missing = changes.find((c) => !byId.has(c.sizeId));
      if (missing) throw notFound('Size not found.');
      await tx.manager.query(`UPDATE variant_size s SET stock = x.stock FROM unnest($1::int[], $2::int[]) AS x(id, stock) WHERE s.id = x.id`, [sizeIds, changes.map((c) => c.stock)]);
      const moved = changes
        .map((c) => ({ sizeId: c.sizeId, productId: byId.get(c.sizeId)!.productId, delta: c.stock - byId.get(c.sizeId)!.stock, stockAfter: c.stock }))
        .filter((m) => m.delta !== 0);
      await this.recordMovements(tx, moved, why);
      const products = lockOrder(moved.map((m) => m.productId));
      await this.refreshInStock(tx, products);
      return products;
    });
  }

  /**
   * Puts a received return's units back on the shelf (both a return and an exchange bring the
   * item back), recorded as a 'return' movement. A line whose size was deleted has nowhere to go.
   */
  async restockReturn(ctx: ServiceContext, line: { variantSizeId: number | null; quantity: number }, why: { note: string; staffId: string }): Promise<void> {
    if (line.variantSizeId === null || line.quantity <= 0) return;
    const sizeId = line.variantSizeId;
    await ctx.transaction(async (tx) => {
      const [row] = await preparedQuery<{ stock: number; productId: number }>(
        tx.manager,
        `UPDATE variant_size vs SET stock = vs.stock + $2 FROM variant v WHERE vs.id = $1 AND v.id = vs.variant_id RETURNING vs.stock, v.product_id AS "productId"`,
        [sizeId, line.quantity],
      );
      if (!row) return;
      await this.recordMovements(tx, [{ sizeId, productId: row.productId, delta: line.quantity, stockAfter: row.stock }], { reason: 'return', note: why.note, staffId: why.staffId });
      await this.refreshInStock(tx, [row.productId]);
    });
  }

  /** Stock movements of a product, newest first. */
  async stockMovements(ctx: ServiceContext, productId: number, limit = 100): Promise<StockMovementRow[]> {
    return ctx.manager.query(
      `SELECT id::int, variant_size_id AS "variantSizeId", product_id AS "productId", delta, stock_after AS "stockAfter", reason, note,
         staff_id AS "staffId", created_at AS "createdAt"
       FROM stock_movement WHERE product_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [productId, Math.min(Math.max(limit, 1), 500)],
    );
  }

  // ------------------------------------------------------------------ reads for other modules

  /** What can be bought now of each size (0 for an unpublished product or an unknown size): one statement. */
  async availableOf(ctx: ServiceContext, sizeIds: number[]): Promise<Map<number, number>> {
    const rows: Array<{ id: number; stock: number }> = sizeIds.length
      ? await ctx.manager.query(
          `SELECT vs.id, CASE WHEN p.published THEN vs.stock ELSE 0 END AS stock FROM variant_size vs JOIN variant v ON v.id = vs.variant_id JOIN product p ON p.id = v.product_id WHERE vs.id = ANY($1::int[])`,
          [lockOrder(sizeIds)],
        )
      : [];
    return new Map(rows.map((row) => [row.id, Number(row.stock)]));
  }

  /** The sizes of each variant (colour) with their stock, in the variant's size order: one statement (returns' exchange sizes). */
  async sizesOfVariants(ctx: ServiceContext, variantIds: readonly number[]): Promise<Map<number, Array<{ id: number; size: string; stock: number }>>> {
    const ids = [...new Set(variantIds)];
    const rows: Array<{ variantId: number; id: number; size: string; stock: number }> = ids.length
      ? await preparedQuery(ctx.manager, `SELECT variant_id AS "variantId", id, size, stock FROM variant_size WHERE variant_id = ANY($1::int[]) ORDER BY variant_id, position, id`, [ids])
      : [];
    const map = new Map<number, Array<{ id: number; size: string; stock: number }>>();
    for (const { variantId, ...size } of rows) map.set(variantId, [...(map.get(variantId) ?? []), size]);
    return map;
  }

  // ------------------------------------------------------------------ sizes: the staff's edits

  /** One size as staff edit it (prices, stock, threshold); NOT_FOUND otherwise. */
  async sizeRow(ctx: ServiceContext, sizeId: number): Promise<SizeRow> {
    const [row] = await preparedQuery<SizeRow>(
      ctx.manager,
      `SELECT id, variant_id AS "variantId", position, size, original_price AS "originalPrice", discounted_price AS "discountedPrice",
         discount, stock, low_stock_threshold AS "lowStockThreshold" FROM variant_size WHERE id = $1`,
      [sizeId],
    );
    if (!row) throw notFound('Size not found.');
    return row;
  }

  /** Deletes a colour's sizes other than `keep` (a product edit dropped them; orders keep their own snapshot). */
  async removeSizesExcept(ctx: ServiceContext, variantId: number, keep: readonly number[]): Promise<void> {
    await ctx.manager.query(`DELETE FROM variant_size WHERE variant_id = $1 AND NOT (id = ANY($2::int[])) AND archived_at IS NULL`, [variantId, [...keep]]);
  }

  /**
   * Archives sizes that orders refer to instead of deleting them (a product edit dropped them): their
   * stock goes to 0 (a movement, so nothing can sell them and the history says why) and the shop's
   * reads leave them out; their rows, history and order links stay.
   */
  async archiveSizes(ctx: ServiceContext, sizeIds: number[], why: MovementNote): Promise<void> {
    if (sizeIds.length === 0) return;
    await this.setStocks(ctx, sizeIds.map((sizeId) => ({ sizeId, stock: 0 })), why);
    await ctx.manager.query(`UPDATE variant_size SET archived_at = now() WHERE id = ANY($1::int[]) AND archived_at IS NULL`, [sizeIds]);
  }

  /**
   * Saves a size of a colour as staff drafted it: an existing size (id given) gets its label,
   * prices, position and threshold (its stock changes only through adjustments: no lost sales); a
   * new one starts with no stock. The discount percent is derived from the prices. Answers the id.
   * The caller refreshes the listing summary once its product is saved.
   */
  async saveSize(ctx: ServiceContext, variantId: number, size: SizeDraftFields): Promise<number> {
    const values = [size.size, size.originalPrice, size.discountedPrice, discountPercent(size.originalPrice, size.discountedPrice), size.position];
    if (size.id !== null) {
      await ctx.manager.query(
        `UPDATE variant_size SET size = $2, original_price = $3, discounted_price = $4, discount = $5, position = $6, low_stock_threshold = coalesce($7, low_stock_threshold), variant_id = $8 WHERE id = $1`,
        [size.id, ...values, size.lowStockThreshold, variantId],
      );
      return size.id;
    }
    const [row]: Array<{ id: number }> = await ctx.manager.query(
      `INSERT INTO variant_size (variant_id, size, original_price, discounted_price, discount, position, stock, low_stock_threshold)
       VALUES ($1, $2, $3, $4, $5, $6, 0, coalesce($7, 5)) RETURNING id`,
      [variantId, ...values, size.lowStockThreshold],
    );
    return row.id;
  }

  /** New prices of sizes (the staff's CSV), the discount percent derived: one statement per batch. */
  async setPrices(ctx: ServiceContext, changes: Array<{ sizeId: number; originalPrice: number; discountedPrice: number }>): Promise<void> {
    if (changes.length === 0) return;
    await ctx.manager.query(
      `UPDATE variant_size s SET original_price = c.mrp, discounted_price = c.price, discount = c.discount
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[]) AS c(id, mrp, price, discount) WHERE s.id = c.id`,
      [changes.map((c) => c.sizeId), changes.map((c) => c.originalPrice), changes.map((c) => c.discountedPrice), changes.map((c) => discountPercent(c.originalPrice, c.discountedPrice))],
    );
  }

  /**
   * The stock sheet's facts of sizes with their product and colour: of the given size ids (locked
   * in id order with `lock`, as every stock writer locks), or of products (all when null) in
   * catalogue order, at most `limit`. One statement.
   */
  async sizeSheet(ctx: ServiceContext, of: { sizeIds: readonly number[]; lock: boolean } | { productIds: number[] | null; limit: number }): Promise<SizeSheetRow[]> {
    const facts = `SELECT s.id, v.product_id AS "productId", p.name AS product, v.color_name AS colour, s.size,
      s.original_price AS "originalPrice", s.discounted_price AS "discountedPrice", s.stock
      FROM variant_size s JOIN variant v ON v.id = s.variant_id JOIN product p ON p.id = v.product_id`;
    // Archived sizes (removed from the catalogue, kept for their history) are not on the sheet.
    if ('sizeIds' in of) {
      return ctx.manager.query(`${facts} WHERE s.id = ANY($1::int[]) AND s.archived_at IS NULL ORDER BY s.id${of.lock ? ' FOR NO KEY UPDATE OF s' : ''}`, [[...new Set(of.sizeIds)]]);
    }
    return ctx.manager.query(`${facts} WHERE ($1::int[] IS NULL OR p.id = ANY($1::int[])) AND s.archived_at IS NULL ORDER BY p.id, v.position, v.id, s.position, s.id LIMIT ${Number(of.limit)}`, [of.productIds]);
  }

  // ------------------------------------------------------------------ sizes: reads for other modules

  /** What sizes are, by size id: product name, colour and size (a shopper's data export); one statement. */
  async sizeLabels(variantSizeIds: readonly number[]): Promise<Map<number, { product: string; colour: string; size: string }>> {
    if (variantSizeIds.length === 0) return new Map();
    const rows: Array<{ id: number; product: string; colour: string; size: string }> = await this.dataSource.query(
      `SELECT vs.id, p.name AS product, v.color_name AS colour, vs.size
         FROM variant_size vs JOIN variant v ON v.id = vs.variant_id JOIN product p ON p.id = v.product_id WHERE vs.id = ANY($1::int[])`,
      [[...new Set(variantSizeIds)]],
    );
    return new Map(rows.map(({ id, ...label }) => [id, label]));
  }

  /** Sizes with `atMost` pieces or fewer, fewest first, at most `limit` (the dashboard's overview; one statement). */
  lowStockSizes(atMost: number, limit: number): Promise<LowStockSize[]> {
    return this.dataSource.query(
      `SELECT vs.id AS "variantSizeId", p.id AS "productId", p.name AS "productName", v.color_name AS "colorName", vs.size, vs.stock
         FROM variant_size vs JOIN variant v ON v.id = vs.variant_id JOIN product p ON p.id = v.product_id
        WHERE vs.stock <= $1 ORDER BY vs.stock, p.name, vs.position LIMIT $2`,
      [atMost, limit],
    );
  }

  /**
   * What a cart needs to know of sizes, by size id: its variant and product, size label, prices
   * (the discounted price is the effective one: pricing.effectivePrice) and what can be bought now
   * (0 for an unpublished product). One statement for the whole batch; unknown ids are left out.
   */
  async sizesByIds(ctx: ServiceContext, sizeIds: readonly number[]): Promise<Map<number, SizeFacts>> {
    const ids = [...new Set(sizeIds)];
    if (ids.length === 0) return new Map();
    const rows = await preparedQuery<SizeFacts>(ctx.manager, `${SIZE_FACTS_SQL} WHERE vs.id = ANY($1::int[])`, [ids]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Finds sizes by how a shopper names them (product, colour name, size label; any case), in the
   * order asked, null where there is no such size: one statement for the whole batch. When a
   * product has the same colour twice, the first variant (then size) by position wins.
   */
  async findSizes(ctx: ServiceContext, keys: ReadonlyArray<{ productId: number; color: string; size: string }>): Promise<Array<SizeFacts | null>> {
    if (keys.length === 0) return [];
    const rows = await preparedQuery<SizeFacts & { idx: string }>(
      ctx.manager,
      `SELECT DISTINCT ON (req.idx) req.idx, ${SIZE_FACTS_COLUMNS}
       FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS req(product_id, color, size, idx)
       JOIN variant v ON v.product_id = req.product_id AND lower(v.color_name) = lower(req.color) AND v.archived_at IS NULL
       JOIN variant_size vs ON vs.variant_id = v.id AND lower(vs.size) = lower(req.size) AND vs.archived_at IS NULL
       JOIN product p ON p.id = v.product_id
       ORDER BY req.idx, v.position, vs.position`,
      [keys.map((k) => k.productId), keys.map((k) => k.color.trim()), keys.map((k) => k.size.trim())],
    );
    const found: Array<SizeFacts | null> = keys.map(() => null);
    for (const { idx, ...row } of rows) found[Number(idx) - 1] = row;
    return found;
  }

  // ------------------------------------------------------------------ listing summary and best sellers

  /**
   * Recomputes the listing summary (listing price and discount, in stock, facets) of the given
   * products (all when null) from their variants and sizes. Called by every writer of sizes or
   * stock in its transaction (catalog-admin after saving a product, the CSV, the seed).
   */
  async refreshListingSummary(ctx: ServiceContext, productIds: number[] | null): Promise<void> {
    await refreshListingSummarySql(ctx.manager, productIds);
  }

  /**
   * Folds the units that placed and cancelled orders appended to product_sale_pending into
   * product.units_sold (the catalogue's best-seller rank): one transaction, products locked in id
   * order as checkout and cancellation lock them, never below 0. Returns the products changed. A
   * plain method: the job queue calls it.
   */
  async rollUpBestSellers(ctx: ServiceContext): Promise<number> {
    return ctx.transaction(async (tx) => {
      const moved = await preparedQuery<{ productId: number; qty: number }>(
        tx.manager,
        `WITH moved AS (DELETE FROM product_sale_pending RETURNING product_id, quantity)
         SELECT product_id AS "productId", sum(quantity)::int AS qty FROM moved GROUP BY product_id ORDER BY product_id`,
        [],
      );
      const changed = moved.filter((m) => m.qty !== 0);
      if (changed.length === 0) return 0;
      const ids = changed.map((m) => m.productId);
      await tx.manager.query(`SELECT id FROM product WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`, [ids]);
      await tx.manager.query(
        `UPDATE product p SET units_sold = GREATEST(0, p.units_sold + x.qty) FROM unnest($1::int[], $2::int[]) AS x(id, qty) WHERE p.id = x.id`,
        [ids, changed.map((m) => m.qty)],
      );
      return changed.length;
    });
  }

  // ------------------------------------------------------------------ inside

  /**
   * The "in stock" part of the listing summary, for products whose sizes' stock changed: locked in
   * id order, written only when it flips (no needless product row versions).
   */
  private async refreshInStock(tx: ServiceContext, productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    await tx.manager.query(`SELECT id FROM product WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`, [productIds]);
    await tx.manager.query(
      `UPDATE product p SET in_stock = s.in_stock
       FROM (SELECT v.product_id, ${IN_STOCK_SQL} AS in_stock FROM variant v LEFT JOIN variant_size vs ON vs.variant_id = v.id
             WHERE v.product_id = ANY($1::int[]) GROUP BY v.product_id) s
       WHERE p.id = s.product_id AND p.in_stock IS DISTINCT FROM s.in_stock`,
      [productIds],
    );
  }

  private async appendSales(tx: ServiceContext, units: { productIds: number[]; quantities: number[] }): Promise<void> {
    if (units.productIds.length === 0) return;
    await preparedQuery(tx.manager, `INSERT INTO product_sale_pending (product_id, quantity) SELECT * FROM unnest($1::int[], $2::int[])`, [units.productIds, units.quantities]);
  }

  private async recordMovements(tx: ServiceContext, moves: Array<{ sizeId: number; productId: number; delta: number; stockAfter: number }>, why: MovementNote): Promise<void> {
    if (moves.length === 0) return;
    await tx.manager.query(
      `INSERT INTO stock_movement (variant_size_id, product_id, delta, stock_after, reason, note, staff_id)
       SELECT id, pid, d, sa, $5, $6, $7 FROM unnest($1::int[], $2::int[], $3::int[], $4::int[]) AS x(id, pid, d, sa)`,
      [moves.map((m) => m.sizeId), moves.map((m) => m.productId), moves.map((m) => m.delta), moves.map((m) => m.stockAfter), why.reason, why.note.slice(0, 200), why.staffId],
    );
  }
}

/** A product is in stock when any of its sizes has stock (one rule for the full and the narrow refresh). */
const IN_STOCK_SQL = 'coalesce(bool_or(vs.stock > 0), false)';

/**
 * The listing summary statement (see refreshListingSummary). A function of the manager so the
 * seeder, which runs in the seed's transaction, refreshes the whole catalogue with it too.
 */
export async function refreshListingSummarySql(manager: EntityManager, productIds: number[] | null): Promise<void> {
  await manager.query(
    `WITH fs AS (
       SELECT DISTINCT ON (v.product_id) v.product_id, vs.original_price AS op, vs.discounted_price AS dp
       FROM variant v JOIN variant_size vs ON vs.variant_id = v.id
       WHERE $1::int[] IS NULL OR v.product_id = ANY($1::int[])
       ORDER BY v.product_id, v.position, v.id, vs.position, vs.id
     ), agg AS (
       SELECT v.product_id,
         ${IN_STOCK_SQL} AS in_stock,
         coalesce(array_agg(DISTINCT lower(vs.size)) FILTER (WHERE vs.size IS NOT NULL), '{}') AS sizes,
         coalesce(array_agg(DISTINCT lower(v.color_name)) FILTER (WHERE v.color_name <> ''), '{}') AS colors,
         coalesce(array_agg(DISTINCT lower(v.sleeve)) FILTER (WHERE v.sleeve <> ''), '{}') AS sleeves,
         coalesce(array_agg(DISTINCT lower(v.neck)) FILTER (WHERE v.neck <> ''), '{}') AS necks,
         coalesce(array_agg(DISTINCT lower(v.type)) FILTER (WHERE v.type <> ''), '{}') AS types
       FROM variant v LEFT JOIN variant_size vs ON vs.variant_id = v.id
       WHERE $1::int[] IS NULL OR v.product_id = ANY($1::int[])
       GROUP BY v.product_id
     )
     UPDATE product p SET
       listing_original_price = coalesce(fs.op, 0),
       listing_price = coalesce(nullif(fs.dp, 0), fs.op, 0),
       listing_discount = CASE WHEN coalesce(fs.op, 0) > 0 THEN round((fs.op - coalesce(nullif(fs.dp, 0), fs.op))::numeric * 100 / fs.op) ELSE 0 END,
       in_stock = agg.in_stock,
       facet_sizes = agg.sizes, facet_colors = agg.colors, facet_sleeves = agg.sleeves, facet_necks = agg.necks, facet_types = agg.types
     FROM agg LEFT JOIN fs ON fs.product_id = agg.product_id
     WHERE p.id = agg.product_id`,
    [productIds],
  );
}
