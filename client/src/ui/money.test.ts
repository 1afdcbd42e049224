import { describe, expect, it } from 'vitest';
import { formatIndianInteger, formatMoney, groupIndianDigits } from './money';

// The hand-written Indian formats must read exactly as Intl's (which they replace to spare the page
// ICU's start-up cost), in both of the shop's languages.
const intlRupees = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

const amounts = [0, 0.125, 2.675, 0.5, 1, 1.005, 9.99, 12.5, 49, 99.995, 100, 999, 1000, 1299, 12_345.67, 99_999.99, 1_00_000, 1_23_456.5, 12_34_567.89, 9_87_65_43_210, -50, -1_23_456.78];

describe('Indian money and number formats without Intl', () => {
  for (const locale of ['en-IN', 'hi-IN']) {
    it(`rupees in ${locale} read as Intl writes them`, () => {
      for (const amount of amounts) expect(formatMoney(amount, 'full', locale), String(amount)).toBe(intlRupees(locale, amount));
    });
  }

  it('takes the API amount string and Money alike, and shortens whole rupees', () => {
    expect(formatMoney('123456.50')).toBe('₹1,23,456.50');
    expect(formatMoney({ amount: '1299.00', currencyCode: 'INR' }, 'short')).toBe('₹1,299');
    expect(formatMoney({ amount: '12.50', currencyCode: 'INR' }, 'short')).toBe('₹12.50');
    // Where Intl differs on purpose: an amount that rounds to nothing has no minus ("-₹0.00").
    expect(formatMoney(-0.004)).toBe('₹0.00');
  });

  it('leaves other currencies and locales to Intl', () => {
    expect(formatMoney({ amount: '10.00', currencyCode: 'USD' }, 'full', 'en-IN')).toBe(intlRupees('en-IN', 10).replace('₹', '$'));
    expect(formatMoney(1234.5, 'full', 'en-US')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(1234.5));
  });

  it('groups digits in threes then pairs', () => {
    expect(groupIndianDigits('1')).toBe('1');
    expect(groupIndianDigits('123')).toBe('123');
    expect(groupIndianDigits('1234')).toBe('1,234');
    expect(groupIndianDigits('123456')).toBe('1,23,456');
    expect(groupIndianDigits('12345678')).toBe('1,23,45,678');
    for (const n of [0, 7, 1000, 123456, -98765432, Number.MAX_SAFE_INTEGER]) expect(formatIndianInteger(n)).toBe(new Intl.NumberFormat('en-IN').format(n));
    expect(formatIndianInteger(1.5)).toBeNull();
  });
});
