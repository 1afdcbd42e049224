/**
 * The delivery area from the dashboard (issue 26, part 2): import the courier's pincode list
 * (preview, refuse a file with problems changing nothing, apply), list and search it, switch one
 * pincode off; the shop's pincode check and checkout follow on the next request.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock } from '../orders/orders-kit.js';

const ts = useTestServer({ CATALOG_CACHE_MS: '60000' });
const admin = (query: string, variables?: Record<string, unknown>) => ts.admin(query, variables, STAFF_TOKEN);

const IMPORT_FIELDS = `rows switchedOn switchedOff deliverableAfter problemCount applied problems { line message }`;
const PREVIEW = `query($csv: String!, $replace: Boolean!) { previewPincodeImport(csv: $csv, replace: $replace) { ${IMPORT_FIELDS} } }`;
const IMPORT = `mutation($csv: String!, $replace: Boolean!) { importPincodes(csv: $csv, replace: $replace) { ${IMPORT_FIELDS} } }`;
const SWITCH = `mutation($p: String!, $on: Boolean!, $cod: Boolean, $days: Int) { setPincodeServiceable(pincode: $p, deliverable: $on, codAvailable: $cod, deliveryDays: $days) { pincode city state deliverable codAvailable deliveryDays } }`;
const LIST = `query($s: String, $d: Boolean) { serviceablePincodes(search: $s, deliverable: $d, limit: 5) { totalCount deliverableCount items { pincode city deliverable codAvailable deliveryDays } } }`;
const CHECK = `query($p: String!) { checkPincode(pincode: $p) { deliverable codAvailable deliveryDays } }`;

const check = async (pincode: string) => (await ts.gql(CHECK, { p: pincode })).data.checkPincode;
const deliverableCount = async () => (await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM pincode WHERE deliverable`))[0].n as number;

describe('the delivery area', () => {
  it('a list with problems is previewed row by row and refused whole, changing nothing', async () => {
    const before = await deliverableCount();
    const csv = 'pincode,cod,days\n110001,yes,2\n999999,yes,2\n560001,perhaps,3\n';
    const preview = await admin(PREVIEW, { csv, replace: true });
    expect(preview.errors).toBeUndefined();
    expect(preview.data.previewPincodeImport).toMatchObject({
      rows: 1,
      problemCount: 2,
      applied: false,
      problems: [
        { line: 3, message: '999999 is not an Indian pincode we know.' },
        { line: 4, message: 'COD must be yes or no, not “perhaps”.' },
      ],
    });
    const refused = await admin(IMPORT, { csv, replace: true });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Fix the 2 problems in the file first; nothing was changed.', extensions: { code: 'BAD_INPUT' } });
    expect(await deliverableCount()).toBe(before);
  });

  it('the courier list replaces the area: the pincode check and checkout follow at once', async () => {
    const up = await pickPincode(ts, { inUp: true });
    const shopper = await newShopper(ts, up);
    const outside = '400001';
    expect((await check(outside)).deliverable).toBe(true);

    const csv = `pincode,cod,days\n${up.pincode},no,3\n110001,yes,2\n`;
    const preview = (await admin(PREVIEW, { csv, replace: true })).data.previewPincodeImport;
    expect(preview).toMatchObject({ rows: 2, problemCount: 0, deliverableAfter: 2, applied: false });
    expect(preview.switchedOff).toBeGreaterThan(1000);
    const done = await admin(IMPORT, { csv, replace: true });
    expect(done.errors).toBeUndefined();
    expect(done.data.importPincodes).toMatchObject({ rows: 2, deliverableAfter: 2, applied: true });
    expect(await deliverableCount()).toBe(2);

    expect(await check(outside)).toMatchObject({ deliverable: false });
    expect(await check(up.pincode)).toMatchObject({ deliverable: true, codAvailable: false, deliveryDays: 3 });
    expect(await check('110001')).toMatchObject({ deliverable: true, codAvailable: true, deliveryDays: 2 });

    // COD is off there now: checkout refuses a cash order at once.
    await addToCart(ts, shopper, await sizeWithStock(ts, 5), 1);
    const cash = await placeCod(ts, shopper);
    expect(cash.status).toBe(400);

    // Switch the shopper's pincode off: the check and checkout refuse it on the next request.
    const off = await admin(SWITCH, { p: up.pincode, on: false });
    expect(off.data.setPincodeServiceable).toMatchObject({ pincode: up.pincode, deliverable: false, codAvailable: false });
    expect((await check(up.pincode)).deliverable).toBe(false);
    const refused = await placeCod(ts, shopper);
    expect(refused.body.message).toBe("Sorry, we're unable to deliver to this location. Try updating your delivery address.");

    // On again with COD and 5 days; then a merge import (no replace) adds a pincode and keeps the rest.
    const on = await admin(SWITCH, { p: up.pincode, on: true, cod: true, days: 5 });
    expect(on.data.setPincodeServiceable).toMatchObject({ deliverable: true, codAvailable: true, deliveryDays: 5 });
    const merged = await admin(IMPORT, { csv: 'pincode\n400001\n', replace: false });
    expect(merged.data.importPincodes).toMatchObject({ rows: 1, switchedOn: 1, switchedOff: 0, deliverableAfter: 3 });
    expect((await check(outside)).deliverable).toBe(true);
    const cashAgain = await placeCod(ts, shopper);
    expect(cashAgain.status).toBe(201);
  });

  it('lists and searches by first digits, city or state, and by switched on or off; the export reads back', async () => {
    const byDigits = (await admin(LIST, { s: '1100' })).data.serviceablePincodes;
    expect(byDigits.items.every((p: { pincode: string }) => p.pincode.startsWith('1100'))).toBe(true);
    expect(byDigits.totalCount).toBeGreaterThan(5);
    const deliverable = (await admin(LIST, { d: true })).data.serviceablePincodes;
    expect(deliverable.totalCount).toBe(deliverable.deliverableCount);
    const byCity = (await admin(LIST, { s: 'mumbai', d: true })).data.serviceablePincodes;
    expect(byCity.items.map((p: { pincode: string }) => p.pincode)).toEqual(['400001']);
    const exported = (await admin(`{ serviceablePincodesCsv }`)).data.serviceablePincodesCsv as string;
    expect(exported.split('\n')[0]).toBe('pincode,cod,days');
    expect(exported).toContain('110001,yes,2');
    const readBack = (await admin(PREVIEW, { csv: exported, replace: true })).data.previewPincodeImport;
    expect(readBack).toMatchObject({ problemCount: 0, switchedOn: 0, switchedOff: 0 });
  });

  it('switching an unknown or malformed pincode: NOT_FOUND / BAD_INPUT', async () => {
    expect((await admin(SWITCH, { p: '999999', on: false })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await admin(SWITCH, { p: '12', on: false })).errors?.[0].extensions?.code).toBe('BAD_INPUT');
    expect((await admin(SWITCH, { p: '110001', on: true, days: 45 })).errors?.[0].extensions?.code).toBe('BAD_INPUT');
  });

  it('a new store (no pincodes loaded: SEED_ON_START=false) gets the pincode dataset with nothing deliverable but the list', async () => {
    await ts.db.dataSource.query(`DELETE FROM pincode`);
    expect((await check('560001')).deliverable).toBe(false);
    const done = await admin(IMPORT, { csv: 'pincode,cod,days\n560001,yes,3\n', replace: false });
    expect(done.data.importPincodes).toMatchObject({ rows: 1, switchedOn: 1, deliverableAfter: 1, applied: true });
    expect(await deliverableCount()).toBe(1);
    expect(await check('560001')).toMatchObject({ deliverable: true, codAvailable: true, deliveryDays: 3 });
    // City and state come from the dataset (the address form and the invoice's place of supply).
    expect((await admin(LIST, { s: '560001' })).data.serviceablePincodes.items[0].city).toMatch(/Bangalore|Bengaluru/);
  });
});
