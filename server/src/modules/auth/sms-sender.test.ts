import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Msg91SmsSender, SmsDispatcher, TwilioSmsSender, type SmsSender } from './sms-sender.js';
import { memoryLogger, startFakeGateway, type FakeGateway } from '../../../test/fake-sms-gateway.js';

const message = { phone: '9876543210', code: '482913', expiresInMinutes: 5 };
const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;

let gateway: FakeGateway;
beforeAll(async () => {
  gateway = await startFakeGateway();
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.requests.length = 0;
  gateway.fallback = { status: 200, body: { type: 'success', message: 'ok' } };
});

const dispatcherOver = (sender: SmsSender, provider: string) => {
  const { logger, lines } = memoryLogger();
  return { dispatcher: new SmsDispatcher(sender, logger, { provider, maxAttempts: 3, baseDelayMs: 10 }), lines };
};

describe('MSG91 sender', () => {
  const msg91 = () => new Msg91SmsSender({ authKey: 'test-auth-key', templateId: 'tpl-otp-1', senderId: 'KAPDAS', dltTemplateId: '1107160000000000001', baseUrl: gateway.url });

  it('posts the flow API with the authkey header, template, DLT sender and the number in 91 form', async () => {
    await msg91().sendOtp(message);
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('test-auth-key');
    expect(request.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ template_id: 'tpl-otp-1', sender: 'KAPDAS', DLT_TE_ID: '1107160000000000001' });
    expect(body.recipients).toEqual([{ mobiles: '919876543210', otp: '482913', minutes: '5' }]);
  });

  it('retries a 5xx and delivers on the next try', async () => {
    gateway.script({ status: 503 }, { status: 502 });
    const { dispatcher, lines } = dispatcherOver(msg91(), 'msg91');
    dispatcher.dispatch(message);
    await dispatcher.idle();
    expect(gateway.requests).toHaveLength(3);
    expect(gateway.requests.every((r) => JSON.parse(r.body).recipients[0].otp === '482913')).toBe(true);
    expect(lines.filter((l) => l.msg === 'SMS gateway failed; retrying')).toHaveLength(2);
    expect(lines.some((l) => l.msg === 'login code delivered after a retry')).toBe(true);
  });

  it('does not retry a refusal (4xx) and logs it clearly, without the code', async () => {
    gateway.script({ status: 401, body: { type: 'error', message: 'Invalid authkey' } });
    const { dispatcher, lines } = dispatcherOver(msg91(), 'msg91');
    dispatcher.dispatch(message);
    await dispatcher.idle();
    expect(gateway.requests).toHaveLength(1);
    const refusal = lines.find((l) => l.level === 50);
    expect(refusal).toMatchObject({ provider: 'msg91', status: 401, phone: '******3210', msg: expect.stringMatching(/refused the login code \(not retried\)/) });
    expect(refusal?.reason).toMatch(/Invalid authkey/);
    expect(JSON.stringify(lines)).not.toContain('482913');
  });

  it('treats a 200 answer of type error as a refusal', async () => {
    gateway.script({ status: 200, body: { type: 'error', message: 'Template not approved' } });
    const { dispatcher, lines } = dispatcherOver(msg91(), 'msg91');
    dispatcher.dispatch(message);
    await dispatcher.idle();
    expect(gateway.requests).toHaveLength(1);
    expect(lines.find((l) => l.level === 50)?.reason).toMatch(/Template not approved/);
  });

  it('gives up after the last try when the gateway keeps failing, and says so', async () => {
    gateway.fallback = { status: 500 };
    const { dispatcher, lines } = dispatcherOver(msg91(), 'msg91');
    dispatcher.dispatch(message);
    await dispatcher.idle();
    expect(gateway.requests).toHaveLength(3);
    expect(lines.find((l) => l.level === 50)).toMatchObject({ attempts: 3, msg: expect.stringMatching(/kept failing/) });
  });

  it('retries when the gateway cannot be reached', async () => {
    const unreachable = new Msg91SmsSender({ authKey: 'k', templateId: 't', senderId: 'KAPDAS', baseUrl: 'http://127.0.0.1:9' });
    const { dispatcher, lines } = dispatcherOver(unreachable, 'msg91');
    dispatcher.dispatch(message);
    await dispatcher.idle();
    expect(lines.filter((l) => l.msg === 'SMS gateway failed; retrying')).toHaveLength(2);
    expect(lines.at(-1)?.reason).toMatch(/unreachable/);
  });
});

describe('Twilio sender (official package, pointed at the fake)', () => {
  const twilioSender = (from = 'KAPDAS') => new TwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: 'test-auth-token', from, baseUrl: gateway.url });
  const created = { status: 201, body: { sid: 'SM00000000000000000000000000000001', status: 'queued' } };

  it('posts Messages.json with basic auth, the E.164 number, the sender and the code in the text', async () => {
    gateway.script(created);
    await twilioSender().sendOtp(message);
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:test-auth-token`).toString('base64')}`);
    const form = new URLSearchParams(request.body);
    expect(form.get('To')).toBe('+919876543210');
    expect(form.get('From')).toBe('KAPDAS');
    expect(form.get('Body')).toBe('Your Kapda login code is 482913. It expires in 5 minutes.');
  });

  it('uses a messaging service SID as such', async () => {
    gateway.script(created);
    const service = `MG${'ab'.repeat(16)}`;
    await twilioSender(service).sendOtp(message);
    const form = new URLSearchParams(gateway.requests[0].body);
    expect(form.get('MessagingServiceSid')).toBe(service);
    expect(form.get('From')).toBeNull();
  });

  it('retries a 5xx', async () => {
    gateway.script({ status: 500, body: { code: 20500, message: 'Internal Server Error' } }, created);
    const { dispatcher, lines } = dispatcherOver(twilioSender(), 'twilio');
    dispatcher.dispatch(message);
    await dispatcher.idle();
    expect(gateway.requests).toHaveLength(2);
    expect(lines.some((l) => l.msg === 'login code delivered after a retry')).toBe(true);
  });

  it('does not retry a refusal (4xx) and logs it', async () => {
    gateway.script({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } });
    const { dispatcher, lines } = dispatcherOver(twilioSender(), 'twilio');
    dispatcher.dispatch(message);
    await dispatcher.idle();
    expect(gateway.requests).toHaveLength(1);
    expect(lines.find((l) => l.level === 50)).toMatchObject({ provider: 'twilio', status: 400, msg: expect.stringMatching(/not retried/) });
  });
});
