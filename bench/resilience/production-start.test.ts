/**
 * Security issue, items 2, 3 and 5 on the BUILT server (`node dist-bench/server/src/main.js`):
 * a production start-up that would take unpaid orders, show login codes or trust forged
 * addresses exits before it listens, naming the setting; a development server listening beyond
 * loopback warns.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
// @ts-expect-error plain ESM helper without types
import { startNode } from '../lib/proc.mjs';
import { buildServer, OUT } from './support.js';

beforeAll(async () => {
  await buildServer();
});

const SMS = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', SMS_DLT_SENDER_ID: 'KAPDAS' };
const BASE = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PORT: '4217', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', RAZORPAY_WEBHOOK_SECRET: '', TRUST_PROXY: '', ONLINE_PAYMENTS: 'on' };

/** Starts the built server with `env` and waits for it to exit, or for its output to show `until`. */
async function start(env: Record<string, string>, until?: RegExp, waitMs = 60_000) {
  const child = startNode(path.resolve(OUT, 'server/src/main.js'), { env: { ...BASE, ...env } });
  const deadline = Date.now() + waitMs;
  let exited: { code: number | null } | null = null;
  child.exited.then((result: { code: number | null }) => {
    exited = result;
  });
  while (!exited && Date.now() < deadline && !(until && until.test(child.output()))) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!exited) await child.stop('SIGKILL');
  return { exited: exited as { code: number | null } | null, output: child.output() as string };
}

describe('production start-up refusals (built server)', () => {
  const refusals: Array<[string, Record<string, string>, RegExp]> = [
    ['no Razorpay keys, online payments on', { ...SMS }, /RAZORPAY_KEY_ID: required when NODE_ENV=production/],
    ['Razorpay keys without the webhook secret', { ...SMS, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }, /RAZORPAY_WEBHOOK_SECRET/],
    ['the console SMS sender', { ONLINE_PAYMENTS: 'off', SMS_PROVIDER: 'console' }, /SMS_PROVIDER: the console sender/],
    ['MSG91 without its key', { ONLINE_PAYMENTS: 'off', SMS_PROVIDER: 'msg91' }, /SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY/],
    ['no JWT secret', { ...SMS, ONLINE_PAYMENTS: 'off', JWT_SECRET: '' }, /JWT_SECRET: required/],
    ['TRUST_PROXY=true (trust anyone)', { ...SMS, ONLINE_PAYMENTS: 'off', TRUST_PROXY: 'true' }, /TRUST_PROXY/],
  ];
  for (const [what, env, message] of refusals) {
    it(`exits 1 before listening: ${what}`, async () => {
      const { exited, output } = await start(env);
      expect(exited?.code).toBe(1);
      expect(output).toMatch(message);
    });
  }

  it('a development server on 0.0.0.0 warns that it shows login codes to anyone', async () => {
    const warning = /WARNING: Development mode on HOST=0\.0\.0\.0: login codes are returned by sendOtp to ANYONE/;
    const { output } = await start({ NODE_ENV: 'development', HOST: '0.0.0.0', JWT_SECRET: 'x'.repeat(40) }, warning);
    expect(output).toMatch(warning);
  });
});
