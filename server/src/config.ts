/**
 * Every environment variable the server reads, validated once at start.
 * A bad value stops the process with a message naming the variable, instead of failing later.
 */
import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; when absent the server starts an embedded PostgreSQL. */
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  /** Port of the embedded PostgreSQL (5432 is usually taken by a system PostgreSQL). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** Folder for the embedded database and generated local secrets. */
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  /** How long a login lasts. */
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the catalogue on start when the database has none (default on). */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Razorpay: when both are set, the real provider is used; otherwise the built-in test gateway. */
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Bearer token that grants the staff role (order operations). */
  STAFF_TOKEN: optionalString.pipe(z.string().min(16, 'STAFF_TOKEN must be at least 16 characters').optional()),
  /** Text-message sender: 'console' logs the code (the offline default). */
  SMS_PROVIDER: z.enum(['console']).default('console'),
  /** One-time codes a phone number may request per hour (and per IP address), beyond the 30 s gap. */
  OTP_MAX_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Minutes an online-payment order may stay unpaid before it is cancelled and its stock released. */
  UNPAID_ORDER_TIMEOUT_MINUTES: z.coerce.number().int().positive().default(30),
  /** Deepest GraphQL selection accepted (introspection fields do not count). */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).max(50).default(10),
  /** Highest GraphQL cost accepted: one point per field selected, aliases included. */
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(1000),
  /** Maximum size of a request body. */
  BODY_LIMIT: z.string().default('100kb'),
  /** Benchmarks: answer each request's SQL statement count in an `x-sql-statements` header ('1' turns it on). */
  SQL_COUNT_HEADER: z.enum(['0', '1']).default('0'),
  /** Milliseconds a catalogue listing page may be served from memory (default 2000; 0 in tests unless set; 0 turns it off). */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Most API calls (/graphql, /api/v1) one client IP may make a minute; 0 turns the flood limit off. */
  FLOOD_MAX_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
});

export type Config = z.infer<typeof envSchema> & {
  jwtSecret: string;
  /** OTPs are returned by sendOtp and may be logged only in development. */
  isDevelopment: boolean;
};

/** Reads and validates the environment; throws an Error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  let jwtSecret = values.JWT_SECRET;
  if (!jwtSecret) {
    if (isProduction) throw new Error('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
    jwtSecret = localSecret(values.DATA_DIR, 'jwt-secret');
  }
  return { ...values, jwtSecret, isDevelopment: !isProduction };
}

/** A random secret generated once and kept in the data folder, so logins survive restarts. */
function localSecret(dataDir: string, name: string): string {
  const file = path.resolve(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
