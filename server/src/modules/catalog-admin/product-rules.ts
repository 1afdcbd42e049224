/**
 * What staff may save as a product: pure rules, no database. Every problem is reported against
 * the field it belongs to (`variants.0.sizes.1.mrp`) so the form can show it beside the input;
 * a draft with any problem changes nothing.
 */
import { badInput } from '../../shared/errors.js';

export interface FieldError {
  /** Path of the field in the input, dot-separated: `name`, `variants.0.sizes.2.price`. */
  field: string;
  message: string;
}

export interface SizeDraft {
  /** Existing size (edit) or absent (new size). */
  id?: number | null;
  size: string;
  /** What the shopper pays, rupees. */
  price: number;
  /** Maximum retail price (the struck-through "original" price), rupees. */
  mrp: number;
  /** Opening stock of a NEW size; an existing size's stock changes only through stock adjustments. */
  stock?: number | null;
  lowStockThreshold?: number | null;
}

export interface VariantDraft {
  id?: number | null;
  colorName: string;
  colorValue: string;
  sleeve?: string | null;
  neck?: string | null;
  type?: string | null;
  images: string[];
  sizes: SizeDraft[];
}

export interface ProductDraft {
  sectionId: number;
  categoryId: number;
  name: string;
  subtitle?: string | null;
  description?: string | null;
  materialCare?: string | null;
  specifications?: string | null;
  isNewArrival?: boolean | null;
  isTrending?: boolean | null;
  published?: boolean | null;
  /**
   * HSN code printed on GST invoices (4, 6 or 8 digits). Empty or null: the category's code;
   * left out (undefined) on an edit: unchanged.
   */
  hsnCode?: string | null;
  /** URL name; empty: made from the name and id (new) or unchanged (edits). */
  slug?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  variants: VariantDraft[];
}

export const PRODUCT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name is too long (200 characters at most).',
  tooLong: (label: string, max: number) => `${label} is too long (${max.toLocaleString('en-IN')} characters at most).`,
  variantRequired: 'Add at least one colour.',
  tooManyVariants: 'At most 20 colours.',
  colorNameRequired: 'Colour name is required.',
  colorNameTwice: (name: string) => `Colour ${name} is listed twice.`,
  colorValue: 'Colour code must look like #1f3a93.',
  sizeRequired: 'Add at least one size.',
  tooManySizes: 'At most 20 sizes per colour.',
  sizeNameRequired: 'Size is required.',
  sizeTwice: (size: string) => `Size ${size} is listed twice.`,
  priceBelowZero: 'Price cannot be below zero.',
  priceTooHigh: 'Price must be at most ₹10,00,000.',
  mrpBelowPrice: 'MRP cannot be below the price.',
  stockInvalid: 'Stock must be a whole number, 0 or more.',
  thresholdInvalid: 'Low-stock threshold must be a whole number, 0 or more.',
  image: 'Photo addresses must be uploaded photos or start with https://.',
  tooManyImages: 'At most 12 photos per colour.',
  hsnCode: 'HSN code must be 4, 6 or 8 digits (leave it empty for the category\'s code).',
  slug: 'The URL name may hold only small letters, digits and hyphens (at most 240).',
  slugTaken: 'Another product already has this URL name.',
  seoTitle: 'SEO title is too long (70 characters at most).',
  seoDescription: 'SEO description is too long (160 characters at most).',
} as const;

/** An HSN code as the tariff writes it: a heading (4), sub-heading (6) or tariff item (8). */
export const HSN_CODE_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

const MAX_RUPEES = 1_000_000;
const TEXT_LIMITS: Array<[keyof ProductDraft, string, number]> = [
  ['subtitle', 'Subtitle', 200],
  ['description', 'Description', 10_000],
  ['materialCare', 'Material & care', 5_000],
  ['specifications', 'Specifications', 5_000],
];

