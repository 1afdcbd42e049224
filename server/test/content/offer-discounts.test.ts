/**
 * An offer can carry a real discount (issue 26, part 3; ADR 0163): the product's cards (GraphQL
 * and REST), the listing's price filter and sort, the cart's quote, the order and its invoice all
 * charge the best live offer's price, computed by pricing's rule (offer_price in SQL agrees with
 * pricing.offerPrice to the paisa). An offer that ends stops discounting everywhere, the cached
 * listing within its TTL (1 s here). The dashboard validates the terms like a coupon's.
 */
import { describe, expect, it } from 'vitest';
import { actingFor, STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';
import { bestOfferPrice, couponDiscount, offerPrice, type OfferTerms } from '../../src/modules/pricing/pricing.js';
import { computeInvoice } from '../../src/modules/orders/invoice-calc.js';
import { seededTaxPolicy } from '../gst-fixtures.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '1000' });
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);
const POSTER = '/img/p/kurta/front/aa3300.svg';
const SAVE_OFFER = `mutation($id: ID, $input: OfferInput!) { saveOffer(id: $id, input: $input) { id discountType discountValue } }`;
const PRODUCT = `query($id: ID!) { product(id: $id) { price { amount } originalPrice { amount } discountPercent variants { sizes { id discountedPrice { amount } originalPrice { amount } discountPercent } } } }`;
const rupees = (paise: number) => paise / 100;

async function sizePrices(variantSizeId: number): Promise<{ price: number; mrp: number }> {
  const [row] = await ts.db.dataSource.query(
    `SELECT CASE WHEN discounted_price > 0 THEN discounted_price ELSE original_price END AS price, original_price AS mrp FROM variant_size WHERE id = $1`,
    [variantSizeId],
  );
  return row;
}

/** The first size of a product's first colour: the one its card prices (listing_price). */
async function firstSizeOf(productId: number): Promise<number> {
  const [row] = await ts.db.dataSource.query(
    `SELECT vs.id FROM variant v JOIN variant_size vs ON vs.variant_id = v.id WHERE v.product_id = $1 ORDER BY v.position, v.id, vs.position, vs.id LIMIT 1`,
    [productId],
  );
  return row.id;
}

