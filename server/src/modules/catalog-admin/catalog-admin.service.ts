/**
 * Staff's catalogue changes: products with their colours and sizes, publishing, stock
 * adjustments. Each change is one transaction that also refreshes the product's listing summary
 * and search words and writes the audit record; after the commit the shop's caches are dropped
 * (CatalogService.catalogueChanged) so listings and search show it at once.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { badInput, notFound } from '../../shared/errors.js';
import { rupeesToPaise } from '../../shared/money.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { InventoryService, SizeRow, StockMovementRow } from '../inventory/inventory.service.js';
import type { StockReason } from '../inventory/stock-rules.js';
import type { AuditService } from '../staff/audit.service.js';
import { PRODUCT_MESSAGES, productDraftErrors, refuse, slugOf, type FieldError, type ProductDraft, type SizeDraft } from './product-rules.js';
import { refreshShopVisibility } from './shop-visibility.js';
import { productHasLowStockSql, productStockTotalsSql, sizesJsonSql } from '../inventory/inventory.sql.js';

export { STOCK_REASONS, type StockReason } from '../inventory/stock-rules.js';
export type { StockMovementRow };

/** A size as staff edit it: inventory's row (inventory owns sizes). */
export type AdminSizeRow = SizeRow;
export interface AdminVariantRow {
  id: number;
  position: number;
  colorName: string;
  colorValue: string;
  sleeve: string;
  neck: string;
  type: string;
  images: string[];
  sizes: AdminSizeRow[];
}
export interface AdminProductRow {
  id: number;
  sectionId: number;
  categoryId: number;
  categoryName: string;
  /** HSN code printed on invoices. */
  hsnCode: string;
  /** The category's code (what an empty HSN field gives). */
  categoryHsnCode: string;
  name: string;
  slug: string;
  subtitle: string;
  description: string;
  materialCare: string;
  specifications: string;
  isNewArrival: boolean;
  isTrending: boolean;
  /** Staff's publish switch (listed). */
  published: boolean;
  /** In the shop now: listed, not archived, its category and section not hidden. */
  inShop: boolean;
  archivedAt: Date | null;
  seoTitle: string;
  seoDescription: string;
  inStock: boolean;
  listingPrice: number;
  createdAt: Date;
  variants: AdminVariantRow[];
}
export interface AdminProductSummary {
  id: number;
  name: string;
  slug: string;
  categoryName: string;
  sectionId: number;
  /** Staff's publish switch (listed). */
  published: boolean;
  inShop: boolean;
  archivedAt: Date | null;
  inStock: boolean;
  listingPrice: number;
  totalStock: number;
  lowStockSizes: number;
  image: string;
  createdAt: Date;
}
export interface AdminProductFilter {
  search?: string | null;
  sectionId?: number | null;
  categoryId?: number | null;
  published?: boolean | null;
  lowStockOnly?: boolean | null;
  /** Archived products only (true); otherwise the ones not archived. */
  archived?: boolean | null;
  limit?: number | null;
  offset?: number | null;
}

export type BulkProductAction = 'publish' | 'unpublish' | 'archive' | 'restore';
/** Most products one bulk change may name by id (a filter reaches any number). */
export const MAX_BULK_IDS = 1000;

