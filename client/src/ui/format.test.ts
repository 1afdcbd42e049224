import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage, t } from '../i18n/i18n';
import { formatDate, formatNumber, formatRupees, formatWait } from './format';

describe('Indian formats in each language', () => {
  afterAll(() => setLanguage('en'));

  it('English: rupees with Indian grouping, dates en-GB', async () => {
    await setLanguage('en');
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    // The API's Money and its amount string read the same.
    expect(formatRupees({ amount: '123456.50', currencyCode: 'INR' })).toBe('₹1,23,456.50');
    expect(formatRupees('1299.00')).toBe('₹1,299.00');
    expect(formatRupees({ amount: '-50.00', currencyCode: 'INR' })).toBe('-₹50.00');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('23 Nov 2026');
    expect(t('Add to Cart')).toBe('Add to Cart');
  });

  it('Hindi: the same grouping, Hindi dates and texts', async () => {
    await setLanguage('hi');
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatDate('2026-11-23T10:00:00Z')).toMatch(/^23 नव(॰|\.)? 2026$/);
    expect(t('Add to Cart')).toBe('कार्ट में डालें');
    expect(t('{percent}% off', { percent: 20 })).toBe('20% छूट');
    // A text added later without a Hindi entry still shows, in English.
    expect(t('A brand new screen')).toBe('A brand new screen');
  });
});

describe('formatWait', () => {
  it('keeps short waits in seconds', () => {
    expect(formatWait(30)).toBe('30s');
    expect(formatWait(59)).toBe('59s');
    expect(formatWait(0)).toBe('0s');
    expect(formatWait(12.2)).toBe('13s');
  });

  it('shows long waits (the OTP back-off up to 15 minutes) as minutes and seconds', () => {
    expect(formatWait(60)).toBe('1 min');
    expect(formatWait(125)).toBe('2 min 05s');
    expect(formatWait(899)).toBe('14 min 59s');
    expect(formatWait(900)).toBe('15 min');
  });
});
