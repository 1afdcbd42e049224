import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Category } from './category.entity.js';
import type { Variant } from './variant.entity.js';

/**
 * A garment. Prices and stock live on its variants' sizes; the `listing*` columns are a
 * denormalised summary of them, refreshed by CatalogService whenever variants change, so a
 * filtered, sorted listing is one indexed query (the spec defines discount and price on the
 * first variant's first size).
 */
@Entity('product')
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'section_id' })
  sectionId: number;

  @Column({ type: 'int', name: 'category_id' })
  categoryId: number;

  @ManyToOne('Category', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** HSN code printed on GST invoices (4, 6 or 8 digits); the category's when not given (a trigger fills it). */
  @Column({ type: 'varchar', length: 8, name: 'hsn_code' })
  hsnCode: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 240 })
  slug: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  subtitle: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** Multi-line "Label: value" text shown on the Specifications tab. */
  @Column({ type: 'text', default: '' })
  specifications: string;

  @Column({ type: 'text', name: 'material_care', default: '' })
  materialCare: string;

  /** Mean of review ratings, 0 when there are none. */
  @Column({ type: 'real', name: 'average_rating', default: 0 })
  averageRating: number;

  @Column({ type: 'int', name: 'num_reviews', default: 0 })
  numReviews: number;

  @Column({ type: 'boolean', name: 'is_new_arrival', default: false })
  isNewArrival: boolean;

  @Column({ type: 'boolean', name: 'is_trending', default: false })
  isTrending: boolean;

  /** Seeded best-seller score; units sold are added to it as orders arrive. */
  @Column({ type: 'int', name: 'best_seller_score', default: 0 })
  bestSellerScore: number;

  @Column({ type: 'int', name: 'units_sold', default: 0 })
  unitsSold: number;

  /**
   * In the shop: staff's switch (listed), not archived, its category and section not hidden
   * (catalog-admin/shop-visibility.ts keeps it). Out of the shop's listings, search and pages otherwise.
   */
  @Column({ type: 'boolean', default: true })
  published: boolean;

  /** Title for search engines and the browser tab; empty: the name. */
  @Column({ type: 'varchar', length: 70, name: 'seo_title', default: '' })
  seoTitle: string;

  /** Description for search engines; empty: none given. */
  @Column({ type: 'varchar', length: 160, name: 'seo_description', default: '' })
  seoDescription: string;

  // ---- listing summary (see class comment) ----
  /** Discounted price of the first variant's first size, in paise. */
  @Column({ type: 'int', name: 'listing_price', default: 0 })
  listingPrice: number;

  /** Original price of the first variant's first size, in paise. */
  @Column({ type: 'int', name: 'listing_original_price', default: 0 })
  listingOriginalPrice: number;

  /** (original - discounted) / original x 100 of the first variant's first size. */
  @Column({ type: 'smallint', name: 'listing_discount', default: 0 })
  listingDiscount: number;

  /** False when every size of every variant has stock 0. */
  @Column({ type: 'boolean', name: 'in_stock', default: true })
  inStock: boolean;

  @Column({ type: 'text', array: true, name: 'facet_sizes', default: '{}' })
  facetSizes: string[];

  @Column({ type: 'text', array: true, name: 'facet_colors', default: '{}' })
  facetColors: string[];

  @Column({ type: 'text', array: true, name: 'facet_sleeves', default: '{}' })
  facetSleeves: string[];

  @Column({ type: 'text', array: true, name: 'facet_necks', default: '{}' })
  facetNecks: string[];

  @Column({ type: 'text', array: true, name: 'facet_types', default: '{}' })
  facetTypes: string[];

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @OneToMany('Variant', (variant: Variant) => variant.product)
  variants: Relation<Variant[]>;
}
