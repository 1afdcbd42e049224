/**
 * SQL that the inventory module lends to other modules' one-statement reads (the catalogue's
 * product records and listing filters, the staff's product list): where a screen needs sizes and
 * stock in the same statement as its own rows for speed, the owner writes the part that names its
 * tables and the caller composes it. A change to variant_size is then one module's edit, and the
 * table-owner lint still holds: no other module spells variant_size. Writes never go this way;
 * they are InventoryService methods.
 *
 * Each function takes the SQL expression of the caller's key (e.g. `v.id`, `p.id`).
 */
import { effectivePriceSql, offerPriceSql } from '../pricing/pricing.js';

/**
 * A variant's sizes as a JSON array in display order (the catalogue's product record). Given the
 * product's id, each size also has `offerPrice`: what it sells at now under the best live offer
 * (pricing.offerPriceSql); the staff's editor leaves it out and edits the stored prices.
 */
export const sizesJsonSql = (variantId: string, productId?: string): string => `coalesce((SELECT json_agg(json_build_object('id', s.id, 'variantId', s.variant_id, 'position', s.position,
          'size', s.size, 'originalPrice', s.original_price, 'discountedPrice', s.discounted_price,
          'discount', s.discount, 'stock', s.stock, 'lowStockThreshold', s.low_stock_threshold${
            productId ? `, 'offerPrice', ${offerPriceSql(productId, effectivePriceSql('s'))}` : ''
          }) ORDER BY s.position, s.id)
        FROM variant_size s WHERE s.variant_id = ${variantId} AND s.archived_at IS NULL), '[]'::json)`;

/** True when the variant has a size whose lower-case label is in the array `sizes` (a listing's size filter). */
export const variantHasSizeSql = (variantId: string, sizes: string): string =>
  `EXISTS (SELECT 1 FROM variant_size vs WHERE vs.variant_id = ${variantId} AND vs.archived_at IS NULL AND lower(vs.size) = ANY(${sizes}))`;

/** True when one of the product's sizes is at or below its low-stock threshold (the staff's "low stock only"). */
export const productHasLowStockSql = (productId: string): string =>
  `EXISTS (SELECT 1 FROM variant v JOIN variant_size s ON s.variant_id = v.id WHERE v.product_id = ${productId} AND s.stock <= s.low_stock_threshold)`;

/** A subquery of one row: the product's total stock (`total`) and its sizes running low (`low`), for a LATERAL join. */
export const productStockTotalsSql = (productId: string): string =>
  `(SELECT sum(s.stock) AS total, count(*) FILTER (WHERE s.stock <= s.low_stock_threshold) AS low
     FROM variant v JOIN variant_size s ON s.variant_id = v.id WHERE v.product_id = ${productId})`;
