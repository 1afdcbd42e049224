import { describe, expect, it } from 'vitest';
import { languageFromHeader, localize } from './localize.js';
import { HINDI_MESSAGES, HINDI_PARTS } from './messages.hi.js';
import { COUPON_MESSAGES } from '../../modules/coupons/coupon-rules.js';
import { CART_MESSAGES } from '../../modules/cart/cart-rules.js';
import { QUOTE_MESSAGES } from '../../modules/pricing/quote.js';
import { CHECKOUT_MESSAGES } from '../../modules/checkout/checkout.service.js';
import { ORDER_STATUS_LABELS, statusNoticeBody, statusNoticeTitle, ORDER_STATUSES } from '../../modules/orders/order-status.js';
import { WELCOME_NOTIFICATION } from '../../modules/auth/auth.service.js';
import { ONLINE_PAYMENTS_OFF } from '../../modules/payments/payment.service.js';
import { NOT_YET_INVOICED_MESSAGE, NO_CREDIT_NOTE_MESSAGE } from '../../modules/orders/tax-documents.js';
import { UNAVAILABLE_MESSAGE } from '../db-errors.js';
import { MESSAGES as REVIEW_MESSAGES, REVIEW_NOT_FOUND } from '../../modules/reviews/review.service.js';

const devanagari = /[\u0900-\u097F]/;

describe('Accept-Language', () => {
  it('picks Hindi when it is the preferred language we have', () => {
    expect(languageFromHeader('hi-IN')).toBe('hi');
    expect(languageFromHeader('hi')).toBe('hi');
    expect(languageFromHeader('fr;q=1, hi;q=0.8, en;q=0.5')).toBe('hi');
    expect(languageFromHeader('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageFromHeader('en;q=0.2, hi-IN;q=0.9')).toBe('hi');
  });
  it('falls back to English', () => {
    for (const header of [undefined, '', '*', 'ta-IN', 'hi;q=0', 'garbage;;;', 'x'.repeat(5000)]) expect(languageFromHeader(header)).toBe('en');
  });
});

describe('server messages in Hindi', () => {
  it('leaves English exactly as the services wrote it', () => {
    expect(localize('Invalid OTP. 4 attempts left.', 'en')).toBe('Invalid OTP. 4 attempts left.');
  });
  it('translates exact texts and templates, keeping what varies', () => {
    expect(localize('Invalid OTP. 4 attempts left.', 'hi')).toBe('ग़लत OTP। 4 कोशिशें बाकी हैं।');
    expect(localize('Sorry, "NOPE" is not a valid coupon code.', 'hi')).toBe('माफ़ कीजिए, "NOPE" सही कूपन कोड नहीं है।');
    expect(localize('Please wait 2 minutes before requesting a new OTP.', 'hi')).toBe('नया OTP मँगाने से पहले कृपया 2 मिनट रुकें।');
    expect(localize('This order is Shipped: it cannot move to Order Progress now.', 'hi')).toBe('यह ऑर्डर शिप हो गया है: अभी यह ऑर्डर मिला पर नहीं जा सकता।');
  });
  it('translates a notification body sentence by sentence, names and amounts unchanged', () => {
    const body = `${statusNoticeBody('KS00000042', 'PLACED')} Pay ₹1,23,456.00 in cash on delivery.`;
    expect(localize(body, 'hi')).toBe('आपका ऑर्डर KS00000042 दे दिया गया है। डिलीवरी पर ₹1,23,456.00 नकद चुकाएँ।');
  });
  it('leaves a text it has no entry for in English', () => {
    expect(localize('Cotton Kurta', 'hi')).toBe('Cotton Kurta');
  });

  it('has Hindi for every message the shopper can be sent by the rules and notifications', () => {
    const day = new Date('2026-11-30T00:00:00Z');
    const messages = [
      ...Object.values(COUPON_MESSAGES).filter((m) => typeof m === 'string'),
      COUPON_MESSAGES.unknown('NOPE'), COUPON_MESSAGES.notStarted(day), COUPON_MESSAGES.expired(day), COUPON_MESSAGES.belowMinimum(39900, 199900),
      ...Object.values(CART_MESSAGES).map((m) => (typeof m === 'function' ? (m as (n: number) => string)(3) : m)),
      QUOTE_MESSAGES.outOfStock, QUOTE_MESSAGES.onlyAvailable(2), QUOTE_MESSAGES.perSizeLimit(10), QUOTE_MESSAGES.priceChanged(149900, 129900),
      CHECKOUT_MESSAGES.emptyCart, CHECKOUT_MESSAGES.noAddress, CHECKOUT_MESSAGES.undeliverable, CHECKOUT_MESSAGES.noCod,
      CHECKOUT_MESSAGES.outOfStock('Kurta', 'Red', 'M', 2), CHECKOUT_MESSAGES.outOfStock('Kurta', 'Red', 'M', 0),
      CHECKOUT_MESSAGES.tooManyOfSize(10, 'Kurta', 'Red', 'M'), CHECKOUT_MESSAGES.tooManyUnpaid(2),
      CHECKOUT_MESSAGES.tooManyCod(5, true), CHECKOUT_MESSAGES.tooManyCod(5, false),
      CHECKOUT_MESSAGES.tooManyHeldOfSize(10, 'Saree', 'Red', 'Free Size', 6), CHECKOUT_MESSAGES.tooManyHeldOfProduct(20, 'Saree', 14),
      CHECKOUT_MESSAGES.codOrderTooLarge('₹50,000.00', true), CHECKOUT_MESSAGES.codOrderTooLarge('₹50,000.00', false),
      CHECKOUT_MESSAGES.openCodTooLarge('₹1,00,000.00', '₹80,000.00', true), CHECKOUT_MESSAGES.openCodTooLarge('₹1,00,000.00', '₹80,000.00', false),
      ...ORDER_STATUSES.flatMap((s) => [ORDER_STATUS_LABELS[s], statusNoticeTitle('KS1', s), statusNoticeBody('KS1', s)]),
      WELCOME_NOTIFICATION.title, WELCOME_NOTIFICATION.body,
      ...Object.values(REVIEW_MESSAGES), REVIEW_NOT_FOUND,
      ONLINE_PAYMENTS_OFF, NOT_YET_INVOICED_MESSAGE, NO_CREDIT_NOTE_MESSAGE, UNAVAILABLE_MESSAGE,
    ];
    const untranslated = messages.filter((m) => !devanagari.test(localize(m, 'hi')));
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of a message in its Hindi text', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
    const broken = Object.entries({ ...HINDI_MESSAGES, ...HINDI_PARTS }).filter(([en, hi]) => names(en) !== names(hi) || !devanagari.test(hi));
    expect(broken).toEqual([]);
  });
});
