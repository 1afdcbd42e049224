import crypto from 'node:crypto';
import type { ServiceContext } from '../../shared/service-context.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthTokenService } from './auth-token.service.js';
import type { OtpMessage } from './sms-sender.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { Customer } from '../customers/customer.entity.js';
import { INVALID_PHONE_MESSAGE, normalizeIndianPhone } from './phone.js';
import { asciiDigits } from '../../shared/indian-formats.js';
import { badInput, DomainError } from '../../shared/errors.js';
import { isOtpShape, OTP_SHAPE_MESSAGE } from '../../shared/form-rules.js';

export interface OtpPolicy {
  /** Minutes a code stays valid. */
  ttlMinutes: number;
  /**
   * Seconds before one phone may be sent another code, by the number of codes it was sent in the
   * last hour (since its last login): 30 s, 1, 2, 4, 8 min, then 15 min at most. A stranger asking
   * codes for someone's number can hold its owner back for 15 minutes at the very most, and each
   * code he triggers goes to the owner's phone anyway.
   */
  resendGapsSeconds: number[];
  /** Codes one client address may request in an hour (any phones). */
  maxPerIpPerHour: number;
  /** Codes the whole store may send in an hour (the SMS bill). */
  maxSendsPerHour: number;
  /** Window over which wrong tries are counted; every lock ends within it. */
  wrongTryWindowMinutes: number;
  /** Wrong tries for one phone from one client address in the window. */
  maxWrongPerClient: number;
  /** Wrong tries from one client address in the window, any phones. */
  maxWrongPerIp: number;
  /**
   * Wrong tries for one phone from all addresses in the window: bounds guessing by many addresses.
   * Every address that was sent a code for the phone in its current series (since its last login,
   * within the hour) is exempt: a stranger's resend does not take the owner's exemption away, and
   * the send back-off bounds how many addresses can be exempt (ADR 0131).
   */
  maxWrongPerPhone: number;
}

export const DEFAULT_OTP_POLICY: OtpPolicy = {
  ttlMinutes: 5,
  resendGapsSeconds: [30, 60, 120, 240, 480, 900],
  maxPerIpPerHour: 30,
  maxSendsPerHour: 1000,
  wrongTryWindowMinutes: 15,
  maxWrongPerClient: 5,
  maxWrongPerIp: 20,
  maxWrongPerPhone: 10,
};

/**
 * The door a code opens: the shop's login (and account deletion) or the staff dashboard's. Each
 * has its own codes, back-off and wrong-try counts per phone; the per-address and store-wide
 * budgets count both.
 */
export type OtpScope = 'shop' | 'staff';

export interface SendOtpOptions {
  scope?: OtpScope;
  /**
   * False stores the code (and counts it against every limit) but never texts it: the staff door
   * does this for a phone with no staff account, so its answer is the same for every phone.
   */
  deliver?: boolean;
}

/** The dispatcher that delivers codes after the request (sms-sender.ts). */
export interface OtpDispatcher {
  dispatch(message: OtpMessage): void;
}

export interface SendOtpResult {
  phone: string;
  message: string;
  /** Only in development mode (the spec allows showing a development OTP). */
  otp?: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export interface VerifyOtpResult {
  token: string;
  expiresAt: Date;
  customer: Customer;
  /** True when this login created the account. */
  created: boolean;
}

export const WELCOME_NOTIFICATION = {
  title: 'Welcome to Kapda!',
  body: 'Your account is ready. Save your addresses, keep a wishlist and track your orders here.',
};

const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const waitText = (seconds: number) => (seconds < 60 ? `${seconds} seconds` : minutesText(seconds));

/** The wait before the next code for a phone that was sent `sent` codes in its window (≥ 1). */
export function resendGapSeconds(policy: Pick<OtpPolicy, 'resendGapsSeconds'>, sent: number): number {
  const gaps = policy.resendGapsSeconds;
  return gaps[Math.min(Math.max(sent, 1), gaps.length) - 1];
}

/**
 * Login by phone and one-time code. Codes are 6 digits, stored only as an HMAC, valid for a few
 * minutes and single use. Sends back off per phone and are bounded per client address and for
 * the whole store; wrong tries are counted per (phone, client address), per address and per
 * phone, each lock ending within the window, and never void the owner's code. `ip` is the
 * normalised client address (shared/client-address.ts). Every time rule is evaluated by the
 * database clock (now()), so tests move time by editing rows.
 */
export class AuthService {
  private readonly hashKey: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: {
      tokens: AuthTokenService;
      customers: CustomerService;
      notifications: NotificationService;
      /** Delivers the code after the request has its answer. */
      sms: OtpDispatcher;
      secret: string;
      /** Development mode returns the code from sendOtp. */
      returnCode: boolean;
      policy?: Partial<OtpPolicy>;
    },
  ) {
    this.hashKey = crypto.createHash('sha256').update(`otp:${deps.secret}`).digest();
  }

