/**
 * Money in the public schema (issue #14): `Money { amount currencyCode }`, the amount a decimal
 * string in the currency's major unit ("1299.00"), as Shopify's Storefront API. Services keep
 * integer paise (DESIGN rule 6); `moneyFromPaise` is the one conversion at the edge.
 */
import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum CurrencyCode {
  INR = 'INR',
}

registerEnumType(CurrencyCode, {
  name: 'CurrencyCode',
  description: 'ISO 4217 currency code. The store sells in Indian rupees only today; more may be added.',
  valuesConfig: { INR: { description: 'Indian rupee (₹); the minor unit is the paisa, 1/100 of a rupee.' } },
});

@ObjectType({ description: 'An amount of money: a decimal amount and its currency.', simpleResolvers: true })
export class Money {
  @Field(() => String, {
    description: 'The amount in the major unit as a decimal string with two places, e.g. "1299.00" (parse it as a decimal, not a float, for arithmetic).',
  })
  amount: string;

  @Field(() => CurrencyCode, { description: 'The currency of the amount.' })
  currencyCode: CurrencyCode;
}

/** `Money` for an integer number of paise (negative amounts keep their sign: "-50.00"). */
export function moneyFromPaise(paise: number): Money {
  const whole = Math.round(paise);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  return Object.assign(new Money(), {
    amount: `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`,
    currencyCode: CurrencyCode.INR,
  });
}

/** `Money` for an amount in rupees as the mappers hold it today (rounded to the paisa). */
export const moneyFromRupees = (rupees: number): Money => moneyFromPaise(Math.round(rupees * 100));
