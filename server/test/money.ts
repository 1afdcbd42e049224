/**
 * Tests that check prices, totals and discounts read them as rupee numbers: `rupeeGql(ts)` runs a
 * GraphQL request like `ts.gql` and turns every `Money` of the answer into `Number(amount)`, after
 * checking that it IS a Money (a decimal string with two places and INR): so every such test also
 * checks the shape of every amount it reads (issue #14, item 4).
 */
import { expect } from 'vitest';

/** A Money selection to put after an amount field in a query. */
export const MONEY = '{ amount currencyCode }';

const isMoneyShaped = (value: unknown): value is { amount: string; currencyCode: string } =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'amount' in value && 'currencyCode' in value && Object.keys(value).length === 2;

/** The answer with every Money replaced by its amount as a number (each checked on the way). */
export function asRupees<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asRupees) as T;
  if (isMoneyShaped(value)) {
    expect(value.amount).toMatch(/^-?\d+\.\d{2}$/);
    expect(value.currencyCode).toBe('INR');
    return Number(value.amount) as T;
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, asRupees(v)])) as T;
  return value;
}

type Gql = (query: string, variables?: Record<string, unknown>, token?: string) => Promise<any>;

/** `ts.gql` whose answers carry rupee numbers where the schema has Money. */
export const rupeeGql = (ts: { gql: Gql }): Gql => async (query, variables, token) => asRupees(await ts.gql(query, variables, token));
