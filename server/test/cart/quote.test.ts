/**
 * The quote (Cart.quote, GET /user/cart-quote) against the real database, and the one price rule
 * everywhere: a size whose discounted price is 0 sells at its original price in the listing, the
 * cart, the quote and the order (it used to be charged 0 in the cart and at checkout).
 */
import { describe, expect, it } from 'vitest';
import { loginAs, useTestServer } from '../harness.js';
import { newShopper, pickPincode, placeCod } from '../orders/orders-kit.js';
import { createCartFixture, type CartFixture } from './fixtures.js';
import { rupeeGql } from '../money.js';

const QUOTE = `quote { itemCount subtotal { amount currencyCode } discount { amount currencyCode } couponCode
  lines { id unitPrice { amount currencyCode } originalPrice { amount currencyCode } discountPercent quantity maxQuantity limitMessage lineTotal { amount currencyCode } }
  options { paymentMethod subtotal { amount currencyCode } discount { amount currencyCode } shipping { amount currencyCode } tax { amount currencyCode } taxIncluded { amount currencyCode } total { amount currencyCode } }
  messages { code lineId message } }`;
const CART = `{ cart { id subtotal { amount currencyCode } total { amount currencyCode } lines { id price { amount currencyCode } lineTotal { amount currencyCode } } ${QUOTE} } }`;
const PREVIEW = `query($lines: [CartLineInput!]!) { cartPreview(lines: $lines) { lines { id quantity } ${QUOTE} } }`;
const ADD = `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { ${QUOTE} } userErrors { field code message } } }`;