/** The dashboard list's filter as SQL over \`product p\` (shared by the list and bulk changes). */
function productFilterSql(filter: AdminProductFilter) {
  const conds: string[] = [];
  const params: unknown[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const search = filter.search?.trim();
  if (search) {
    const id = /^\d{1,9}$/.test(search) ? Number(search) : 0;
    conds.push(`(p.name ILIKE ${add(`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)} OR p.id = ${add(id)})`);
  }
  if (filter.sectionId) conds.push(`p.section_id = ${add(filter.sectionId)}`);
  if (filter.categoryId) conds.push(`p.category_id = ${add(filter.categoryId)}`);
  if (filter.published != null) conds.push(`p.listed = ${add(filter.published)}`);
  if (filter.lowStockOnly) conds.push(productHasLowStockSql('p.id'));
  conds.push(filter.archived ? 'p.archived_at IS NOT NULL' : 'p.archived_at IS NULL');
  return { where: conds.join(' AND '), params, add };
}

const ADMIN_PRODUCT_SQL = `
  SELECT p.id, p.section_id AS "sectionId", p.category_id AS "categoryId", c.name AS "categoryName", p.hsn_code AS "hsnCode", c.hsn_code AS "categoryHsnCode", p.name, p.slug, p.subtitle,
    p.description, p.material_care AS "materialCare", p.specifications, p.is_new_arrival AS "isNewArrival",
    p.is_trending AS "isTrending", p.listed AS published, p.published AS "inShop", p.archived_at AS "archivedAt",
    p.seo_title AS "seoTitle", p.seo_description AS "seoDescription", p.in_stock AS "inStock", p.listing_price AS "listingPrice", p.created_at AS "createdAt",
    coalesce((SELECT json_agg(json_build_object('id', v.id, 'position', v.position, 'colorName', v.color_name,
        'colorValue', v.color_value, 'sleeve', v.sleeve, 'neck', v.neck, 'type', v.type, 'images', v.images,
        'sizes', ${sizesJsonSql('v.id')}) ORDER BY v.position, v.id)
      FROM variant v WHERE v.product_id = p.id AND v.archived_at IS NULL), '[]'::json) AS variants
  FROM product p JOIN category c ON c.id = p.category_id WHERE p.id = $1`;

/**
 * What other modules know about the sizes a product edit would remove (orders and returns own
 * those tables; app/services.ts wires them in).
 */
export interface CatalogueReferences {
  orders(ctx: ServiceContext, sizeIds: number[]): Promise<Array<{ sizeId: number; openOrders: string[]; orderItemIds: number[] }>>;
  openReturns(ctx: ServiceContext, orderItemIds: number[], sizeIds: number[]): Promise<number>;
}
const NO_REFERENCES: CatalogueReferences = { orders: async () => [], openReturns: async () => 0 };

export class CatalogAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly inventory: InventoryService,
    private readonly audit: AuditService,
    private readonly references: CatalogueReferences = NO_REFERENCES,
  ) {}

  /** One product as staff edit it (unpublished ones too); NOT_FOUND otherwise. */
  async getProduct(id: number): Promise<AdminProductRow> {
    return this.productIn(this.dataSource.manager, id);
  }

  /** getProduct in a transaction of this service's own (before and after a change). */
  private async productIn(manager: EntityManager, id: number): Promise<AdminProductRow> {
    const [row] = (await manager.query(ADMIN_PRODUCT_SQL, [id])) as AdminProductRow[];
    if (!row) throw notFound('Product not found.');
    return row;
  }

  /** Products for the dashboard list, newest first; name search is a plain substring match (staff's small pages). */
  async listProducts(filter: AdminProductFilter): Promise<{ items: AdminProductSummary[]; totalCount: number }> {
    const limit = Math.min(Math.max(filter.limit ?? 50, 1), 100);
    const offset = Math.max(filter.offset ?? 0, 0);
    const { where, params, add } = productFilterSql(filter);
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM product p WHERE ${where}`, params);
    const items: AdminProductSummary[] = await this.dataSource.query(
      `SELECT p.id, p.name, p.slug, c.name AS "categoryName", p.section_id AS "sectionId", p.listed AS published, p.published AS "inShop",
         p.archived_at AS "archivedAt", p.in_stock AS "inStock",
         p.listing_price AS "listingPrice", p.created_at AS "createdAt",
         coalesce(st.total, 0)::int AS "totalStock", coalesce(st.low, 0)::int AS "lowStockSizes",
         coalesce((SELECT v.images[1] FROM variant v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1), '') AS image
       FROM product p JOIN category c ON c.id = p.category_id
       LEFT JOIN LATERAL ${productStockTotalsSql('p.id')} st ON true
       WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ${add(limit)} OFFSET ${add(offset)}`,
      params,
    );
    return { items, totalCount: count };
  }

  /**
   * Publishes, unpublishes, archives or restores many products at once: the ones named, or every
   * product matching a dashboard filter (the list's own filter: archived ones only with
   * `archived`). One statement and one audit record; answers how many products changed. Restored
   * products come back unpublished, to be checked before they are sold again.
   */
  async bulkChange(ctx: ServiceContext, action: BulkProductAction, selection: { ids: number[] | null; filter: AdminProductFilter | null }): Promise<number> {
    if (!selection.ids && !selection.filter) throw badInput('Choose products, or a filter.', { field: 'ids' });
    if (selection.ids && selection.ids.length > MAX_BULK_IDS) throw badInput(`At most ${MAX_BULK_IDS.toLocaleString('en-IN')} products by id; use a filter for more.`, { field: 'ids' });
    const changed = await ctx.transaction(async (tx) => {
      const m = tx.manager;
      const { where, params } = selection.ids ? { where: 'p.id = ANY($1::int[])', params: [selection.ids] as unknown[] } : productFilterSql(selection.filter!);
      const set = {
        publish: 'listed = true',
        unpublish: 'listed = false',
        archive: 'archived_at = now()',
        restore: 'archived_at = NULL, listed = false',
      }[action];
      const only = { publish: 'NOT p.listed', unpublish: 'p.listed', archive: 'p.archived_at IS NULL', restore: 'p.archived_at IS NOT NULL' }[action];
      // Lock in id order so two bulk changes (or a bulk change and an edit) cannot deadlock.
      const [rows] = await m.query(
        `WITH target AS (SELECT p.id FROM product p WHERE ${where} AND ${only} ORDER BY p.id FOR UPDATE)
         UPDATE product SET ${set} FROM target WHERE product.id = target.id RETURNING product.id`,
        params,
      );
      const ids = (rows as Array<{ id: number }>).map((r) => r.id);
      await refreshShopVisibility(m, { productIds: ids });
      if (ids.length) await this.audit.record(tx, { action: `product.bulk.${action}`, entityType: 'product', entityId: ids.length === 1 ? String(ids[0]) : '*', after: { count: ids.length, ids: ids.slice(0, 1000) } });
      return ids.length;
    });
    this.catalog.catalogueChanged();
    return changed;
  }

  /** Archives (or restores, unpublished) one product; NOT_FOUND for an unknown id. Answers it as saved. */
  async setArchived(ctx: ServiceContext, id: number, archived: boolean): Promise<AdminProductRow> {
    await this.getProduct(id);
    await this.bulkChange(ctx, archived ? 'archive' : 'restore', { ids: [id], filter: null });
    return this.getProduct(id);
  }

  /** Creates (id null) or replaces a product with its colours and sizes; answers it as saved. */
  async saveProduct(ctx: ServiceContext, id: number | null, draft: ProductDraft): Promise<AdminProductRow> {
    const errors = productDraftErrors(draft);
    if (errors.length) refuse(errors);
    const saved = await ctx.transaction(async (tx) => {
      const m = tx.manager;
      await this.checkCategory(m, draft);
      const before = id === null ? null : await this.lockProduct(m, id);
      const productId = id ?? (await this.insertProduct(m, draft));
      if (id !== null) await this.updateProduct(m, id, draft);
      await this.saveVariants(tx, productId, draft, before);
      await this.inventory.refreshListingSummary(tx, [productId]);
      await this.catalog.refreshSearchText(tx, [productId]);
      const after = await this.productIn(m, productId);
      await this.audit.record(tx, { action: id === null ? 'product.create' : 'product.update', entityType: 'product', entityId: String(productId), before: before ?? undefined, after });
      return after;
    });
    this.catalog.catalogueChanged();
    return saved;
  }

  /** Shows or hides a product in the shop. */
  async setPublished(ctx: ServiceContext, id: number, published: boolean): Promise<AdminProductRow> {
    const saved = await ctx.transaction(async (tx) => {
      const m = tx.manager;
      const before = await this.lockProduct(m, id);
      await m.query(`UPDATE product SET listed = $2 WHERE id = $1`, [id, published]);
      await refreshShopVisibility(m, { productIds: [id] });
      await this.audit.record(tx, { action: published ? 'product.publish' : 'product.unpublish', entityType: 'product', entityId: String(id), before: { published: before.published }, after: { published } });
      return this.productIn(m, id);
    });
    this.catalog.catalogueChanged();
    return saved;
  }

  /**
   * Adds `delta` (negative to remove) to a size's stock for a reason (inventory applies it: never
   * below zero, recorded as a stock movement, listing summary refreshed); audit-logged here.
   */
  async adjustStock(ctx: ServiceContext, sizeId: number, delta: number, reason: StockReason, note: string): Promise<AdminSizeRow> {
    const cleanNote = (note ?? '').trim().slice(0, 200);
    const size = await ctx.transaction(async (tx) => {
      const { stockAfter } = await this.inventory.adjustStock(tx, { sizeId, delta, reason, note: cleanNote, staffId: tx.requireStaff().staffId });
      await this.audit.record(tx, { action: `stock.${reason}`, entityType: 'variant_size', entityId: String(sizeId), before: { stock: stockAfter - delta }, after: { stock: stockAfter, note: cleanNote } });
      return this.inventory.sizeRow(tx, sizeId);
    });
    this.catalog.catalogueChanged();
    return size;
  }

  /** An uploaded photo, for the audit log (the photo itself lives in the PhotoStorage). */
  async recordPhotoUpload(ctx: ServiceContext, photoId: string, facts: { url: string; name: string; bytes: number }): Promise<void> {
    await this.audit.record(ctx, { action: 'photo.upload', entityType: 'photo', entityId: photoId, after: facts });
  }

  private async checkCategory(m: EntityManager, draft: ProductDraft): Promise<void> {
    const [category] = await m.query(`SELECT section_id AS "sectionId" FROM category WHERE id = $1`, [draft.categoryId]);
    if (!category) refuse([{ field: 'categoryId', message: 'Choose a category.' }]);
    if (category.sectionId !== draft.sectionId) refuse([{ field: 'categoryId', message: 'That category belongs to another section.' }]);
  }

  /** A field error when another product has this URL name. */
  private async checkSlugFree(m: EntityManager, slug: string, id: number): Promise<void> {
    const [taken] = await m.query(`SELECT 1 FROM product WHERE slug = $1 AND id <> $2`, [slug, id]);
    if (taken) refuse([{ field: 'slug', message: PRODUCT_MESSAGES.slugTaken }]);
  }

  /** Locks the product row (no eager joins: see STACK.md) and answers it as it was. */
  private async lockProduct(m: EntityManager, id: number): Promise<AdminProductRow> {
    const locked = await m.query(`SELECT id FROM product WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.length === 0) throw notFound('Product not found.');
    return this.productIn(m, id);
  }

  private async insertProduct(m: EntityManager, draft: ProductDraft): Promise<number> {
    const [row] = await m.query(
      `INSERT INTO product (section_id, category_id, name, slug, subtitle, description, material_care, specifications, is_new_arrival, is_trending, listed, published,
         seo_title, seo_description, hsn_code)
       VALUES ($1, $2, $3, 'new-' || md5(random()::text), $4, $5, $6, $7, $8, $9, $10, false, $11, $12, $13) RETURNING id`,
      [draft.sectionId, draft.categoryId, draft.name.trim(), ...textFields(draft), draft.isNewArrival ?? false, draft.isTrending ?? false, draft.published ?? true, ...seoFields(draft), hsnOf(draft) || null],
    );
    // The id makes the slug unique (names repeat); it changes only when staff give another one.
    const slug = (draft.slug ?? '').trim() || `${slugOf(draft.name)}-${row.id}`;
    await this.checkSlugFree(m, slug, row.id);
    await m.query(`UPDATE product SET slug = $2 WHERE id = $1`, [row.id, slug]);
    await refreshShopVisibility(m, { productIds: [row.id] });
    return row.id;
  }

  private async updateProduct(m: EntityManager, id: number, draft: ProductDraft): Promise<void> {
    await m.query(
      `UPDATE product SET section_id = $2, category_id = $3, name = $4, subtitle = $5, description = $6, material_care = $7, specifications = $8,
         is_new_arrival = $9, is_trending = $10, listed = coalesce($11, listed), seo_title = $12, seo_description = $13,
         hsn_code = CASE WHEN $14::boolean THEN $15 ELSE hsn_code END WHERE id = $1`,
      [id, draft.sectionId, draft.categoryId, draft.name.trim(), ...textFields(draft), draft.isNewArrival ?? false, draft.isTrending ?? false, draft.published ?? null, ...seoFields(draft), hsnOf(draft) !== undefined, hsnOf(draft) ?? ''],
    );
    const slug = (draft.slug ?? '').trim();
    if (slug) {
      await this.checkSlugFree(m, slug, id);
      await m.query(`UPDATE product SET slug = $2 WHERE id = $1`, [id, slug]);
    }
    await refreshShopVisibility(m, { productIds: [id] });
  }

  /**
   * Colours and sizes as the draft lists them (in its order): listed ids are updated, new ones
   * inserted, the product's others deleted (orders keep their own snapshot of what was bought).
   * An existing size keeps its stock: stock changes only through adjustments (no lost sales).
   */
  private async saveVariants(tx: ServiceContext, productId: number, draft: ProductDraft, before: AdminProductRow | null): Promise<void> {
    const m = tx.manager;
    const existingVariants = new Map((before?.variants ?? []).map((v) => [v.id, v]));
    const existingSizes = new Map((before?.variants ?? []).flatMap((v) => v.sizes.map((s) => [s.id, s] as const)));
    const foreign: FieldError[] = [];
    draft.variants.forEach((variant, v) => {
      if (variant.id != null && !existingVariants.has(variant.id)) foreign.push({ field: `variants.${v}.id`, message: 'That colour belongs to another product.' });
      variant.sizes.forEach((size, s) => {
        if (size.id != null && !existingSizes.has(size.id)) foreign.push({ field: `variants.${v}.sizes.${s}.id`, message: 'That size belongs to another product.' });
      });
    });
    if (foreign.length) refuse(foreign);
    const keptVariants = draft.variants.map((v) => v.id).filter((id): id is number => id != null);
    await this.checkRemovals(tx, productId, before, draft);
    await m.query(`DELETE FROM variant WHERE product_id = $1 AND NOT (id = ANY($2::int[])) AND archived_at IS NULL`, [productId, keptVariants]);
    for (const [position, variant] of draft.variants.entries()) {
      const images = variant.images.map((url) => url.trim());
      const values = [variant.colorName.trim(), variant.colorValue.trim().toLowerCase(), (variant.sleeve ?? '').trim(), (variant.neck ?? '').trim(), (variant.type ?? '').trim(), images, images[1] ?? '', position];
      let variantId: number;
      if (variant.id != null) {
        variantId = variant.id;
        await m.query(`UPDATE variant SET color_name = $2, color_value = $3, sleeve = $4, neck = $5, type = $6, images = $7, hover_image = $8, position = $9 WHERE id = $1`, [variantId, ...values]);
      } else {
        const [row] = await m.query(
          `INSERT INTO variant (product_id, color_name, color_value, sleeve, neck, type, images, hover_image, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [productId, ...values],
        );
        variantId = row.id;
      }
      const keptSizes = variant.sizes.map((s) => s.id).filter((id): id is number => id != null);
      await this.inventory.removeSizesExcept(tx, variantId, keptSizes);
      for (const [sizePosition, size] of variant.sizes.entries()) await this.saveSize(tx, variantId, sizePosition, size);
    }
  }

  /**
   * Colours and sizes the draft drops are deleted only when nothing refers to them (issue 25, item
   * 9: "Remove colour" deleted a colour with an open order and an open return, with its stock
   * history). While an open order or return refers to one, the save is refused and says which;
   * one ever ordered is kept for its history (the owner sets its stock to 0 to stop selling it).
   */
  private async checkRemovals(tx: ServiceContext, productId: number, before: AdminProductRow | null, draft: ProductDraft): Promise<void> {
    if (!before) return;
    const keptVariants = new Set(draft.variants.map((v) => v.id).filter((id) => id != null));
    const keptSizes = new Set(draft.variants.flatMap((v) => v.sizes.map((s) => s.id)).filter((id) => id != null));
    const dropped = before.variants.flatMap((variant) =>
      variant.sizes.filter((size) => !keptVariants.has(variant.id) || !keptSizes.has(size.id)).map((size) => ({ variant, size, wholeColour: !keptVariants.has(variant.id) })),
    );
    if (dropped.length === 0) return;
    const sizeIds = dropped.map((d) => d.size.id);
    const orders = new Map((await this.references.orders(tx, sizeIds)).map((r) => [r.sizeId, r]));
    const openReturns = await this.references.openReturns(tx, [...orders.values()].flatMap((r) => r.orderItemIds), sizeIds);
    const errors: FieldError[] = [];
    const byColour = new Map<number, typeof dropped>();
    for (const d of dropped) byColour.set(d.variant.id, [...(byColour.get(d.variant.id) ?? []), d]);
    for (const [, items] of byColour) {
      const { variant, wholeColour } = items[0];
      const what = wholeColour ? `The colour ${variant.colorName}` : `Size ${items.map((d) => d.size.size).join(', ')} of ${variant.colorName}`;
      const open = [...new Set(items.flatMap((d) => orders.get(d.size.id)?.openOrders ?? []))];
      if (open.length) errors.push({ field: 'variants', message: `${what} cannot be removed: open order${open.length === 1 ? '' : 's'} ${open.slice(0, 5).join(', ')}${open.length > 5 ? '…' : ''} still ${open.length === 1 ? 'holds' : 'hold'} it. Remove it once they are delivered or cancelled.` });
    }
    if (openReturns > 0) errors.push({ field: 'variants', message: `${openReturns === 1 ? 'An open return refers' : `${openReturns} open returns refer`} to what you removed. Remove it once ${openReturns === 1 ? 'it is' : 'they are'} closed.` });
    if (errors.length) refuse(errors);
    // Ordered before, nothing open: archived (kept with its history, out of the shop), not deleted.
    const ordered = dropped.filter((d) => orders.has(d.size.id));
    if (ordered.length === 0) return;
    const colours = [...new Set(ordered.filter((d) => d.wholeColour).map((d) => d.variant.id))];
    // The colour's other sizes stay with it (archived too): its rows are kept whole.
    const sizes = [...new Set([...ordered.map((d) => d.size.id), ...dropped.filter((d) => colours.includes(d.variant.id)).map((d) => d.size.id)])];
    await this.inventory.archiveSizes(tx, sizes, { reason: 'correction', note: 'Archived: removed from the catalogue', staffId: tx.requireStaff().staffId });
    if (colours.length) await tx.manager.query(`UPDATE variant SET archived_at = now() WHERE product_id = $1 AND id = ANY($2::int[])`, [productId, colours]);
  }

  /** A size through inventory (the only writer of sizes); a new size's opening stock is an 'initial' movement. */
  private async saveSize(tx: ServiceContext, variantId: number, position: number, size: SizeDraft): Promise<void> {
    const id = await this.inventory.saveSize(tx, variantId, {
      id: size.id ?? null,
      size: size.size.trim(),
      originalPrice: rupeesToPaise(size.mrp),
      discountedPrice: rupeesToPaise(size.price),
      position,
      lowStockThreshold: size.lowStockThreshold ?? null,
    });
    const stock = size.stock ?? 0;
    if (size.id == null && stock > 0) await this.inventory.setStocks(tx, [{ sizeId: id, stock }], { reason: 'initial', note: 'Opening stock', staffId: tx.requireStaff().staffId });
  }
}

/** The draft's HSN code: undefined = leave as is; '' = the category's (the product table's trigger fills it). */
const hsnOf = (draft: ProductDraft): string | undefined => (draft.hsnCode === undefined ? undefined : (draft.hsnCode ?? '').trim());
const seoFields = (draft: ProductDraft) => [(draft.seoTitle ?? '').trim(), (draft.seoDescription ?? '').trim()];
const textFields = (draft: ProductDraft) => [(draft.subtitle ?? '').trim(), draft.description ?? '', draft.materialCare ?? '', draft.specifications ?? ''];
