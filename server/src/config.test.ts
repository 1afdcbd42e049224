import { describe, expect, it } from 'vitest';
import { loadConfig, scaleWarnings, startupWarnings } from './config.js';

import { createPaymentProvider } from './modules/payments/provider-factory.js';
import { TestGatewayProvider } from './modules/payments/test-gateway.provider.js';
import { RazorpayProvider } from './modules/payments/razorpay.provider.js';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '.data/test-run' };
// Cash only, so these production cases are about SMS alone (payments are tested below).
const production = { ...base, NODE_ENV: 'production', ONLINE_PAYMENTS: 'off' };

describe('SMS settings', () => {
  it('production refuses the console sender, naming SMS_PROVIDER', () => {
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER: the console sender cannot deliver login codes/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'console' })).toThrow(/SMS_PROVIDER/);
  });
  it('refuses a provider without its keys', () => {
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(/SMS_PROVIDER=msg91 needs MSG91_TEMPLATE_ID, SMS_DLT_SENDER_ID/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM/);
  });
  it('starts with a provider and its keys; the code is returned only in development', () => {
    const msg91 = loadConfig({ ...production, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', SMS_DLT_SENDER_ID: 'KAPDAS' });
    expect(msg91.isDevelopment).toBe(false);
    const twilio = loadConfig({ ...production, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', SMS_DLT_SENDER_ID: 'KAPDAS' });
    expect(twilio.SMS_PROVIDER).toBe('twilio');
    expect(loadConfig(base).isDevelopment).toBe(true);
  });
});

describe('start-up warnings', () => {
  it('a development server listening beyond loopback says whether codes are shown to anyone', () => {
    const [warning] = startupWarnings({ HOST: '0.0.0.0', isDevelopment: true, returnOtpCodes: true });
    expect(warning).toMatch(/login codes are returned by sendOtp to ANYONE/);
    expect(startupWarnings({ HOST: '0.0.0.0', isDevelopment: true, returnOtpCodes: false })[0]).toMatch(/login codes are not shown/);
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) expect(startupWarnings({ HOST, isDevelopment: true, returnOtpCodes: true })).toEqual([]);
    expect(startupWarnings({ HOST: '0.0.0.0', isDevelopment: false, returnOtpCodes: false })).toEqual([]);
  });
});

describe('development login codes stay on this machine (issue 25, item 6)', () => {
  const dev = { NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '.data/test-config' };
  it('development listens on 127.0.0.1 by default and answers codes there; production listens on 0.0.0.0', () => {
    expect(loadConfig(dev)).toMatchObject({ HOST: '127.0.0.1', returnOtpCodes: true });
    expect(loadConfig({ ...dev, NODE_ENV: 'test' })).toMatchObject({ HOST: '127.0.0.1', returnOtpCodes: true });
    expect(loadConfig({ ...base, NODE_ENV: 'production', ONLINE_PAYMENTS: 'off', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', SMS_DLT_SENDER_ID: 'KAPDAS' })).toMatchObject({
      HOST: '0.0.0.0',
      returnOtpCodes: false,
    });
  });

  it('development on another address does not answer codes (unless told to); production refuses to be told', () => {
    expect(loadConfig({ ...dev, HOST: '0.0.0.0' }).returnOtpCodes).toBe(false);
    expect(loadConfig({ ...dev, HOST: '192.168.1.20' }).returnOtpCodes).toBe(false);
    expect(loadConfig({ ...dev, HOST: '0.0.0.0', DEV_RETURN_OTP: 'true' }).returnOtpCodes).toBe(true);
    expect(loadConfig({ ...dev, HOST: '127.0.0.1', DEV_RETURN_OTP: 'false' }).returnOtpCodes).toBe(false);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ONLINE_PAYMENTS: 'off', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', SMS_DLT_SENDER_ID: 'KAPDAS', DEV_RETURN_OTP: 'true' })).toThrow(/DEV_RETURN_OTP/);
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to trusting no proxy and refuses true', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true trusts every hop/);
  });
});

// A real SMS gateway, so these production cases are about payments alone.
const sms = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', SMS_DLT_SENDER_ID: 'KAPDAS' };
const keys = { RAZORPAY_KEY_ID: 'rzp_live_keyid00000', RAZORPAY_KEY_SECRET: 'razorpay-key-secret', RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret' };

describe('configuration: production never takes an order it cannot be paid for', () => {
  it('refuses to start in production without the Razorpay keys, naming each one', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...sms })).toThrow(/RAZORPAY_KEY_ID: required[\s\S]*RAZORPAY_KEY_SECRET: required[\s\S]*RAZORPAY_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...sms, ...keys, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/RAZORPAY_WEBHOOK_SECRET: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...sms, ONLINE_PAYMENTS: 'maybe' })).toThrow(/ONLINE_PAYMENTS/);
  });

  it('starts in production with the keys (Razorpay) or with ONLINE_PAYMENTS=off (no provider at all)', () => {
    const live = loadConfig({ ...base, NODE_ENV: 'production', ...sms, ...keys });
    expect(createPaymentProvider(live)).toBeInstanceOf(RazorpayProvider);
    const cashOnly = loadConfig({ ...base, NODE_ENV: 'production', ...sms, ONLINE_PAYMENTS: 'off' });
    expect(cashOnly.onlinePaymentsEnabled).toBe(false);
    expect(createPaymentProvider(cashOnly)).toBeNull();
  });

  it('the test gateway runs only outside production', () => {
    expect(createPaymentProvider(loadConfig({ ...base, NODE_ENV: 'development' }))).toBeInstanceOf(TestGatewayProvider);
    // Even a configuration object that skipped loadConfig's check gets no test gateway in production.
    const forged = { ...loadConfig({ ...base, NODE_ENV: 'development' }), NODE_ENV: 'production' as const };
    expect(() => createPaymentProvider(forged)).toThrow(/never runs in production/);
  });

  it('refuses half a key pair anywhere', () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/set both or neither/);
  });

  it('holds stock briefly by default: 15-minute unpaid hold, 10 of a size, 2 unpaid online and 5 open cash orders', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development' });
    expect(config).toMatchObject({ UNPAID_ORDER_TIMEOUT_MINUTES: 15, MAX_UNITS_PER_SIZE: 10, MAX_UNPAID_ONLINE_ORDERS: 2, MAX_OPEN_COD_ORDERS: 5 });
  });
});

