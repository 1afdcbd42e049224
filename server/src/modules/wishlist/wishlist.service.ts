import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../shared/errors.js';
import { instantKeySql, newestFirstSql, pageFromRows, readNewestFirstPage, type ListPage, type PageRequest } from '../../shared/graphql/connections.js';

/** How many products one wishlist may hold. */
export const MAX_WISHLIST = 200;

export interface WishlistState {
  productId: number;
  /** Whether the product is in the wishlist after the call. */
  wishlisted: boolean;
  count: number;
}

export interface WishlistEntry {
  productId: number;
  addedAt: Date;
}

/** A shopper's saved products. Rows are keyed (customer, product), so each call is owner-scoped. */
/** What the wishlist asks of the catalogue (CatalogService): whether products exist. */
export interface ProductDirectory {
  existingProductIds(ids: readonly number[]): Promise<Set<number>>;
}

export class WishlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: ProductDirectory,
  ) {}

  /** The saved products, newest first. */
  async list(customerId: number): Promise<WishlistEntry[]> {
    const rows: Array<{ product_id: number; created_at: Date }> = await this.dataSource.query(
      `SELECT product_id, created_at FROM wishlist_item WHERE customer_id = $1 ORDER BY created_at DESC, product_id DESC LIMIT $2`,
      [customerId, MAX_WISHLIST],
    );
    return rows.map((row) => ({ productId: row.product_id, addedAt: row.created_at }));
  }

  /**
   * A page of the saved products, newest first (`first`/`after` or `last`/`before`; keyset on
   * (created_at, product_id), walked on wishlist_item_customer_created_idx).
   */
  async page(customerId: number, request: PageRequest): Promise<ListPage<WishlistEntry>> {
    const page = readNewestFirstPage(request);
    const params: unknown[] = [customerId];
    const add = (value: unknown) => `$${params.push(value)}`;
    const { beyond, orderBy } = newestFirstSql('created_at', 'product_id', page, add);
    const rows: Array<{ productId: number; addedAt: Date; timeKey: string }> = await this.dataSource.query(
      `SELECT product_id AS "productId", created_at AS "addedAt", ${instantKeySql('created_at')} AS "timeKey" FROM wishlist_item
       WHERE customer_id = $1 AND ${beyond} ORDER BY ${orderBy} LIMIT ${add(page.size + 1)}`,
      params,
    );
    const read = pageFromRows(rows, page, (row) => [row.timeKey, row.productId]);
    return { ...read, items: read.items.map(({ productId, addedAt }) => ({ productId, addedAt })) };
  }

  /** How many products are saved. */
  async count(customerId: number): Promise<number> {
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM wishlist_item WHERE customer_id = $1`, [customerId]);
    return count;
  }

  /** Saves a product (no change when already saved). */
  async add(customerId: number, productId: number): Promise<WishlistState> {
    await this.assertProduct(productId);
    const count = await this.count(customerId);
    if (count >= MAX_WISHLIST) throw badInput(`Your wishlist is full (at most ${MAX_WISHLIST} items).`);
    await this.dataSource.query(
      `INSERT INTO wishlist_item (customer_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [customerId, productId],
    );
    return { productId, wishlisted: true, count: await this.count(customerId) };
  }

  /** Removes a product (no change when it was not saved). */
  async remove(customerId: number, productId: number): Promise<WishlistState> {
    if (!Number.isInteger(productId) || productId <= 0) throw notFound('Product not found.');
    await this.dataSource.query(`DELETE FROM wishlist_item WHERE customer_id = $1 AND product_id = $2`, [customerId, productId]);
    return { productId, wishlisted: false, count: await this.count(customerId) };
  }

  /** Adds the product when absent, removes it when present. */
  async toggle(customerId: number, productId: number): Promise<WishlistState> {
    if (!Number.isInteger(productId) || productId <= 0) throw notFound('Product not found.');
    const deleted = await this.dataSource.query(
      `DELETE FROM wishlist_item WHERE customer_id = $1 AND product_id = $2 RETURNING product_id`,
      [customerId, productId],
    );
    const rows = Array.isArray(deleted?.[0]) ? deleted[0] : deleted;
    if (rows.length > 0) return { productId, wishlisted: false, count: await this.count(customerId) };
    return this.add(customerId, productId);
  }

  /** Which of these products the customer has saved (DataLoader batch for a per-product flag). */
  async savedAmong(customerId: number, productIds: readonly number[]): Promise<boolean[]> {
    const rows: Array<{ product_id: number }> = await this.dataSource.query(
      `SELECT product_id FROM wishlist_item WHERE customer_id = $1 AND product_id = ANY($2::int[])`,
      [customerId, [...productIds]],
    );
    const saved = new Set(rows.map((row) => row.product_id));
    return productIds.map((id) => saved.has(id));
  }

  private async assertProduct(productId: number) {
    if (!(await this.catalog.existingProductIds([productId])).has(productId)) throw notFound('Product not found.');
  }
}
