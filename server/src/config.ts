/**
 * Every environment variable the server reads, validated once at start.
 * A bad value stops the process with a message naming the variable, instead of failing later.
 */
import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { parseTrustProxy } from './shared/client-address.js';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /**
   * Address to listen on. Default: 127.0.0.1 outside production (a development server hands login
   * codes to whoever asks), 0.0.0.0 in production.
   */
  HOST: optionalString,
  /**
   * Development only: whether sendOtp and the staff login answer the code itself. Default: only
   * when HOST is a loopback address. `true` on a wider HOST is for a container published on the
   * host's loopback (docker-compose.yml); production refuses it.
   */
  DEV_RETURN_OTP: optionalString.pipe(z.enum(['true', 'false']).optional()),
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
  /** Log lines: 'pretty' (one short line each) or 'json' (for log collectors). Default: pretty in development, json in production. */
  LOG_FORMAT: optionalString.pipe(z.enum(['pretty', 'json']).optional()),
  /**
   * Seed the demo store on start when the database has no catalogue: on by default outside
   * production, refused in production (a real shop never starts with the demo's products,
   * reviews, coupons and seller; `npm run db:seed -- --demo` seeds one on purpose).
   */
  SEED_ON_START: optionalString.pipe(z.enum(['true', 'false']).optional()),
  /**
   * Razorpay: when KEY_ID and KEY_SECRET are set, the real provider is used; otherwise, outside
   * production only, the built-in test gateway. In production all three are required unless
   * ONLINE_PAYMENTS=off.
   */
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** 'off' runs the store with Cash on Delivery only (no provider, Pay Now refused and hidden). */
  ONLINE_PAYMENTS: z.enum(['on', 'off']).default('on'),
  /** How long a staff dashboard login lasts (staff sessions are shorter-lived than shoppers'). */
  STAFF_SESSION_HOURS: z.coerce.number().int().positive().max(24 * 7).default(12),
  /**
   * Shared bearer token for the CLI and scripts on /admin/graphql (its holder is an `owner`); people
   * log in to the dashboard with their own staff accounts. Unset, only staff sessions work.
   */
  STAFF_TOKEN: optionalString.pipe(z.string().min(16, 'STAFF_TOKEN must be at least 16 characters').optional()),
  /**
   * Text-message sender for login codes: 'console' logs the code (the offline default, refused in
   * production), 'msg91' (MSG91's flow API) or 'twilio' (the official package).
   */
  SMS_PROVIDER: z.enum(['console', 'msg91', 'twilio']).default('console'),
  /** India's DLT rules: the sender id (header) registered for the store, e.g. KAPDAS. */
  SMS_DLT_SENDER_ID: optionalString,
  /** India's DLT rules: the id of the registered template of the login-code text. */
  SMS_DLT_TEMPLATE_ID: optionalString,
  /** MSG91: the auth key (sent as the `authkey` header) and the flow template id (mapped to the DLT template in MSG91's panel). */
  MSG91_AUTH_KEY: optionalString,
  MSG91_TEMPLATE_ID: optionalString,
  /** MSG91 API base URL (tests point it at a local fake). */
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  /** Twilio: account SID, auth token, and the sender (a number, an MG… messaging service SID or the DLT sender id). */
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  /** Twilio API base URL instead of https://api.twilio.com (tests point it at a local fake). */
  TWILIO_BASE_URL: optionalString.pipe(z.string().url().optional()),
  /** Tries to deliver one text message (the first included) and the wait before the first retry, doubled each time. */
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  SMS_RETRY_BASE_MS: z.coerce.number().int().min(0).default(2000),
  /** One-time codes one client address may request an hour (any phones). Per phone, requests back off: 30 s, 1, 2, 4, 8 then 15 min. */
  OTP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Contact Us messages one client address may send an hour (content.service.ts); each is a row staff read. */
  CONTACT_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().max(1000).default(5),
  /** WebSocket connections (live updates) one client address may open a minute, counted at the upgrade. */
  LIVE_MAX_CONNECTS_PER_MINUTE: z.coerce.number().int().positive().max(10_000).default(60),
  /**
   * Open TCP connections one client address may hold on this process (main.ts), for a store without a
   * balancer in front: behind one (TRUST_PROXY set) every connection comes from the balancer, so it is
   * not applied. 0 turns it off.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(100),
  /** Login codes the whole store may send an hour: the ceiling of the SMS bill. */
  OTP_MAX_SENDS_PER_HOUR: z.coerce.number().int().positive().default(1000),
  /**
   * Which proxies' X-Forwarded-For to believe. Unset/false: none, the socket's address is the
   * client (a server reached directly). Behind one reverse proxy: `1` (its hop), `loopback` (it runs
   * on this machine) or its addresses/CIDR ranges, comma-separated (e.g. `10.0.0.0/8`).
   */
  TRUST_PROXY: optionalString,
  /** Minutes an online-payment order may stay unpaid before it is cancelled and its stock released. */
  UNPAID_ORDER_TIMEOUT_MINUTES: z.coerce.number().int().positive().default(15),
  /** Seconds between runs of the unpaid-order expiry job (once across all server processes). */
  UNPAID_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().positive().max(3600).default(60),
  /** Seconds between runs of the best-seller roll-up job (units sold into the catalogue's rank). */
  SALES_ROLLUP_INTERVAL_SECONDS: z.coerce.number().int().positive().max(3600).default(5),
  /** Seconds between runs of the jobs that retry pending refunds (cancelled orders and returns). */
  REFUND_RETRY_INTERVAL_SECONDS: z.coerce.number().int().positive().max(3600).default(60),
  /** How often an idle job worker asks the queue for work, in seconds (0.5 at least). */
  JOB_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Seconds between runs of the outbox delivery job (retries, and what a stopped process left). */
  OUTBOX_DELIVER_INTERVAL_SECONDS: z.coerce.number().int().positive().max(3600).default(5),
  /** Tries of one outbox delivery before it is dead-lettered for staff. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Seconds before the first retry of a failed delivery; each further failure doubles it, to OUTBOX_MAX_RETRY_SECONDS. */
  OUTBOX_FIRST_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(5),
  OUTBOX_MAX_RETRY_SECONDS: z.coerce.number().positive().max(86_400).default(3600),
  /**
   * Courier bookings (issue 29): 'manual' (staff type the courier and tracking number; the default,
   * for sellers without an account), 'fake' (the local fake courier, tests and development; refused
   * in production) or 'shiprocket'. A booking provider needs its keys and COURIER_WEBHOOK_SECRET.
   */
  COURIER_PROVIDER: z.enum(['manual', 'fake', 'shiprocket']).default('manual'),
  /** The fake courier's address and key (fake-courier-service.ts). */
  COURIER_FAKE_URL: optionalString,
  COURIER_FAKE_KEY: optionalString,
  /** Shiprocket's API user (an API user made in its panel) and its password. */
  SHIPROCKET_EMAIL: optionalString,
  SHIPROCKET_PASSWORD: optionalString,
  /** The pickup address's nickname in Shiprocket's panel (Settings > Pickup Address). */
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
  /** The secret the courier sends with each tracking webhook (header x-courier-secret, or x-api-key for Shiprocket). */
  COURIER_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16, 'COURIER_WEBHOOK_SECRET must be at least 16 characters').optional()),
  /** Seconds between runs of the tracking poll (the fallback when a webhook is missed). */
  COURIER_POLL_INTERVAL_SECONDS: z.coerce.number().int().positive().max(86_400).default(1800),
  /** Days a fully delivered outbox event is kept (dead ones stay until staff retry them). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Seconds between runs of the webhook delivery job (new deliveries and retries to partners). */
  WEBHOOK_DELIVER_INTERVAL_SECONDS: z.coerce.number().int().positive().max(3600).default(5),
  /** Milliseconds a partner's receiver has to answer one webhook before the try counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** Seconds before the first retry of a failed webhook; each further failure doubles it, to WEBHOOK_MAX_RETRY_SECONDS. */
  WEBHOOK_FIRST_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
  WEBHOOK_MAX_RETRY_SECONDS: z.coerce.number().positive().max(86_400).default(3600),
  /** Hours a webhook is retried before it is given up and its endpoint disabled (the owner is told). */
  WEBHOOK_RETRY_HOURS: z.coerce.number().positive().max(168).default(24),
  /** Largest return photo accepted, in bytes (JPEG, PNG or WebP; 3 per request). */
  RETURN_PHOTO_MAX_BYTES: z.coerce.number().int().positive().max(20 * 1024 * 1024).default(5 * 1024 * 1024),
  /** Held stock: most units of one size in one order (and in one cart line). */
  MAX_UNITS_PER_SIZE: z.coerce.number().int().positive().max(99).default(10),
  /** Held stock: most online orders one shopper may have placed and not yet paid (or cancelled). */
  MAX_UNPAID_ONLINE_ORDERS: z.coerce.number().int().positive().default(2),
  /** Held stock: most cash-on-delivery orders one shopper may have open (not delivered, not cancelled). */
  MAX_OPEN_COD_ORDERS: z.coerce.number().int().positive().default(5),
  /**
   * Held stock: most units of one size (one colour's size) a shopper may hold across their open
   * orders not yet paid (cash orders not delivered, online orders awaiting payment), this order included.
   */
  MAX_HELD_UNITS_PER_SIZE: z.coerce.number().int().positive().max(999).default(10),
  /**
   * Held stock: most units of one product, all colours and sizes together, across the same open
   * orders: the per-size limits alone let one order take 10 of each colour of a free-size saree.
   */
  MAX_HELD_UNITS_PER_PRODUCT: z.coerce.number().int().positive().max(9999).default(20),
  /** Held stock: the largest cash-on-delivery order, in rupees (whole rupees). */
  MAX_COD_ORDER_VALUE: z.coerce.number().int().positive().default(50_000),
  /** Held stock: the most that one shopper's open cash-on-delivery orders may add up to, in rupees. */
  MAX_OPEN_COD_VALUE: z.coerce.number().int().positive().default(100_000),
  /** Deepest GraphQL selection accepted (introspection fields do not count). */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).max(50).default(10),
  /**
   * Longest GraphQL document accepted, in tokens (app/operation-limits.ts): every new document is
   * compiled before it runs. The store's largest operation has about 210, introspection about 190.
   */
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(200).max(20_000).default(2_000),
  /** Most aliases one GraphQL document may run, fragments expanded (app/operation-limits.ts). */
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).max(1_000).default(30),
  /**
   * Most fields of one GraphQL selection set, fragments expanded where they are spread
   * (app/operation-limits.ts, checked before validation). The store's largest has 25.
   */
  GRAPHQL_MAX_SELECTION_FIELDS: z.coerce.number().int().min(30).max(1_000).default(100),
  /** Most fields of one GraphQL document, fragments expanded at each spread. Introspection has 229, the store's operations at most 115. */
  GRAPHQL_MAX_FIELDS: z.coerce.number().int().min(250).max(10_000).default(500),
  /**
   * Most comparisons of same-named fields graphql-js's validation may make for one document
   * (pairs of fields under one response name in a selection set, times their subtrees' fields).
   * The store's operations and introspection make none; `{ sections { id } sections { id } }` makes 4.
   */
  GRAPHQL_MAX_FIELD_COMPARISONS: z.coerce.number().int().min(0).max(1_000_000).default(2_000),
  /**
   * Highest GraphQL cost accepted (app/query-cost.ts): values the answer could hold, each list
   * counted at its most items (its first/last/limit argument or documented maximum), long texts and
   * aliases weighted, aliases included. 20,000 admits every screen of the store (the largest,
   * an offer page of 48 product cards, costs about 7,500) and answers of at most about 1 MB.
   */
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(20_000),
  /**
   * The same limit on the staff's /admin/graphql. Only signed-in staff get that far (checked before
   * the query is read), and dashboard screens (a product editor, a CSV preview) answer more.
   */
  GRAPHQL_ADMIN_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(200_000),
  /** Maximum size of a request body. */
  BODY_LIMIT: z.string().default('100kb'),
  /**
   * Largest request body on /admin/graphql, read only after the staff token is checked: the whole
   * stock sheet (5,000 sizes, about 350 KB as JSON), a courier's pincode list (19,000 rows) or a
   * product CSV is one upload, larger than BODY_LIMIT.
   */
  ADMIN_BODY_LIMIT: z.string().default('5mb'),
  /** Benchmarks: answer each request's SQL statement count in an `x-sql-statements` header ('1' turns it on). */
  SQL_COUNT_HEADER: z.enum(['0', '1']).default('0'),
  /** Milliseconds a catalogue listing page may be served from memory (default 2000; 0 in tests unless set; 0 turns it off). */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Most API calls (/graphql, /api/v1) one client IP may make a minute; 0 turns the flood limit off. */
  FLOOD_MAX_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /**
   * The same address's budget in GraphQL cost (app/query-cost.ts: values answered plus the work of
   * lookups) a minute, spent by /graphql operations and prerendered pages (shared/flood-limit.ts).
   * A shopper's page costs 1,500–7,500 (a cart 7,500 at its worst case); 0 turns it off, and so
   * does FLOOD_MAX_REQUESTS_PER_MINUTE=0.
   */
  FLOOD_MAX_COST_PER_MINUTE: z.coerce.number().int().min(0).default(400_000),
  /** Folder of uploaded product photos (staff's /admin/upload); unset = DATA_DIR/uploads. */
  UPLOAD_DIR: optionalString,
  /** Largest photo staff may upload, in megabytes (bigger files are refused with a message). */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
  /** Live order status (WebSocket at /graphql): most open sockets from one client address, per server process. */
  LIVE_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Most open sockets of one signed-in shopper (a few tabs and devices), per server process. */
  LIVE_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(5),
  /** Most subscriptions running on one socket (the store's screens use one or two). */
  LIVE_MAX_SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().min(1).default(5),
  /** Seconds between pings on an open socket; one that misses a pong by the next ping is closed. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** Seconds a new socket has to authenticate (graphql-ws connection_init) before it is closed. */
  LIVE_INIT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /**
   * Seconds a stopping process keeps serving with /readyz unready (503) before it stops accepting,
   * so a load balancer's health check takes it out of rotation first (HAProxy in deploy/: 3).
   * 0 (the default, one process without a balancer) stops accepting at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /**
   * Redis (optional): when set, request budgets and live-socket caps are shared by every server
   * process through it (LIMITS_STORE defaults to redis). Unset, a single process keeps them in memory.
   */
  REDIS_URL: optionalString.pipe(z.string().url().startsWith('redis', 'REDIS_URL must be a redis:// or rediss:// URL').optional()),
  /** Prefix of the store's Redis keys, so several stores (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/, 'REDIS_PREFIX: letters, digits, ":", "_" or "-"').default('kapda:'),
  /** Where request budgets live: redis (default with REDIS_URL), postgres (the rate_limit table) or memory (default without). */
  LIMITS_STORE: optionalString.pipe(z.enum(['redis', 'postgres', 'memory']).optional()),
  /** Uploaded images: local (UPLOAD_DIR, the default) or s3 (the default when S3_BUCKET is set). */
  IMAGE_STORAGE: optionalString.pipe(z.enum(['local', 's3']).optional()),
  /** S3-compatible object storage for uploaded images (AWS S3, MinIO, R2, …). */
  S3_BUCKET: optionalString,
  /** Endpoint of an S3-compatible service (unset: AWS S3 of S3_REGION). */
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_REGION: z.string().default('ap-south-1'),
  /** Access keys; unset, the AWS SDK's default chain (environment, instance role) is used. */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style addresses (endpoint/bucket/key), which MinIO and most S3-compatible servers need (default true with S3_ENDPOINT). */
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false']).optional()),
  /** Key prefix inside the bucket (e.g. `kapda/`). */
  S3_PREFIX: z.string().regex(/^([A-Za-z0-9._-]+\/)*$/, 'S3_PREFIX: folder names ending in "/"').default(''),
  /**
   * Read replicas (comma-separated PostgreSQL URLs): catalogue reads (listing, search, product,
   * sections, content) go to them; everything a shopper writes and reads back stays on the primary.
   */
  DATABASE_REPLICA_URLS: optionalString,
  /**
   * `pgbouncer` when DATABASE_URL goes through PgBouncer in transaction pooling mode: statements
   * are sent unnamed (no server-side prepared statements) and LISTEN uses DATABASE_DIRECT_URL.
   */
  DATABASE_POOLER: z.enum(['none', 'pgbouncer']).default('none'),
  /** The primary itself, not through the pooler: the LISTEN connection of live events and cache invalidation (PgBouncer's transaction mode cannot hold it). */
  DATABASE_DIRECT_URL: optionalString.pipe(z.string().url().optional()),
  /** Reports by different shoppers after which a review is hidden until staff look at it. */
  REVIEW_REPORT_THRESHOLD: z.coerce.number().int().min(1).max(100).default(3),
  /** Days an account must have existed before it may report reviews without a delivered order. */
  REVIEW_REPORT_MIN_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Reviews one shopper may report in 24 hours. */
  REVIEW_REPORTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  /** Largest review photo upload in bytes (photos are re-encoded to WebP and stored under DATA_DIR/uploads/reviews). */
  REVIEW_PHOTO_MAX_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(5_000_000),
  /**
   * Origins of browser apps allowed to call /graphql and /api/v1 (CORS), comma-separated, each
   * exactly `scheme://host[:port]` (e.g. `https://shop.partner.in,http://localhost:5173`). Unset:
   * none (same-origin only). No wildcard: every origin is named.
   */
  CORS_ORIGINS: optionalString,
  /**
   * The address shoppers reach the store at (e.g. `https://kapda.in`). Set, image and invoice URLs
   * in the APIs are absolute (`https://kapda.in/img/...`); unset, they are relative as before.
   */
  PUBLIC_URL: optionalString,
  /** Minutes a signed invoice link (GraphQL `Order.invoiceDownloadUrl`) works as a plain link. */
  INVOICE_LINK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
});

