/** GraphQL shapes of staff's catalogue editing (admin schema only). Money in rupees. */
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { paiseToRupees } from '../../shared/money.js';
import type { AdminProductRow, AdminProductSummary, AdminSizeRow, AdminVariantRow, StockMovementRow } from './catalog-admin.service.js';
import { effectivePrice } from '../pricing/pricing.js';
import type { AdminCategoryRow, AdminSectionRow } from './catalogue-structure.service.js';

export enum StockReasonGql {
  RESTOCK = 'restock',
  DAMAGE = 'damage',
  CORRECTION = 'correction',
}
registerEnumType(StockReasonGql, {
  name: 'StockReason',
  description: 'Why stock changed.',
  valuesConfig: {
    RESTOCK: { description: 'Goods arrived (adds stock).' },
    DAMAGE: { description: 'Damaged or lost pieces (removes stock).' },
    CORRECTION: { description: 'A count that was wrong (either way).' },
  },
});

@InputType({ description: 'One size of a colour: price, MRP, stock.' })
export class AdminSizeInput {
  @Field(() => ID, { nullable: true, description: 'The existing size being edited; omit for a new size.' }) id?: string | null;
  @Field(() => String, { description: 'Size label, e.g. "M" or "Free Size"; unique within the colour.' }) size: string;
  @Field(() => Float, { description: 'What the shopper pays, rupees (0 or more).' }) price: number;
  @Field(() => Float, { description: 'Maximum retail price, rupees (not below the price).' }) mrp: number;
  @Field(() => Int, { nullable: true, description: 'Opening stock of a NEW size. An existing size keeps its stock: use adjustStock.' }) stock?: number | null;
  @Field(() => Int, { nullable: true, description: 'Flag the size as low on stock at or below this (default 5).' }) lowStockThreshold?: number | null;
}

@InputType({ description: 'One colour of a product with its photos and sizes.' })
export class AdminVariantInput {
  @Field(() => ID, { nullable: true, description: 'The existing colour being edited; omit for a new colour.' }) id?: string | null;
  @Field(() => String, { description: 'Colour name shown to shoppers, e.g. "Navy".' }) colorName: string;
  @Field(() => String, { description: 'Colour swatch as #rrggbb.' }) colorValue: string;
  @Field(() => String, { nullable: true, description: 'Sleeve (a listing filter), e.g. "full".' }) sleeve?: string | null;
  @Field(() => String, { nullable: true, description: 'Neck (a listing filter), e.g. "round".' }) neck?: string | null;
  @Field(() => String, { nullable: true, description: 'Type (a listing filter), e.g. "slim fit".' }) type?: string | null;
  @Field(() => [String], { description: 'Photo URLs in display order (from /admin/upload, or https).' }) images: string[];
  @Field(() => [AdminSizeInput], { description: 'Sizes in display order.' }) sizes: AdminSizeInput[];
}

@InputType({ description: 'A product as staff save it: every field, every colour and size (what is left out is removed).' })
export class AdminProductInput {
  @Field(() => ID, { description: 'Section (Men or Women).' }) sectionId: string;
  @Field(() => ID, { description: 'Category within the section.' }) categoryId: string;
  @Field(() => String, { description: 'Name (required).' }) name: string;
  @Field(() => String, { nullable: true, description: 'Short line under the name.' }) subtitle?: string | null;
  @Field(() => String, { nullable: true, description: 'Description tab.' }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'Material & care tab.' }) materialCare?: string | null;
  @Field(() => String, { nullable: true, description: 'Specifications tab, one "Label: value" a line.' }) specifications?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Listed under New Arrivals.' }) isNewArrival?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Listed under Trending.' }) isTrending?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Shown in the shop (new products: true unless false; edits: unchanged unless given).' }) published?: boolean | null;
  @Field(() => String, { nullable: true, description: "HSN code printed on GST invoices: 4, 6 or 8 digits; empty: the category's code; left out on an edit: unchanged." }) hsnCode?: string | null;
  @Field(() => String, { nullable: true, description: 'URL name (small letters, digits, hyphens); empty: made from the name (new) or unchanged (edits). Old links stop working when it changes.' }) slug?: string | null;
  @Field(() => String, { nullable: true, description: 'Title for search engines (at most 70 characters).' }) seoTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'Description for search engines (at most 160 characters).' }) seoDescription?: string | null;
  @Field(() => [AdminVariantInput], { description: 'Colours in display order (the first is the one listings show).' }) variants: AdminVariantInput[];
}

