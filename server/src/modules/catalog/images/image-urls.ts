/** URLs of the generated images (served by image.routes.ts). Pure: the seed and tests build them. */
import type { Garment } from '../seed/catalog-data.js';

export const PRODUCT_VIEWS = ['front', 'back', 'detail'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** Front, back and detail shots of a garment in a colour ("#c0392b"). */
export function productImageUrls(garment: Garment, colorValue: string): string[] {
  const hex = colorValue.replace('#', '').toLowerCase();
  return PRODUCT_VIEWS.map((view) => `/img/p/${garment}/${view}/${hex}.webp`);
}