describe('several server processes (Redis, object storage, replicas, PgBouncer)', () => {
  const gateway = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', SMS_DLT_SENDER_ID: 'KAPDAS' };
  const prod = { ...production, ...gateway, DATABASE_URL: 'postgres://app@db:6432/kapda' };

  it('without any of them, a single process runs as before: memory limits, local images, no replicas, named statements', () => {
    const config = loadConfig(base);
    expect([config.limitsStore, config.imageStorage, config.replicaUrls, config.DATABASE_POOLER]).toEqual(['memory', 'local', [], 'none']);
  });

  it('REDIS_URL makes Redis the limits store; S3_BUCKET makes S3 the image storage; replicas are split', () => {
    const config = loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379', S3_BUCKET: 'kapda', DATABASE_REPLICA_URLS: 'postgres://r1/kapda, postgres://r2/kapda' });
    expect([config.limitsStore, config.imageStorage, config.replicaUrls]).toEqual(['redis', 's3', ['postgres://r1/kapda', 'postgres://r2/kapda']]);
    expect(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379', LIMITS_STORE: 'postgres' }).limitsStore).toBe('postgres');
  });

  it('refuses settings that cannot work, in any mode, naming them', () => {
    expect(() => loadConfig({ ...base, LIMITS_STORE: 'redis' })).toThrow(/LIMITS_STORE=redis needs REDIS_URL/);
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ ...base, IMAGE_STORAGE: 's3' })).toThrow(/IMAGE_STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/);
    expect(() => loadConfig({ ...base, DATABASE_REPLICA_URLS: 'mysql://r1/x' })).toThrow(/DATABASE_REPLICA_URLS: "mysql:\/\/r1\/x" is not a postgres:\/\/ URL/);
    // LISTEN cannot go through transaction pooling; the PostgreSQL limits store sends named statements.
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://app@pgbouncer:6432/kapda', DATABASE_POOLER: 'pgbouncer' })).toThrow(/DATABASE_POOLER=pgbouncer needs DATABASE_DIRECT_URL/);
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: 'postgres://app@pgbouncer:6432/kapda', DATABASE_DIRECT_URL: 'postgres://app@db:5432/kapda', DATABASE_POOLER: 'pgbouncer', LIMITS_STORE: 'postgres' }),
    ).toThrow(/LIMITS_STORE=postgres does not work through PgBouncer/);
  });

  it('production refuses per-process limits behind a pooler or with replicas (budgets would multiply with the processes)', () => {
    const pooled = { ...prod, DATABASE_POOLER: 'pgbouncer', DATABASE_DIRECT_URL: 'postgres://app@db:5432/kapda' };
    expect(() => loadConfig(pooled)).toThrow(/LIMITS_STORE=memory with DATABASE_POOLER\/DATABASE_REPLICA_URLS/);
    expect(() => loadConfig({ ...prod, DATABASE_REPLICA_URLS: 'postgres://replica/kapda' })).toThrow(/set REDIS_URL/);
    expect(loadConfig({ ...pooled, REDIS_URL: 'rediss://cache:6380' }).limitsStore).toBe('redis');
    expect(loadConfig({ ...prod, DATABASE_REPLICA_URLS: 'postgres://replica/kapda', LIMITS_STORE: 'postgres' }).limitsStore).toBe('postgres');
    // Development on one machine may try the shape without Redis.
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://app@pgbouncer:6432/kapda', DATABASE_DIRECT_URL: 'postgres://app@db:5432/kapda', DATABASE_POOLER: 'pgbouncer' }).limitsStore).toBe('memory');
  });

  it('production refuses a Redis on another machine without a password or TLS', () => {
    expect(() => loadConfig({ ...prod, REDIS_URL: 'redis://cache:6379' })).toThrow(/REDIS_URL: a Redis on another machine needs a password/);
    expect(loadConfig({ ...prod, REDIS_URL: 'redis://:secret@cache:6379' }).limitsStore).toBe('redis');
    expect(loadConfig({ ...prod, REDIS_URL: 'rediss://cache:6380' }).limitsStore).toBe('redis');
    expect(loadConfig({ ...prod, REDIS_URL: 'redis://127.0.0.1:6379' }).limitsStore).toBe('redis');
  });

  it('warns when uploads stay on one machine while the database is set up for several processes', () => {
    expect(scaleWarnings(loadConfig({ ...base, DATABASE_REPLICA_URLS: 'postgres://replica/kapda' }))[0]).toMatch(/UPLOAD_DIR a folder every process shares, or set S3_BUCKET/);
    expect(scaleWarnings(loadConfig({ ...base, DATABASE_REPLICA_URLS: 'postgres://replica/kapda', S3_BUCKET: 'kapda' }))).toEqual([]);
    expect(scaleWarnings(loadConfig(base))).toEqual([]);
  });
});