/** Every problem of a draft (empty when it may be saved). */
export function productDraftErrors(draft: ProductDraft): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const name = (draft.name ?? '').trim();
  if (!name) fail('name', PRODUCT_MESSAGES.nameRequired);
  else if (name.length > 200) fail('name', PRODUCT_MESSAGES.nameTooLong);
  for (const [key, label, max] of TEXT_LIMITS) {
    const value = draft[key];
    if (typeof value === 'string' && value.length > max) fail(key, PRODUCT_MESSAGES.tooLong(label, max));
  }
  const hsn = (draft.hsnCode ?? '').trim();
  if (hsn && !HSN_CODE_PATTERN.test(hsn)) fail('hsnCode', PRODUCT_MESSAGES.hsnCode);
  const slug = (draft.slug ?? '').trim();
  if (slug && (slug.length > 240 || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))) fail('slug', PRODUCT_MESSAGES.slug);
  if ((draft.seoTitle ?? '').trim().length > 70) fail('seoTitle', PRODUCT_MESSAGES.seoTitle);
  if ((draft.seoDescription ?? '').trim().length > 160) fail('seoDescription', PRODUCT_MESSAGES.seoDescription);
  const variants = draft.variants ?? [];
  if (variants.length === 0) fail('variants', PRODUCT_MESSAGES.variantRequired);
  if (variants.length > 20) fail('variants', PRODUCT_MESSAGES.tooManyVariants);
  const colours = new Set<string>();
  variants.forEach((variant, v) => {
    const at = `variants.${v}`;
    const colorName = (variant.colorName ?? '').trim();
    if (!colorName) fail(`${at}.colorName`, PRODUCT_MESSAGES.colorNameRequired);
    else if (colorName.length > 40) fail(`${at}.colorName`, PRODUCT_MESSAGES.tooLong('Colour name', 40));
    else if (colours.has(colorName.toLowerCase())) fail(`${at}.colorName`, PRODUCT_MESSAGES.colorNameTwice(colorName));
    colours.add(colorName.toLowerCase());
    if (!/^#[0-9a-f]{6}$/i.test((variant.colorValue ?? '').trim())) fail(`${at}.colorValue`, PRODUCT_MESSAGES.colorValue);
    for (const [key, label] of [['sleeve', 'Sleeve'], ['neck', 'Neck'], ['type', 'Type']] as const) {
      if ((variant[key] ?? '').length > 20) fail(`${at}.${key}`, PRODUCT_MESSAGES.tooLong(label, 20));
    }
    const images = variant.images ?? [];
    if (images.length > 12) fail(`${at}.images`, PRODUCT_MESSAGES.tooManyImages);
    images.forEach((url, i) => {
      if (!isPhotoUrl(url)) fail(`${at}.images.${i}`, PRODUCT_MESSAGES.image);
    });
    const sizes = variant.sizes ?? [];
    if (sizes.length === 0) fail(`${at}.sizes`, PRODUCT_MESSAGES.sizeRequired);
    if (sizes.length > 20) fail(`${at}.sizes`, PRODUCT_MESSAGES.tooManySizes);
    const seen = new Set<string>();
    sizes.forEach((size, s) => sizeErrors(size, `${at}.sizes.${s}`, seen, fail));
  });
  return errors;
}

function sizeErrors(size: SizeDraft, at: string, seen: Set<string>, fail: (field: string, message: string) => void): void {
  const label = (size.size ?? '').trim();
  if (!label) fail(`${at}.size`, PRODUCT_MESSAGES.sizeNameRequired);
  else if (label.length > 20) fail(`${at}.size`, PRODUCT_MESSAGES.tooLong('Size', 20));
  else if (seen.has(label.toLowerCase())) fail(`${at}.size`, PRODUCT_MESSAGES.sizeTwice(label));
  seen.add(label.toLowerCase());
  const priceOk = Number.isFinite(size.price) && size.price >= 0;
  if (!priceOk) fail(`${at}.price`, PRODUCT_MESSAGES.priceBelowZero);
  else if (size.price > MAX_RUPEES) fail(`${at}.price`, PRODUCT_MESSAGES.priceTooHigh);
  if (!Number.isFinite(size.mrp) || size.mrp > MAX_RUPEES) fail(`${at}.mrp`, PRODUCT_MESSAGES.priceTooHigh);
  else if (priceOk && size.mrp < size.price) fail(`${at}.mrp`, PRODUCT_MESSAGES.mrpBelowPrice);
  if (size.stock != null && !isCount(size.stock)) fail(`${at}.stock`, PRODUCT_MESSAGES.stockInvalid);
  if (size.lowStockThreshold != null && !isCount(size.lowStockThreshold)) fail(`${at}.lowStockThreshold`, PRODUCT_MESSAGES.thresholdInvalid);
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0 && n <= 1_000_000;

/** Photos the store serves itself (uploads, drawn images) or any https address. */
export function isPhotoUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length > 300) return false;
  return /^\/(uploads|img)\/[A-Za-z0-9/_.#-]+$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url);
}

/** BAD_INPUT naming the first problem, with every problem in `fieldErrors` (extensions). */
export function refuse(errors: FieldError[]): never {
  throw badInput(errors[0]?.message ?? 'Please check the form.', { field: errors[0]?.field, fieldErrors: errors });
}

/** A URL-safe slug of a product name, e.g. "Men's Cotton Kurta" → "mens-cotton-kurta". */
export function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/'/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 200) || 'product'
  );
}
