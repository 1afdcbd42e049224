import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.js';

const CHECK = `query($pincode: String!) { checkPincode(pincode: $pincode) { pincode deliverable estimatedDate deliveryDays codAvailable city state message } }`;

describe('delivery by pincode', () => {
  const ts = useTestServer();
  const pick = async (where: string) => {
    const [row] = await ts.db.dataSource.query(`SELECT pincode FROM pincode WHERE ${where} ORDER BY pincode LIMIT 1`);
    expect(row, where).toBeDefined();
    return row.pincode as string;
  };

  it('answers a metro pincode: deliverable in 2 days with cash on delivery', async () => {
    const pincode = await pick(`district = 'Mumbai'`);
    const before = Date.now();
    const { data, errors } = await ts.gql(CHECK, { pincode });
    expect(errors).toBeUndefined();
    expect(data.checkPincode).toMatchObject({ pincode, deliverable: true, deliveryDays: 2, codAvailable: true, city: 'Mumbai', state: 'Maharashtra' });
    const days = (new Date(data.checkPincode.estimatedDate).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(1.9);
    expect(days).toBeLessThan(2.1);
    expect(data.checkPincode.message).toMatch(/^Expected delivery by [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
  });

  it('answers the default 6 days elsewhere', async () => {
    const pincode = await pick(`delivery_days IS NULL AND deliverable AND cod_available`);
    const { data } = await ts.gql(CHECK, { pincode });
    expect(data.checkPincode).toMatchObject({ deliverable: true, deliveryDays: 6, codAvailable: true });
  });

  it('refuses remote pincodes and unknown ones with the spec message', async () => {
    const leh = await pick(`district = 'Leh'`);
    const { data } = await ts.gql(CHECK, { pincode: leh });
    expect(data.checkPincode).toMatchObject({ deliverable: false, estimatedDate: null, codAvailable: false });
    expect(data.checkPincode.message).toBe("Sorry, we're unable to deliver to this location. Try updating your delivery address.");
    const unknown = await ts.gql(CHECK, { pincode: '999999' });
    expect(unknown.data.checkPincode.deliverable).toBe(false);
  });

  it('turns cash on delivery off where the data says so', async () => {
    const pincode = await pick(`state = 'Manipur' AND deliverable`);
    const { data } = await ts.gql(CHECK, { pincode });
    expect(data.checkPincode).toMatchObject({ deliverable: true, codAvailable: false });
  });

  it('refuses empty and malformed pincodes with the spec texts', async () => {
    expect((await ts.gql(CHECK, { pincode: '' })).errors?.[0]).toMatchObject({ message: 'Please Provide a valid 6 digit code.', extensions: { code: 'BAD_INPUT' } });
    expect((await ts.gql(CHECK, { pincode: '4000' })).errors?.[0]?.message).toBe('Please enter a valid 6-digit pincode.');
    expect((await ts.rest('POST', '/user/check-pincode', { pincode: 'abcdef' })).body).toMatchObject({ success: false, message: 'Please enter a valid 6-digit pincode.' });
  });

  it('answers the REST twin', async () => {
    const pincode = await pick(`district = 'Mumbai'`);
    const ok = await ts.rest('POST', '/user/check-pincode', { pincode });
    expect(ok).toMatchObject({ status: 200, body: { success: true, deliverable: true, cod: true, deliveryDays: 2, city: 'Mumbai', estimatedDelivery: expect.any(String) } });
    const leh = await pick(`district = 'Leh'`);
    const no = await ts.rest('POST', '/user/check-pincode', { pincode: leh });
    expect(no).toMatchObject({ status: 200, body: { success: false, deliverable: false } });
  });
});
