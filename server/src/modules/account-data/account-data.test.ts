import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ServiceContext } from '../../shared/service-context.js';
import { useTestServer, type TestServer } from '../../../test/harness.js';
import { STAFF, addToCart, newShopper, pickPincode, placeCod, sizeWithStock, type Shopper } from '../../../test/orders/orders-kit.js';
import { loginAs } from '../../../test/harness.js';

const REQUEST_EXPORT = `mutation { requestDataExport { dataExportLink { url expiresAt fileName } userErrors { field code message retryAfterSeconds } } }`;
const CHECK = `{ accountDeletionCheck { canDelete ordersKept blockers { orderNumber reason } } }`;
const SEND_CODE = `mutation { sendAccountDeletionCode { otpSent { phone otp } userErrors { field code message } } }`;
const DELETE = `mutation($otp: String!) { deleteMyAccount(otp: $otp) { receipt { reference ordersAnonymised } userErrors { field code message } } }`;
const ADVANCE = `mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`;

/** Every table with a foreign key to customer(id), and what deletion does to its rows. */
const CUSTOMER_TABLES: Record<string, 'deleted' | 'anonymised'> = {
  session: 'deleted',
  address: 'deleted',
  wishlist_item: 'deleted',
  notification: 'deleted',
  cart_item: 'deleted',
  cart_coupon: 'deleted',
  cart_merge: 'deleted',
  cart_request_key: 'deleted',
  contact_message: 'deleted',
  review_photo: 'deleted',
  review_report: 'deleted',
  return_photo: 'deleted',
  return_request: 'anonymised',
  orders: 'anonymised',
  coupon_redemption: 'anonymised',
  review: 'anonymised',
};

