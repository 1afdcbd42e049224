/**
 * `product.published` is what the shop obeys (listings, search, the product page, what can be
 * bought, the listing indexes): a product is in the shop when staff listed it, it is not
 * archived, and neither its category nor its section is hidden (ADR 0151). Every staff change of
 * one of those four refreshes it here, in the change's transaction.
 */
import type { EntityManager } from 'typeorm';

export type VisibilityScope = { productIds: readonly number[] } | { categoryIds: readonly number[] } | { sectionIds: readonly number[] };

/** Recomputes `published` of the products in scope; answers the ids whose value changed. */
export async function refreshShopVisibility(m: EntityManager, scope: VisibilityScope): Promise<number[]> {
  const [column, ids] =
    'productIds' in scope ? ['p2.id', scope.productIds] : 'categoryIds' in scope ? ['c.id', scope.categoryIds] : ['c.section_id', scope.sectionIds];
  if (ids.length === 0) return [];
  const [rows] = await m.query(
    `UPDATE product p SET published = v.visible
       FROM (SELECT p2.id, (p2.listed AND p2.archived_at IS NULL AND NOT c.hidden AND NOT s.hidden) AS visible
               FROM product p2 JOIN category c ON c.id = p2.category_id JOIN section s ON s.id = c.section_id
              WHERE ${column} = ANY($1::int[])) v
      WHERE p.id = v.id AND p.published IS DISTINCT FROM v.visible
      RETURNING p.id`,
    [[...ids]],
  );
  return (rows as Array<{ id: number }>).map((r) => r.id);
}
