/**
 * What an owner may save as the store's settings: pure rules, no database. The GSTIN is checked
 * for its shape, its check character (the GSTN's base-36 Luhn variant) and its state code, which
 * must be the registered state's; the PAN for its shape and, when a GSTIN is given too, for being
 * the PAN inside it. Every problem is reported against its field, and a draft with any problem
 * changes nothing (ADR 0141).
 */
import type { FieldError } from '../catalog-admin/product-rules.js';
import { findIndianState, type IndianState } from '../pincodes/indian-states.js';

/** The settings as the owner edits them; amounts in rupees at this edge (paise inside). */
export interface StoreSettingsDraft {
  brandName: string;
  logoUrl?: string | null;
  legalName?: string | null;
  /** The registered address, one line per line of the invoice's seller block. */
  registeredAddress?: string | null;
  /** The registered state (any usual spelling); its GST code must start the GSTIN. */
  state?: string | null;
  gstin?: string | null;
  pan?: string | null;
  invoicePrefix: string;
  creditNotePrefix: string;
  supportPhone: string;
  supportEmail: string;
  supportHours?: string | null;
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  twitterUrl?: string | null;
  linkedinUrl?: string | null;
  officeAddress?: string | null;
  mapUrl?: string | null;
  /** Rupees charged on a cash-on-delivery order (0: none). */
  codFee: number;
  /** Rupees: an order worth this much (after its coupon) ships free whatever the payment (empty: no threshold). */
  freeShippingOver?: number | null;
  returnWindowDays: number;
  deliveryDays: number;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters of a GSTIN: each character's base-36 value is
 * multiplied by 1 and 2 alternately, the product's base-36 digits are added, and the check is
 * what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PAN_SHAPE = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;

export const SETTINGS_MESSAGES = {
  gstinShape: 'A GSTIN is 15 characters: 2-digit state code, the 10-character PAN, entity number, Z, check character (e.g. 27AAPFU0939F1ZV).',
  gstinCheck: 'This GSTIN is not valid: its last character (the check character) does not match. Please copy it again from your GST certificate.',
  gstinState: (code: string, state: IndianState) => `This GSTIN is registered in state code ${code}, but the registered state is ${state.name} (${state.gstCode}).`,
  gstinNeedsState: 'Choose the registered state: the GSTIN must belong to it.',
  panShape: 'A PAN is 10 characters: 5 letters, 4 digits, 1 letter (e.g. AAPFU0939F).',
  panGstin: 'The PAN must be the one inside the GSTIN (its characters 3 to 12).',
  unknownState: 'Choose an Indian state or union territory.',
} as const;

/** Upper-cases and strips spaces: what people paste from a certificate. */
export const normalizeTaxId = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, '').toUpperCase();

/** The problem of a GSTIN (shape, check character, state code against `state`), or null. */
export function gstinProblem(gstin: string, state: IndianState | null): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return SETTINGS_MESSAGES.gstinShape;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return SETTINGS_MESSAGES.gstinCheck;
  if (!state) return SETTINGS_MESSAGES.gstinNeedsState;
  if (gstin.slice(0, 2) !== state.gstCode) return SETTINGS_MESSAGES.gstinState(gstin.slice(0, 2), state);
  return null;
}

/** The problem of a PAN (shape; the GSTIN's own PAN when a GSTIN is given), or null. */
export function panProblem(pan: string, gstin: string | null): string | null {
  if (!PAN_SHAPE.test(pan)) return SETTINGS_MESSAGES.panShape;
  if (gstin && GSTIN_SHAPE.test(gstin) && gstin.slice(2, 12) !== pan) return SETTINGS_MESSAGES.panGstin;
  return null;
}

