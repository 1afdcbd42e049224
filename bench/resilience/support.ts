/**
 * Shared set-up of the slow resilience tests: a database cloned from the seeded test template,
 * the BUILT server (dist-bench) started as a child process against it, and a pool of logged-in
 * customers with a deliverable cash-on-delivery address each.
 */
import 'reflect-metadata';
import crypto from 'node:crypto';
import { inject } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/shared/db.js';
import { AuthTokenService } from '../../server/src/modules/auth/auth-token.service.js';
import { adminQuery, withDatabase } from '../../server/test/global-setup.js';
// @ts-ignore plain ESM helper without types
import { run, startStore, BENCH_JWT_SECRET } from '../lib/proc.mjs';

export const OUT = 'dist-bench';
export const PORT = 4207;

let built: Promise<unknown> | undefined;
/** Compiles the server into dist-bench once per run (the client is not needed here). */
export function buildServer(): Promise<unknown> {
  const building: Promise<unknown> =
    built ??
    run('npx', ['tsc', '-p', 'tsconfig.json', '--outDir', OUT]).catch((error: Error) => {
      // tsc exits non-zero on type errors in files being edited elsewhere, but still emits.
      if (!/error TS/.test(error.message)) throw error;
    });
  built = building;
  return building;
}

export interface ClonedDatabase {
  name: string;
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated and seeded template of this test run. */
export async function cloneDatabase(): Promise<ClonedDatabase> {
  const adminUrl = inject('adminUrl');
  const name = `res_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const url = withDatabase(adminUrl, name);
  const dataSource = createDataSource({ url, poolSize: 4 });
  await dataSource.initialize();
  return {
    name,
    url,
    dataSource,
    drop: async () => {
      await dataSource.destroy().catch(() => undefined);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface Store {
  baseUrl: string;
  pid: number;
  stop(signal?: string): Promise<{ code: number | null; signal: string | null }>;
  output(): string;
}

export async function startBuiltStore(url: string, env: Record<string, string> = {}): Promise<Store> {
  const child = await startStore({ outDir: OUT, databaseUrl: url, port: PORT, env });
  return { baseUrl: child.baseUrl, pid: child.pid, stop: (signal?: string) => child.stop(signal), output: () => child.output() };
}

export interface Shopper {
  customerId: number;
  token: string;
  addressId: string;
}

/** `count` customers, each logged in (bench secret) with a deliverable COD address. */
export async function makeShoppers(db: ClonedDatabase, count: number, phonePrefix = '97'): Promise<Shopper[]> {
  const tokens = new AuthTokenService(db.dataSource, BENCH_JWT_SECRET, 24);
  const [pin] = await db.dataSource.query(`SELECT pincode, district, state FROM pincode WHERE deliverable AND cod_available ORDER BY pincode LIMIT 1`);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `${phonePrefix}${String(i).padStart(10 - phonePrefix.length, '0')}`;
    const [row] = await db.dataSource.query(`INSERT INTO customer (phone) VALUES ($1) ON CONFLICT (phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id`, [phone]);
    const { token } = await tokens.issue(row.id);
    const [address] = await db.dataSource.query(
      `INSERT INTO address (customer_id, full_name, phone, pincode, city, state, house_name, address, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, '7, Lake View', 'Park Street', true) RETURNING id`,
      [row.id, `Shopper ${i}`, phone, pin.pincode, pin.district, pin.state],
    );
    shoppers.push({ customerId: row.id, token, addressId: String(address.id) });
  }
  return shoppers;
}

export interface Line {
  sizeId: number;
  productId: string;
  color: string;
  size: string;
}

/** `count` purchasable sizes, their stock set to `stock`. */
export async function pickLines(db: ClonedDatabase, count: number, stock: number): Promise<Line[]> {
  const rows = await db.dataSource.query(
    `SELECT s.id AS size_id, v.product_id, v.color_name AS color, s.size FROM variant_size s JOIN variant v ON v.id = s.variant_id
      WHERE s.stock > 0 ORDER BY s.id LIMIT $1`,
    [count],
  );
  await db.dataSource.query(`UPDATE variant_size SET stock = $2 WHERE id = ANY($1::int[])`, [rows.map((r: any) => r.size_id), stock]);
  return rows.map((r: any) => ({ sizeId: r.size_id, productId: String(r.product_id), color: r.color, size: r.size }));
}

export async function gql(baseUrl: string, query: string, variables: Record<string, unknown>, token?: string, signal?: AbortSignal) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

export const ADD_TO_CART = `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { id } userErrors { field code message } } }`;
export const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { field code message } } }`;
