/**
 * The one phone rule and the one pincode rule of the store, shared by the server and the client
 * (client/src/ui/indian-formats.ts re-exports this file, so both sides check the same way). Pure
 * and dependency-free: it must stay importable by the browser bundle.
 */

/**
 * Indian mobile numbers: 10 digits starting 6–9, optionally written with a +91 / 91 / 0 prefix
 * and spaces, dashes, dots or brackets. Stored and compared in the bare 10-digit form.
 */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number.';

/** The bare 10-digit number, or null when the input is not an Indian mobile number. */
export function normalizeIndianPhone(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const compact = String(input).trim().replace(/[\s\-().]/g, '');
  if (compact.length > 16) return null;
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? match[1] : null;
}

/**
 * A pincode's shape: exactly 6 digits (whether it exists is the pincode table's business; India
 * Post's never start with 0, so those are simply not found).
 */
export const isPincodeShape = (input: unknown): input is string => typeof input === 'string' && /^\d{6}$/.test(input);