describe('offer discounts', () => {
  it('cards, listing filter, cart quote, order total and invoice lines agree to the paisa with an offer and a coupon together', async () => {
    const size = await sizeWithStock(ts, 20, 11);
    const firstSize = await firstSizeOf(size.productId);
    const { price, mrp } = await sizePrices(firstSize);
    const made = await admin(SAVE_OFFER, { input: { title: '30 % off kurtas', poster: POSTER, productIds: [String(size.productId)], discountType: 'percentage', discountValue: 30 } });
    expect(made.errors).toBeUndefined();
    expect(made.data.saveOffer).toMatchObject({ discountType: 'percentage', discountValue: 30 });
    const terms: OfferTerms = { discountType: 'percentage', discountValue: 30 };
    const cardPrice = offerPrice(price, terms);
    expect(cardPrice).toBeLessThan(price);

    // Cards: GraphQL and REST show the offer price with the MRP (struck through) beside it.
    const gql = (await ts.gql(PRODUCT, { id: String(size.productId) })).data.product;
    expect(gql.price.amount).toBe(rupees(cardPrice).toFixed(2));
    expect(gql.originalPrice.amount).toBe(rupees(mrp).toFixed(2));
    expect(gql.discountPercent).toBe(Math.round(((mrp - cardPrice) / mrp) * 100));
    const rest = (await ts.rest('GET', `/user/product/${size.productId}`)).body.product;
    expect(rest).toMatchObject({ price: rupees(cardPrice), originalPrice: rupees(mrp) });

    // The listing's "under ₹X" agrees with the card: in under the offer price, out just below it.
    const under = async (maxPaise: number) =>
      (await ts.rest('GET', `/user/products?offerId=${made.data.saveOffer.id}&maxPrice=${rupees(maxPaise)}`)).body.products.map((p: any) => p._id);
    expect(await under(cardPrice)).toContain(String(size.productId));
    expect(await under(cardPrice - 1)).not.toContain(String(size.productId));

    // The cart's quote charges the offer price of the size bought, the coupon on top of it.
    const { price: boughtPrice } = await sizePrices(size.variantSizeId);
    const unit = offerPrice(boughtPrice, terms);
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, size, 2);
    const [coupon] = await ts.db.dataSource.query(
      `SELECT code, discount_type AS "discountType", discount_value AS "discountValue", max_discount AS "maxDiscount" FROM coupon
       WHERE active AND (expires_at IS NULL OR expires_at > now()) AND (starts_at IS NULL OR starts_at <= now()) AND NOT first_order_only
         AND (usage_limit IS NULL OR used_count < usage_limit) AND min_order_amount <= $1 AND discount_type = 'percentage' ORDER BY id LIMIT 1`,
      [unit * 2],
    );
    expect((await ts.services.cart.applyCoupon(actingFor(ts, shopper.customerId), coupon.code)).result.success).toBe(true);
    const subtotal = unit * 2;
    const discount = couponDiscount(coupon, subtotal);
    const quote = (await ts.rest('GET', '/user/cart-quote', undefined, shopper.token)).body.quote;
    expect(quote.lines[0]).toMatchObject({ unitPrice: rupees(unit), originalPrice: rupees((await sizePrices(size.variantSizeId)).mrp), lineTotal: rupees(subtotal) });
    const cod = quote.options.find((o: any) => o.paymentMethod === 'COD');
    expect(cod).toMatchObject({ subtotal: rupees(subtotal), discount: rupees(discount), total: rupees(subtotal - discount + 4900) });

    // The order charges what the quote said; its item keeps the offer price (the invoice's unit price).
    const placed = await placeCod(ts, shopper);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ itemsSubtotal: rupees(subtotal), discountAmount: rupees(discount), totalAmount: cod.total });
    const [order] = await ts.db.dataSource.query(
      `SELECT o.discount_amount AS discount, o.shipping_charge AS shipping, o.total_amount AS total, i.discounted_price AS "unitPrice", i.quantity
       FROM orders o JOIN order_item i ON i.order_id = o.id WHERE o.id = $1`,
      [Number(placed.body._id)],
    );
    expect(order.unitPrice).toBe(unit);
    const invoice = computeInvoice({
      items: [{ description: size.productName, hsnCode: '6211', quantity: order.quantity, unitPrice: order.unitPrice }],
      discountAmount: order.discount,
      shippingCharge: order.shipping,
      totalAmount: order.total,
      placeOfSupplyCode: '09',
      sellerStateCode: '09',
      supplyDate: new Date(),
    }, seededTaxPolicy());
    expect(invoice.total).toBe(subtotal - discount + 4900);
    expect(invoice.lines.reduce((sum, line) => sum + line.gross, 0)).toBe(invoice.total);
    expect(invoice.lines[0].discount).toBe(discount);
  });

  it('an offer that ended no longer discounts: the cart at once, the cached card within its TTL', async () => {
    const size = await sizeWithStock(ts, 20, 31);
    const firstSize = await firstSizeOf(size.productId);
    const { price } = await sizePrices(firstSize);
    const made = (await admin(SAVE_OFFER, { input: { title: '₹100 off', poster: POSTER, productIds: [String(size.productId)], discountType: 'flat', discountValue: 100 } })).data.saveOffer;
    expect(made).toMatchObject({ discountType: 'flat', discountValue: 100 });
    const card = async () => (await ts.gql(PRODUCT, { id: String(size.productId) })).data.product.price.amount;
    expect(await card()).toBe(rupees(offerPrice(price, { discountType: 'flat', discountValue: 10_000 })).toFixed(2));
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    await addToCart(ts, shopper, size, 1);

    // The offer's end passes (no dashboard edit, so no cache is dropped).
    await ts.db.dataSource.query(`UPDATE offer SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 second' WHERE id = $1`, [Number(made.id)]);
    const quote = (await ts.rest('GET', '/user/cart-quote', undefined, shopper.token)).body.quote;
    expect(quote.lines[0].unitPrice).toBe(rupees((await sizePrices(size.variantSizeId)).price));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await card()).toBe(rupees(price).toFixed(2));
  });

  it('the dashboard refuses bad terms with a field error and changes nothing; an edit without terms keeps them, null removes them', async () => {
    const input = { title: 'Terms', poster: POSTER, productIds: [] };
    for (const [terms, field] of [
      [{ discountType: 'percentage', discountValue: 0 }, 'discountValue'],
      [{ discountType: 'percentage', discountValue: 95 }, 'discountValue'],
      [{ discountType: 'percentage', discountValue: 12.5 }, 'discountValue'],
      [{ discountType: 'percentage', discountValue: null }, 'discountValue'],
      [{ discountType: 'flat', discountValue: -5 }, 'discountValue'],
      [{ discountType: 'flat', discountValue: 0.001 }, 'discountValue'],
      [{ discountType: 'bogof', discountValue: 1 }, 'discountType'],
      [{ discountType: null, discountValue: 10 }, 'discountType'],
    ] as const) {
      const [{ n: before }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM offer`);
      const refused = await admin(SAVE_OFFER, { input: { ...input, ...terms } });
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_INPUT', field } });
      const [{ n: after }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM offer`);
      expect(after).toBe(before);
    }
    const made = (await admin(SAVE_OFFER, { input: { ...input, discountType: 'flat', discountValue: 49.5 } })).data.saveOffer;
    expect(made).toMatchObject({ discountType: 'flat', discountValue: 49.5 });
    expect((await admin(SAVE_OFFER, { id: made.id, input: { ...input, title: 'Renamed' } })).data.saveOffer).toMatchObject({ discountType: 'flat', discountValue: 49.5 });
    expect((await admin(SAVE_OFFER, { id: made.id, input: { ...input, discountType: null, discountValue: null } })).data.saveOffer).toMatchObject({ discountType: null, discountValue: null });
  });

  it('offer_price in SQL is pricing.bestOfferPrice: percent, flat, floor at 0, best of several, hidden and future offers ignored', async () => {
    const [{ id: productId }] = await ts.db.dataSource.query(`SELECT id FROM product ORDER BY id DESC LIMIT 1`);
    const offerWith = async (terms: OfferTerms, extra: Record<string, unknown> = {}) =>
      (await admin(SAVE_OFFER, { input: { title: 'Grid', poster: POSTER, productIds: [String(productId)], discountType: terms.discountType, discountValue: terms.discountType === 'flat' ? terms.discountValue / 100 : terms.discountValue, ...extra } })).data.saveOffer;
    const prices = [0, 1, 99, 100, 9_900, 39_900, 39_950, 199_900, 2_000_000_000];
    const sql = async () => (await ts.db.dataSource.query(`SELECT offer_price($1, p)::int AS v FROM unnest($2::int[]) AS p`, [productId, prices])).map((r: { v: number }) => r.v);
    // Offers that must not count: hidden, not started, ended.
    await offerWith({ discountType: 'percentage', discountValue: 90 }, { active: false });
    await offerWith({ discountType: 'percentage', discountValue: 90 }, { startsAt: new Date(Date.now() + 3600_000).toISOString() });
    await offerWith({ discountType: 'percentage', discountValue: 90 }, { endsAt: new Date(Date.now() - 1000).toISOString(), startsAt: new Date(Date.now() - 3600_000).toISOString() });
    await ts.db.dataSource.query(`DELETE FROM offer_product WHERE product_id = $1 AND offer_id IN (SELECT id FROM offer WHERE discount_type IS NULL)`, [productId]);
    expect(await sql()).toEqual(prices);
    const live: OfferTerms[] = [];
    for (const terms of [{ discountType: 'percentage', discountValue: 33 }, { discountType: 'flat', discountValue: 15_050 }, { discountType: 'percentage', discountValue: 7 }] as OfferTerms[]) {
      await offerWith(terms);
      live.push(terms);
      expect(await sql()).toEqual(prices.map((p) => bestOfferPrice(p, live)));
    }
  });
});
