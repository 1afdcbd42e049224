import { describe, expect, it } from 'vitest';
import { findIndianState, stateOfPincode } from './indian-states.js';

describe('Indian states and GST state codes', () => {
  it("reads the usual spellings, the dataset's and abbreviations as one state", () => {
    expect(findIndianState('Uttar Pradesh')).toEqual({ name: 'Uttar Pradesh', gstCode: '09' });
    expect(findIndianState('  uttar   pradesh ')?.gstCode).toBe('09');
    expect(findIndianState('UP')?.name).toBe('Uttar Pradesh');
    expect(findIndianState('Chattisgarh')).toEqual({ name: 'Chhattisgarh', gstCode: '22' });
    expect(findIndianState('Pondicherry')).toEqual({ name: 'Puducherry', gstCode: '34' });
    expect(findIndianState('Andaman & Nicobar Islands')?.gstCode).toBe('35');
    expect(findIndianState('Jammu & Kashmir')?.gstCode).toBe('01');
    expect(findIndianState('Dadra and Nagar Haveli and Daman and Diu')?.gstCode).toBe('26');
    expect(findIndianState('Maharashtra')?.gstCode).toBe('27');
    expect(findIndianState('Bombay')).toBeNull();
    expect(findIndianState('')).toBeNull();
  });

  it("puts Ladakh's pincodes (filed under Jammu & Kashmir by the dataset) in Ladakh", () => {
    expect(stateOfPincode('194101', 'Jammu & Kashmir')).toEqual({ name: 'Ladakh', gstCode: '38' });
    expect(stateOfPincode('190001', 'Jammu & Kashmir')).toEqual({ name: 'Jammu and Kashmir', gstCode: '01' });
  });
});
