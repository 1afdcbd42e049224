import { describe, expect, it } from 'vitest';
import { loginAs, useTestServer } from '../../../test/harness.js';

const valid = {
  fullName: 'Asha Verma',
  phone: '+91 98765 43210',
  pincode: '110001',
  city: 'New Delhi',
  state: 'Delhi',
  houseName: 'Flat 4B, Lotus Apartments',
  address: '12 Janpath Road',
  locality: 'Connaught Place',
  landmark: 'Near Palika Bazaar',
  addressType: 'Home',
};

describe('pincode lookups', () => {
  const ts = useTestServer();

  it('loaded one row per pincode from the dataset', async () => {
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM pincode`);
    expect(count).toBeGreaterThan(15000);
  });

  it('answers city (district) and state for a real pincode, over REST and GraphQL', async () => {
    const rest = await ts.rest('GET', '/user/pincode/560001');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ success: true, pincode: '560001', city: 'Bengaluru', state: 'Karnataka' });
    const gql = await ts.gql(`{ pincode(pincode: "400001") { city state } }`);
    expect(gql.data.pincode).toEqual({ city: 'Mumbai', state: 'Maharashtra' });
  });

  it('answers nothing for unknown or malformed pincodes', async () => {
    expect((await ts.rest('GET', '/user/pincode/000000')).status).toBe(404);
    expect((await ts.rest('GET', '/user/pincode/12345')).status).toBe(404);
    expect((await ts.gql(`{ pincode(pincode: "999999") { city } }`)).data.pincode).toBeNull();
  });

  it('finds the nearest pincode to a point with an indexed, bounded query', async () => {
    const near = await ts.gql(`{ nearestPincode(latitude: 28.6431, longitude: 77.2197) { pincode city state } }`);
    expect(near.data.nearestPincode.state).toBe('Delhi');
    const rest = await ts.rest('GET', '/user/nearest-pincode?lat=19.076&lng=72.8777');
    expect(rest.body.state).toBe('Maharashtra');
    const ocean = await ts.gql(`{ nearestPincode(latitude: -40, longitude: -30) { pincode } }`);
    expect(ocean.data.nearestPincode).toBeNull();
    const [plan] = await ts.db.dataSource.query(
      `EXPLAIN (FORMAT JSON) SELECT pincode FROM pincode WHERE latitude IS NOT NULL AND latitude BETWEEN 28.4 AND 28.9 AND longitude BETWEEN 77 AND 77.5 ORDER BY power(latitude - 28.6, 2) LIMIT 1`,
    );
    expect(JSON.stringify(plan)).toContain('pincode_lat_lng_idx');
  });
});

describe('addresses', () => {
  const ts = useTestServer();

  it('adds an address over REST with the spec answer, normalising phone and type', async () => {
    const { token } = await loginAs(ts, '9811111111');
    const res = await ts.rest('POST', '/user/add-address', { ...valid, addressType: 'Office' }, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, address: { _id: expect.any(String), phone: '9876543210', addressType: 'Work', isDefault: true, city: 'New Delhi' } });
  });

  it('refuses missing required fields with the spec message', async () => {
    const { token } = await loginAs(ts, '9811111112');
    // City and state are not in the list: a known pincode fills them (next describe).
    for (const field of ['fullName', 'phone', 'address', 'houseName', 'pincode']) {
      const res = await ts.rest('POST', '/user/add-address', { ...valid, [field]: '  ' }, token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill all required fields.');
    }
    // GraphQL: a userError under each empty field, no address.
    const gql = await ts.gql(`mutation($i: AddressInput!) { addAddress(input: $i) { address { id } userErrors { field code message } } }`, { i: { ...valid, addressType: 'HOME', houseName: '', fullName: ' ' } }, token);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.addAddress.address).toBeNull();
    expect(gql.data.addAddress.userErrors).toEqual([
      { field: ['input', 'fullName'], code: 'INVALID', message: 'Please fill all required fields.' },
      { field: ['input', 'houseName'], code: 'INVALID', message: 'Please fill all required fields.' },
    ]);
    const landmarkOptional = await ts.rest('POST', '/user/add-address', { ...valid, landmark: '', locality: '' }, token);
    expect(landmarkOptional.status).toBe(200);
  });

  it('checks the phone, the pincode format, that the pincode is real, and the type', async () => {
    const { token } = await loginAs(ts, '9811111113');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: '12345' }, 'Please enter a valid 10-digit mobile number.'],
      [{ pincode: '1100' }, 'Please enter a valid 6-digit pincode.'],
      [{ pincode: '11000a' }, 'Please enter a valid 6-digit pincode.'],
      [{ pincode: '000000' }, 'This pincode does not exist. Please check it and try again.'],
      [{ addressType: 'Castle' }, 'Address type must be Home or Work.'],
      [{ fullName: 'x'.repeat(121) }, 'Full name is too long (at most 120 characters).'],
    ];
    for (const [change, message] of cases) {
      const res = await ts.rest('POST', '/user/add-address', { ...valid, ...change }, token);
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, errorCode: 'INVALID', fields: Object.keys(change) });
    }
    // The same mistakes over GraphQL are userErrors on the field at fault.
    const phone = await ts.gql(`mutation($i: AddressInput!) { addAddress(input: $i) { address { id } userErrors { field code message } } }`, { i: { ...valid, addressType: 'HOME', phone: '12345' } }, token);
    expect(phone.data.addAddress.userErrors).toEqual([{ field: ['input', 'phone'], code: 'INVALID', message: 'Please enter a valid 10-digit mobile number.' }]);
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM address a JOIN customer c ON c.id = a.customer_id WHERE c.phone = '9811111113'`);
    expect(count).toBe(0);
  });

  it('keeps at most one default: the first address, then whichever is chosen; deleting the default promotes another', async () => {
    const { token, customerId } = await loginAs(ts, '9811111114');
    const a = (await ts.rest('POST', '/user/add-address', valid, token)).body.address;
    const b = (await ts.rest('POST', '/user/add-address', { ...valid, fullName: 'B' }, token)).body.address;
    expect(a.isDefault).toBe(true);
    expect(b.isDefault).toBe(false);
    const c = (await ts.rest('POST', '/user/add-address', { ...valid, fullName: 'C', isDefault: true }, token)).body.address;
    expect(c.isDefault).toBe(true);
    const defaults = async () =>
      (await ts.db.dataSource.query(`SELECT id FROM address WHERE customer_id = $1 AND is_default`, [customerId])).map((r: { id: number }) => String(r.id));
    expect(await defaults()).toEqual([c._id]);
    const set = await ts.gql(`mutation($id: ID!) { setDefaultAddress(id: $id) { addresses { id isDefault } userErrors { code } } }`, { id: a._id }, token);
    expect(set.data.setDefaultAddress.userErrors).toEqual([]);
    expect(set.data.setDefaultAddress.addresses.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: string }) => x.id)).toEqual([a._id]);
    expect(await defaults()).toEqual([a._id]);
    const upd = await ts.rest('PUT', '/user/update-address', { ...valid, addressId: b._id, isDefault: true }, token);
    expect(upd.body).toMatchObject({ success: true, address: { isDefault: true } });
    expect(await defaults()).toEqual([b._id]);
    expect((await ts.rest('DELETE', '/user/delete-address', { addressId: b._id }, token)).body.success).toBe(true);
    expect((await defaults()).length).toBe(1);
    // The database itself refuses a second default.
    await expect(ts.db.dataSource.query(`UPDATE address SET is_default = true WHERE customer_id = $1`, [customerId])).rejects.toThrow();
  });

  it('updates over REST and GraphQL and lists over both', async () => {
    const { token } = await loginAs(ts, '9811111115');
    const a = (await ts.rest('POST', '/user/add-address', valid, token)).body.address;
    const res = await ts.rest('PUT', '/user/update-address', { ...valid, addressId: a._id, pincode: '400001', city: 'Mumbai', state: 'Maharashtra' }, token);
    expect(res.body).toMatchObject({ success: true, address: { pincode: '400001', city: 'Mumbai' } });
    const gql = await ts.gql(
      `mutation($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { address { id landmark addressType } userErrors { code } } }`,
      { id: a._id, i: { ...valid, landmark: 'Opposite the park', addressType: 'WORK' } },
      token,
    );
    expect(gql.data.updateAddress).toEqual({ address: { id: a._id, landmark: 'Opposite the park', addressType: 'WORK' }, userErrors: [] });
    const list = await ts.gql(`{ addresses { id landmark } }`, {}, token);
    expect(list.data.addresses).toEqual([{ id: a._id, landmark: 'Opposite the park' }]);
    const profile = await ts.rest('GET', '/user/get-profile', undefined, token);
    expect(profile.body.user.addresses.map((x: { _id: string }) => x._id)).toEqual([a._id]);
  });

  it('needs a token: 401 with the spec message (REST errorCode UNAUTHENTICATED), a top-level UNAUTHENTICATED over GraphQL', async () => {
    const res = await ts.rest('DELETE', '/user/delete-address', { addressId: '1' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: 'No token found. Please log in again.', errorCode: 'UNAUTHENTICATED' });
    expect((await ts.gql(`{ addresses { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const visitor = await ts.gql(`mutation($i: AddressInput!) { addAddress(input: $i) { address { id } userErrors { code } } }`, { i: { ...valid, addressType: 'HOME' } });
    expect(visitor.data).toBeNull();
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("answers null for an address that is not the caller's (or a visitor's ask), and NOT_FOUND on [\"id\"] when changing one", async () => {
    const owner = await loginAs(ts, '9811111116');
    const other = await loginAs(ts, '9811111117');
    const mine = (await ts.rest('POST', '/user/add-address', valid, owner.token)).body.address;
    const lookup = `query($id: ID!) { address(id: $id) { id fullName } }`;
    expect((await ts.gql(lookup, { id: mine._id }, owner.token)).data.address).toEqual({ id: mine._id, fullName: valid.fullName });
    for (const [id, token] of [[mine._id, other.token], ['999999', owner.token], ['not-an-id', owner.token], [mine._id, undefined]] as const) {
      const answer = await ts.gql(lookup, { id }, token);
      expect(answer.errors, `${id}`).toBeUndefined();
      expect(answer.data.address).toBeNull();
    }
    const notYours = { field: ['id'], code: 'NOT_FOUND', message: 'Address not found.' };
    const update = await ts.gql(`mutation($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { address { id } userErrors { field code message } } }`, { id: mine._id, i: { ...valid, addressType: 'HOME' } }, other.token);
    expect(update.data.updateAddress).toEqual({ address: null, userErrors: [notYours] });
    const remove = await ts.gql(`mutation($id: ID!) { deleteAddress(id: $id) { deletedAddressId userErrors { field code message } } }`, { id: mine._id }, other.token);
    expect(remove.data.deleteAddress).toEqual({ deletedAddressId: null, userErrors: [notYours] });
    const setDefault = await ts.gql(`mutation($id: ID!) { setDefaultAddress(id: $id) { addresses { id } userErrors { field code message } } }`, { id: 'x' }, other.token);
    expect(setDefault.data.setDefaultAddress).toEqual({ addresses: null, userErrors: [notYours] });
    // The owner's address is untouched; the owner deletes it.
    const deleted = await ts.gql(`mutation($id: ID!) { deleteAddress(id: $id) { deletedAddressId userErrors { code } } }`, { id: mine._id }, owner.token);
    expect(deleted.data.deleteAddress).toEqual({ deletedAddressId: mine._id, userErrors: [] });
  });
});

describe('the state of an address comes from its pincode', () => {
  const ts = useTestServer();
  const mumbai = { ...valid, pincode: '400001', city: 'Mumbai', state: 'Maharashtra' };
  const MISMATCH = 'Pincode 400001 is in Maharashtra, not Uttar Pradesh. Please correct the state or the pincode.';

  it('refuses a Mumbai pincode typed with the state "Uttar Pradesh", field-level, over REST and GraphQL, on create and update', async () => {
    const { token } = await loginAs(ts, '9811111121');
    const rest = await ts.rest('POST', '/user/add-address', { ...mumbai, state: 'Uttar Pradesh' }, token);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ success: false, code: 'BAD_INPUT', errorCode: 'INVALID', message: MISMATCH, fields: ['state'] });
    const gql = await ts.gql(`mutation($i: AddressInput!) { addAddress(input: $i) { address { id } userErrors { field code message } } }`, { i: { ...mumbai, addressType: 'HOME', state: 'Uttar Pradesh' } }, token);
    expect(gql.data.addAddress).toEqual({ address: null, userErrors: [{ field: ['input', 'state'], code: 'INVALID', message: MISMATCH }] });
    const saved = (await ts.rest('POST', '/user/add-address', mumbai, token)).body.address;
    const update = await ts.rest('PUT', '/user/update-address', { ...mumbai, addressId: saved._id, state: 'Uttar Pradesh' }, token);
    expect(update.status).toBe(400);
    expect(update.body.message).toBe(MISMATCH);
    const [row] = await ts.db.dataSource.query(`SELECT state FROM address WHERE id = $1`, [saved._id]);
    expect(row.state).toBe('Maharashtra');
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM address WHERE state = 'Uttar Pradesh'`);
    expect(count).toBe(0);
  });

  it("fills the state (and an empty city) from the pincode and stores the pincode's spelling of a state typed otherwise", async () => {
    const { token } = await loginAs(ts, '9811111122');
    const filled = await ts.rest('POST', '/user/add-address', { ...mumbai, state: '', city: '' }, token);
    expect(filled.body.address).toMatchObject({ state: 'Maharashtra', city: 'Mumbai' });
    const gql = await ts.gql(`mutation($i: AddressInput!) { addAddress(input: $i) { address { state city } } }`, { i: { ...valid, addressType: 'HOME', pincode: '226001', state: undefined, city: 'Lucknow' } }, token);
    expect(gql.data.addAddress.address).toEqual({ state: 'Uttar Pradesh', city: 'Lucknow' });
    const typedOtherwise = await ts.rest('POST', '/user/add-address', { ...mumbai, state: ' maharashtra ', city: 'Navi Mumbai' }, token);
    expect(typedOtherwise.body.address).toMatchObject({ state: 'Maharashtra', city: 'Navi Mumbai' });
    const abbreviation = await ts.rest('POST', '/user/add-address', { ...valid, pincode: '226001', state: 'UP', city: 'Lucknow' }, token);
    expect(abbreviation.body.address.state).toBe('Uttar Pradesh');
  });

  it('keeps refusing an unknown pincode, whatever the state', async () => {
    const { token } = await loginAs(ts, '9811111123');
    const res = await ts.rest('POST', '/user/add-address', { ...valid, pincode: '000000', state: 'Uttar Pradesh' }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This pincode does not exist. Please check it and try again.');
  });
});