async function download(ts: TestServer, url: string, token?: string) {
  const response = await fetch(`${ts.baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null };
}

/** A shopper with a delivered (invoiced) order, a cancelled order, wishlist, cart, a review and a message to the store. */
async function richShopper(ts: TestServer): Promise<Shopper & { phone: string; deliveredId: string; cancelledId: string }> {
  const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
  const [{ phone }] = await ts.db.dataSource.query(`SELECT phone FROM customer WHERE id = $1`, [shopper.customerId]);
  await ts.db.dataSource.query(`UPDATE customer SET name = 'Asha Verma', email = 'asha@example.com' WHERE id = $1`, [shopper.customerId]);
  await addToCart(ts, shopper, await sizeWithStock(ts, 5, 30), 1);
  const deliveredId = (await placeCod(ts, shopper)).body._id;
  for (let i = 0; i < 4; i++) expect((await ts.admin(ADVANCE, { id: deliveredId }, STAFF)).errors).toBeUndefined();
  await addToCart(ts, shopper, await sizeWithStock(ts, 5, 31), 1);
  const cancelledId = (await placeCod(ts, shopper)).body._id;
  expect((await ts.rest('POST', '/user/order/cancel', { orderId: cancelledId, cancelReason: 'Ordered the wrong size, call me on my phone' }, shopper.token)).status).toBe(200);
  const size = await sizeWithStock(ts, 5, 32);
  await addToCart(ts, shopper, size, 2);
  await ts.db.dataSource.query(`INSERT INTO wishlist_item (customer_id, product_id) VALUES ($1, $2)`, [shopper.customerId, size.productId]);
  await ts.db.dataSource.query(
    `INSERT INTO review (product_id, customer_id, rating, title, body, author_name) VALUES ($1, $2, 5, 'Lovely', 'Fits well', 'Asha V.')`,
    [size.productId, shopper.customerId],
  );
  await ts.db.dataSource.query(
    `INSERT INTO contact_message (first_name, last_name, phone, email, message, customer_id) VALUES ('Asha', 'Verma', $1, 'asha@example.com', 'Where is my parcel?', $2)`,
    [phone, shopper.customerId],
  );
  return { ...shopper, phone, deliveredId, cancelledId };
}

describe('data export (DPDP: right to access)', () => {
  const ts = useTestServer();

  it('downloads the shopper\'s own data, once per link, as a JSON file, and nobody else\'s', async () => {
    const asha = await richShopper(ts);
    const other = await newShopper(ts, await pickPincode(ts, { inUp: false }));
    await addToCart(ts, other, await sizeWithStock(ts, 5, 33), 1);
    const otherOrder = (await placeCod(ts, other)).body._id;
    const [{ order_number: otherNumber, phone: otherPhone }] = await ts.db.dataSource.query(
      `SELECT o.order_number, c.phone FROM orders o JOIN customer c ON c.id = o.customer_id WHERE o.id = $1`,
      [otherOrder],
    );

    const link = await ts.gql(REQUEST_EXPORT, {}, asha.token);
    expect(link.errors).toBeUndefined();
    expect(link.data.requestDataExport.dataExportLink.url).toMatch(/^\/api\/v1\/user\/data-export\/link\//);
    const file = await download(ts, link.data.requestDataExport.dataExportLink.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="kapda-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const data = file.json;
    expect(data.profile).toMatchObject({ mobile: asha.phone, name: 'Asha Verma', email: 'asha@example.com' });
    expect(data.addresses).toHaveLength(1);
    expect(data.orders).toHaveLength(2);
    const delivered = data.orders.find((o: { status: string }) => o.status === 'DELIVERED');
    expect(delivered.invoiceNumber).toMatch(/^INV\//);
    expect(delivered.items[0]).toMatchObject({ quantity: 1, pricePaid: expect.any(Number) });
    expect(delivered.statusHistory.map((h: { status: string }) => h.status)).toEqual(['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(delivered.shippingAddress.addressId).toBeUndefined();
    expect(data.wishlist).toHaveLength(1);
    expect(data.cart.lines).toMatchObject([{ quantity: 2 }]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['endedAt', 'expiresAt', 'startedAt']);
    expect(data.reviews).toMatchObject([{ title: 'Lovely' }]);
    expect(data.messagesToStore).toMatchObject([{ message: 'Where is my parcel?' }]);
    expect(data.consents.records).toEqual([]);
    // Own data only; no secrets.
    expect(file.text).not.toContain(otherNumber);
    expect(file.text).not.toContain(otherPhone);
    expect(file.text).not.toContain(asha.token);
    expect(file.text).not.toMatch(/code_hash|token_hash|signature/);

    // The link works once.
    expect((await download(ts, link.data.requestDataExport.dataExportLink.url)).status).toBe(404);
    // One export a minute, by link or by bearer token.
    const again = await ts.gql(REQUEST_EXPORT, {}, asha.token);
    expect(again.data.requestDataExport.dataExportLink).toBeNull();
    expect(again.data.requestDataExport.userErrors).toEqual([
      { field: null, code: 'RATE_LIMITED', message: expect.stringMatching(/^You can download your data once a minute\. Please try again in \d+ seconds\.$/), retryAfterSeconds: expect.any(Number) },
    ]);
    const direct = await download(ts, '/api/v1/user/data-export', asha.token);
    expect(direct.status).toBe(429);
    await ts.db.dataSource.query(`UPDATE customer SET data_export_requested_at = now() - interval '61 seconds' WHERE id = $1`, [asha.customerId]);
    const now = await download(ts, '/api/v1/user/data-export', asha.token);
    expect(now.status).toBe(200);
    expect(now.json.profile.mobile).toBe(asha.phone);
  });

  it('refuses visitors, forged or tampered links, and links of a session that ended', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const other = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    expect((await ts.gql(REQUEST_EXPORT, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await download(ts, '/api/v1/user/data-export')).status).toBe(401);

    const { url } = (await ts.gql(REQUEST_EXPORT, {}, shopper.token)).data.requestDataExport.dataExportLink;
    const token = url.split('/').pop() as string;
    // Claims point at the other shopper: the signature no longer matches.
    const [head, payload, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: String(other.customerId) })).toString('base64url')}.${sig}`;
    expect((await download(ts, `/api/v1/user/data-export/link/${forged}`)).status).toBe(404);
    // A login token is not a download link.
    expect((await download(ts, `/api/v1/user/data-export/link/${other.token}`)).status).toBe(404);
    // Logging out kills the link.
    expect((await ts.gql(`mutation { logout { loggedOut } }`, {}, shopper.token)).data.logout.loggedOut).toBe(true);
    const afterLogout = await download(ts, url);
    expect(afterLogout.status).toBe(404);
    expect(afterLogout.json.message).toBe('This download link has expired or was already used. Please ask for a new one in My Profile.');
  });
});