export enum ProductBulkActionGql {
  PUBLISH = 'publish',
  UNPUBLISH = 'unpublish',
  ARCHIVE = 'archive',
  RESTORE = 'restore',
}
registerEnumType(ProductBulkActionGql, {
  name: 'ProductBulkAction',
  description: 'What to do to many products at once.',
  valuesConfig: {
    PUBLISH: { description: 'Publish (shown in the shop unless archived or in a hidden category).' },
    UNPUBLISH: { description: 'Unpublish (out of the shop).' },
    ARCHIVE: { description: 'Archive: out of the shop and the dashboard\'s default list; kept for orders.' },
    RESTORE: { description: 'Restore archived products, unpublished (publish them when ready).' },
  },
});

@InputType({ description: 'The dashboard product list\'s filter.' })
export class AdminProductFilterInput {
  @Field(() => String, { nullable: true, description: 'Part of the name, or the product id.' }) search?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this section.' }) sectionId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this category.' }) categoryId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only published (true) or unpublished (false) products.' }) published?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Only products with a size at or below its low-stock threshold.' }) lowStockOnly?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Archived products (true); otherwise the ones not archived.' }) archived?: boolean | null;
}

@ObjectType('AdminSize', { description: 'A size as staff see it.' })
export class AdminSize {
  @Field(() => ID, { description: 'Size id (the CSV `size_id`).' }) id: string;
  @Field(() => String, { description: 'Size label.' }) size: string;
  @Field(() => Float, { description: 'Price, rupees.' }) price: number;
  @Field(() => Float, { description: 'MRP, rupees.' }) mrp: number;
  @Field(() => Int, { description: 'Whole percent off the MRP.' }) discount: number;
  @Field(() => Int, { description: 'Pieces in stock.' }) stock: number;
  @Field(() => Int, { description: 'Low-stock threshold.' }) lowStockThreshold: number;
  @Field(() => Boolean, { description: 'Stock is at or below the threshold.' }) lowStock: boolean;
}

@ObjectType('AdminVariant', { description: 'A colour as staff see it.' })
export class AdminVariant {
  @Field(() => ID, { description: 'Colour id.' }) id: string;
  @Field(() => String, { description: 'Colour name.' }) colorName: string;
  @Field(() => String, { description: 'Swatch, #rrggbb.' }) colorValue: string;
  @Field(() => String, { description: 'Sleeve.' }) sleeve: string;
  @Field(() => String, { description: 'Neck.' }) neck: string;
  @Field(() => String, { description: 'Type.' }) type: string;
  @Field(() => [String], { description: 'Photo URLs in order.' }) images: string[];
  @Field(() => [AdminSize], { description: 'Sizes in order.' }) sizes: AdminSize[];
}

@ObjectType('AdminProduct', { description: 'A product as staff edit it (published or not).' })
export class AdminProduct {
  @Field(() => ID, { description: 'Product id.' }) id: string;
  @Field(() => ID, { description: 'Section id.' }) sectionId: string;
  @Field(() => ID, { description: 'Category id.' }) categoryId: string;
  @Field(() => String, { description: 'Category name.' }) categoryName: string;
  @Field(() => String, { description: 'HSN code printed on GST invoices (4, 6 or 8 digits).' }) hsnCode: string;
  @Field(() => String, { description: "The category's HSN code (what an empty HSN field gives)." }) categoryHsnCode: string;
  @Field(() => String, { description: 'Name.' }) name: string;
  @Field(() => String, { description: 'URL name (made at creation; changes only when staff give another).' }) slug: string;
  @Field(() => String, { description: 'Subtitle.' }) subtitle: string;
  @Field(() => String, { description: 'Description.' }) description: string;
  @Field(() => String, { description: 'Material & care.' }) materialCare: string;
  @Field(() => String, { description: 'Specifications.' }) specifications: string;
  @Field(() => Boolean, { description: 'New Arrivals flag.' }) isNewArrival: boolean;
  @Field(() => Boolean, { description: 'Trending flag.' }) isTrending: boolean;
  @Field(() => Boolean, { description: "Staff's publish switch (listed for sale)." }) published: boolean;
  @Field(() => Boolean, { description: 'In the shop now: published, not archived, and its category and section not hidden.' }) inShop: boolean;
  @Field(() => Date, { nullable: true, description: 'When it was archived; null when it is not.' }) archivedAt: Date | null;
  @Field(() => String, { description: 'Title for search engines ("" : the name is used).' }) seoTitle: string;
  @Field(() => String, { description: 'Description for search engines ("" : the subtitle or description is used).' }) seoDescription: string;
  @Field(() => Boolean, { description: 'Some size has stock.' }) inStock: boolean;
  @Field(() => Float, { description: 'Listing price (first colour, first size), rupees.' }) listingPrice: number;
  @Field(() => Date, { description: 'When it was created.' }) createdAt: Date;
  @Field(() => [AdminVariant], { description: 'Colours in order.' }) variants: AdminVariant[];
}