describe('quote: the pricing module serves the cart and checkout', () => {
  const ts = useTestServer({ MAX_UNITS_PER_SIZE: '4' });
  const moneyGql = rupeeGql(ts);
  let fx: CartFixture;

  it('sets up a product', async () => {
    fx = await createCartFixture(ts.db.dataSource, 'Quote Kurta');
  });

  it('quotes a cart: line totals, coupon, shipping per payment method, GST included', async () => {
    const shopper = await loginAs(ts, '9800000101');
    const p = String(fx.productId);
    await moneyGql(ADD, { line: { productId: p, color: 'Maroon', size: 'S', quantity: 2 } }, shopper.token);
    await moneyGql(ADD, { line: { productId: p, color: 'Navy', size: 'M', quantity: 1 } }, shopper.token);
    const applied = await moneyGql(`mutation { applyCoupon(code: "KAPDA5") { cart { ${QUOTE} } userErrors { code message } } }`, {}, shopper.token);
    expect(applied.data.applyCoupon.userErrors).toEqual([]);
    const quote = applied.data.applyCoupon.cart.quote;
    expect(quote.lines).toEqual([
      { id: `c${shopper.customerId}:${fx.sizes['Maroon/S']}`, unitPrice: 1000, originalPrice: 1200, discountPercent: 17, quantity: 2, maxQuantity: 4, limitMessage: 'Only 4 item(s) of one size per order', lineTotal: 2000 },
      { id: `c${shopper.customerId}:${fx.sizes['Navy/M']}`, unitPrice: 600, originalPrice: 800, discountPercent: 25, quantity: 1, maxQuantity: 4, limitMessage: 'Only 4 item(s) of one size per order', lineTotal: 600 },
    ]);
    // KAPDA5: 5 % of ₹2,600 = ₹130.
    expect(quote).toMatchObject({ itemCount: 3, subtotal: 2600, discount: 130, couponCode: 'KAPDA5', messages: [] });
    expect(quote.options).toEqual([
      { paymentMethod: 'ONLINE', subtotal: 2600, discount: 130, shipping: 0, tax: 0, taxIncluded: expect.any(Number), total: 2470 },
      { paymentMethod: 'COD', subtotal: 2600, discount: 130, shipping: 49, tax: 0, taxIncluded: expect.any(Number), total: 2519 },
    ]);
    // 5 % GST inside ₹2,470 of garments (every piece ≤ ₹1,000 after the coupon) and inside ₹49 of shipping.
    expect(quote.options[0].taxIncluded).toBeCloseTo(117.62, 1);
    expect(quote.options[1].taxIncluded).toBeCloseTo(117.62 + 2.33, 1);

    // REST serves the same quote.
    const rest = await ts.rest('GET', '/user/cart-quote', undefined, shopper.token);
    expect(rest.status).toBe(200);
    // (REST keeps the spec's line ids: the size ids.)
    const restLines = quote.lines.map((line: { id: string }) => ({ ...line, id: line.id.split(':')[1] }));
    expect(rest.body).toEqual({ success: true, quote: { ...quote, lines: restLines, __typename: undefined } });
    expect((await ts.rest('GET', '/user/cart-quote')).status).toBe(401);
  });

  it('charges at checkout exactly what the quote says', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const p = String(fx.productId);
    await moneyGql(ADD, { line: { productId: p, color: 'Maroon', size: 'L', quantity: 1 } }, shopper.token);
    await moneyGql(`mutation { applyCoupon(code: "KAPDA5") { userErrors { code } } }`, {}, shopper.token);
    const cod = (await moneyGql(CART, {}, shopper.token)).data.cart.quote.options.find((o: { paymentMethod: string }) => o.paymentMethod === 'COD');
    const placed = await placeCod(ts, shopper);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ itemsSubtotal: cod.subtotal, discountAmount: cod.discount, shippingCharge: cod.shipping, taxAmount: cod.tax, totalAmount: cod.total });
  });

  it('answers an order without an address with the spec\'s sentence (the checkout screen shows it)', async () => {
    const shopper = await loginAs(ts, '9800000102');
    const answer = await moneyGql(`mutation { placeOrder(input: { paymentMethod: COD }) { order { id } userErrors { field code message } } }`, {}, shopper.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.placeOrder).toEqual({ order: null, userErrors: [{ field: ['input', 'addressId'], code: 'INVALID', message: 'Please select an address!' }] });
  });

  it('sells a size whose discounted price is 0 at its original price: listing, cart, quote and order agree', async () => {
    await ts.db.dataSource.query(`UPDATE variant_size SET discounted_price = 0 WHERE id = $1`, [fx.sizes['Navy/M']]);
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    const p = String(fx.productId);
    await moneyGql(ADD, { line: { productId: p, color: 'Navy', size: 'M', quantity: 2 } }, shopper.token);
    const cart = (await moneyGql(CART, {}, shopper.token)).data.cart;
    expect(cart.lines[0]).toMatchObject({ price: 800, lineTotal: 1600 });
    expect(cart.quote.lines[0]).toMatchObject({ unitPrice: 800, originalPrice: 800, discountPercent: 0, lineTotal: 1600 });
    expect(cart).toMatchObject({ subtotal: 1600, total: 1600 });

    const product = await moneyGql(`query($id: ID!) { product(id: $id) { variants { colorName sizes { size discountedPrice { amount currencyCode } } } } }`, { id: p });
    expect(product.errors).toBeUndefined();
    const navy = product.data.product.variants.find((v: { colorName: string }) => v.colorName === 'Navy');
    expect(navy.sizes[0]).toEqual({ size: 'M', discountedPrice: 800 });

    const placed = await placeCod(ts, shopper);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ itemsSubtotal: 1600, shippingCharge: 49, totalAmount: 1649 });
    expect(placed.body.order.orderItems[0].price).toEqual({ originalPrice: 800, discountedPrice: 800 });
  });

  it("prices a visitor's browser cart and says what is above the stock or the per-size limit", async () => {
    const p = String(fx.productId);
    const preview = await moneyGql(PREVIEW, {
      lines: [
        { productId: p, color: 'Maroon', size: 'L', quantity: 3 },
        { productId: p, color: 'Maroon', size: 'M', quantity: 1 },
        { productId: p, color: 'Navy', size: 'M', quantity: 9 },
      ],
    });
    expect(preview.errors).toBeUndefined();
    const { lines, quote } = preview.data.cartPreview;
    // Maroon L had 2; the order above took 1.
    expect(lines.map((l: { quantity: number }) => l.quantity)).toEqual([1, 1, 4]);
    // Messages point at the preview's own line ids.
    expect(quote.messages).toEqual([
      { code: 'ONLY_AVAILABLE', lineId: lines[0].id, message: 'Only 1 item(s) available' },
      { code: 'OUT_OF_STOCK', lineId: lines[1].id, message: 'This variant is out of stock' },
      { code: 'PER_SIZE_LIMIT', lineId: lines[2].id, message: 'Only 4 item(s) of one size per order' },
    ]);
    expect(lines.map((l: { id: string }) => l.id.split(':')[1])).toEqual([fx.sizes['Maroon/L'], fx.sizes['Maroon/M'], fx.sizes['Navy/M']].map(String));
    expect(quote.lines.map((l: { maxQuantity: number }) => l.maxQuantity)).toEqual([1, 0, 4]);
  });
});