describe('account deletion (DPDP: right to erasure)', () => {
  const ts = useTestServer();

  it('refuses while an order is open or a refund is pending, saying what to wait for', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 34), 1);
    const orderId = (await placeCod(ts, shopper)).body._id;
    const [{ order_number: number }] = await ts.db.dataSource.query(`SELECT order_number FROM orders WHERE id = $1`, [orderId]);

    const check = await ts.gql(CHECK, {}, shopper.token);
    expect(check.data.accountDeletionCheck).toEqual({ canDelete: false, ordersKept: 1, blockers: [{ orderNumber: number, reason: `Order ${number} is still open: wait until it is delivered, or cancel it.` }] });
    const send = await ts.gql(SEND_CODE, {}, shopper.token);
    expect(send.data.sendAccountDeletionCode).toEqual({
      otpSent: null,
      userErrors: [{ field: null, code: 'CONFLICT', message: `Your account cannot be deleted yet. Order ${number} is still open: wait until it is delivered, or cancel it.` }],
    });
    expect(await ts.db.dataSource.query(`SELECT 1 FROM otp_code WHERE phone = (SELECT phone FROM customer WHERE id = $1)`, [shopper.customerId])).toHaveLength(0);

    // A code sent earlier does not get around the check: it is made again in the deleting transaction.
    await ts.db.dataSource.query(`UPDATE orders SET status = 'DELIVERED' WHERE id = $1`, [orderId]);
    const code = (await ts.gql(SEND_CODE, {}, shopper.token)).data.sendAccountDeletionCode.otpSent.otp;
    await ts.db.dataSource.query(`UPDATE orders SET status = 'CANCELLED' WHERE id = $1`, [orderId]);
    await ts.db.dataSource.query(`INSERT INTO payment (order_id, provider, provider_order_id, amount, status) VALUES ($1, 'test', $2, 100, 'REFUND_PENDING')`, [orderId, `order_test_${orderId}`]);
    const refused = await ts.gql(DELETE, { otp: code }, shopper.token);
    expect(refused.data.deleteMyAccount.receipt).toBeNull();
    expect(refused.data.deleteMyAccount.userErrors).toEqual([
      { field: null, code: 'CONFLICT', message: `Your account cannot be deleted yet. The refund for order ${number} is still being processed: wait until it reaches you.` },
    ]);
    expect(await ts.db.dataSource.query(`SELECT id FROM customer WHERE id = $1`, [shopper.customerId])).toHaveLength(1);
    expect((await ts.gql(`{ me { phone } }`, {}, shopper.token)).errors).toBeUndefined();
  });

  it('deletes the shopper\'s review and return photo files: their URLs answer 404 afterwards (issue 25, item 8)', async () => {
    const shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const asShopper = ServiceContext.create(ts.db.dataSource, { kind: 'customer', customerId: shopper.customerId, sessionId: null }, 'test-photos');
    const reviewPhoto = await ts.services.reviews.uploadPhoto(asShopper, png);
    const returnPhoto = await ts.services.returns.savePhoto(shopper.customerId, png);
    for (const url of [reviewPhoto.url, returnPhoto.url]) expect((await fetch(`${ts.baseUrl}${url}`)).status, url).toBe(200);
    const code = (await ts.gql(SEND_CODE, {}, shopper.token)).data.sendAccountDeletionCode.otpSent.otp;
    expect((await ts.gql(DELETE, { otp: code }, shopper.token)).data.deleteMyAccount.userErrors).toEqual([]);
    for (const url of [reviewPhoto.url, returnPhoto.url]) expect((await fetch(`${ts.baseUrl}${url}`)).status, url).toBe(404);
  });

  it('coupon limits survive deletion: the same number logging in again is no first order and has used its per-customer uses (issue 25, item 7)', async () => {
    const asha = await richShopper(ts);
    const system = ServiceContext.system(ts.db.dataSource, 'test');
    const coupons: Array<{ id: number; code: string }> = await ts.db.dataSource.query(`SELECT id, code FROM coupon WHERE code IN ('FESTIVE20', 'FLAT200')`);
    const uses: Record<string, number> = { FESTIVE20: 2, FLAT200: 3 };
    let fakeOrder = 880000 + (asha.customerId % 1000) * 10;
    for (const coupon of coupons) {
      for (let i = 0; i < uses[coupon.code]; i++) await ts.services.coupons.redeem(system, { couponId: coupon.id, customerId: asha.customerId, orderId: fakeOrder++, discount: 10000 });
    }
    const code = (await ts.gql(SEND_CODE, {}, asha.token)).data.sendAccountDeletionCode.otpSent.otp;
    expect((await ts.gql(DELETE, { otp: code }, asha.token)).data.deleteMyAccount.userErrors).toEqual([]);
    // The erased ledger names no customer and no phone: only the keyed hash.
    const ledger = await ts.db.dataSource.query(`SELECT customer_id, phone_key FROM coupon_redemption WHERE order_id >= $1 AND order_id < $2`, [fakeOrder - 5, fakeOrder]);
    expect(ledger).toHaveLength(5);
    for (const row of ledger) expect(row).toEqual({ customer_id: null, phone_key: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(ledger[0].phone_key).not.toContain(asha.phone);

    // Same number, new account, a cart big enough for every coupon.
    const again = await loginAs(ts, asha.phone);
    const size = await sizeWithStock(ts, 20, 33);
    await ts.services.cart.add(ServiceContext.create(ts.db.dataSource, { kind: 'customer', customerId: again.customerId, sessionId: null }, 'test'), {
      productId: size.productId,
      color: size.color,
      size: size.size,
      quantity: Math.min(8, Math.ceil(300000 / Number(size.price))),
    });
    const apply = async (couponCode: string) =>
      (await ts.gql(`mutation($code: String!) { applyCoupon(code: $code) { userErrors { message } } }`, { code: couponCode }, again.token)).data.applyCoupon.userErrors[0]?.message ?? 'applied';
    expect(await apply('WELCOME10')).toBe('This coupon is valid on your first order only.');
    expect(await apply('FESTIVE20')).toBe('You have already used this coupon.');
    expect(await apply('FLAT200')).toBe('You have already used this coupon.');
    // Another number is untouched.
    const stranger = await loginAs(ts, '9822200071');
    expect(stranger.customerId).not.toBe(again.customerId);
  });

  it('covers every table that references a customer', async () => {
    const rows: Array<{ table: string }> = await ts.db.dataSource.query(
      `SELECT DISTINCT cl.relname AS table FROM pg_constraint c JOIN pg_class cl ON cl.oid = c.conrelid
        WHERE c.contype = 'f' AND c.confrelid = 'customer'::regclass ORDER BY 1`,
    );
    // A new table with a customer_id must be added to the deletion (and to this list) on purpose.
    expect(rows.map((r) => r.table)).toEqual(Object.keys(CUSTOMER_TABLES).sort());
  });

  it('deletes with the phone code: personal rows gone, orders anonymised for GST, every login dead, phone free for a new empty account', async () => {
    const asha = await richShopper(ts);
    const bystander = await richShopper(ts);
    const secondLogin = (await ts.services.authTokens.issue(asha.customerId)).token;
    const [before] = await ts.db.dataSource.query(
      `SELECT invoice_number, total_amount, place_of_supply, shipping_address FROM orders WHERE id = $1`,
      [asha.deliveredId],
    );
    expect(before.invoice_number).toMatch(/^INV\//);

    const check = await ts.gql(CHECK, {}, asha.token);
    expect(check.data.accountDeletionCheck).toEqual({ canDelete: true, ordersKept: 2, blockers: [] });
    const sent = await ts.gql(SEND_CODE, {}, asha.token);
    expect(sent.data.sendAccountDeletionCode.otpSent.phone).toBe(asha.phone);
    const code = sent.data.sendAccountDeletionCode.otpSent.otp;

    // Another shopper cannot use Asha's code: codes belong to the caller's own phone.
    const stranger = await ts.gql(DELETE, { otp: code }, bystander.token);
    expect(stranger.data.deleteMyAccount.userErrors[0]).toMatchObject({ field: ['otp'], code: 'INVALID' });
    expect(await ts.db.dataSource.query(`SELECT id FROM customer WHERE id = $1`, [bystander.customerId])).toHaveLength(1);
    // A wrong code deletes nothing.
    const wrong = await ts.gql(DELETE, { otp: String((Number(code) + 1) % 1_000_000).padStart(6, '0') }, asha.token);
    expect(wrong.data.deleteMyAccount.userErrors[0].message).toMatch(/^Invalid OTP\. \d attempts? left\.$/);
    expect(await ts.db.dataSource.query(`SELECT id FROM customer WHERE id = $1`, [asha.customerId])).toHaveLength(1);

    const deleted = await ts.gql(DELETE, { otp: code }, asha.token);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteMyAccount.userErrors).toEqual([]);
    expect(deleted.data.deleteMyAccount.receipt).toMatchObject({ reference: expect.stringMatching(/^[0-9a-f-]{36}$/), ordersAnonymised: 2 });

    // Every login of the account is dead at once.
    for (const token of [asha.token, secondLogin]) {
      expect((await ts.gql(`{ me { phone } }`, {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await ts.rest('GET', '/user/get-profile', undefined, token)).status).toBe(401);
    }
    // Every table that referenced the customer: nothing points at it any more.
    for (const table of Object.keys(CUSTOMER_TABLES)) {
      const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE customer_id = $1`, [asha.customerId]);
      expect(n, table).toBe(0);
    }
    expect(await ts.db.dataSource.query(`SELECT 1 FROM customer WHERE id = $1 OR phone = $2`, [asha.customerId, asha.phone])).toHaveLength(0);
    expect(await ts.db.dataSource.query(`SELECT 1 FROM otp_code WHERE phone = $1 UNION ALL SELECT 1 FROM otp_failure WHERE phone = $1`, [asha.phone])).toHaveLength(0);
    expect(await ts.db.dataSource.query(`SELECT 1 FROM contact_message WHERE phone = $1`, [asha.phone])).toHaveLength(0);

    // Orders stay for tax law, without the person.
    const kept = await ts.db.dataSource.query(
      `SELECT id, customer_id, anonymised_at, invoice_number, total_amount, place_of_supply, shipping_address, cancel_reason FROM orders WHERE id IN ($1, $2) ORDER BY id`,
      [asha.deliveredId, asha.cancelledId],
    );
    expect(kept).toHaveLength(2);
    const [invoiced, cancelled] = kept;
    expect(invoiced).toMatchObject({ customer_id: null, anonymised_at: expect.any(Date), invoice_number: before.invoice_number, total_amount: before.total_amount, place_of_supply: before.place_of_supply });
    expect(invoiced.shipping_address).toMatchObject({ fullName: 'Former customer', phone: '', houseName: '', address: '', landmark: '', state: before.shipping_address.state, pincode: before.shipping_address.pincode, city: before.shipping_address.city });
    expect(cancelled.cancel_reason).toBe('(removed when the account was deleted)');
    const [{ items }] = await ts.db.dataSource.query(`SELECT count(*)::int AS items FROM order_item WHERE order_id = $1`, [asha.deliveredId]);
    expect(items).toBe(1);
    const orderText = JSON.stringify(kept);
    for (const personal of [asha.phone, 'Asha', 'call me']) expect(orderText).not.toContain(personal);
    // Reviews are anonymised, kept for other shoppers.
    const reviews = await ts.db.dataSource.query(`SELECT author_name, customer_id FROM review WHERE title = 'Lovely' AND author_name <> 'Asha V.'`);
    expect(reviews).toContainEqual({ author_name: 'Former customer', customer_id: null });
    // Staff still see the order, without the person.
    const staff = await ts.admin(`query($id: ID!) { adminOrder(id: $id) { customerId customerPhone customerName order { invoiceNumber } } }`, { id: asha.deliveredId }, STAFF);
    expect(staff.errors).toBeUndefined();
    expect(staff.data.adminOrder).toEqual({ customerId: null, customerPhone: '', customerName: '(account deleted)', order: { invoiceNumber: before.invoice_number } });

    // The audit trail: that a deletion happened, no personal data.
    const [audit] = await ts.db.dataSource.query(`SELECT * FROM account_deletion WHERE reference = $1`, [deleted.data.deleteMyAccount.receipt.reference]);
    expect(audit.orders_anonymised).toBe(2);
    expect(audit.rows_changed).toMatchObject({ orders: 2, address: 1, session: 2, wishlist_item: 1, cart_item: 1, review: 1, contact_message: 1, customer: 1 });
    expect(JSON.stringify(audit)).not.toContain(asha.phone);
    expect(Object.keys(audit).sort()).toEqual(['deleted_at', 'id', 'orders_anonymised', 'reference', 'rows_changed']);

    // The bystander is untouched.
    const [{ n: bystanderOrders }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE customer_id = $1`, [bystander.customerId]);
    expect(bystanderOrders).toBe(2);
    expect((await ts.gql(`{ me { phone } }`, {}, bystander.token)).data.me.phone).toBe(bystander.phone);

    // The phone registers again as a new, empty account.
    const otp = (await ts.gql(`mutation($p: String!) { sendOtp(phone: $p) { otpSent { otp } } }`, { p: asha.phone })).data.sendOtp.otpSent.otp;
    const login = await ts.gql(`mutation($p: String!, $o: String!) { verifyOtp(phone: $p, otp: $o) { login { token isNewCustomer customer { id name email } } } }`, { p: asha.phone, o: otp });
    expect(login.data.verifyOtp.login).toMatchObject({ isNewCustomer: true, customer: { name: '', email: '' } });
    expect(Number(login.data.verifyOtp.login.customer.id)).not.toBe(asha.customerId);
    const fresh = login.data.verifyOtp.login.token;
    const account = await ts.gql(`{ myOrders { nodes { id } } addresses { id } wishlist { count } cart { lines { quantity } } notifications { items { nodes { title } } } }`, {}, fresh);
    expect(account.errors).toBeUndefined();
    expect(account.data).toMatchObject({ myOrders: { nodes: [] }, addresses: [], wishlist: { count: 0 }, cart: { lines: [] } });
    expect(account.data.notifications.items.nodes.map((n: { title: string }) => n.title)).toEqual(['Welcome to Kapda!']);
  });
});