@ObjectType('AdminProductSummary', { description: 'A row of the dashboard product list.' })
export class AdminProductSummaryGql {
  @Field(() => ID, { description: 'Product id.' }) id: string;
  @Field(() => String, { description: 'Name.' }) name: string;
  @Field(() => String, { description: 'URL slug.' }) slug: string;
  @Field(() => String, { description: 'Category name.' }) categoryName: string;
  @Field(() => ID, { description: 'Section id.' }) sectionId: string;
  @Field(() => Boolean, { description: "Staff's publish switch (listed for sale)." }) published: boolean;
  @Field(() => Boolean, { description: 'In the shop now: published, not archived, and its category and section not hidden.' }) inShop: boolean;
  @Field(() => Date, { nullable: true, description: 'When it was archived; null when it is not.' }) archivedAt: Date | null;
  @Field(() => Boolean, { description: 'Some size has stock.' }) inStock: boolean;
  @Field(() => Float, { description: 'Listing price, rupees.' }) listingPrice: number;
  @Field(() => Int, { description: 'Pieces in stock over every size.' }) totalStock: number;
  @Field(() => Int, { description: 'Sizes at or below their low-stock threshold.' }) lowStockSizes: number;
  @Field(() => String, { description: 'First photo ("" when none).' }) image: string;
}

@ObjectType('AdminProductList', { description: 'A page of the dashboard product list.' })
export class AdminProductList {
  @Field(() => [AdminProductSummaryGql], { description: 'The products, newest first.' }) items: AdminProductSummaryGql[];
  @Field(() => Int, { description: 'Products matching the filters.' }) totalCount: number;
}

@ObjectType('AdminCategory', { description: 'A category as staff manage it (hidden ones too).' })
export class AdminCategory {
  @Field(() => ID, { description: 'Category id.' }) id: string;
  @Field(() => ID, { description: 'Its section.' }) sectionId: string;
  @Field(() => String, { description: 'Name.' }) name: string;
  @Field(() => String, { description: 'URL name, unique in the store, e.g. "men-kurtas".' }) slug: string;
  @Field(() => String, { description: 'Tile image URL ("" when none).' }) image: string;
  @Field(() => String, { description: 'Default HSN code of its garments on GST invoices.' }) hsnCode: string;
  @Field(() => Boolean, { description: 'Hidden from the shop (its products too); kept for orders.' }) hidden: boolean;
  @Field(() => Int, { description: 'Order within the section, from 0.' }) position: number;
  @Field(() => String, { description: 'Title for search engines ("" : the name is used).' }) seoTitle: string;
  @Field(() => String, { description: 'Description for search engines ("" when none).' }) seoDescription: string;
  @Field(() => Int, { description: 'Products filed under it, archived ones included (any product keeps it from being deleted).' }) productCount: number;
}

@ObjectType('AdminSection', { description: 'A section with its categories, as staff manage them (hidden ones too).' })
export class AdminSection {
  @Field(() => ID, { description: 'Section id.' }) id: string;
  @Field(() => String, { description: 'Name.' }) name: string;
  @Field(() => String, { description: 'URL name, e.g. "men".' }) slug: string;
  @Field(() => String, { description: 'Whom it dresses: men or women.' }) gender: string;
  @Field(() => String, { description: 'Image URL ("" when none).' }) image: string;
  @Field(() => Boolean, { description: 'Hidden from the shop (its categories and products too); kept for orders.' }) hidden: boolean;
  @Field(() => Int, { description: 'Order in menus, from 0.' }) position: number;
  @Field(() => [AdminCategory], { description: 'Categories in menu order.' }) categories: AdminCategory[];
}