const isHttpsUrl = (value: string) => /^https:\/\/[^\s"'<>]+$/.test(value) && value.length <= 300;
const isLogoUrl = (value: string) => isHttpsUrl(value) || /^\/(uploads|img)\/[A-Za-z0-9/_.#-]+$/.test(value);
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 200;
/** An Indian phone as people print it: +91 and 10 digits, or a landline with its STD code (10–12 digits in all). */
const isSupportPhone = (value: string) => /^\+?[0-9 ()-]{8,20}$/.test(value) && value.replace(/\D/g, '').length >= 10;

/** Every problem of a settings draft, field by field (empty when it may be saved). */
export function storeSettingsErrors(d: StoreSettingsDraft): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const limit = (field: keyof StoreSettingsDraft, max: number, label: string) => {
    if (text(d[field] as string).length > max) fail(field, `${label} is too long (${max} characters at most).`);
  };

  if (!text(d.brandName)) fail('brandName', 'Brand name is required.');
  limit('brandName', 60, 'Brand name');
  if (text(d.logoUrl) && !isLogoUrl(text(d.logoUrl))) fail('logoUrl', 'The logo must be an uploaded image or an https:// address.');
  limit('legalName', 120, 'Legal name');
  limit('registeredAddress', 400, 'Registered address');

  const stateText = text(d.state);
  const state = stateText ? findIndianState(stateText) : null;
  if (stateText && !state) fail('state', SETTINGS_MESSAGES.unknownState);
  const gstin = normalizeTaxId(d.gstin);
  if (gstin) {
    const problem = gstinProblem(gstin, state);
    if (problem && !(problem === SETTINGS_MESSAGES.gstinNeedsState && stateText)) fail(problem === SETTINGS_MESSAGES.gstinNeedsState ? 'state' : 'gstin', problem);
  }
  const pan = normalizeTaxId(d.pan);
  if (pan) {
    const problem = panProblem(pan, gstin || null);
    if (problem) fail('pan', problem);
  }

  for (const field of ['invoicePrefix', 'creditNotePrefix'] as const) {
    // An invoice number is at most 16 characters (CGST Rule 46): PREFIX/26-27/000001 leaves 3.
    if (!/^[A-Z0-9]{1,3}$/.test(text(d[field]).toUpperCase())) fail(field, 'A series prefix is 1 to 3 letters or digits (e.g. INV, CN).');
  }
  if (text(d.invoicePrefix).toUpperCase() && text(d.invoicePrefix).toUpperCase() === text(d.creditNotePrefix).toUpperCase()) {
    fail('creditNotePrefix', 'Credit notes need a series of their own: choose a prefix other than the invoices’.');
  }

  if (!text(d.supportPhone)) fail('supportPhone', 'Support phone is required.');
  else if (!isSupportPhone(text(d.supportPhone))) fail('supportPhone', 'Please enter a phone number with its code, e.g. +91 522 400 0000.');
  if (!text(d.supportEmail)) fail('supportEmail', 'Support e-mail is required.');
  else if (!isEmail(text(d.supportEmail))) fail('supportEmail', 'Please enter a valid e-mail address.');
  limit('supportHours', 120, 'Support hours');
  for (const field of ['facebookUrl', 'instagramUrl', 'twitterUrl', 'linkedinUrl', 'mapUrl'] as const) {
    if (text(d[field]) && !isHttpsUrl(text(d[field]))) fail(field, 'Please enter an https:// address (or leave it empty).');
  }
  limit('officeAddress', 400, 'Office address');

  const rupees = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100_000 && Math.round(value * 100) === value * 100;
  if (!rupees(d.codFee)) fail('codFee', 'The cash on delivery fee is an amount from ₹0 to ₹1,00,000 (paise at most two decimals).');
  if (d.freeShippingOver != null && (!rupees(d.freeShippingOver) || d.freeShippingOver <= 0)) {
    fail('freeShippingOver', 'The free shipping threshold must be more than ₹0 (leave it empty for none).');
  }
  if (!Number.isInteger(d.returnWindowDays) || d.returnWindowDays < 0 || d.returnWindowDays > 90) fail('returnWindowDays', 'The return window is a whole number of days from 0 (no returns) to 90.');
  if (!Number.isInteger(d.deliveryDays) || d.deliveryDays < 1 || d.deliveryDays > 30) fail('deliveryDays', 'The delivery estimate is a whole number of days from 1 to 30.');
  return errors;
}

/** The seller block of a tax invoice: every part is required before an invoice is issued. */
export interface Seller {
  name: string;
  /** The registered address, line by line. */
  address: string[];
  state: string;
  stateCode: string;
  gstin: string;
}

/** The legal details still missing before invoices may be issued (labels for the owner), empty when none. */
export function missingForInvoices(s: { legalName: string | null; registeredAddress: string | null; state: string | null; gstin: string | null } | null): string[] {
  if (!s) return ['legal name', 'registered address', 'state', 'GSTIN'];
  const missing: string[] = [];
  if (!s.legalName?.trim()) missing.push('legal name');
  if (!s.registeredAddress?.trim()) missing.push('registered address');
  if (!s.state?.trim()) missing.push('state');
  if (!s.gstin?.trim()) missing.push('GSTIN');
  return missing;
}
