/** Profile validation: name, e-mail, date of birth and gender. Pure, so it is tested alone. */
import { badInput } from '../../shared/errors.js';
import { FULL_NAME_REQUIRED_MESSAGE } from '../../shared/form-rules.js';

export interface ProfileInputData {
  name?: unknown;
  email?: unknown;
  dob?: unknown;
  gender?: unknown;
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  dob?: string | null;
  gender?: string;
}

const GENDERS = ['male', 'female', 'other'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Validates the fields present in `input` (absent ones stay as they are). */
export function validateProfile(input: ProfileInputData, today = new Date()): ProfileChanges {
  const changes: ProfileChanges = {};
  if (input.name !== undefined) {
    const name = String(input.name ?? '').trim().replace(/\s+/g, ' ');
    if (!name) throw badInput(FULL_NAME_REQUIRED_MESSAGE, { field: 'name' });
    if (name.length > 120) throw badInput('Name is too long (at most 120 characters).', { field: 'name' });
    if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(name)) throw badInput('Name may contain only letters, spaces, dots, apostrophes and hyphens.', { field: 'name' });
    changes.name = name;
  }
  if (input.email !== undefined) {
    const email = String(input.email ?? '').trim().toLowerCase();
    if (email && (email.length > 200 || !EMAIL.test(email))) throw badInput('Please enter a valid email address.', { field: 'email' });
    changes.email = email;
  }
  if (input.dob !== undefined) {
    const dob = String(input.dob ?? '').trim().slice(0, 10);
    if (!dob) changes.dob = null;
    else {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
      const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null;
      if (!match || !date || date.getUTCFullYear() !== +match[1] || date.getUTCMonth() !== +match[2] - 1 || date.getUTCDate() !== +match[3]) {
        throw badInput('Please enter a valid date of birth.', { field: 'dob' });
      }
      if (date.getTime() > today.getTime()) throw badInput('Date of birth cannot be in the future.', { field: 'dob' });
      if (date.getUTCFullYear() < 1900) throw badInput('Please enter a valid date of birth.', { field: 'dob' });
      changes.dob = dob;
    }
  }
  if (input.gender !== undefined) {
    const gender = String(input.gender ?? '').trim().toLowerCase();
    if (gender && !GENDERS.includes(gender)) throw badInput('Gender must be male, female or other.', { field: 'gender' });
    changes.gender = gender;
  }
  return changes;
}
