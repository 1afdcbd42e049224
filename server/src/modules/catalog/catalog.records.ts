/**
 * Plain catalogue records as the listing SQL returns them: a product with its category and its
 * variants (in order), each with its sizes (in order). Same field names as the entities, built
 * by PostgreSQL (json_agg) in the one statement that reads them, so no ORM hydration per row.
 */
import type { Category } from './category.entity.js';
import type { Product } from './product.entity.js';
import type { Variant } from './variant.entity.js';
import type { VariantSize } from './variant-size.entity.js';

/** A size; `offerPrice` is what it sells at now under the best live offer (absent in the staff's reads: see sizePrice). */
export type CatalogSize = Omit<VariantSize, 'variant'> & { offerPrice?: number };
export type CatalogVariant = Omit<Variant, 'product' | 'sizes'> & { sizes: CatalogSize[] };
export type CatalogCategory = Omit<Category, 'section'>;
/** A product as listings, the product page, cart, wishlist and orders read it (facet columns are internal). */
export type CatalogProduct = Omit<Product, 'category' | 'variants' | 'facetSizes' | 'facetColors' | 'facetSleeves' | 'facetNecks' | 'facetTypes'> & {
  category: CatalogCategory;
  variants: CatalogVariant[];
};
