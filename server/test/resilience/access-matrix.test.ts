/**
 * Access matrix (issue 7): every owner-scoped object (cart, address, wishlist, order, invoice,
 * notification, payment), tried as its owner, as another customer, as a visitor (and as staff
 * where staff may act), over GraphQL and REST. Only the owner (or staff) succeeds; everyone
 * else's attempts are refused and change no row anywhere. Staff operations live on
 * /admin/graphql ('Admin' below): there even the owner is refused, and the staff token is
 * nobody on /graphql.
 */
import 'reflect-metadata';
import { describe, expect, it, beforeAll } from 'vitest';
import { useTestServer, loginAs, STAFF_TOKEN } from '../harness.js';
import { tableChecksums, diffChecksums } from './checksums.js';

const ts = useTestServer();
const STAFF = STAFF_TOKEN;

type Who = 'owner' | 'other' | 'visitor' | 'staff';
interface Outcome {
  ok: boolean;
  detail: string;
}

let tokens: Record<Exclude<Who, 'visitor'>, string>;
let pin: { pincode: string; district: string; state: string };
let owner: { customerId: number; addressId: string; codOrderId: string; shippedOrderId: string; onlineOrderId: string; notificationId: string; productId: string; line: { productId: string; color: string; size: string } };

// ------------------------------------------------------------------ calling as someone
async function gql(who: Who, query: string, variables?: Record<string, unknown>, path = '/graphql'): Promise<Outcome & { data?: any }> {
  const token = who === 'visitor' ? undefined : tokens[who];
  const response = await fetch(`${ts.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (body.errors?.length) return { ok: false, detail: `${body.errors[0].extensions?.code}: ${body.errors[0].message}` };
  // A mutation refuses in its payload's userErrors; a lookup of something not the caller's answers null.
  const answers = Object.values(body.data ?? {}) as any[];
  const userError = answers.map((answer) => (Array.isArray(answer?.userErrors) ? answer.userErrors[0] : undefined)).find(Boolean);
  if (userError) return { ok: false, detail: `${userError.code}: ${userError.message}` };
  if (answers.length > 0 && answers.every((answer) => answer === null)) return { ok: false, detail: 'NOT_FOUND: null (absent or not the caller\'s)' };
  return { ok: true, detail: 'ok', data: body.data };
}

/** The staff's endpoint. */
const admin = (who: Who, query: string, variables?: Record<string, unknown>) => gql(who, query, variables, '/admin/graphql');

async function rest(who: Who, method: string, path: string, body?: unknown): Promise<Outcome & { json?: any; contentType?: string }> {
  const token = who === 'visitor' ? undefined : tokens[who];
  const response = await fetch(`${ts.baseUrl}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const json = (contentType.includes('json') ? await response.json() : null) as any;
  if (!contentType.includes('json')) await response.arrayBuffer();
  return { ok: response.status < 300, detail: `${response.status}${json?.message ? ` ${json.message}` : ''}`, json, contentType };
}

/** A refusal must be one of the clear access answers, not a crash or a validation slip. */
const REFUSAL = /^(NOT_FOUND|UNAUTHENTICATED|FORBIDDEN|401|403|404)\b/;

beforeAll(async () => {
  const a = await loginAs(ts, '9855500001');
  const b = await loginAs(ts, '9855500002');
  tokens = { owner: a.token, other: b.token, staff: STAFF };

  [pin] = await ts.db.dataSource.query(`SELECT pincode, district, state FROM pincode WHERE deliverable AND cod_available ORDER BY pincode LIMIT 1`);
  const lines: Array<{ product_id: number; color: string; size: string }> = await ts.db.dataSource.query(
    `SELECT v.product_id, v.color_name AS color, s.size FROM variant_size s JOIN variant v ON v.id = s.variant_id
      WHERE s.stock >= 5 ORDER BY s.id LIMIT 4`,
  );
  const line = (i: number) => ({ productId: String(lines[i].product_id), color: lines[i].color, size: lines[i].size });

  const added = await gql('owner', `mutation($input: AddressInput!) { addAddress(input: $input) { address { id } userErrors { code message } } }`, {
    input: { fullName: 'Asha Owner', phone: '9855500001', pincode: pin.pincode, houseName: '4, Rose Villa', address: 'Station Road', city: pin.district, state: pin.state, isDefault: true },
  });
  expect(added.ok, added.detail).toBe(true);
  const addressId = added.data.addAddress.address.id;

  const place = async (i: number, paymentMethod: 'COD' | 'ONLINE') => {
    const add = await gql('owner', `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { id } userErrors { field code message } } }`, { line: { ...line(i), quantity: 1 } });
    expect(add.ok, add.detail).toBe(true);
    const placed = await gql('owner', `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code message } } }`, {
      input: { addressId, paymentMethod, idempotencyKey: `matrix-${i}` },
    });
    expect(placed.ok, placed.detail).toBe(true);
    return placed.data.placeOrder.order.id as string;
  };
  const codOrderId = await place(0, 'COD');
  const onlineOrderId = await place(1, 'ONLINE');
  // An order has a tax invoice once it ships.
  const shippedOrderId = await place(3, 'COD');
  await ts.services.orders.advance(ts.system, Number(shippedOrderId));
  await ts.services.orders.advance(ts.system, Number(shippedOrderId));
  // Something in the cart and the wishlist to protect.
  expect((await gql('owner', `mutation($line: CartLineInput!) { addToCart(line: $line) { cart { id } userErrors { field code message } } }`, { line: { ...line(2), quantity: 1 } })).ok).toBe(true);
  expect((await gql('owner', `mutation($id: ID!) { addToWishlist(productId: $id) { wishlist { id } } }`, { id: line(2).productId })).ok).toBe(true);

  let [notification] = await ts.db.dataSource.query(`SELECT id FROM notification WHERE customer_id = $1 ORDER BY id LIMIT 1`, [a.customerId]);
  if (!notification) {
    await ts.services.notifications.notify(ts.system, a.customerId, { title: 'Hello', body: 'Matrix test' });
    [notification] = await ts.db.dataSource.query(`SELECT id FROM notification WHERE customer_id = $1 ORDER BY id LIMIT 1`, [a.customerId]);
  }
  owner = { customerId: a.customerId, addressId, codOrderId, shippedOrderId, onlineOrderId, notificationId: String(notification?.id ?? 0), productId: line(2).productId, line: line(2) };
});

// ------------------------------------------------------------------ the matrix
interface Probe {
  object: string;
  action: string;
  api: 'GraphQL' | 'REST' | 'Admin';
  /** Staff may succeed (true), must be refused (false), or are not tried (absent). */
  staff?: boolean;
  /** A staff operation (/admin/graphql): the owner is refused too. */
  staffOnly?: boolean;
  /** Runs the attempt; for list-style reads, `ok` means "saw the owner's thing". */
  run: (who: Who) => Promise<Outcome>;
}

const sawIn = (list: unknown[] | undefined, id: string) => (list ?? []).some((x: any) => String(x?.id ?? x?._id ?? x?.productId ?? x) === id);

function probes(): Probe[] {
  const o = owner;
  const see = (r: Outcome & { data?: any; json?: any }, pick: (r: any) => unknown[] | undefined, id: string): Outcome => (r.ok ? { ok: sawIn(pick(r), id), detail: sawIn(pick(r), id) ? 'saw it' : "did not see the owner's" } : r);
  return [
    // reads
    { object: 'address', action: 'read', api: 'GraphQL', run: (w) => gql(w, `query($id: ID!) { address(id: $id) { id } }`, { id: o.addressId }) },
    { object: 'address', action: 'list', api: 'GraphQL', run: async (w) => see(await gql(w, `{ addresses { id } }`), (r) => r.data.addresses, o.addressId) },
    { object: 'address', action: 'list', api: 'REST', run: async (w) => see(await rest(w, 'GET', '/user/addresses'), (r) => r.json.addresses, o.addressId) },
    { object: 'cart', action: 'read', api: 'GraphQL', run: async (w) => see(await gql(w, `{ cart { lines { productId } } }`), (r) => r.data.cart.lines, o.line.productId) },
    { object: 'cart', action: 'read', api: 'REST', run: async (w) => see(await rest(w, 'GET', '/user/get-cart'), (r) => (r.json.cart?.items ?? r.json.cart?.lines ?? []).map((l: any) => String(l.productId ?? l.product?._id ?? l.product)), o.line.productId) },
    { object: 'wishlist', action: 'read', api: 'GraphQL', run: async (w) => see(await gql(w, `{ wishlist { productIds } }`), (r) => r.data.wishlist.productIds, o.productId) },
    { object: 'wishlist', action: 'read', api: 'REST', run: async (w) => see(await rest(w, 'GET', '/user/get-wishlists'), (r) => r.json.products, o.productId) },
    { object: 'order', action: 'read', api: 'GraphQL', staff: false, run: (w) => gql(w, `query($id: ID!) { order(id: $id) { id } }`, { id: o.codOrderId }) },
    { object: 'order', action: 'read', api: 'Admin', staff: true, staffOnly: true, run: (w) => admin(w, `query($id: ID!) { staffOrder(id: $id) { id invoiceUrl } }`, { id: o.codOrderId }) },
    { object: 'order', action: 'list', api: 'Admin', staff: true, staffOnly: true, run: async (w) => see(await admin(w, `{ staffOrders { id } }`), (r) => r.data.staffOrders, o.codOrderId) },
    { object: 'order', action: 'read', api: 'REST', staff: true, run: (w) => rest(w, 'GET', `/user/order/${o.codOrderId}`) },
    { object: 'order', action: 'list', api: 'GraphQL', run: async (w) => see(await gql(w, `{ myOrders { nodes { id } } }`), (r) => r.data.myOrders.nodes, o.codOrderId) },
    { object: 'order', action: 'list', api: 'REST', run: async (w) => see(await rest(w, 'GET', '/user/user-orders/ongoing'), (r) => r.json.orders, o.codOrderId) },
    {
      object: 'invoice',
      action: 'download',
      api: 'REST',
      staff: true,
      run: async (w) => {
        const r = await rest(w, 'GET', `/user/order/${o.shippedOrderId}/invoice`);
        return r.ok && !r.contentType?.includes('pdf') ? { ok: false, detail: `not a PDF: ${r.contentType}` } : r;
      },
    },
    { object: 'invoice', action: 'link', api: 'GraphQL', staff: false, run: (w) => gql(w, `query($id: ID!) { order(id: $id) { invoiceUrl } }`, { id: o.shippedOrderId }) },
    { object: 'notification', action: 'list', api: 'GraphQL', run: async (w) => see(await gql(w, `{ notifications { items { nodes { id } } } }`), (r) => r.data.notifications.items.nodes, o.notificationId) },
    { object: 'notification', action: 'list', api: 'REST', run: async (w) => see(await rest(w, 'POST', '/user/user_notifications', {}), (r) => r.json.notifications, o.notificationId) },
    // changes (the owner's attempt runs last, after everyone else's have been refused)
    { object: 'address', action: 'update', api: 'GraphQL', run: (w) => gql(w, `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { address { id } userErrors { code message } } }`, { id: o.addressId, input: addressInput('Changed GQL') }) },
    { object: 'address', action: 'update', api: 'REST', run: (w) => rest(w, 'PUT', '/user/update-address', { addressId: o.addressId, ...addressInput('Changed REST') }) },
    { object: 'address', action: 'set default', api: 'GraphQL', run: (w) => gql(w, `mutation($id: ID!) { setDefaultAddress(id: $id) { addresses { id } userErrors { code message } } }`, { id: o.addressId }) },
    { object: 'address', action: 'set default', api: 'REST', run: (w) => rest(w, 'PUT', '/user/set-default-address', { addressId: o.addressId }) },
    {
      object: 'notification',
      action: 'mark read',
      api: 'GraphQL',
      run: async (w) => {
        // A refusal is a userError of the payload (issue #14), not a top-level error.
        const r = await gql(w, `mutation($id: ID!) { markNotificationRead(id: $id) { notifications { unreadCount } userErrors { code message } } }`, { id: o.notificationId });
        const refusal = r.data?.markNotificationRead.userErrors[0];
        return refusal ? { ok: false, detail: `${refusal.code}: ${refusal.message}` } : r;
      },
    },
    { object: 'notification', action: 'mark read', api: 'REST', run: (w) => rest(w, 'POST', '/user/notifications/read', { notificationId: o.notificationId }) },
    { object: 'payment', action: 'start', api: 'GraphQL', run: (w) => gql(w, `mutation($id: ID!) { startPayment(orderId: $id) { payment { orderId } userErrors { code message } } }`, { id: o.onlineOrderId }) },
    { object: 'payment', action: 'start', api: 'REST', run: (w) => rest(w, 'POST', '/user/start-payment', { orderId: o.onlineOrderId }) },
    { object: 'payment', action: 'record failure', api: 'GraphQL', run: (w) => gql(w, `mutation($input: PaymentFailureInput!) { recordPaymentFailure(input: $input) { order { id } userErrors { code message } } }`, { input: { orderId: o.onlineOrderId, code: 'BAD_CARD', description: 'declined' } }) },
    { object: 'payment', action: 'record failure', api: 'REST', run: (w) => rest(w, 'POST', '/user/razorpay_payment', { orderId: o.onlineOrderId, paymentStatus: 'failed', paymentId: 'pay_x', transactionId: 'txn_x' }) },
    { object: 'order', action: 'cancel', api: 'GraphQL', staff: false, run: (w) => gql(w, `mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Changed my mind") { order { id } userErrors { code message } } }`, { id: o.codOrderId }) },
    { object: 'order', action: 'cancel', api: 'REST', staff: false, run: (w) => rest(w, 'POST', '/user/order/cancel', { orderId: o.onlineOrderId, cancelReason: 'Changed my mind' }) },
    // Staff changes: refused to everyone else, the owner included (staff's own runs: server/test/http/admin-graphql.test.ts).
    { object: 'order', action: 'advance', api: 'Admin', staffOnly: true, run: (w) => admin(w, `mutation($id: ID!) { advanceOrder(orderId: $id) { id } }`, { id: o.codOrderId }) },
    { object: 'order', action: 'mark paid', api: 'Admin', staffOnly: true, run: (w) => admin(w, `mutation($id: ID!) { markOrderPaid(orderId: $id) { id } }`, { id: o.codOrderId }) },
    { object: 'order', action: 'staff cancel', api: 'Admin', staffOnly: true, run: (w) => admin(w, `mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "x") { id } }`, { id: o.codOrderId }) },
  ];
}

/** A complete, valid address (so a refusal can only be about who asks, not about the input). */
function addressInput(fullName: string) {
  return { fullName, phone: '9855500001', pincode: pin.pincode, houseName: '4, Rose Villa', address: 'Station Road', city: pin.district, state: pin.state, isDefault: true };
}

describe('access matrix', () => {
  it('only the owner (or staff where allowed) succeeds; nobody else changes anything', async () => {
    const all = probes();
    const matrix: string[] = [];
    const problems: string[] = [];

    // Everyone but the owner first: nothing may succeed and nothing may change.
    const before = await tableChecksums(ts.db.dataSource);
    for (const p of all) {
      for (const who of ['other', 'visitor', ...(p.staffOnly ? (['owner'] as const) : []), ...(p.staff === undefined ? [] : (['staff'] as const))] as Who[]) {
        if (who === 'staff' && p.staff) continue; // staff reads are allowed: checked below
        const outcome = await p.run(who);
        matrix.push(`${p.object.padEnd(12)} ${p.action.padEnd(14)} ${p.api.padEnd(7)} ${who.padEnd(7)} ${outcome.ok ? 'ALLOWED' : 'refused'}  ${outcome.detail.slice(0, 70)}`);
        if (outcome.ok) problems.push(`${who} could ${p.action} ${who === 'owner' ? 'their' : "the owner's"} ${p.object} over ${p.api}`);
        // Reads of lists "fail" by not showing the owner's row; direct attempts must be refused clearly.
        else if (!/^(saw it|did not see)/.test(outcome.detail) && !REFUSAL.test(outcome.detail)) problems.push(`${who} ${p.action} ${p.object} (${p.api}) refused unclearly: ${outcome.detail}`);
      }
    }
    const after = await tableChecksums(ts.db.dataSource);
    expect(diffChecksums(before, after), 'rows changed by non-owners').toEqual([]);

    // Staff reads where the product allows them.
    for (const p of all.filter((x) => x.staff === true)) {
      const outcome = await p.run('staff');
      matrix.push(`${p.object.padEnd(12)} ${p.action.padEnd(14)} ${p.api.padEnd(7)} staff   ${outcome.ok ? 'allowed' : 'REFUSED'}  ${outcome.detail.slice(0, 70)}`);
      if (!outcome.ok) problems.push(`staff could not ${p.action} the ${p.object} over ${p.api}: ${outcome.detail}`);
    }

    // Finally the owner: every probe of the shoppers' APIs succeeds.
    for (const p of all.filter((x) => !x.staffOnly)) {
      const outcome = await p.run('owner');
      matrix.push(`${p.object.padEnd(12)} ${p.action.padEnd(14)} ${p.api.padEnd(7)} owner   ${outcome.ok ? 'allowed' : 'REFUSED'}  ${outcome.detail.slice(0, 70)}`);
      if (!outcome.ok) problems.push(`the owner could not ${p.action} their ${p.object} over ${p.api}: ${outcome.detail}`);
    }
    console.log(`access matrix:\n${matrix.join('\n')}`);
    expect(problems).toEqual([]);
  });

  it("another customer cannot delete the owner's address, remove their cart line or wishlist item (their own calls touch only their own rows)", async () => {
    const before = await tableChecksums(ts.db.dataSource, (await loginAs(ts, '9855500002')).customerId);
    const refused = [
      await gql('other', `mutation($id: ID!) { deleteAddress(id: $id) { deletedAddressId userErrors { code message } } }`, { id: owner.addressId }),
      await rest('other', 'DELETE', '/user/delete-address', { addressId: owner.addressId }),
      await gql('visitor', `mutation($id: ID!) { deleteAddress(id: $id) { deletedAddressId userErrors { code message } } }`, { id: owner.addressId }),
      await rest('visitor', 'DELETE', '/user/delete-address', { addressId: owner.addressId }),
    ];
    for (const r of refused) {
      expect(r.ok, r.detail).toBe(false);
      expect(r.detail).toMatch(REFUSAL);
    }
    // These act on the caller's own cart/wishlist, so for the other customer they must not touch the owner's.
    await gql('other', `mutation($line: CartLineKeyInput!) { removeFromCart(line: $line) { cart { id } userErrors { field code message } } }`, { line: owner.line });
    await rest('other', 'PUT', '/user/remove-cart-item', { productId: owner.line.productId, variant: { color: owner.line.color, size: owner.line.size } });
    await gql('other', `mutation($id: ID!) { removeFromWishlist(productId: $id) { wishlist { id } } }`, { id: owner.productId });
    await rest('other', 'PUT', '/user/remove-wishlist', { productId: owner.productId });
    await gql('other', `mutation { clearCart { cart { id } userErrors { field code message } } }`);
    const after = await tableChecksums(ts.db.dataSource, (await loginAs(ts, '9855500002')).customerId);
    expect(diffChecksums(before, after)).toEqual([]);
    // And the owner can still delete their own address.
    const own = await gql('owner', `mutation($id: ID!) { deleteAddress(id: $id) { deletedAddressId userErrors { code message } } }`, { id: owner.addressId });
    expect(own.ok, own.detail).toBe(true);
  });
});
