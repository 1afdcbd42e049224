import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, missingForInvoices, panProblem, SETTINGS_MESSAGES, storeSettingsErrors, type StoreSettingsDraft } from './store-settings.rules.js';
import { findIndianState } from '../pincodes/indian-states.js';

const VALID: StoreSettingsDraft = {
  brandName: 'Chhavi',
  legalName: 'Chhavi Textiles LLP',
  registeredAddress: '12 MG Road\nPune, Maharashtra 411001',
  state: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  invoicePrefix: 'CHV',
  creditNotePrefix: 'CCN',
  supportPhone: '+91 20 4000 1234',
  supportEmail: 'help@chhavi.example',
  codFee: 39,
  freeShippingOver: 1499,
  returnWindowDays: 10,
  deliveryDays: 5,
};
const fields = (draft: Partial<StoreSettingsDraft>) => storeSettingsErrors({ ...VALID, ...draft }).map((e) => e.field);

describe('GSTIN', () => {
  it('computes the check character of published GSTINs', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('accepts a valid GSTIN of the registered state', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', findIndianState('Maharashtra'))).toBeNull();
    expect(fields({})).toEqual([]);
  });

  it('refuses a wrong shape, a wrong check character, and a state code not the registered state', () => {
    expect(gstinProblem('27AAPFU0939F1Z', findIndianState('Maharashtra'))).toBe(SETTINGS_MESSAGES.gstinShape);
    expect(gstinProblem('27AAPFU0939F1ZW', findIndianState('Maharashtra'))).toBe(SETTINGS_MESSAGES.gstinCheck);
    // The sample company's old GSTIN: right shape, wrong check character.
    expect(gstinProblem('09AAKCK1234M1Z5', findIndianState('Uttar Pradesh'))).toBe(SETTINGS_MESSAGES.gstinCheck);
    expect(gstinProblem('27AAPFU0939F1ZV', findIndianState('Karnataka'))).toMatch(/state code 27, but the registered state is Karnataka \(29\)/);
    expect(fields({ state: 'Karnataka' })).toEqual(['gstin']);
    expect(fields({ gstin: '27AAPFU0939F1ZW' })).toEqual(['gstin']);
  });

  it('asks for the state when a GSTIN is given without one; tolerates spaces and lower case', () => {
    expect(fields({ state: '' })).toEqual(['state']);
    expect(fields({ gstin: ' 27aapfu0939f1zv ', pan: 'aapfu0939f' })).toEqual([]);
  });

  it('refuses a state that is not Indian', () => {
    expect(fields({ state: 'Atlantis' })).toContain('state');
  });
});

describe('PAN', () => {
  it('checks the shape and the holder type', () => {
    expect(panProblem('AAPFU0939F', null)).toBeNull();
    expect(panProblem('AAP1U0939F', null)).toBe(SETTINGS_MESSAGES.panShape);
    expect(panProblem('AAPXU0939F', null)).toBe(SETTINGS_MESSAGES.panShape); // X is no holder type
  });

  it('must be the PAN inside the GSTIN', () => {
    expect(panProblem('AAGCB7383J', '27AAPFU0939F1ZV')).toBe(SETTINGS_MESSAGES.panGstin);
    expect(fields({ pan: 'AAGCB7383J' })).toEqual(['pan']);
  });
});

describe('the other settings', () => {
  it('requires a brand, support phone and e-mail; legal details may wait', () => {
    expect(fields({ brandName: ' ', supportPhone: '', supportEmail: '' })).toEqual(['brandName', 'supportPhone', 'supportEmail']);
    expect(fields({ legalName: null, registeredAddress: null, state: null, gstin: null, pan: null })).toEqual([]);
  });

  it('checks series prefixes (at most 3 characters, two different series)', () => {
    expect(fields({ invoicePrefix: 'INVOICE' })).toEqual(['invoicePrefix']);
    expect(fields({ invoicePrefix: 'INV', creditNotePrefix: 'inv' })).toEqual(['creditNotePrefix']);
    expect(fields({ invoicePrefix: 'I/V' })).toEqual(['invoicePrefix']);
  });

  it('checks amounts and days', () => {
    expect(fields({ codFee: -1 })).toEqual(['codFee']);
    expect(fields({ codFee: 49.999 })).toEqual(['codFee']);
    expect(fields({ codFee: 0, freeShippingOver: null })).toEqual([]);
    expect(fields({ freeShippingOver: 0 })).toEqual(['freeShippingOver']);
    expect(fields({ returnWindowDays: 91 })).toEqual(['returnWindowDays']);
    expect(fields({ returnWindowDays: 1.5 })).toEqual(['returnWindowDays']);
    expect(fields({ deliveryDays: 0 })).toEqual(['deliveryDays']);
  });

  it('checks links, e-mail and phone', () => {
    expect(fields({ facebookUrl: 'javascript:alert(1)', mapUrl: 'http://maps.example' })).toEqual(['facebookUrl', 'mapUrl']);
    expect(fields({ supportEmail: 'help@' })).toEqual(['supportEmail']);
    expect(fields({ supportPhone: '12345' })).toEqual(['supportPhone']);
    expect(fields({ logoUrl: '/uploads/logo.png' })).toEqual([]);
    expect(fields({ logoUrl: 'data:image/png;base64,AAAA' })).toEqual(['logoUrl']);
  });
});

describe('missingForInvoices', () => {
  it('names every legal detail still missing', () => {
    expect(missingForInvoices(null)).toEqual(['legal name', 'registered address', 'state', 'GSTIN']);
    expect(missingForInvoices({ legalName: 'X', registeredAddress: ' ', state: 'Delhi', gstin: null })).toEqual(['registered address', 'GSTIN']);
    expect(missingForInvoices({ legalName: 'X', registeredAddress: 'Y', state: 'Delhi', gstin: '07AAACI1681G1ZR' })).toEqual([]);
  });
});
