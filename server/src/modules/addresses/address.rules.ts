/**
 * Address validation (spec section 5): the required fields, a real-looking Indian mobile number,
 * a 6-digit pincode and the Home / Work type. Pure: the pincode's existence is checked by the
 * service against the pincode table.
 */
import { normalizeIndianPhone } from '../auth/phone.js';
import { badInput } from '../../shared/errors.js';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields.';
export const INVALID_ADDRESS_PHONE_MESSAGE = 'Please enter a valid 10-digit mobile number.';
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

function coordinate(value: unknown, limit: number, label: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || Math.abs(number) > limit) throw badInput(`${label} is not valid.`);
  return number;
}

/** Validates an address; throws BAD_INPUT with the spec's messages. */
export function validateAddress(input: AddressInputData): AddressFields {
  const values = Object.fromEntries(Object.keys(MAX_LENGTH).concat(REQUIRED).map((key) => [key, text((input as Record<string, unknown>)[key])]));
  const missing = REQUIRED.filter((key) => !values[key]);
  if (missing.length) throw badInput(REQUIRED_FIELDS_MESSAGE, { fields: missing });
  for (const [key, [label, max]] of Object.entries(MAX_LENGTH)) {
    if (values[key].length > max) throw badInput(`${label} is too long (at most ${max} characters).`);
  }
  const phone = normalizeIndianPhone(values.phone);
  if (!phone) throw badInput(INVALID_ADDRESS_PHONE_MESSAGE);
  if (!/^\d{6}$/.test(values.pincode)) throw badInput(INVALID_PINCODE_MESSAGE);
  const addressType = normalizeAddressType(input.addressType);
  if (!addressType) throw badInput('Address type must be Home or Work.');
  return {
    fullName: values.fullName,
    phone,
    pincode: values.pincode,
    city: values.city,
    state: values.state,
    houseName: values.houseName,
    address: values.address,
    locality: values.locality,
    landmark: values.landmark,
    addressType,
    latitude: coordinate(input.latitude, 90, 'Latitude'),
    longitude: coordinate(input.longitude, 180, 'Longitude'),
    country: 'India',
  };
}
