/**
 * The one phone rule and the one pincode rule of the store, shared by the server and the client
 * (client/src/ui/indian-formats.ts re-exports this file, so both sides check the same way). Pure
 * and dependency-free: it must stay importable by the browser bundle.
 */

/**
 * The digits of India's scripts as ASCII 0–9: Devanagari (०–९), Bengali, Gurmukhi, Gujarati, Odia,
 * Tamil, Telugu, Kannada and Malayalam, and full-width digits. A shopper typing on a Hindi keyboard
 * writes ४११००१ for the pincode 411001; every digit field of the store reads it as such.
 */
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0xff10];
const OTHER_DIGIT = /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f\uff10-\uff19]/g;

export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - DIGIT_ZEROS.find((zero) => code >= zero && code <= zero + 9)!);
  });
}

/** What a digits-only field keeps of what was typed or pasted: its digits, in ASCII, at most `max`. */
export const digitsOnly = (text: string, max: number): string => asciiDigits(text).replace(/\D/g, '').slice(0, max);

/**
 * Indian mobile numbers: 10 digits starting 6–9, optionally written with a +91 / 91 / 0 prefix
 * and spaces, dashes, dots or brackets. Stored and compared in the bare 10-digit form.
 */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number.';

/** The bare 10-digit number, or null when the input is not an Indian mobile number. */
export function normalizeIndianPhone(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const compact = asciiDigits(String(input).trim()).replace(/[\s\-().]/g, '');
  if (compact.length > 16) return null;
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? match[1] : null;
}

/**
 * A pincode's shape: exactly 6 digits (whether it exists is the pincode table's business; India
 * Post's never start with 0, so those are simply not found).
 */
export const isPincodeShape = (input: unknown): input is string => typeof input === 'string' && /^\d{6}$/.test(input);

/** The pincode in ASCII digits ("४११००१ " → "411001"), or null when it is not 6 digits. */
export function normalizePincode(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const code = asciiDigits(String(input).trim());
  return isPincodeShape(code) ? code : null;
}
