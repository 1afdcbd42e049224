/**
 * Staff build the catalogue's structure from the dashboard: sections and categories (create,
 * rename, reorder, image, hide, delete when empty), each category with its default HSN code and
 * SEO fields. Each change is one transaction with its audit record; hiding or showing refreshes
 * the products' shop visibility (shop-visibility.ts); after the commit the shop's caches are
 * dropped in every process (CatalogService.catalogueChanged), so menus and listings follow at once.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, notFound } from '../../shared/errors.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { AuditService } from '../staff/audit.service.js';
import type { SizeChartService } from '../catalog/size-chart.service.js';
import type { SizeChartInput, SizeChartRecord } from '../catalog/size-chart.rules.js';
import { refuse, slugOf } from './product-rules.js';
import { refreshShopVisibility } from './shop-visibility.js';
import {
  categoryDraftErrors,
  categorySlugOf,
  isPermutation,
  sectionDraftErrors,
  STRUCTURE_MESSAGES,
  type CategoryDraft,
  type SectionDraft,
} from './structure-rules.js';

export const SECTION_NOT_FOUND = 'Section not found.';
export const CATEGORY_NOT_FOUND = 'Category not found.';

export interface AdminSectionRow {
  id: number;
  name: string;
  slug: string;
  gender: 'men' | 'women';
  image: string;
  hidden: boolean;
  position: number;
  categories: AdminCategoryRow[];
}
export interface AdminCategoryRow {
  id: number;
  sectionId: number;
  name: string;
  slug: string;
  image: string;
  hsnCode: string;
  hidden: boolean;
  position: number;
  seoTitle: string;
  seoDescription: string;
  /** Products in it, archived ones included (any product keeps it from being deleted). */
  productCount: number;
}

const SECTIONS_SQL = `
  SELECT s.id, s.name, s.slug, s.gender, s.image, s.hidden, s.position,
    coalesce((SELECT json_agg(json_build_object('id', c.id, 'sectionId', c.section_id, 'name', c.name, 'slug', c.slug, 'image', c.image,
        'hsnCode', c.hsn_code, 'hidden', c.hidden, 'position', c.position, 'seoTitle', c.seo_title, 'seoDescription', c.seo_description,
        'productCount', (SELECT count(*) FROM product p WHERE p.category_id = c.id)) ORDER BY c.position, c.id)
      FROM category c WHERE c.section_id = s.id), '[]'::json) AS categories
  FROM section s ORDER BY s.position, s.id`;

const conflict = (message: string) => new DomainError('CONFLICT', message);