@InputType({ description: 'A section as staff save it.' })
export class AdminSectionInput {
  @Field(() => String, { description: 'Name (required, at most 80 characters).' }) name: string;
  @Field(() => String, { description: 'Whom it dresses: "men" or "women".' }) gender: string;
  @Field(() => String, { nullable: true, description: 'Image URL (an upload or https; "" removes it; edits: unchanged unless given).' }) image?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Hidden from the shop (edits: unchanged unless given).' }) hidden?: boolean | null;
}

@InputType({ description: 'A category as staff save it.' })
export class AdminCategoryInput {
  @Field(() => ID, { description: 'Its section (changing it moves the category and its products).' }) sectionId: string;
  @Field(() => String, { description: 'Name (required, at most 80 characters).' }) name: string;
  @Field(() => String, { nullable: true, description: 'Tile image URL (an upload or https; "" removes it; edits: unchanged unless given).' }) image?: string | null;
  @Field(() => String, { description: 'Default HSN code of its garments (4, 6 or 8 digits), printed on GST invoices.' }) hsnCode: string;
  @Field(() => Boolean, { nullable: true, description: 'Hidden from the shop (edits: unchanged unless given).' }) hidden?: boolean | null;
  @Field(() => String, { nullable: true, description: 'URL name (small letters, digits, hyphens); empty: made from the names (new) or unchanged (edits).' }) slug?: string | null;
  @Field(() => String, { nullable: true, description: 'Title for search engines (at most 70 characters; edits: unchanged unless given).' }) seoTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'Description for search engines (at most 160 characters; edits: unchanged unless given).' }) seoDescription?: string | null;
}

export const toAdminCategory = (c: AdminCategoryRow): AdminCategory => ({ ...c, id: String(c.id), sectionId: String(c.sectionId), productCount: Number(c.productCount) });
export const toAdminSection = (s: AdminSectionRow): AdminSection => ({ ...s, id: String(s.id), categories: s.categories.map(toAdminCategory) });

@ObjectType('StockMovement', { description: 'One stock change made by staff.' })
export class StockMovementGql {
  @Field(() => ID, { description: 'Movement id.' }) id: string;
  @Field(() => ID, { description: 'The size.' }) sizeId: string;
  @Field(() => Int, { description: 'Pieces added (negative: removed).' }) delta: number;
  @Field(() => Int, { description: 'Stock after the change.' }) stockAfter: number;
  @Field(() => String, { description: 'restock, damage, correction, initial (opening stock) or return (a returned item received back).' }) reason: string;
  @Field(() => String, { description: 'Staff note.' }) note: string;
  @Field(() => String, { description: 'Who made it.' }) staffId: string;
  @Field(() => Date, { description: 'When.' }) createdAt: Date;
}

export const toAdminSize = (s: AdminSizeRow): AdminSize => ({
  id: String(s.id),
  size: s.size,
  price: paiseToRupees(effectivePrice(s)),
  mrp: paiseToRupees(s.originalPrice),
  discount: s.discount,
  stock: s.stock,
  lowStockThreshold: s.lowStockThreshold,
  lowStock: s.stock <= s.lowStockThreshold,
});
const toAdminVariant = (v: AdminVariantRow): AdminVariant => ({
  id: String(v.id),
  colorName: v.colorName,
  colorValue: v.colorValue,
  sleeve: v.sleeve,
  neck: v.neck,
  type: v.type,
  images: v.images,
  sizes: v.sizes.map(toAdminSize),
});
export const toAdminProduct = (p: AdminProductRow): AdminProduct => ({
  ...p,
  id: String(p.id),
  sectionId: String(p.sectionId),
  categoryId: String(p.categoryId),
  listingPrice: paiseToRupees(p.listingPrice),
  createdAt: new Date(p.createdAt),
  archivedAt: p.archivedAt ? new Date(p.archivedAt) : null,
  variants: p.variants.map(toAdminVariant),
});
export const toAdminSummary = (p: AdminProductSummary): AdminProductSummaryGql => ({
  ...p,
  id: String(p.id),
  sectionId: String(p.sectionId),
  listingPrice: paiseToRupees(p.listingPrice),
  archivedAt: p.archivedAt ? new Date(p.archivedAt) : null,
});
export const toStockMovement = (m: StockMovementRow): StockMovementGql => ({ ...m, id: String(m.id), sizeId: String(m.variantSizeId), createdAt: new Date(m.createdAt) });
