import { describe, expect, it } from 'vitest';
import { MAX_PINCODE_ROWS, parseServiceabilityCsv } from './serviceability-csv.js';

describe('the courier pincode list (CSV)', () => {
  it('reads pincode, COD yes/no and days in any column order and case', () => {
    const { rows, problems } = parseServiceabilityCsv('Days,PINCODE,COD\r\n2,110001,yes\n,560001,No\n4,"400 001",Y\n');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, pincode: '110001', codAvailable: true, deliveryDays: 2 },
      { line: 3, pincode: '560001', codAvailable: false, deliveryDays: null },
      { line: 4, pincode: '400001', codAvailable: true, deliveryDays: 4 },
    ]);
  });
  it('takes Indian-script digits and a byte-order mark; skips blank lines but keeps line numbers', () => {
    const { rows, problems } = parseServiceabilityCsv('\uFEFFpincode,cod,days\n\n११०००१,no,3\n');
    expect(problems).toEqual([]);
    expect(rows).toEqual([{ line: 3, pincode: '110001', codAvailable: false, deliveryDays: 3 }]);
  });
  it('without a cod column, COD is allowed; without days, the store default', () => {
    expect(parseServiceabilityCsv('pincode\n110001\n').rows).toEqual([{ line: 2, pincode: '110001', codAvailable: true, deliveryDays: null }]);
  });
  it('reports every bad row with its line, and leaves it out', () => {
    const { rows, problems } = parseServiceabilityCsv('pincode,cod,days\n11000,yes,2\n110001,maybe,2\n110002,no,31\n110003,no,2.5\n110001,yes,1\n012345,yes,1\n110004,yes,0\n');
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { line: 2, message: '“11000” is not a 6-digit pincode.' },
      { line: 3, message: 'COD must be yes or no, not “maybe”.' },
      { line: 4, message: 'Days must be a whole number from 1 to 30, not “31”.' },
      { line: 5, message: 'Days must be a whole number from 1 to 30, not “2.5”.' },
      { line: 6, message: '110001 is listed twice (first on line 3).' },
      { line: 7, message: '“012345” is not a 6-digit pincode.' },
      { line: 8, message: 'Days must be a whole number from 1 to 30, not “0”.' },
    ]);
  });
  it('needs a header naming the pincode column, and a non-empty file', () => {
    expect(parseServiceabilityCsv('110001,yes,2\n').problems).toEqual([{ line: 1, message: 'The first line must name the columns: pincode, cod, days.' }]);
    expect(parseServiceabilityCsv('  \n\n').problems).toEqual([{ line: 0, message: 'The file is empty.' }]);
  });
  it(`refuses more than ${MAX_PINCODE_ROWS} rows`, () => {
    const text = `pincode\n${'110001\n'.repeat(MAX_PINCODE_ROWS + 1)}`;
    expect(parseServiceabilityCsv(text).problems[0].message).toMatch(/At most 30,000 pincodes/);
  });
  it('a quoted cell with a line break keeps the next rows on their lines', () => {
    const { problems } = parseServiceabilityCsv('pincode,cod\n110001,"ye\ns"\n110002,nope\n');
    expect(problems).toEqual([
      { line: 2, message: 'COD must be yes or no, not “ye\ns”.' },
      { line: 4, message: 'COD must be yes or no, not “nope”.' },
    ]);
  });
});