describe('CORS_ORIGINS and PUBLIC_URL', () => {
  it('allows no origin by default and keeps URLs relative', () => {
    const config = loadConfig(base);
    expect(config.corsOrigins).toEqual([]);
    expect(config.publicUrl).toBe('');
  });
  it('takes exact origins, comma-separated', () => {
    expect(loadConfig({ ...base, CORS_ORIGINS: 'https://shop.partner.in, http://localhost:5173' }).corsOrigins).toEqual([
      'https://shop.partner.in',
      'http://localhost:5173',
    ]);
  });
  it('refuses a wildcard, a path or trailing slash, and other schemes, naming CORS_ORIGINS', () => {
    for (const bad of ['*', 'https://shop.partner.in/', 'https://shop.partner.in/app', 'ftp://x.in', 'shop.partner.in', 'https://Shop.in']) {
      expect(() => loadConfig({ ...base, CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
  it('keeps PUBLIC_URL without its trailing slash and refuses what is not an http(s) URL', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://kapda.in/' }).publicUrl).toBe('https://kapda.in');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://kapda.in/store' }).publicUrl).toBe('https://kapda.in/store');
    for (const bad of ['kapda.in', 'ftp://kapda.in', 'https://kapda.in/?a=1']) {
      expect(() => loadConfig({ ...base, PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});

describe('SEED_ON_START: production never seeds the demo store', () => {
  it('seeds an empty database by default outside production only', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).SEED_ON_START).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development', SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', ...sms, ONLINE_PAYMENTS: 'off' }).SEED_ON_START).toBe(false);
  });

  it('refuses to start in production when asked to seed the demo', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...sms, ONLINE_PAYMENTS: 'off', SEED_ON_START: 'true' })).toThrow(/SEED_ON_START: production never seeds the demo store/);
  });
});

describe('courier settings', () => {
  const withSms = { ...production, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', SMS_DLT_SENDER_ID: 'KAPDAS' };
  it('ships by hand by default', () => {
    expect(loadConfig(base).COURIER_PROVIDER).toBe('manual');
  });
  it('refuses half a configuration, naming what is missing', () => {
    expect(() => loadConfig({ ...withSms, COURIER_PROVIDER: 'shiprocket', SHIPROCKET_EMAIL: 'api@store.in' })).toThrow(/COURIER_PROVIDER=shiprocket needs SHIPROCKET_PASSWORD, COURIER_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, COURIER_PROVIDER: 'fake', COURIER_FAKE_URL: 'http://127.0.0.1:9' })).toThrow(/COURIER_PROVIDER=fake needs COURIER_FAKE_KEY, COURIER_WEBHOOK_SECRET/);
  });
  it('production refuses the fake courier', () => {
    expect(() => loadConfig({ ...withSms, COURIER_PROVIDER: 'fake', COURIER_FAKE_URL: 'http://127.0.0.1:9', COURIER_FAKE_KEY: 'k', COURIER_WEBHOOK_SECRET: 's'.repeat(20) })).toThrow(/the fake courier books nothing real/);
  });
});
