/**
 * GSTIN (a registered buyer's GST number, issue 27): 15 characters, the state code (2 digits), the
 * PAN (5 letters, 4 digits, a letter), the entity number, 'Z', and a check character (the GSTN's
 * mod-36 checksum), so a mistyped number is caught at checkout instead of on the return.
 */
const CODE = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_MESSAGES = {
  shape: 'A GSTIN is 15 characters, like 27AAPFU0939F1ZV.',
  checksum: 'This GSTIN is not valid: please check it for a mistyped character.',
  businessName: 'Enter the business name the GSTIN is registered to (up to 100 characters).',
} as const;

/** The check character of the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CODE.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE[(36 - (sum % 36)) % 36];
}

/** The GSTIN as stored (upper case, no spaces), or the message saying what is wrong with it. */
export function checkGstin(input: string): { gstin: string } | { message: string } {
  const gstin = input.replace(/\s+/g, '').toUpperCase();
  const shape = SHAPE.exec(gstin);
  const state = shape ? Number(shape[1]) : 0;
  if (!shape || state < 1 || (state > 38 && state !== 97 && state !== 99)) return { message: GSTIN_MESSAGES.shape };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { message: GSTIN_MESSAGES.checksum };
  return { gstin };
}