export type Config = Omit<z.infer<typeof envSchema>, 'HOST' | 'SEED_ON_START'> & {
  /** HOST resolved (see the schema). */
  HOST: string;
  /** SEED_ON_START resolved: true outside production unless 'false'; never in production. */
  SEED_ON_START: boolean;
  jwtSecret: string;
  /** Login codes are answered to the caller (development on a loopback HOST, or DEV_RETURN_OTP=true). */
  returnOtpCodes: boolean;
  /** TRUST_PROXY parsed for Express's `trust proxy`. */
  trustProxy: false | number | string[];
  /** OTPs are returned by sendOtp and may be logged only in development. */
  isDevelopment: boolean;
  /** False when ONLINE_PAYMENTS=off: only Cash on Delivery is offered. */
  onlinePaymentsEnabled: boolean;
  /** LIMITS_STORE resolved: redis with REDIS_URL, memory without, unless set. */
  limitsStore: 'redis' | 'postgres' | 'memory';
  /** IMAGE_STORAGE resolved: s3 with S3_BUCKET, local without, unless set. */
  imageStorage: 'local' | 's3';
  /** DATABASE_REPLICA_URLS split (empty: no replicas). */
  replicaUrls: string[];
  /** CORS_ORIGINS parsed: the exact origins allowed (empty: none). */
  corsOrigins: string[];
  /** PUBLIC_URL without a trailing slash, or '' when unset (URLs stay relative). */
  publicUrl: string;
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
  const onlinePaymentsEnabled = values.ONLINE_PAYMENTS === 'on';
  // The test gateway lets a shopper sign their own payment: production must have the real keys
  // (or say explicitly that it takes cash only).
  if (isProduction && onlinePaymentsEnabled) {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter((name) => !values[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: required when NODE_ENV=production (or set ONLINE_PAYMENTS=off for Cash on Delivery only)`);
      throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
    }
  }
  if (Boolean(values.RAZORPAY_KEY_ID) !== Boolean(values.RAZORPAY_KEY_SECRET)) {
    throw new Error('Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both or neither');
  }
  if (isProduction && values.DEV_RETURN_OTP === 'true') {
    throw new Error('Invalid configuration:\n  DEV_RETURN_OTP: would answer login codes to anyone; not allowed when NODE_ENV=production');
  }
  const host = values.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const returnOtpCodes = !isProduction && (values.DEV_RETURN_OTP === undefined ? LOOPBACK_HOSTS.has(host) : values.DEV_RETURN_OTP === 'true');
  const trustProxy = parseTrustProxy(values.TRUST_PROXY);
  if ('error' in trustProxy) throw new Error(`Invalid configuration:\n  TRUST_PROXY: ${trustProxy.error}`);
  const courierProblem = courierConfigProblem(values, isProduction);
  if (courierProblem) throw new Error(`Invalid configuration:\n  ${courierProblem}`);
  const smsProblem = smsConfigProblem(values, isProduction);
  if (smsProblem) throw new Error(`Invalid configuration:\n  ${smsProblem}`);
  const scale = scaleSettings(values, isProduction);
  if ('problems' in scale) throw new Error(`Invalid configuration:\n${scale.problems.map((line) => `  ${line}`).join('\n')}`);
  if (isProduction && values.SEED_ON_START === 'true') {
    throw new Error('Invalid configuration:\n  SEED_ON_START: production never seeds the demo store; unset it (a demo database is seeded on purpose with `npm run db:seed -- --demo`)');
  }
  const corsOrigins = parseCorsOrigins(values.CORS_ORIGINS);
  if ('error' in corsOrigins) throw new Error(`Invalid configuration:\n  CORS_ORIGINS: ${corsOrigins.error}`);
  const publicUrl = parsePublicUrl(values.PUBLIC_URL);
  if ('error' in publicUrl) throw new Error(`Invalid configuration:\n  PUBLIC_URL: ${publicUrl.error}`);
  return {
    ...values,
    ...scale,
    HOST: host,
    returnOtpCodes,
    LOG_FORMAT: values.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    SEED_ON_START: values.SEED_ON_START ? values.SEED_ON_START === 'true' : !isProduction,
    jwtSecret,
    trustProxy: trustProxy.value,
    isDevelopment: !isProduction,
    onlinePaymentsEnabled,
    corsOrigins: corsOrigins.value,
    publicUrl: publicUrl.value,
  };
}

/**
 * CORS_ORIGINS: a browser sends `Origin` as `scheme://host[:port]` exactly (lower case, no path, no
 * trailing slash), so each entry must be written that way or it would silently never match.
 */
export function parseCorsOrigins(raw: string | undefined): { value: string[] } | { error: string } {
  if (!raw) return { value: [] };
  const origins: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (entry === '*' || entry === 'null') return { error: `"${entry}" is not allowed: name each origin (scheme://host[:port])` };
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return { error: `"${entry}" is not an origin (scheme://host[:port])` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `"${entry}" must start with http:// or https://` };
    if (url.origin !== entry) return { error: `"${entry}" must be written exactly as its origin "${url.origin}" (no path, no trailing slash, lower case)` };
    origins.push(entry);
  }
  return { value: origins };
}

/** PUBLIC_URL: an http(s) address, maybe with a path prefix; kept without its trailing slash. */
export function parsePublicUrl(raw: string | undefined): { value: string } | { error: string } {
  if (!raw) return { value: '' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: `"${raw}" is not a URL (e.g. https://kapda.in)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `"${raw}" must start with http:// or https://` };
  if (url.search || url.hash) return { error: `"${raw}" must have no query or fragment` };
  return { value: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

/** A booking courier needs its keys and the webhook secret in every mode; production refuses the fake one. */
export function courierConfigProblem(values: Pick<z.infer<typeof envSchema>, 'COURIER_PROVIDER' | 'COURIER_FAKE_URL' | 'COURIER_FAKE_KEY' | 'SHIPROCKET_EMAIL' | 'SHIPROCKET_PASSWORD' | 'COURIER_WEBHOOK_SECRET'>, isProduction: boolean): string | null {
  if (values.COURIER_PROVIDER === 'manual') return null;
  if (values.COURIER_PROVIDER === 'fake' && isProduction) return 'COURIER_PROVIDER: the fake courier books nothing real; set COURIER_PROVIDER=shiprocket (with its keys) or manual when NODE_ENV=production';
  const required = values.COURIER_PROVIDER === 'fake' ? (['COURIER_FAKE_URL', 'COURIER_FAKE_KEY', 'COURIER_WEBHOOK_SECRET'] as const) : (['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'COURIER_WEBHOOK_SECRET'] as const);
  const absent = required.filter((name) => !values[name]);
  return absent.length ? `COURIER_PROVIDER=${values.COURIER_PROVIDER} needs ${absent.join(', ')}` : null;
}

/**
 * Production must deliver codes by a real gateway (the console sender would leave every shopper
 * unable to log in), and the chosen gateway needs its keys in every mode.
 */
function smsConfigProblem(values: z.infer<typeof envSchema>, isProduction: boolean): string | null {
  const missing = (names: Array<keyof typeof values>) => names.filter((name) => !values[name]);
  if (values.SMS_PROVIDER === 'console') {
    return isProduction ? 'SMS_PROVIDER: the console sender cannot deliver login codes; set SMS_PROVIDER=msg91 or twilio (with its keys) when NODE_ENV=production' : null;
  }
  const required: Array<keyof typeof values> =
    values.SMS_PROVIDER === 'msg91' ? ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID', 'SMS_DLT_SENDER_ID'] : ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'];
  const absent = missing(required);
  if (values.SMS_PROVIDER === 'twilio' && !values.TWILIO_FROM && !values.SMS_DLT_SENDER_ID) absent.push('TWILIO_FROM');
  return absent.length ? `SMS_PROVIDER=${values.SMS_PROVIDER} needs ${absent.join(', ')}` : null;
}

/**
 * The several-processes settings (Redis, object storage, replicas, PgBouncer), resolved, or the
 * combinations that cannot work (any mode) or would be unsafe behind a balancer (production).
 */
function scaleSettings(
  values: z.infer<typeof envSchema>,
  isProduction: boolean,
): { limitsStore: Config['limitsStore']; imageStorage: Config['imageStorage']; replicaUrls: string[] } | { problems: string[] } {
  const problems: string[] = [];
  const limitsStore = values.LIMITS_STORE ?? (values.REDIS_URL ? 'redis' : 'memory');
  const imageStorage = values.IMAGE_STORAGE ?? (values.S3_BUCKET ? 's3' : 'local');
  const replicaUrls = (values.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of replicaUrls) {
    if (!/^postgres(ql)?:\/\/\S+$/.test(url)) problems.push(`DATABASE_REPLICA_URLS: "${url}" is not a postgres:// URL`);
  }
  if (limitsStore === 'redis' && !values.REDIS_URL) problems.push('LIMITS_STORE=redis needs REDIS_URL');
  if (imageStorage === 's3' && !values.S3_BUCKET) problems.push('IMAGE_STORAGE=s3 needs S3_BUCKET');
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (values.DATABASE_POOLER === 'pgbouncer') {
    if (!values.DATABASE_URL) problems.push('DATABASE_POOLER=pgbouncer needs DATABASE_URL (the PgBouncer address)');
    // LISTEN holds a session, which transaction pooling does not give: events would never arrive.
    if (!values.DATABASE_DIRECT_URL) problems.push('DATABASE_POOLER=pgbouncer needs DATABASE_DIRECT_URL (the primary itself, for LISTEN)');
    // rate-limiter-flexible's PostgreSQL store sends named prepared statements.
    if (limitsStore === 'postgres') problems.push('LIMITS_STORE=postgres does not work through PgBouncer (named statements): set REDIS_URL');
  }
  // Signs of several processes behind a balancer: per-process budgets would multiply with them.
  const scaledOut = values.DATABASE_POOLER === 'pgbouncer' || replicaUrls.length > 0;
  if (isProduction && scaledOut && limitsStore === 'memory') {
    problems.push('LIMITS_STORE=memory with DATABASE_POOLER/DATABASE_REPLICA_URLS (several processes): each process would count its own callers; set REDIS_URL (or LIMITS_STORE=postgres without PgBouncer) when NODE_ENV=production');
  }
  if (isProduction && values.REDIS_URL?.startsWith('redis://') && !/^redis:\/\/[^@/]*@/.test(values.REDIS_URL) && !/^redis:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(values.REDIS_URL)) {
    problems.push('REDIS_URL: a Redis on another machine needs a password (redis://:password@host) or TLS (rediss://) when NODE_ENV=production');
  }
  return problems.length ? { problems } : { limitsStore, imageStorage, replicaUrls };
}

/**
 * Warnings about the several-processes settings: uploads on one process's disk are not seen by
 * the others unless UPLOAD_DIR is a folder they share.
 */
export function scaleWarnings(config: Pick<Config, 'imageStorage' | 'replicaUrls' | 'DATABASE_POOLER'>): string[] {
  const scaledOut = config.DATABASE_POOLER === 'pgbouncer' || config.replicaUrls.length > 0;
  if (!scaledOut || config.imageStorage !== 'local') return [];
  return ['Uploaded images are kept on this machine (IMAGE_STORAGE=local) while the database is set up for several processes: make UPLOAD_DIR a folder every process shares, or set S3_BUCKET.'];
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Warnings to log at start. A development server listening beyond this machine does not answer
 * login codes (they are in the console SMS sender's log); one told to (DEV_RETURN_OTP=true) shows
 * every code to whoever asks, and says so loudly.
 */
export function startupWarnings(config: Pick<Config, 'HOST' | 'isDevelopment' | 'returnOtpCodes'>): string[] {
  if (!config.isDevelopment || LOOPBACK_HOSTS.has(config.HOST)) return [];
  if (!config.returnOtpCodes) {
    return [`Development mode on HOST=${config.HOST}: login codes are not shown on screen to callers on the network; read them in this server's log (console SMS sender).`];
  }
  return [
    `Development mode on HOST=${config.HOST} with DEV_RETURN_OTP=true: login codes are returned by sendOtp to ANYONE who can reach this server, for any phone number. ` +
      'Listen on 127.0.0.1 (HOST=127.0.0.1) or run with NODE_ENV=production and a real SMS_PROVIDER.',
  ];
}

/**
 * STAFF_TOKEN is the owner's own power with no name and no scopes: partners get API keys instead
 * (ADR 0183). It still works, as an alias of an owner key, and says so at start.
 */
export function staffTokenWarnings(config: Pick<Config, 'STAFF_TOKEN'>): string[] {
  if (!config.STAFF_TOKEN) return [];
  return ['STAFF_TOKEN is deprecated: it acts as the owner with every permission. Give scripts and partners an API key instead (dashboard → API keys, or createApiKey on /admin/graphql), then unset STAFF_TOKEN.'];
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
