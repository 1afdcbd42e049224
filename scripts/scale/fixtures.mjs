// Shoppers and stock for the scale test and the scale bench: logged-in customers (tokens from the
// store's own token service), each with a cash-on-delivery address made through the REST API and
// a client address of its own (127.0.1.<i>), and purchasable sizes with a known stock.
import path from 'node:path';
import { query } from '../../bench/lib/db.mjs';
import { BENCH_JWT_SECRET } from '../../bench/lib/proc.mjs';
import { request } from './client.mjs';

export const addressBody = (pin, s, label) => ({
  fullName: `Scale Shopper ${s.phone.slice(-3)}`,
  phone: s.phone,
  pincode: pin.pincode,
  houseName: label,
  address: 'MG Road',
  locality: 'Central',
  city: pin.district,
  state: pin.state,
  addressType: 'Home',
  isDefault: true,
});

export async function makeShoppers(cluster, count, { firstPhone = 7100000000 } = {}) {
  await import('reflect-metadata');
  const { AuthTokenService } = await import(path.resolve(cluster.outDir, 'server/src/modules/auth/auth-token.service.js'));
  const { createDataSource } = await import(path.resolve(cluster.outDir, 'server/src/shared/db.js'));
  const ds = createDataSource({ url: cluster.primaryUrl, poolSize: 2 });
  await ds.initialize();
  const tokens = new AuthTokenService(ds, BENCH_JWT_SECRET, 24);
  const shoppers = [];
  try {
    for (let i = 0; i < count; i++) {
      const phone = String(firstPhone + i);
      const [row] = await ds.query(`INSERT INTO customer (phone) VALUES ($1) ON CONFLICT (phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id`, [phone]);
      const { token } = await tokens.issue(row.id);
      // The whole 127/8 is loopback on Linux: each shopper connects from an address of its own.
      shoppers.push({ id: row.id, phone, token, localAddress: `127.0.${1 + Math.floor(i / 250)}.${(i % 250) + 1}` });
    }
  } finally {
    await ds.destroy();
  }
  const [pin] = await query(cluster.primaryUrl, `SELECT pincode, district, state FROM pincode WHERE deliverable AND cod_available ORDER BY pincode LIMIT 1`);
  for (const s of shoppers) {
    const answer = await request(cluster.baseUrl, 'POST', '/api/v1/user/add-address', { body: addressBody(pin, s, '12, Lotus Apartments'), headers: { authorization: `Bearer ${s.token}` }, localAddress: s.localAddress });
    s.addressId = answer.json?.address?._id ?? answer.json?.address?.id;
    if (!s.addressId) throw new Error(`add-address failed: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return { shoppers, pin };
}

/** `count` purchasable sizes, each set to `units` in stock. */
export async function stockLines(db, count, units) {
  const lines = await query(
    db,
    `SELECT s.id AS size_id, p.id AS product_id, v.color_name AS color, s.size
       FROM variant_size s JOIN variant v ON v.id = s.variant_id JOIN product p ON p.id = v.product_id
      WHERE s.stock > 0 AND p.published ORDER BY md5(s.id::text) LIMIT $1`,
    [count],
  );
  await query(db, `UPDATE variant_size SET stock = $2 WHERE id = ANY($1::int[])`, [lines.map((l) => l.size_id), units]);
  return lines;
}
