/**
 * Digits typed on an Indian-language keyboard (Devanagari ४११००१, Bengali, Tamil …) are the same
 * numbers as ASCII ones in every digit field: login phone and code, pincode checks and lookups,
 * saved addresses. Before, "४११००१" was "not a valid 6-digit pincode" and a Hindi keyboard's phone
 * number "not a valid Indian mobile number".
 */
import { describe, expect, it } from 'vitest';
import { loginAs, useTestServer } from '../harness.js';

const DEVANAGARI = '०१२३४५६७८९';
const inDevanagari = (digits: string) => digits.replace(/\d/g, (d) => DEVANAGARI[Number(d)]);

const CHECK = `query($p: String!) { checkPincode(pincode: $p) { pincode deliverable codAvailable city state message } }`;
const LOOKUP = `query($p: String!) { pincode(pincode: $p) { city state } }`;
const SEND = `mutation($phone: String!) { sendOtp(phone: $phone) { otpSent { phone otp } userErrors { field message } } }`;
const VERIFY = `mutation($phone: String!, $otp: String!) { verifyOtp(phone: $phone, otp: $otp) { login { customer { phone } } userErrors { field message } } }`;

describe('digits of Indian scripts', () => {
  const ts = useTestServer();

  it('checks and looks up a pincode written in Devanagari, Bengali or Tamil digits as the ASCII one', async () => {
    const [{ pincode }] = await ts.db.dataSource.query(`SELECT pincode FROM pincode ORDER BY pincode LIMIT 1`);
    const ascii = await ts.gql(CHECK, { p: pincode });
    expect(ascii.errors).toBeUndefined();
    const bengali = pincode.replace(/\d/g, (d: string) => String.fromCharCode(0x09e6 + Number(d)));
    const tamil = pincode.replace(/\d/g, (d: string) => String.fromCharCode(0x0be6 + Number(d)));
    for (const written of [inDevanagari(pincode), ` ${bengali} `, tamil]) {
      const answer = await ts.gql(CHECK, { p: written });
      expect(answer.errors, written).toBeUndefined();
      expect(answer.data.checkPincode).toEqual(ascii.data.checkPincode);
      expect((await ts.gql(LOOKUP, { p: written })).data.pincode).toEqual((await ts.gql(LOOKUP, { p: pincode })).data.pincode);
    }
    const rest = await ts.rest('POST', '/user/check-pincode', { pincode: inDevanagari(pincode) });
    expect(rest.status).toBe(200);
    expect(rest.body.success).toBe(true);
    // Still 6 digits: five Devanagari digits are refused with the spec's sentence.
    const short = await ts.gql(CHECK, { p: inDevanagari(pincode.slice(1)) });
    expect(short.errors?.[0]?.message).toBe('Please enter a valid 6-digit pincode.');
  });

  it('logs in with a phone number and a code typed in Devanagari digits', async () => {
    const sent = await ts.gql(SEND, { phone: inDevanagari('98765 01234') });
    expect(sent.data.sendOtp.userErrors).toEqual([]);
    expect(sent.data.sendOtp.otpSent.phone).toBe('9876501234');
    const code: string = sent.data.sendOtp.otpSent.otp;
    const verified = await ts.gql(VERIFY, { phone: '9876501234', otp: inDevanagari(code) });
    expect(verified.data.verifyOtp).toEqual({ login: { customer: { phone: '9876501234' } }, userErrors: [] });
  });

  it('saves an address with its phone and pincode in ASCII digits', async () => {
    const [{ pincode, state, district }] = await ts.db.dataSource.query(`SELECT pincode, state, district FROM pincode ORDER BY pincode LIMIT 1`);
    const { token } = await loginAs(ts, '9822223331');
    const saved = await ts.gql(
      `mutation($i: AddressInput!) { addAddress(input: $i) { address { phone pincode } userErrors { field message } } }`,
      { i: { fullName: 'Asha Verma', phone: inDevanagari('9876543210'), pincode: inDevanagari(pincode), city: district, state, houseName: '22 Rose Villa', address: 'MG Road', addressType: 'HOME' } },
      token,
    );
    expect(saved.data.addAddress).toEqual({ address: { phone: '9876543210', pincode }, userErrors: [] });
  });
});
