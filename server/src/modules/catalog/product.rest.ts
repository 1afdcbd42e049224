/**
 * The spec's section-3 product object for the REST twins. ONE mapper, reused by wishlist, cart
 * and orders: pass a product loaded with its variants and sizes (CatalogService.productsByIds).
 */
import { discountPercent, paiseToRupees } from '../../shared/money.js';
import type { CatalogProduct } from './catalog.records.js';
import type { Category } from './category.entity.js';
import { sellingPrice } from '../pricing/pricing.js';

export interface RestSize {
  _id: string;
  size: string;
  originalPrice: number;
  discountedPrice: number;
  discount: number;
  stock: number;
}

export interface RestVariant {
  _id: string;
  color: { name: string; value: string };
  images: string[];
  hoverImage: string;
  sleeve: string;
  neck: string;
  type: string;
  sizes: RestSize[];
}

export interface RestProduct {
  _id: string;
  id: string;
  slug: string;
  name: string;
  title: string;
  subtitle: string;
  description: string;
  discount: number;
  originalPrice: number;
  price: number;
  averageRating: number;
  numOfReviews: number;
  specifications: string;
  materialCare: string;
  stock: number;
  inStock: boolean;
  image: string;
  images: string[];
  hoverImageUrl: string;
  sizes: Array<{ size: string }>;
  firstVariant: { image: string; discountedPrice: number; originalPrice: number } | null;
  category: { _id: string; name: string };
  variants: RestVariant[];
}

/** Mapped records (see product.mapper.ts): a record served again from the listing cache is mapped once. Callers copy, never change, the answer. */
const mapped = new WeakMap<CatalogProduct, RestProduct>();

/** Maps a full product (variants and sizes loaded) to the spec's product JSON; money in rupees. */
export function toRestProduct(product: CatalogProduct, category?: Pick<Category, 'id' | 'name'> | null): RestProduct {
  if (category) return mapRestProduct(product, category);
  let rest = mapped.get(product);
  if (!rest) {
    rest = mapRestProduct(product, null);
    mapped.set(product, rest);
  }
  return rest;
}

function mapRestProduct(product: CatalogProduct, category: Pick<Category, 'id' | 'name'> | null): RestProduct {
  const variants = product.variants ?? [];
  const first = variants[0];
  const firstSize = first?.sizes?.[0];
  const original = firstSize?.originalPrice ?? product.listingOriginalPrice;
  const discounted = firstSize ? sellingPrice(firstSize) : product.listingPrice;
  const stock = variants.reduce((sum, v) => sum + (v.sizes ?? []).reduce((n, s) => n + s.stock, 0), 0);
  const sizeNames = [...new Set(variants.flatMap((v) => (v.sizes ?? []).map((s) => s.size)))];
  const cat = category ?? product.category;
  return {
    _id: String(product.id),
    id: String(product.id),
    slug: product.slug,
    name: product.name,
    title: product.name,
    subtitle: product.subtitle,
    description: product.description,
    discount: firstSize ? discountPercent(original, discounted) : product.listingDiscount,
    originalPrice: paiseToRupees(original),
    price: paiseToRupees(discounted),
    averageRating: Math.round(product.averageRating * 10) / 10,
    numOfReviews: product.numReviews,
    specifications: product.specifications,
    materialCare: product.materialCare,
    stock,
    inStock: stock > 0,
    image: first?.images[0] ?? '',
    images: first?.images ?? [],
    hoverImageUrl: first ? first.hoverImage || first.images[1] || first.images[0] || '' : '',
    sizes: sizeNames.map((size) => ({ size })),
    firstVariant: first
      ? { image: first.images[0] ?? '', discountedPrice: paiseToRupees(discounted), originalPrice: paiseToRupees(original) }
      : null,
    category: { _id: String(product.categoryId), name: cat?.name ?? '' },
    variants: variants.map((v) => ({
      _id: String(v.id),
      color: { name: v.colorName, value: v.colorValue },
      images: v.images,
      hoverImage: v.hoverImage,
      sleeve: v.sleeve,
      neck: v.neck,
      type: v.type,
      sizes: (v.sizes ?? []).map((s) => ({
        _id: String(s.id),
        size: s.size,
        originalPrice: paiseToRupees(s.originalPrice),
        discountedPrice: paiseToRupees(sellingPrice(s)),
        discount: s.offerPrice == null ? s.discount : discountPercent(s.originalPrice, s.offerPrice),
        stock: s.stock,
      })),
    })),
  };
}