  private get policy(): OtpPolicy {
    return { ...DEFAULT_OTP_POLICY, ...this.deps.policy };
  }

  /** Normalised phone or BAD_INPUT. */
  static phoneOrThrow(input: unknown): string {
    const phone = normalizeIndianPhone(input);
    if (!phone) throw badInput(INVALID_PHONE_MESSAGE, { field: 'phone' });
    return phone;
  }

  private hash(phone: string, code: string, scope: OtpScope): string {
    // A shop code never checks out at the staff door, nor the other way round.
    return crypto.createHmac('sha256', this.hashKey).update(scope === 'shop' ? `${phone}:${code}` : `${scope}:${phone}:${code}`).digest('hex');
  }

  /**
   * Sends a new code to the phone (voiding any earlier one). Refused with RATE_LIMITED and the
   * wait in seconds while the phone's back-off gap runs, or when the client address or the whole
   * store has reached its hourly bound. The answer does not wait for the SMS gateway: the code is
   * stored, then handed to the background dispatcher.
   */
  async sendOtp(phoneInput: unknown, ip: string, options: SendOtpOptions = {}): Promise<SendOtpResult> {
    const phone = AuthService.phoneOrThrow(phoneInput);
    const scope = options.scope ?? 'shop';
    const policy = this.policy;
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const gap = await this.dataSource.transaction(async (manager) => {
      // One send decided at a time, so the per-phone, per-address and store-wide bounds hold under
      // concurrency (sends are few: at most OTP_MAX_SENDS_PER_HOUR an hour).
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('otp-send'))`);
      const [stats] = await manager.query(
        `WITH phone_sends AS (
           SELECT created_at FROM otp_code
            WHERE phone = $1 AND scope = $3
              AND created_at > greatest(now() - interval '1 hour', (SELECT coalesce(max(consumed_at), '-infinity') FROM otp_code WHERE phone = $1 AND scope = $3))
         ), ip_sends AS (
           SELECT created_at FROM otp_code WHERE ip = $2 AND created_at > now() - interval '1 hour'
         ), store_sends AS (
           SELECT created_at FROM otp_code WHERE created_at > now() - interval '1 hour'
         )
         SELECT
           (SELECT count(*)::int FROM phone_sends) AS phone_count,
           (SELECT extract(epoch FROM now() - max(created_at)) FROM phone_sends) AS since_last,
           (SELECT count(*)::int FROM ip_sends) AS ip_count,
           (SELECT extract(epoch FROM min(created_at) + interval '1 hour' - now()) FROM ip_sends) AS ip_wait,
           (SELECT count(*)::int FROM store_sends) AS store_count,
           (SELECT extract(epoch FROM min(created_at) + interval '1 hour' - now()) FROM store_sends) AS store_wait`,
        [phone, ip, scope],
      );
      if (stats.phone_count > 0) {
        const gapSeconds = resendGapSeconds(policy, stats.phone_count);
        const wait = Math.ceil(gapSeconds - Number(stats.since_last));
        if (wait > 0) throw rateLimited(`Please wait ${waitText(wait)} before requesting a new OTP.`, wait);
      }
      if (stats.ip_count >= policy.maxPerIpPerHour) {
        const wait = Number(stats.ip_wait);
        throw rateLimited(`Too many OTP requests from your network. Please try again in ${minutesText(wait)}.`, wait);
      }
      if (stats.store_count >= policy.maxSendsPerHour) {
        const wait = Number(stats.store_wait);
        throw rateLimited(`We are sending too many login codes right now. Please try again in ${minutesText(wait)}.`, wait);
      }
      await manager.query(
        `UPDATE otp_code SET voided_at = now() WHERE phone = $1 AND scope = $2 AND consumed_at IS NULL AND voided_at IS NULL`,
        [phone, scope],
      );
      await manager.query(
        `INSERT INTO otp_code (phone, ip, code_hash, expires_at, scope) VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5)`,
        [phone, ip.slice(0, 64), this.hash(phone, code, scope), policy.ttlMinutes, scope],
      );
      return resendGapSeconds(policy, stats.phone_count + 1);
    });
    // After the commit: the gateway's speed or failures never hold this answer.
    if (options.deliver !== false) this.deps.sms.dispatch({ phone, code, expiresInMinutes: policy.ttlMinutes });
    return {
      phone,
      message: 'OTP sent successfully',
      ...(this.deps.returnCode ? { otp: code } : {}),
      resendAfterSeconds: gap,
      expiresInSeconds: policy.ttlMinutes * 60,
    };
  }

  /**
   * Checks the code. Right: the code is used up, the customer is created on first login (with a
   * welcome notification) and a session token is issued. Wrong: the try is counted against this
   * client address (and the phone); past a limit that address, or for many addresses the phone
   * (except for the addresses that were sent a code in this series), waits until the window frees up.
   * The code itself stays good for its owner. Expired, used or void codes are refused.
   */
  async verifyOtp(ctx: ServiceContext, phoneInput: unknown, otpInput: unknown, ip: string): Promise<VerifyOtpResult> {
    return this.verifyCode(ctx, phoneInput, otpInput, ip, async (phone, tx) => {
      const manager = tx.manager;
      const { customer, created } = await this.deps.customers.findOrCreateByPhone(tx, phone);
      if (created) await this.deps.notifications.notify(tx, customer.id, WELCOME_NOTIFICATION);
      const { token, expiresAt } = await this.deps.tokens.issue(customer.id, manager);
      return { token, expiresAt, customer, created };
    });
  }

  /**
   * The code check behind every login (shoppers' and staff's): the same limits, then `onVerified`
   * in the transaction that uses the code up (its context: steps join it). If it throws, nothing
   * is kept (the code stays good). `ctx` must not be in a transaction: a counted wrong try commits.
   */
  async verifyCode<T>(
    ctx: ServiceContext,
    phoneInput: unknown,
    otpInput: unknown,
    ip: string,
    onVerified: (phone: string, tx: ServiceContext) => Promise<T>,
    options: { scope?: OtpScope } = {},
  ): Promise<T> {
    const phone = AuthService.phoneOrThrow(phoneInput);
    const scope = options.scope ?? 'shop';
    const otp = typeof otpInput === 'string' || typeof otpInput === 'number' ? asciiDigits(String(otpInput).trim()) : '';
    if (!isOtpShape(otp)) throw badInput(OTP_SHAPE_MESSAGE, { field: 'otp' });
    const policy = this.policy;
    // Failures are decided inside the transaction but thrown after it commits, so a counted
    // wrong try is kept.
    const outcome = await ctx.transaction(async (tx) => {
      const manager = tx.manager;
      // Tries for one phone, and from one address, are decided one at a time (always phone, then
      // address: no lock cycle), so concurrent guesses are all counted.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('otp-phone:' || $1))`, [phone]);
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('otp-ip:' || $1))`, [ip]);
      const [row] = await manager.query(
        `SELECT id, code_hash, expires_at <= now() AS expired
           FROM otp_code
          WHERE phone = $1 AND scope = $2 AND consumed_at IS NULL AND voided_at IS NULL
          ORDER BY created_at DESC, id DESC
          LIMIT 1
          FOR UPDATE`,
        [phone, scope],
      );
      const lock = await this.wrongTryLock(manager, phone, ip, scope);
      if (lock.refusal) return { error: lock.refusal };
      if (!row) return { error: badInput('This OTP is no longer valid. Please request a new OTP.', { field: 'otp' }) };
      if (row.expired) {
        await manager.query(`UPDATE otp_code SET voided_at = now() WHERE id = $1`, [row.id]);
        return { error: badInput('This OTP has expired. Please request a new OTP.', { field: 'otp' }) };
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(this.hash(phone, otp, scope), 'hex');
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
        await manager.query(`INSERT INTO otp_failure (phone, ip, scope) VALUES ($1, $2, $3)`, [phone, ip.slice(0, 64), scope]);
        await manager.query(`UPDATE otp_code SET attempts = attempts + 1 WHERE id = $1`, [row.id]);
        const left = lock.clientTriesLeft - 1;
        return {
          error:
            left > 0
              ? badInput(`Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`, { field: 'otp', attemptsLeft: left })
              : badInput(`Too many wrong attempts. Please try again in ${minutesText(policy.wrongTryWindowMinutes * 60)}.`, { attemptsLeft: 0 }),
        };
      }
      await manager.query(`UPDATE otp_code SET consumed_at = now() WHERE id = $1`, [row.id]);
      // Wrong tries from this address for this number no longer matter once its owner is in.
      await manager.query(`DELETE FROM otp_failure WHERE phone = $1 AND scope = $3 AND (ip = $2 OR created_at < now() - interval '1 day')`, [phone, ip, scope]);
      return { result: await onVerified(phone, tx) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /**
   * Whether wrong tries lock this client out of this phone now: its own tries for the phone, its
   * tries for any phone, or everyone's tries for the phone. The last never stops an address that
   * was sent a code for the phone in its current series (since its last login, within the hour):
   * the owner who asked keeps his way in however often a stranger resends, and the send back-off
   * (at most ~8 sends an hour) bounds the exempt addresses, each still held to its own tries.
   * Each lock lasts until the oldest counted try leaves the window, so never longer than the window.
   */
  private async wrongTryLock(manager: EntityManager, phone: string, ip: string, scope: OtpScope): Promise<{ refusal?: DomainError; clientTriesLeft: number }> {
    const policy = this.policy;
    const [counts] = await manager.query(
      `WITH recent AS (
         SELECT phone, ip, scope, created_at FROM otp_failure
          WHERE (phone = $1 OR ip = $2) AND created_at > now() - make_interval(mins => $3)
       )
       SELECT
         count(*) FILTER (WHERE phone = $1 AND scope = $4 AND ip = $2)::int AS client_count,
         extract(epoch FROM min(created_at) FILTER (WHERE phone = $1 AND scope = $4 AND ip = $2) + make_interval(mins => $3) - now()) AS client_wait,
         count(*) FILTER (WHERE ip = $2)::int AS ip_count,
         extract(epoch FROM min(created_at) FILTER (WHERE ip = $2) + make_interval(mins => $3) - now()) AS ip_wait,
         count(*) FILTER (WHERE phone = $1 AND scope = $4)::int AS phone_count,
         extract(epoch FROM min(created_at) FILTER (WHERE phone = $1 AND scope = $4) + make_interval(mins => $3) - now()) AS phone_wait,
         EXISTS (
           SELECT 1 FROM otp_code
            WHERE phone = $1 AND scope = $4 AND ip = $2
              AND created_at > greatest(now() - interval '1 hour', (SELECT coalesce(max(consumed_at), '-infinity') FROM otp_code WHERE phone = $1 AND scope = $4))
         ) AS asked_in_series
       FROM recent`,
      [phone, ip, policy.wrongTryWindowMinutes, scope],
    );
    const tooMany = (wait: unknown, forNumber = false) => {
      const seconds = Math.max(1, Number(wait));
      return rateLimited(
        forNumber
          ? `Too many wrong attempts for this number. Please try again in ${minutesText(seconds)}, or request a new OTP.`
          : `Too many wrong attempts. Please try again in ${minutesText(seconds)}.`,
        seconds,
      );
    };
    const clientTriesLeft = policy.maxWrongPerClient - counts.client_count;
    if (clientTriesLeft <= 0) return { refusal: tooMany(counts.client_wait), clientTriesLeft };
    if (counts.ip_count >= policy.maxWrongPerIp) return { refusal: tooMany(counts.ip_wait), clientTriesLeft };
    if (counts.phone_count >= policy.maxWrongPerPhone && !counts.asked_in_series) return { refusal: tooMany(counts.phone_wait, true), clientTriesLeft };
    return { clientTriesLeft };
  }

  /** Ends the session behind the caller's token; that token stops working at once. */
  async logout(sessionId: string | null): Promise<void> {
    if (sessionId) await this.deps.tokens.revoke(sessionId);
  }
}
