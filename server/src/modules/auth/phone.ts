/**
 * Indian mobile numbers: 10 digits starting 6–9, optionally written with a +91 / 91 / 0 prefix
 * and spaces or dashes. Stored and compared in the bare 10-digit form.
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
