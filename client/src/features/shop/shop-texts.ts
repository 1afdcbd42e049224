/**
 * The sentences that state the store's shipping and returns terms, built from its settings (one
 * source: the same figures the server charges). Pure, so a test can hold every screen's wording to
 * the figures.
 */
import { t } from '../../i18n/i18n';
import { formatRupees } from '../../ui/format';
import type { ShopFacts } from './use-shop';

type Terms = Pick<ShopFacts, 'codFee' | 'freeShippingOver' | 'returnWindowDays' | 'deliveryDays'>;

const isZero = (money: { amount: string }) => Number(money.amount) === 0;

/** The footer's shipping blurb: headline and detail. */
export function shippingBlurb(shop: Terms): { title: string; detail: string } {
  if (shop.freeShippingOver) return { title: t('Free shipping'), detail: t('On orders over {amount}, cash on delivery included', { amount: formatRupees(shop.freeShippingOver) }) };
  if (isZero(shop.codFee)) return { title: t('Free shipping'), detail: t('On every order') };
  return { title: t('Free shipping'), detail: t('When you pay online') };
}

/** One sentence of what shipping costs, for About Us, the policy pages and the cart. */
export function shippingSentence(shop: Terms): string {
  const cod = isZero(shop.codFee) ? t('Cash on delivery carries no extra charge.') : t('Cash on delivery orders carry a charge of {amount}.', { amount: formatRupees(shop.codFee) });
  const free = shop.freeShippingOver
    ? t('Shipping is free when you pay online, and free on every order over {amount}, cash on delivery included.', { amount: formatRupees(shop.freeShippingOver) })
    : t('Shipping is free when you pay online.');
  return `${free} ${cod}`;
}

/** The footer's returns blurb: headline and detail (the window counts from delivery, as the order page does). */
export function returnsBlurb(shop: Terms): { title: string; detail: string } {
  if (shop.returnWindowDays === 0) return { title: t('Returns'), detail: t('Not accepted') };
  return { title: t('Easy returns'), detail: t('Within {days} days of delivery', { days: shop.returnWindowDays }) };
}

/** One sentence of the returns window. */
export function returnsSentence(shop: Terms): string {
  if (shop.returnWindowDays === 0) return t('Returns are not accepted.');
  return t('You may ask to return an item within {days} days of its delivery, from My Orders.', { days: shop.returnWindowDays });
}

/** One sentence of the delivery estimate. */
export function deliverySentence(shop: Terms): string {
  return t('Most orders arrive within {days} days; enter your pincode on a product page for its own estimate.', { days: shop.deliveryDays });
}
