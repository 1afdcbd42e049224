/**
 * The server answers its user-facing messages in the language of Accept-Language (Hindi or
 * English): GraphQL errors and message fields, REST answers, notifications. English stays exact.
 */
import { describe, expect, it } from 'vitest';
import { loginAs, useTestServer, type GqlAnswer } from '../harness.js';
import { ServiceContext } from '../../src/shared/service-context.js';

const SEND = `mutation($phone: String!) { sendOtp(phone: $phone) { otpSent { message otp } } }`;
const VERIFY = `mutation($phone: String!, $otp: String!) { verifyOtp(phone: $phone, otp: $otp) { login { token } userErrors { field code message } } }`;
const APPLY = `mutation($code: String!) { applyCoupon(code: $code) { message userErrors { code message } } }`;
const NOTIFICATIONS = `{ notifications { items { nodes { title body } } } }`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('server messages in the shopper language', () => {
  const ts = useTestServer();
  const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as GqlAnswer<any>;
  };
  const rest = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${ts.baseUrl}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { message: string; notifications: Array<{ title: string }> } };
  };

  it('answers a wrong OTP in Hindi for hi-IN and in the exact English otherwise (GraphQL)', async () => {
    const phone = '9123450101';
    const sent = await gql(SEND, { phone }, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(sent.data.sendOtp.otpSent.message).toBe('OTP भेज दिया गया');
    const hindi = await gql(VERIFY, { phone, otp: wrongCode(sent.data.sendOtp.otpSent.otp) }, { 'accept-language': 'hi-IN' });
    // A userError, its message in the caller's language.
    expect(hindi.data.verifyOtp.userErrors).toEqual([{ field: ['otp'], code: 'INVALID', message: 'ग़लत OTP। 4 कोशिशें बाकी हैं।' }]);
    const english = await gql(VERIFY, { phone, otp: wrongCode(sent.data.sendOtp.otpSent.otp) });
    expect(english.data.verifyOtp.userErrors[0].message).toBe('Invalid OTP. 3 attempts left.');
  });

  it('answers an invalid coupon in Hindi over GraphQL and REST', async () => {
    const { token } = await loginAs(ts, '9123450102');
    const auth = { authorization: `Bearer ${token}` };
    const graphql = await gql(APPLY, { code: 'NOPE' }, { ...auth, 'accept-language': 'hi' });
    const message = graphql.data.applyCoupon.userErrors[0]?.message;
    expect(message).toBe('माफ़ कीजिए, "NOPE" सही कूपन कोड नहीं है।');
    const restHindi = await rest('/user/apply-promo', { code: 'NOPE' }, { ...auth, 'accept-language': 'hi-IN' });
    expect(restHindi.body.message).toBe('माफ़ कीजिए, "NOPE" सही कूपन कोड नहीं है।');
    const restEnglish = await rest('/user/apply-promo', { code: 'NOPE' }, { ...auth, 'accept-language': 'en-IN' });
    expect(restEnglish.body.message).toBe('Sorry, "NOPE" is not a valid coupon code.');
  });

  it('shows notifications in the language of the request', async () => {
    const { token, customerId } = await loginAs(ts, '9123450103');
    await ts.services.notifications.notify(ServiceContext.system(ts.db.dataSource, 'test'), customerId, { title: 'Order KS00000007 shipped', body: 'Your order KS00000007 has been shipped. Courier: Delhivery, tracking number DL123.' });
    const auth = { authorization: `Bearer ${token}` };
    const hindi = await gql(NOTIFICATIONS, {}, { ...auth, 'accept-language': 'hi-IN' });
    expect(hindi.data.notifications.items.nodes[0]).toEqual({
      title: 'ऑर्डर KS00000007 शिप हो गया',
      body: 'आपका ऑर्डर KS00000007 शिप हो गया है। कूरियर: Delhivery, ट्रैकिंग नंबर DL123।',
    });
    const english = await gql(NOTIFICATIONS, {}, auth);
    expect(english.data.notifications.items.nodes[0].title).toBe('Order KS00000007 shipped');
    const restHindi = await rest('/user/user_notifications', {}, { ...auth, 'accept-language': 'hi' });
    expect(restHindi.body.notifications[0].title).toBe('ऑर्डर KS00000007 शिप हो गया');
  });

  it('keeps the staff endpoint in English whatever the header says', async () => {
    const answer = await fetch(`${ts.baseUrl}/admin/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'hi' }, body: JSON.stringify({ query: '{ __typename }' }) });
    const body = await answer.json();
    expect(JSON.stringify(body)).not.toMatch(/[\u0900-\u097F]/);
  });
});
