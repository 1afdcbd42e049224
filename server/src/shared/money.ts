/** Money is integer paise inside the server (DESIGN rule 6); rupees only at the edges. */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
/** Percentage off, rounded to a whole percent, as the spec defines discount. */
export const discountPercent = (originalPaise: number, discountedPaise: number): number =>
  originalPaise > 0 ? Math.round(((originalPaise - discountedPaise) / originalPaise) * 100) : 0;