export class CatalogueStructureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly audit: AuditService,
    private readonly sizeCharts: SizeChartService,
  ) {}

  /** Replaces a category's size chart (every size's measurements), audit-logged; the product pages show it at once. */
  async saveCategorySizeChart(ctx: ServiceContext, categoryId: number, input: SizeChartInput): Promise<SizeChartRecord> {
    return this.change(ctx, async (_m, tx) => {
      const before = await this.sizeCharts.chartOfCategory(categoryId);
      const saved = await this.sizeCharts.replaceChart(categoryId, input, tx);
      await this.audit.record(tx, { action: 'size_chart.category', entityType: 'category', entityId: String(categoryId), before: before ?? undefined, after: saved });
      return saved;
    });
  }

  /** Gives a product its own size chart, or (null) returns it to its category's; audit-logged, shown at once. */
  async saveProductSizeChart(ctx: ServiceContext, productId: number, input: SizeChartInput | null): Promise<SizeChartInput | null> {
    return this.change(ctx, async (_m, tx) => {
      const [before] = await this.sizeCharts.chartsForProducts([productId]);
      const saved = await this.sizeCharts.replaceProductChart(tx, productId, input);
      await this.audit.record(tx, { action: 'size_chart.product', entityType: 'product', entityId: String(productId), before: before ?? undefined, after: saved ?? undefined });
      return saved;
    });
  }

  /** Every section with every category (hidden ones too), in menu order, for the dashboard. */
  async listSections(manager: EntityManager = this.dataSource.manager): Promise<AdminSectionRow[]> {
    return manager.query(SECTIONS_SQL);
  }

  /** Creates a section at the end of the menu. */
  async createSection(ctx: ServiceContext, draft: SectionDraft): Promise<AdminSectionRow> {
    const errors = sectionDraftErrors(draft);
    if (errors.length) refuse(errors);
    return this.change(ctx, async (m, tx) => {
      const slug = await this.freeSectionSlug(m, slugOf(draft.name.trim()).slice(0, 80), null);
      const [row] = await m.query(
        `INSERT INTO section (name, slug, gender, image, hidden, position)
         VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(position) + 1, 0) FROM section)) RETURNING id`,
        [draft.name.trim(), slug, draft.gender, (draft.image ?? '').trim(), draft.hidden ?? false],
      );
      await this.audit.record(tx, { action: 'section.create', entityType: 'section', entityId: String(row.id), after: draft });
      return this.sectionIn(m, row.id);
    });
  }

  /** Renames a section, changes its audience or image, hides or shows it (its products follow). */
  async updateSection(ctx: ServiceContext, id: number, draft: SectionDraft): Promise<AdminSectionRow> {
    const errors = sectionDraftErrors(draft);
    if (errors.length) refuse(errors);
    return this.change(ctx, async (m, tx) => {
      const before = await this.lockSection(m, id);
      await m.query(`UPDATE section SET name = $2, gender = $3, image = $4, hidden = $5 WHERE id = $1`, [
        id,
        draft.name.trim(),
        draft.gender,
        (draft.image ?? before.image).trim(),
        draft.hidden ?? before.hidden,
      ]);
      await refreshShopVisibility(m, { sectionIds: [id] });
      const after = await this.sectionIn(m, id);
      await this.audit.record(tx, { action: 'section.update', entityType: 'section', entityId: String(id), before: strip(before), after: strip(after) });
      return after;
    });
  }

  /** Deletes an empty section; CONFLICT while it has categories. */
  async deleteSection(ctx: ServiceContext, id: number): Promise<void> {
    await this.change(ctx, async (m, tx) => {
      const before = await this.lockSection(m, id);
      if (before.categories.length) throw conflict(STRUCTURE_MESSAGES.sectionHasCategories);
      await m.query(`DELETE FROM section WHERE id = $1`, [id]);
      await this.audit.record(tx, { action: 'section.delete', entityType: 'section', entityId: String(id), before: strip(before) });
    });
  }

  /** Puts the sections in this menu order (every section, each once). */
  async reorderSections(ctx: ServiceContext, ids: number[]): Promise<AdminSectionRow[]> {
    return this.change(ctx, async (m, tx) => {
      const existing: Array<{ id: number }> = await m.query(`SELECT id FROM section ORDER BY id FOR UPDATE`);
      if (!isPermutation(ids, existing.map((r) => r.id))) refuse([{ field: 'ids', message: STRUCTURE_MESSAGES.reorderMismatch }]);
      await m.query(`UPDATE section s SET position = x.position - 1 FROM unnest($1::int[]) WITH ORDINALITY AS x(id, position) WHERE s.id = x.id`, [ids]);
      await this.audit.record(tx, { action: 'section.reorder', entityType: 'section', entityId: '*', after: { ids } });
      return this.listSections(m);
    });
  }

  /** Creates a category at the end of its section. */
  async createCategory(ctx: ServiceContext, draft: CategoryDraft): Promise<AdminCategoryRow> {
    const errors = categoryDraftErrors(draft);
    if (errors.length) refuse(errors);
    return this.change(ctx, async (m, tx) => {
      const section = await this.lockSection(m, draft.sectionId, 'sectionId');
      const slug = await this.categorySlug(m, draft, section.slug, null);
      const [row] = await m.query(
        `INSERT INTO category (section_id, name, slug, image, hsn_code, hidden, seo_title, seo_description, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT coalesce(max(position) + 1, 0) FROM category WHERE section_id = $1)) RETURNING id`,
        [draft.sectionId, draft.name.trim(), slug, (draft.image ?? '').trim(), draft.hsnCode.trim(), draft.hidden ?? false, (draft.seoTitle ?? '').trim(), (draft.seoDescription ?? '').trim()],
      );
      const after = await this.categoryIn(m, row.id);
      await this.audit.record(tx, { action: 'category.create', entityType: 'category', entityId: String(row.id), after });
      return after;
    });
  }

  /**
   * Renames a category, changes its image, HSN code, URL name or SEO fields, hides or shows it,
   * or moves it to another section (its products move with it). Its products' shop visibility
   * and search words follow in the same transaction.
   */
  async updateCategory(ctx: ServiceContext, id: number, draft: CategoryDraft): Promise<AdminCategoryRow> {
    const errors = categoryDraftErrors(draft);
    if (errors.length) refuse(errors);
    return this.change(ctx, async (m, tx) => {
      const before = await this.lockCategory(m, id);
      const section = await this.lockSection(m, draft.sectionId, 'sectionId');
      const slug = (draft.slug ?? '').trim() ? await this.categorySlug(m, draft, section.slug, id) : before.slug;
      const moved = before.sectionId !== draft.sectionId;
      await m.query(
        `UPDATE category SET section_id = $2, name = $3, slug = $4, image = $5, hsn_code = $6, hidden = $7, seo_title = $8, seo_description = $9,
           position = CASE WHEN $10 THEN (SELECT coalesce(max(position) + 1, 0) FROM category WHERE section_id = $2) ELSE position END
         WHERE id = $1`,
        // Left-out (null) image and SEO texts stay as they are: a Hide button sends only what it changes.
        [id, draft.sectionId, draft.name.trim(), slug, (draft.image ?? before.image).trim(), draft.hsnCode.trim(), draft.hidden ?? before.hidden, (draft.seoTitle ?? before.seoTitle).trim(), (draft.seoDescription ?? before.seoDescription).trim(), moved],
      );
      if (moved) await m.query(`UPDATE product SET section_id = $2 WHERE category_id = $1`, [id, draft.sectionId]);
      await refreshShopVisibility(m, { categoryIds: [id] });
      // The category's and section's names are search words of its products.
      if (moved || before.name !== draft.name.trim()) {
        const productIds: Array<{ id: number }> = await m.query(`SELECT id FROM product WHERE category_id = $1`, [id]);
        await this.catalog.refreshSearchText(tx, productIds.map((p) => p.id));
      }
      const after = await this.categoryIn(m, id);
      await this.audit.record(tx, { action: 'category.update', entityType: 'category', entityId: String(id), before, after });
      return after;
    });
  }

  /** Deletes a category without products (its size chart goes with it); CONFLICT when it has any. */
  async deleteCategory(ctx: ServiceContext, id: number): Promise<void> {
    await this.change(ctx, async (m, tx) => {
      const before = await this.lockCategory(m, id);
      // The row lock above makes a product insert into this category wait (its foreign key), so the count holds.
      if (before.productCount > 0) throw conflict(STRUCTURE_MESSAGES.categoryHasProducts);
      await m.query(`DELETE FROM category WHERE id = $1`, [id]);
      await this.audit.record(tx, { action: 'category.delete', entityType: 'category', entityId: String(id), before });
    });
  }

  /** Puts a section's categories in this order (every category of the section, each once). */
  async reorderCategories(ctx: ServiceContext, sectionId: number, ids: number[]): Promise<AdminSectionRow> {
    return this.change(ctx, async (m, tx) => {
      await this.lockSection(m, sectionId);
      const existing: Array<{ id: number }> = await m.query(`SELECT id FROM category WHERE section_id = $1 ORDER BY id FOR UPDATE`, [sectionId]);
      if (!isPermutation(ids, existing.map((r) => r.id))) refuse([{ field: 'ids', message: STRUCTURE_MESSAGES.reorderMismatch }]);
      await m.query(`UPDATE category c SET position = x.position - 1 FROM unnest($1::int[]) WITH ORDINALITY AS x(id, position) WHERE c.id = x.id`, [ids]);
      await this.audit.record(tx, { action: 'category.reorder', entityType: 'section', entityId: String(sectionId), after: { ids } });
      return this.sectionIn(m, sectionId);
    });
  }

  /** Runs a change in one transaction, then drops the shop's caches in every process. */
  private async change<T>(ctx: ServiceContext, work: (m: EntityManager, tx: ServiceContext) => Promise<T>): Promise<T> {
    const result = await ctx.transaction((tx) => work(tx.manager, tx));
    this.catalog.catalogueChanged();
    return result;
  }

  private async sectionIn(m: EntityManager, id: number): Promise<AdminSectionRow> {
    const row = (await this.listSections(m)).find((s) => s.id === id);
    if (!row) throw notFound(SECTION_NOT_FOUND);
    return row;
  }

  private async lockSection(m: EntityManager, id: number, field?: string): Promise<AdminSectionRow> {
    const locked = await m.query(`SELECT id FROM section WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.length === 0) {
      if (field) refuse([{ field, message: 'Choose a section.' }]);
      throw notFound(SECTION_NOT_FOUND);
    }
    return this.sectionIn(m, id);
  }

  private async categoryIn(m: EntityManager, id: number): Promise<AdminCategoryRow> {
    const [row] = await m.query(
      `SELECT c.id, c.section_id AS "sectionId", c.name, c.slug, c.image, c.hsn_code AS "hsnCode", c.hidden, c.position,
         c.seo_title AS "seoTitle", c.seo_description AS "seoDescription", (SELECT count(*)::int FROM product p WHERE p.category_id = c.id) AS "productCount"
       FROM category c WHERE c.id = $1`,
      [id],
    );
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  }

  private async lockCategory(m: EntityManager, id: number): Promise<AdminCategoryRow> {
    const locked = await m.query(`SELECT id FROM category WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.length === 0) throw notFound(CATEGORY_NOT_FOUND);
    return this.categoryIn(m, id);
  }

  /** The asked URL name (field error when another category has it) or a free one made from the names. */
  private async categorySlug(m: EntityManager, draft: CategoryDraft, sectionSlug: string, id: number | null): Promise<string> {
    const asked = (draft.slug ?? '').trim();
    if (asked) {
      const [taken] = await m.query(`SELECT 1 FROM category WHERE slug = $1 AND id IS DISTINCT FROM $2`, [asked, id]);
      if (taken) refuse([{ field: 'slug', message: STRUCTURE_MESSAGES.slugTaken }]);
      return asked;
    }
    const base = categorySlugOf(sectionSlug, draft.name.trim());
    const taken: Array<{ slug: string }> = await m.query(`SELECT slug FROM category WHERE slug LIKE $1 || '%'`, [base]);
    return freeSlug(base, new Set(taken.map((t) => t.slug)), 120);
  }

  private async freeSectionSlug(m: EntityManager, base: string, id: number | null): Promise<string> {
    const taken: Array<{ slug: string }> = await m.query(`SELECT slug FROM section WHERE slug LIKE $1 || '%' AND id IS DISTINCT FROM $2`, [base, id]);
    return freeSlug(base || 'section', new Set(taken.map((t) => t.slug)), 80);
  }
}

/** `base`, or `base-2`, `base-3` … the first not taken. */
function freeSlug(base: string, taken: Set<string>, max: number): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, max - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A section for the audit log, without its categories. */
const strip = ({ categories: _categories, ...section }: AdminSectionRow) => section;
