/**
 * Login-code retries on the job queue: a first send the gateway fails becomes an `sms.send-otp`
 * job, retried by the queue until the gateway takes it; the job's data never holds the code; a
 * code that expired meanwhile is not sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/harness.js';
import { eventually, memoryLogger, startFakeGateway, type FakeGateway } from '../../../test/fake-sms-gateway.js';
import { JobQueue } from '../../shared/jobs.js';
import { Msg91SmsSender, OtpSeal, SEND_OTP_JOB, SmsDispatcher, type SealedOtpJob } from './sms-sender.js';

const db = useTestDatabase();
const message = { phone: '9876543210', code: '482913', expiresInMinutes: 5 };
let gateway: FakeGateway;
let jobs: JobQueue;
let dispatcher: SmsDispatcher;
let lines: Array<Record<string, any>>;

beforeAll(async () => {
  gateway = await startFakeGateway();
  const memory = memoryLogger();
  lines = memory.lines;
  jobs = new JobQueue({ url: db.url, logger: memory.logger, pollingIntervalSeconds: 0.5 });
  const sender = new Msg91SmsSender({ authKey: 'k', templateId: 't', senderId: 'KAPDAS', baseUrl: gateway.url });
  dispatcher = new SmsDispatcher(sender, memory.logger, { provider: 'msg91', maxAttempts: 3, baseDelayMs: 1000 });
  const job = dispatcher.queueRetries(jobs, 'test-secret-test-secret-test-secret-123');
  jobs.define(job.name, job);
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await gateway.close();
});

describe('login codes retried by the job queue', () => {
  it('a failed first send is queued (sealed) and the queue delivers it', async () => {
    gateway.script({ status: 503 });
    dispatcher.dispatch(message);
    await dispatcher.idle(); // returns once the retry is handed to the queue
    expect(gateway.requests).toHaveLength(1);
    const rows: Array<{ data: SealedOtpJob }> = await db.dataSource.query(`SELECT data FROM pgboss.job WHERE name = $1`, [SEND_OTP_JOB]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0].data)).not.toContain(message.code);
    expect(new OtpSeal('test-secret-test-secret-test-secret-123').open(rows[0].data.sealedCode)).toBe(message.code);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(gateway.requests).toHaveLength(1); // the retry waits baseDelayMs (1 s) first
    await eventually(() => gateway.requests.length >= 2, 15_000);
    expect(gateway.requests).toHaveLength(2);
    expect(JSON.parse(gateway.requests[1].body).recipients[0].otp).toBe(message.code);
    expect(JSON.stringify(lines)).not.toContain(message.code);
  });

  it('a code that expired before the retry is not sent', async () => {
    const before = gateway.requests.length;
    const seal = new OtpSeal('test-secret-test-secret-test-secret-123');
    const outcome = await jobs.runNow<SealedOtpJob>(SEND_OTP_JOB, { phone: message.phone, sealedCode: seal.seal(message.code), expiresInMinutes: 5, expiresAt: Date.now() - 1 });
    expect(outcome).toEqual({ sent: false });
    expect(gateway.requests.length).toBe(before);
  });
});
