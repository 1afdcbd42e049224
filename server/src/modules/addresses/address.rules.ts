/**
 * Address validation (spec section 5): the required fields, a real-looking Indian mobile number,
 * a 6-digit pincode and the Home / Work type. Pure: the pincode's existence and state are looked
 * up by the service in the pincode table and handed to `reconcileWithPincode`.
 */
import { normalizeIndianPhone, normalizePincode } from '../../shared/indian-formats.js';
import { badInput } from '../../shared/errors.js';
import { findIndianState } from '../pincodes/indian-states.js';
import { INVALID_ADDRESS_PHONE_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '../../shared/form-rules.js';

// One text for the form's check and this refusal (the client shows the same constants).
export { INVALID_ADDRESS_PHONE_MESSAGE, REQUIRED_FIELDS_MESSAGE };
export const INVALID_PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode.';
export const UNKNOWN_PINCODE_MESSAGE = 'This pincode does not exist. Please check it and try again.';

/** What a caller may send for an address (every transport maps to this). */
export interface AddressInputData {
  fullName?: unknown;
  phone?: unknown;
  pincode?: unknown;
  city?: unknown;
  state?: unknown;
  houseName?: unknown;
  address?: unknown;
  locality?: unknown;
  landmark?: unknown;
  addressType?: unknown;
  isDefault?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  country?: unknown;
}

/** A validated, normalised address, ready to store. */
export interface AddressFields {
  fullName: string;
  phone: string;
  pincode: string;
  city: string;
  state: string;
  houseName: string;
  address: string;
  locality: string;
  landmark: string;
  addressType: 'Home' | 'Work';
  latitude: number | null;
  longitude: number | null;
  country: string;
}

const REQUIRED = ['fullName', 'phone', 'address', 'city', 'state', 'houseName', 'pincode'] as const;
const MAX_LENGTH: Record<string, [string, number]> = {
  fullName: ['Full name', 120],
  city: ['City', 100],
  state: ['State', 100],
  houseName: ['House name', 200],
  address: ['Address', 300],
  locality: ['Locality', 200],
  landmark: ['Landmark', 200],
};

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** Normalises the address type: Home is also the empty value, Office is Work. */
export function normalizeAddressType(value: unknown): 'Home' | 'Work' | null {
  const type = text(value).toLowerCase();
  if (type === '' || type === 'home') return 'Home';
  if (type === 'work' || type === 'office') return 'Work';
  return null;
}

function coordinate(value: unknown, limit: number, label: string, field: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || Math.abs(number) > limit) throw badInput(`${label} is not valid.`, { fields: [field] });
  return number;
}

/** The refusal when the typed state is not the pincode's (field-level: `fields: ['state']`). */
export const stateMismatchMessage = (pincode: string, pincodeState: string, typed: string) =>
  `Pincode ${pincode} is in ${pincodeState}, not ${typed}. Please correct the state or the pincode.`;

/**
 * The state of an address is the state its pincode lies in (it decides CGST+SGST or IGST on
 * the invoice, so a typed state is never trusted): an empty state (and an empty city) is filled
 * from the pincode; a typed state naming another state is refused. With no known pincode the
 * input is returned as it is (the service then refuses the unknown pincode).
 */
export function reconcileWithPincode(input: AddressInputData, known: { pincode: string; state: string; city: string } | null): AddressInputData {
  if (!known) return input;
  const typed = text(input.state);
  if (typed && findIndianState(typed)?.name !== findIndianState(known.state)?.name) {
    throw badInput(stateMismatchMessage(known.pincode, known.state, typed), { fields: ['state'] });
  }
  return { ...input, state: known.state, city: text(input.city) || known.city };
}

/** Validates an address; throws BAD_INPUT with the spec's messages. */
export function validateAddress(input: AddressInputData): AddressFields {
  const values = Object.fromEntries(Object.keys(MAX_LENGTH).concat(REQUIRED).map((key) => [key, text((input as Record<string, unknown>)[key])]));
  const missing = REQUIRED.filter((key) => !values[key]);
  if (missing.length) throw badInput(REQUIRED_FIELDS_MESSAGE, { fields: missing });
  for (const [key, [label, max]] of Object.entries(MAX_LENGTH)) {
    if (values[key].length > max) throw badInput(`${label} is too long (at most ${max} characters).`, { fields: [key] });
  }
  const phone = normalizeIndianPhone(values.phone);
  if (!phone) throw badInput(INVALID_ADDRESS_PHONE_MESSAGE, { fields: ['phone'] });
  const pincode = normalizePincode(values.pincode);
  if (!pincode) throw badInput(INVALID_PINCODE_MESSAGE, { fields: ['pincode'] });
  const addressType = normalizeAddressType(input.addressType);
  if (!addressType) throw badInput('Address type must be Home or Work.', { fields: ['addressType'] });
  return {
    fullName: values.fullName,
    phone,
    pincode,
    city: values.city,
    state: values.state,
    houseName: values.houseName,
    address: values.address,
    locality: values.locality,
    landmark: values.landmark,
    addressType,
    latitude: coordinate(input.latitude, 90, 'Latitude', 'latitude'),
    longitude: coordinate(input.longitude, 180, 'Longitude', 'longitude'),
    country: 'India',
  };
}
