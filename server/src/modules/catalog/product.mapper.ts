/** Maps catalogue entities (paise) to their GraphQL shapes (`Money`). */
import { discountPercent } from '../../shared/money.js';
import { moneyFromPaise } from '../../shared/graphql/money.js';
import type { CatalogProduct, CatalogSize, CatalogVariant } from './catalog.records.js';
import { ProductSize, ProductType, ProductVariant, Review } from './catalog.types.js';
import type { ReviewRow } from './catalog.service.js';
import { sellingPrice } from '../pricing/pricing.js';

export function toGqlSize(size: CatalogSize): ProductSize {
  return Object.assign(new ProductSize(), {
    id: String(size.id),
    size: size.size,
    originalPrice: moneyFromPaise(size.originalPrice),
    discountedPrice: moneyFromPaise(sellingPrice(size)),
    discountPercent: size.offerPrice == null ? size.discount : discountPercent(size.originalPrice, size.offerPrice),
    stock: size.stock,
    inStock: size.stock > 0,
  });
}

export function toGqlVariant(variant: CatalogVariant): ProductVariant {
  return Object.assign(new ProductVariant(), {
    id: String(variant.id),
    colorName: variant.colorName,
    colorValue: variant.colorValue,
    sleeve: variant.sleeve,
    neck: variant.neck,
    type: variant.type,
    images: variant.images,
    hoverImage: variant.hoverImage || variant.images[1] || variant.images[0] || '',
    sizes: (variant.sizes ?? []).map(toGqlSize),
  });
}

/**
 * Mapped products by record: a record served again from the listing cache is mapped once, not
 * once per request (GraphQL only reads these objects; the record lives as long as its cache entry).
 */
const mapped = new WeakMap<CatalogProduct, ProductType>();

/** The product with its variants loaded (CatalogService.productsByIds / getProduct). */
export function toGqlProduct(product: CatalogProduct): ProductType {
  let gql = mapped.get(product);
  if (!gql) {
    gql = mapProduct(product);
    mapped.set(product, gql);
  }
  return gql;
}

function mapProduct(product: CatalogProduct): ProductType {
  const variants = product.variants ?? [];
  const first = variants[0];
  const firstSize = first?.sizes?.[0];
  const original = firstSize?.originalPrice ?? product.listingOriginalPrice;
  const discounted = firstSize ? sellingPrice(firstSize) : product.listingPrice;
  return Object.assign(new ProductType(), {
    dbId: product.id,
    categoryId: product.categoryId,
    sectionId: product.sectionId,
    published: product.published !== false,
    categoryEntity: product.category ?? undefined,
    id: String(product.id),
    slug: product.slug,
    name: product.name,
    subtitle: product.subtitle,
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    description: product.description,
    specifications: product.specifications,
    materialCare: product.materialCare,
    averageRating: Math.round(product.averageRating * 10) / 10,
    numReviews: product.numReviews,
    inStock: variants.some((v) => (v.sizes ?? []).some((s) => s.stock > 0)),
    totalStock: variants.reduce((sum, v) => sum + (v.sizes ?? []).reduce((n, s) => n + s.stock, 0), 0),
    price: moneyFromPaise(discounted),
    originalPrice: moneyFromPaise(original),
    discountPercent: firstSize ? discountPercent(original, discounted) : product.listingDiscount,
    image: first?.images[0] ?? '',
    hoverImage: first ? first.hoverImage || first.images[1] || first.images[0] || '' : '',
    isNewArrival: product.isNewArrival,
    isTrending: product.isTrending,
    createdAt: product.createdAt,
    variants: variants.map(toGqlVariant),
    sizeLabels: [...new Set(variants.flatMap((v) => (v.sizes ?? []).map((s) => s.size)))],
  });
}

export function toGqlReview(row: ReviewRow): Review {
  return Object.assign(new Review(), {
    id: String(row.id),
    rating: row.rating,
    title: row.title,
    text: row.body,
    authorName: row.authorName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? null,
    // Only buyers of a delivered product can write reviews, so a writer on record is a verified buyer.
    verifiedBuyer: row.customerId != null,
    photos: row.photos ?? [],
  });
}
