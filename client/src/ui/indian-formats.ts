/**
 * The store's phone and pincode rules: the server's own file (server/src/shared/indian-formats.ts),
 * so a number or pincode the form accepts is one the server accepts, and the other way round.
 */
export { INVALID_PHONE_MESSAGE, normalizeIndianPhone, isPincodeShape, normalizePincode, asciiDigits, digitsOnly } from '../../../server/src/shared/indian-formats.js';
