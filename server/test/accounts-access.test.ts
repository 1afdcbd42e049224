import { beforeAll, describe, expect, it } from 'vitest';
import { actingFor, loginAs, useTestServer } from './harness.js';
import { ServiceContext } from '../src/shared/service-context.js';
import { productIds } from './accounts-fixtures.js';

const address = {
  fullName: 'Asha Verma', phone: '9876543210', pincode: '560001', city: 'Bengaluru', state: 'Karnataka',
  houseName: '22 Rose Villa', address: 'MG Road', addressType: 'Home',
};

describe('profile', () => {
  const ts = useTestServer();

  it('loads and really saves name, e-mail, date of birth and gender; the mobile is read-only', async () => {
    const { token } = await loginAs(ts, '9822222221');
    const saved = await ts.rest('PUT', '/user/update-profile', { fullname: 'Ravi  Kumar', email: 'Ravi@Example.com', dob: '1990-05-17', gender: 'male', phone: '9000000000' }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', dob: '1990-05-17', gender: 'male', phone: '9822222221' });
    const me = await ts.gql(`{ me { name email dob gender phone } }`, {}, token);
    expect(me.data.me).toEqual({ name: 'Ravi Kumar', email: 'ravi@example.com', dob: '1990-05-17', gender: 'MALE', phone: '9822222221' });
    // GraphQL: Gender and LocalDate; null clears, an omitted field stays.
    const gql = await ts.gql(`mutation { updateProfile(input: { gender: OTHER, dob: null }) { customer { gender dob name } userErrors { code } } }`, {}, token);
    expect(gql.data.updateProfile).toEqual({ customer: { gender: 'OTHER', dob: null, name: 'Ravi Kumar' }, userErrors: [] });
    const kept = await ts.gql(`mutation { updateProfile(input: { dob: "1991-12-31" }) { customer { gender dob } } }`, {}, token);
    expect(kept.data.updateProfile.customer).toEqual({ gender: 'OTHER', dob: '1991-12-31' });
    const cleared = await ts.gql(`mutation { updateProfile(input: { gender: null }) { customer { gender dob } } }`, {}, token);
    expect(cleared.data.updateProfile.customer).toEqual({ gender: null, dob: '1991-12-31' });
    // Not a calendar date, or an old string value: refused before the resolver runs (a GraphQL type error in the variables), saying why.
    const badDate = await ts.gql(`mutation($d: LocalDate) { updateProfile(input: { dob: $d }) { customer { dob } } }`, { d: '1990-02-30' }, token);
    expect(badDate.errors?.[0]?.message).toMatch(/Value is not a valid LocalDate: 1990-02-30/);
    const badGender = await ts.gql(`mutation { updateProfile(input: { gender: "male" }) { customer { gender } } }`, {}, token);
    expect(badGender.errors?.[0]?.message).toMatch(/Enum "Gender" cannot represent non-enum value: "male"/);
    expect((await ts.gql(`{ me { dob gender } }`, {}, token)).data.me).toEqual({ gender: null, dob: '1991-12-31' });
  });

  it('validates each field', async () => {
    const { token } = await loginAs(ts, '9822222222');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'Please enter your full name.'],
      [{ name: 'R2-D2' }, 'Name may contain only letters, spaces, dots, apostrophes and hyphens.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ dob: '1990-02-30' }, 'Please enter a valid date of birth.'],
      [{ dob: '2999-01-01' }, 'Date of birth cannot be in the future.'],
      [{ gender: 'robot' }, 'Gender must be male, female or other.'],
    ];
    for (const [body, message] of cases) {
      const res = await ts.rest('PUT', '/user/update-profile', body, token);
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ message, errorCode: 'INVALID', field: Object.keys(body)[0] });
    }
    // GraphQL: the same checks as userErrors on the field (our own rules, not the schema's types).
    const future = await ts.gql(`mutation { updateProfile(input: { name: "R2-D2", dob: "2999-01-01" }) { customer { name } userErrors { field code message } } }`, {}, token);
    expect(future.data.updateProfile).toEqual({
      customer: null,
      userErrors: [{ field: ['input', 'name'], code: 'INVALID', message: 'Name may contain only letters, spaces, dots, apostrophes and hyphens.' }],
    });
    const email = await ts.gql(`mutation { updateProfile(input: { email: "not-an-email" }) { customer { email } userErrors { field code message } } }`, {}, token);
    expect(email.data.updateProfile.userErrors).toEqual([{ field: ['input', 'email'], code: 'INVALID', message: 'Please enter a valid email address.' }]);
    // A visitor: UNAUTHENTICATED, top-level (no payload can fix a missing login).
    const visitor = await ts.gql(`mutation { updateProfile(input: { name: "Asha" }) { customer { name } userErrors { code } } }`);
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('wishlist', () => {
  const ts = useTestServer();
  let products: string[] = [];
  beforeAll(async () => {
    products = await productIds(ts, 3);
  });

  it('toggles, adds, removes and counts over GraphQL, answering payloads with userErrors', async () => {
    const { token, customerId } = await loginAs(ts, '9833333331');
    const toggle = `mutation($id: ID!) { toggleWishlist(productId: $id) { wishlist { id count productIds } userErrors { field code message } } }`;
    const own = `w${customerId}`;
    expect((await ts.gql(toggle, { id: products[0] }, token)).data.toggleWishlist).toEqual({ wishlist: { id: own, count: 1, productIds: [products[0]] }, userErrors: [] });
    expect((await ts.gql(toggle, { id: products[1] }, token)).data.toggleWishlist.wishlist.count).toBe(2);
    expect((await ts.gql(toggle, { id: products[0] }, token)).data.toggleWishlist.wishlist).toEqual({ id: own, count: 1, productIds: [products[1]] });
    const add = await ts.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { wishlist { count } userErrors { code } } }`, { id: products[1] }, token);
    expect(add.data.addToWishlist).toEqual({ wishlist: { count: 1 }, userErrors: [] });
    const list = await ts.gql(`{ wishlist { count items { totalCount nodes { productId } } } }`, {}, token);
    expect(list.data.wishlist).toEqual({ count: 1, items: { totalCount: 1, nodes: [{ productId: products[1] }] } });
    // An unknown product is the caller's mistake about `productId`: a user error, the wishlist null.
    for (const name of ['toggleWishlist', 'addToWishlist', 'removeFromWishlist']) {
      const unknown = await ts.gql(`mutation($id: ID!) { ${name}(productId: $id) { wishlist { id } userErrors { field code message } } }`, { id: name === 'removeFromWishlist' ? 'x' : '99999999' }, token);
      expect(unknown.errors, name).toBeUndefined();
      expect(unknown.data[name], name).toEqual({ wishlist: null, userErrors: [{ field: ['productId'], code: 'NOT_FOUND', message: 'Product not found.' }] });
    }
  });

  it('pages the saved products newest first by cursor, forwards and backwards', async () => {
    const { token } = await loginAs(ts, '9833333334');
    const many = await productIds(ts, 7);
    for (const id of many) await ts.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { userErrors { code } } }`, { id }, token);
    const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) { wishlist { items(first: $first, after: $after, last: $last, before: $before) {
      totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id productId } } } } }`;
    const read = async (variables: Record<string, unknown>) => (await ts.gql(PAGE, variables, token)).data.wishlist.items;
    const all = await read({ first: 100 });
    expect(all.totalCount).toBe(7);
    const newestFirst = all.edges.map((e: { node: { productId: string } }) => e.node.productId);
    expect(new Set(newestFirst)).toEqual(new Set(many));
    const head = await read({ first: 3 });
    const next = await read({ first: 3, after: head.pageInfo.endCursor });
    expect([...head.edges, ...next.edges].map((e: { node: { productId: string } }) => e.node.productId)).toEqual(newestFirst.slice(0, 6));
    expect(next.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const back = await read({ last: 3, before: next.pageInfo.startCursor });
    expect(back.edges).toEqual(head.edges);
    const tail = await read({ last: 2 });
    expect(tail.edges.map((e: { node: { productId: string } }) => e.node.productId)).toEqual(newestFirst.slice(5));
    // Removing a product before the cursor leaves the next page where it was.
    await ts.gql(`mutation($id: ID!) { removeFromWishlist(productId: $id) { userErrors { code } } }`, { id: newestFirst[0] }, token);
    expect((await read({ first: 3, after: head.pageInfo.endCursor })).edges).toEqual(next.edges);
    const bad = await ts.gql(PAGE, { first: 500 }, token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'first' });
  });

  it('REST: add-wishlist with product adds, with productId alone toggles; get-wishlists lists products', async () => {
    const { token } = await loginAs(ts, '9833333332');
    let res = await ts.rest('PUT', '/user/add-wishlist', { productId: products[0], product: { _id: products[0] } }, token);
    expect(res.body).toMatchObject({ success: true, wishlisted: true, wishlistCount: 1 });
    res = await ts.rest('PUT', '/user/add-wishlist', { productId: products[0], product: { _id: products[0] } }, token);
    expect(res.body).toMatchObject({ wishlisted: true, wishlistCount: 1 });
    res = await ts.rest('PUT', '/user/add-wishlist', { productId: products[2] }, token);
    expect(res.body).toMatchObject({ wishlisted: true, wishlistCount: 2 });
    res = await ts.rest('PUT', '/user/add-wishlist', { productId: products[2] }, token);
    expect(res.body).toMatchObject({ wishlisted: false, wishlistCount: 1 });
    const list = await ts.rest('GET', '/user/get-wishlists', undefined, token);
    expect(list.status).toBe(200);
    expect(list.body.wishlistCount).toBe(1);
    expect(list.body.products[0]).toMatchObject({ _id: products[0], name: expect.any(String) });
    res = await ts.rest('PUT', '/user/remove-wishlist', { productId: products[0] }, token);
    expect(res.body).toMatchObject({ wishlisted: false, wishlistCount: 0 });
  });

  it('resolves wishlist products through the batched loader (no N+1)', async () => {
    const { token } = await loginAs(ts, '9833333333');
    for (const id of products) await ts.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { userErrors { code } } }`, { id }, token);
    ts.db.statements.length = 0;
    const res = await ts.gql(`{ wishlist { count items { nodes { productId product { id name } } } } }`, {}, token);
    expect(res.data.wishlist.items.nodes.map((i: { product: { id: string } }) => i.product.id).sort()).toEqual([...products].sort());
    const productQueries = ts.db.statements.filter((sql) => /FROM "product"/i.test(sql));
    expect(productQueries).toHaveLength(1);
  });

  it('is empty with count 0 for visitors over GraphQL; REST and mutations need a token', async () => {
    expect((await ts.gql(`{ wishlist { id count productIds items { totalCount nodes { id } } } }`)).data.wishlist).toEqual({ id: 'visitor', count: 0, productIds: [], items: { totalCount: 0, nodes: [] } });
    expect((await ts.rest('GET', '/user/get-wishlists')).status).toBe(401);
    expect((await ts.rest('PUT', '/user/add-wishlist', { productId: products[0] })).status).toBe(401);
    // No payload can fix a missing login: still a top-level error.
    expect((await ts.gql(`mutation { toggleWishlist(productId: "1") { wishlist { count } } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("customer B cannot read or change customer A's data", () => {
  const ts = useTestServer();
  let a: { token: string; customerId: number };
  let b: { token: string; customerId: number };
  let addressId: string;
  let notificationId: string;
  let productId: string;

  beforeAll(async () => {
    a = await loginAs(ts, '9844444441');
    b = await loginAs(ts, '9844444442');
    addressId = (await ts.rest('POST', '/user/add-address', address, a.token)).body.address._id;
    const n = await ts.services.notifications.notify(ServiceContext.system(ts.db.dataSource, 'test'), a.customerId, { title: 'Order placed', body: 'Your order is confirmed.' });
    notificationId = String(n.id);
    [productId] = await productIds(ts, 1);
    await ts.rest('PUT', '/user/add-wishlist', { productId, product: {} }, a.token);
  });

  it('addresses: B cannot read, update, delete or make default A\'s address (GraphQL and REST)', async () => {
    expect((await ts.gql(`query($id: ID!) { address(id: $id) { id } }`, { id: addressId }, b.token)).data.address).toBeNull();
    expect((await ts.gql(`{ addresses { id } }`, {}, b.token)).data.addresses).toEqual([]);
    const notFound = [{ field: ['id'], code: 'NOT_FOUND' }];
    const upd = await ts.gql(`mutation($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { address { id } userErrors { field code } } }`, { id: addressId, i: { ...address, addressType: 'HOME', fullName: 'Hacker' } }, b.token);
    expect(upd.data.updateAddress).toEqual({ address: null, userErrors: notFound });
    expect((await ts.gql(`mutation($id: ID!) { deleteAddress(id: $id) { deletedAddressId userErrors { field code } } }`, { id: addressId }, b.token)).data.deleteAddress).toEqual({ deletedAddressId: null, userErrors: notFound });
    expect((await ts.gql(`mutation($id: ID!) { setDefaultAddress(id: $id) { addresses { id } userErrors { field code } } }`, { id: addressId }, b.token)).data.setDefaultAddress).toEqual({ addresses: null, userErrors: notFound });
    expect((await ts.rest('PUT', '/user/update-address', { ...address, addressId, fullName: 'Hacker' }, b.token)).status).toBe(404);
    expect((await ts.rest('DELETE', '/user/delete-address', { addressId }, b.token)).status).toBe(404);
    expect((await ts.rest('GET', '/user/get-profile', undefined, b.token)).body.user.addresses).toEqual([]);
    await expect(ts.services.addresses.getOwned(actingFor(ts, b.customerId), Number(addressId))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await ts.db.dataSource.query(`SELECT full_name, customer_id FROM address WHERE id = $1`, [addressId]);
    expect(row).toEqual({ full_name: 'Asha Verma', customer_id: a.customerId });
    expect((await ts.services.addresses.getOwned(actingFor(ts, a.customerId), Number(addressId))).fullName).toBe('Asha Verma');
  });

  it("wishlist: B sees only B's own (empty) wishlist, and B's removal does not touch A's", async () => {
    expect((await ts.gql(`{ wishlist { count productIds } }`, {}, b.token)).data.wishlist).toEqual({ count: 0, productIds: [] });
    expect((await ts.rest('GET', '/user/get-wishlists', undefined, b.token)).body).toMatchObject({ products: [], wishlistCount: 0 });
    await ts.rest('PUT', '/user/remove-wishlist', { productId }, b.token);
    await ts.gql(`mutation($id: ID!) { removeFromWishlist(productId: $id) { wishlist { count } } }`, { id: productId }, b.token);
    expect((await ts.gql(`{ wishlist { count productIds } }`, {}, a.token)).data.wishlist).toEqual({ count: 1, productIds: [productId] });
  });

  it("notifications: B cannot list or mark read A's notification (GraphQL and REST)", async () => {
    expect((await ts.gql(`{ notifications { items { nodes { id } } } }`, {}, b.token)).data.notifications.items.nodes).toEqual([]);
    expect((await ts.rest('POST', '/user/user_notifications', {}, b.token)).body.notifications).toEqual([]);
    const refused = await ts.gql(`mutation($id: ID!) { markNotificationRead(id: $id) { notification { id } notifications { unreadCount } userErrors { field code message } } }`, { id: notificationId }, b.token);
    expect(refused.data.markNotificationRead).toEqual({ notification: null, notifications: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND', message: 'Notification not found.' }] });
    expect((await ts.rest('POST', '/user/notifications/read', { notificationId }, b.token)).status).toBe(404);
    await ts.rest('POST', '/user/notifications/read', {}, b.token); // "mark all" of B's own
    const mine = await ts.rest('POST', '/user/user_notifications', {}, a.token);
    expect(mine.body.notifications).toEqual([{ _id: notificationId, title: 'Order placed', body: 'Your order is confirmed.', sentAt: expect.any(String), read: false }]);
    const read = await ts.gql(`mutation($id: ID!) { markNotificationRead(id: $id) { notification { id read } notifications { unreadCount items { nodes { id read } } } userErrors { code } } }`, { id: notificationId }, a.token);
    expect(read.data.markNotificationRead).toEqual({ notification: { id: notificationId, read: true }, notifications: { unreadCount: 0, items: { nodes: [{ id: notificationId, read: true }] } }, userErrors: [] });
    const all = await ts.gql(`mutation { markAllNotificationsRead { notifications { unreadCount } userErrors { code } } }`, {}, a.token);
    expect(all.data.markAllNotificationsRead).toEqual({ notifications: { unreadCount: 0 }, userErrors: [] });
    expect((await ts.gql(`mutation { markAllNotificationsRead { userErrors { code } } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('visitors get 401 on every account call', async () => {
    for (const [method, path] of [['GET', '/user/get-profile'], ['PUT', '/user/update-profile'], ['POST', '/user/add-address'], ['PUT', '/user/update-address'], ['POST', '/user/user_notifications'], ['GET', '/user/get-wishlists'], ['PUT', '/user/remove-wishlist']]) {
      const res = await ts.rest(method, path, method === 'GET' ? undefined : {});
      expect(res.status, path).toBe(401);
      expect(res.body.message).toBe('No token found. Please log in again.');
    }
  });
});
