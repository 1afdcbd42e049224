/**
 * What staff may save as a section or a category: pure rules, no database. Problems are reported
 * against their field (as product-rules does) and a draft with any problem changes nothing.
 */
import { isPhotoUrl, slugOf, type FieldError } from './product-rules.js';

export interface SectionDraft {
  name: string;
  gender: 'men' | 'women';
  image?: string | null;
  hidden?: boolean | null;
}

export interface CategoryDraft {
  sectionId: number;
  name: string;
  image?: string | null;
  /** HSN code printed on GST invoices for the category's garments (4, 6 or 8 digits). */
  hsnCode: string;
  hidden?: boolean | null;
  /** URL name; empty: made from the section's and the category's names. */
  slug?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

export const STRUCTURE_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name is too long (80 characters at most).',
  gender: 'Choose men or women.',
  image: 'Photo addresses must be uploaded photos or start with https://.',
  hsn: 'HSN code must be 4, 6 or 8 digits.',
  slug: 'The URL name may hold only small letters, digits and hyphens (at most 120).',
  slugTaken: 'Another category already has this URL name.',
  sectionSlugTaken: 'Another section already has this name.',
  seoTitle: 'SEO title is too long (70 characters at most).',
  seoDescription: 'SEO description is too long (160 characters at most).',
  categoryHasProducts: 'This category has products: hide it instead of deleting it.',
  sectionHasCategories: 'This section has categories: move or delete them first, or hide the section.',
  reorderMismatch: 'List every one of them exactly once to reorder.',
} as const;

export const HSN_CODE = /^(\d{4}|\d{6}|\d{8})$/;
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function sectionDraftErrors(draft: SectionDraft): FieldError[] {
  const errors: FieldError[] = [];
  nameErrors(draft.name, errors);
  if (draft.gender !== 'men' && draft.gender !== 'women') errors.push({ field: 'gender', message: STRUCTURE_MESSAGES.gender });
  if (draft.image && !isPhotoUrl(draft.image.trim())) errors.push({ field: 'image', message: STRUCTURE_MESSAGES.image });
  return errors;
}

export function categoryDraftErrors(draft: CategoryDraft): FieldError[] {
  const errors: FieldError[] = [];
  nameErrors(draft.name, errors);
  if (draft.image && !isPhotoUrl(draft.image.trim())) errors.push({ field: 'image', message: STRUCTURE_MESSAGES.image });
  if (!HSN_CODE.test((draft.hsnCode ?? '').trim())) errors.push({ field: 'hsnCode', message: STRUCTURE_MESSAGES.hsn });
  const slug = (draft.slug ?? '').trim();
  if (slug && (slug.length > 120 || !SLUG.test(slug))) errors.push({ field: 'slug', message: STRUCTURE_MESSAGES.slug });
  errors.push(...seoErrors(draft));
  return errors;
}

/** SEO title and description limits (what search engines show), shared by products and categories. */
export function seoErrors(draft: { seoTitle?: string | null; seoDescription?: string | null }): FieldError[] {
  const errors: FieldError[] = [];
  if ((draft.seoTitle ?? '').trim().length > 70) errors.push({ field: 'seoTitle', message: STRUCTURE_MESSAGES.seoTitle });
  if ((draft.seoDescription ?? '').trim().length > 160) errors.push({ field: 'seoDescription', message: STRUCTURE_MESSAGES.seoDescription });
  return errors;
}

function nameErrors(name: string, errors: FieldError[]): void {
  const trimmed = (name ?? '').trim();
  if (!trimmed) errors.push({ field: 'name', message: STRUCTURE_MESSAGES.nameRequired });
  else if (trimmed.length > 80) errors.push({ field: 'name', message: STRUCTURE_MESSAGES.nameTooLong });
}

/** A category's default URL name: "men-kurtas" from section "men" and name "Kurtas". */
export const categorySlugOf = (sectionSlug: string, name: string) => `${sectionSlug}-${slugOf(name)}`.slice(0, 120);

/** True when `ids` is a permutation of `existing` (a reorder names every item once). */
export function isPermutation(ids: readonly number[], existing: readonly number[]): boolean {
  if (ids.length !== existing.length) return false;
  const want = new Set(existing);
  const seen = new Set<number>();
  for (const id of ids) {
    if (!want.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}
