/**
 * Hindi journey: a shopper switches to हिन्दी (header on a computer, the menu on a phone) and
 * browses home → listing → a search in Hindi → product → cart → login: the screens are in Hindi,
 * prices keep Indian grouping, the server's refusal of a wrong OTP comes back in Hindi (phone
 * number and code typed in Devanagari digits on the phone), and a reload keeps Hindi.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

/** ₹ with Indian grouping: ₹999.00, ₹1,299.00, ₹1,23,456.00. */
const INDIAN_RUPEES = /^₹(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})\.\d{2}$/;

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const inDevanagari = (digits: string) => digits.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]);

async function expectIndianPrices(page: Page) {
  const prices = await page.locator('.price__now').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price.trim()).toMatch(INDIAN_RUPEES);
}

describe('Kapda in Hindi', () => {
  const e2e = useE2E();

  for (const width of [375, 1280]) {
    it(`switches to Hindi and keeps it, at ${width} px`, async () => {
      const phone = width < 1024;
      const page = await e2e.newPage(width);
      await page.goto('/');
      await page.getByText('Free shipping').first().waitFor();

      // Switch: in the phone menu, or in the header on a computer.
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const switcher = page.getByRole('dialog', { name: 'Menu' }).getByRole('group', { name: 'Language' });
        await switcher.getByRole('button', { name: 'हिन्दी' }).click();
      } else {
        await page.locator('.site-header').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
      }
      await expect.poll(() => htmlLang(page)).toBe('hi-IN');
      await page.getByText('मुफ़्त शिपिंग').first().waitFor();
      expect(await page.locator('#footer-language-hi').getAttribute('aria-pressed')).toBe('true');
      // Devanagari renders with a real font (fonts.check is true only when a font covers the text).
      expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'नए आगमन'))).toBe(true);
      await e2e.screenshot(page, `hindi-home-${width}`);

      // Listing: New Arrivals from the menu (phone) or the header (computer).
      if (phone) {
        await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
        await page.getByRole('dialog', { name: 'मेन्यू' }).getByRole('link', { name: 'नए आगमन' }).click();
      } else {
        await page.locator('.site-nav').getByRole('link', { name: 'नए आगमन' }).click();
      }
      await page.getByRole('heading', { level: 1, name: 'नए आगमन' }).waitFor();
      await page.locator('.product-card').first().waitFor();
      await expectIndianPrices(page);
      await page.getByText('क्रम').first().waitFor(); // "Sort by"
      await e2e.screenshot(page, `hindi-listing-${width}`);

      // Search in Hindi: the catalogue is written in English, and "लाल कुर्ता" finds red kurtas.
      const searchBox = page.getByPlaceholder('कुर्ते, साड़ियाँ, जींस खोजें…').first();
      await searchBox.fill('लाल कुर्ता');
      await searchBox.press('Enter');
      await page.getByRole('heading', { level: 1, name: '“लाल कुर्ता” के नतीजे' }).waitFor();
      await page.locator('.product-card').first().waitFor();
      expect(await page.locator('.product-card').first().innerText()).toMatch(/Kurt[ai]/);
      // The cards picture their red variant (the search asked for red), and a card opens in it.
      const redCard = page.locator('.product-card').filter({ has: page.locator('img[src*="/c0392b."]') }).first();
      await redCard.waitFor();

      // Product page: choose a size, add to cart; the toast is in Hindi.
      await redCard.locator('a[href^="/product-details/"]').first().click();
      const addToCart = page.getByRole('button', { name: 'कार्ट में डालें' });
      await addToCart.waitFor();
      expect(await page.locator('.gallery__main img').first().getAttribute('src')).toContain('/c0392b.');
      await page.getByText('सभी टैक्स शामिल').waitFor();
      await expectIndianPrices(page);
      await page.locator('.size-btn:not([disabled])').first().click();
      await addToCart.click();
      await page.getByText('कार्ट में जुड़ गया').first().waitFor();
      await e2e.screenshot(page, `hindi-product-${width}`);

      // Cart: from the header's cart button, then View Cart.
      await page.getByRole('button', { name: /^कार्ट, 1 आइटम/ }).click();
      await page.getByRole('link', { name: 'कार्ट देखें' }).click();
      await page.getByRole('heading', { name: 'शॉपिंग कार्ट' }).waitFor();
      await page.getByText('कुल योग').first().waitFor();
      const amounts = await page.locator('.cart-summary dd, .cart-line .price__now').allInnerTexts();
      expect(amounts.filter((a) => a.trim().startsWith('₹')).length).toBeGreaterThan(0);
      for (const amount of amounts.map((a) => a.trim()).filter((a) => a.startsWith('₹'))) expect(amount).toMatch(INDIAN_RUPEES);
      await e2e.screenshot(page, `hindi-cart-${width}`);

      // Login: a wrong code is refused by the server, in Hindi. On the phone the number and the
      // code are typed in Devanagari digits (a Hindi keyboard's): the same number, the same code.
      await page.getByRole('button', { name: 'लॉग इन करें' }).first().click();
      await page.getByLabel('मोबाइल नंबर').fill(phone ? inDevanagari('9123460375') : '9123461280');
      await page.getByRole('button', { name: 'OTP भेजें' }).click();
      const code = (await page.getByTestId('dev-otp').innerText()).trim();
      const codeField = page.getByLabel('वन-टाइम कोड');
      await codeField.fill(phone ? inDevanagari(wrongCode(code)) : wrongCode(code));
      expect(await codeField.inputValue()).toBe(wrongCode(code));
      await page.getByRole('button', { name: 'जाँचें और लॉग इन करें' }).click();
      await page.getByText('ग़लत OTP। 4 कोशिशें बाकी हैं।').first().waitFor();
      await e2e.screenshot(page, `hindi-login-${width}`);

      // A reload keeps Hindi (remembered on this device).
      await page.reload();
      await page.getByLabel('मोबाइल नंबर').waitFor();
      expect(await htmlLang(page)).toBe('hi-IN');

      // And back to English from the footer.
      await page.locator('#footer-language-en').click();
      await page.getByLabel('Mobile number').waitFor();
      expect(await htmlLang(page)).toBe('en-IN');
    });
  }
});
