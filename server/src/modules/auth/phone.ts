/** The phone rule lives in shared/indian-formats.ts (shared with the client); re-exported for auth's callers. */
export { INVALID_PHONE_MESSAGE, normalizeIndianPhone } from '../../shared/indian-formats.js';
