import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AuthTokenService } from './auth-token.service.js';
import type { SmsSender } from './sms-sender.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { Customer } from './customer.entity.js';
import { INVALID_PHONE_MESSAGE, normalizeIndianPhone } from './phone.js';
import { badInput, DomainError } from '../../shared/errors.js';

export interface OtpPolicy {
  /** Minutes a code stays valid. */
  ttlMinutes: number;
  /** Seconds between two codes for one phone. */
  resendGapSeconds: number;
  /** Wrong tries after which a code is void. */
  maxAttempts: number;
  maxPerPhonePerHour: number;
  maxPerIpPerHour: number;
}

export const DEFAULT_OTP_POLICY: OtpPolicy = { ttlMinutes: 5, resendGapSeconds: 30, maxAttempts: 5, maxPerPhonePerHour: 5, maxPerIpPerHour: 30 };

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

/**
 * Login by phone and one-time code. Codes are 6 digits, stored only as an HMAC, valid for a few
 * minutes, single use, void after too many wrong tries; requests are spaced and bounded per
 * phone and per IP. Every time rule is evaluated by the database clock (now()), so tests move
 * time by editing rows.
 */
export class AuthService {
  private readonly hashKey: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: {
      tokens: AuthTokenService;
      customers: CustomerService;
      notifications: NotificationService;
      sms: SmsSender;
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
    if (!phone) throw badInput(INVALID_PHONE_MESSAGE);
    return phone;
  }

  private hash(phone: string, code: string): string {
    return crypto.createHmac('sha256', this.hashKey).update(`${phone}:${code}`).digest('hex');
  }

  /**
   * Sends a new code to the phone (voiding any earlier one). Refused with RATE_LIMITED and the
   * wait in seconds when the last code is younger than the resend gap or the hourly bound for the
   * phone or the IP is reached.
   */
  async sendOtp(phoneInput: unknown, ip: string): Promise<SendOtpResult> {
    const phone = AuthService.phoneOrThrow(phoneInput);
    const policy = this.policy;
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await this.dataSource.transaction(async (manager) => {
      // Serialise requests for one phone and one IP so the limits hold under concurrency.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('otp-phone:' || $1))`, [phone]);
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('otp-ip:' || $1))`, [ip]);
      const [stats] = await manager.query(
        `SELECT
           (SELECT extract(epoch FROM now() - max(created_at)) FROM otp_code WHERE phone = $1) AS since_last,
           (SELECT count(*)::int FROM otp_code WHERE phone = $1 AND created_at > now() - interval '1 hour') AS phone_count,
           (SELECT extract(epoch FROM min(created_at) + interval '1 hour' - now()) FROM otp_code WHERE phone = $1 AND created_at > now() - interval '1 hour') AS phone_wait,
           (SELECT count(*)::int FROM otp_code WHERE ip = $2 AND created_at > now() - interval '1 hour') AS ip_count,
           (SELECT extract(epoch FROM min(created_at) + interval '1 hour' - now()) FROM otp_code WHERE ip = $2 AND created_at > now() - interval '1 hour') AS ip_wait`,
        [phone, ip],
      );
      const sinceLast = stats.since_last === null ? null : Number(stats.since_last);
      if (sinceLast !== null && sinceLast < policy.resendGapSeconds) {
        const wait = Math.ceil(policy.resendGapSeconds - sinceLast);
        throw rateLimited(`Please wait ${wait} seconds before requesting a new OTP.`, wait);
      }
      if (stats.phone_count >= policy.maxPerPhonePerHour) {
        const wait = Number(stats.phone_wait);
        throw rateLimited(`Too many OTP requests for this number. Please try again in ${minutesText(wait)}.`, wait);
      }
      if (stats.ip_count >= policy.maxPerIpPerHour) {
        const wait = Number(stats.ip_wait);
        throw rateLimited(`Too many OTP requests from your network. Please try again in ${minutesText(wait)}.`, wait);
      }
      await manager.query(
        `UPDATE otp_code SET voided_at = now() WHERE phone = $1 AND consumed_at IS NULL AND voided_at IS NULL`,
        [phone],
      );
      await manager.query(
        `INSERT INTO otp_code (phone, ip, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
        [phone, ip.slice(0, 64), this.hash(phone, code), policy.ttlMinutes],
      );
    });
    await this.deps.sms.sendOtp({ phone, code, expiresInMinutes: policy.ttlMinutes });
    return {
      phone,
      message: 'OTP sent successfully',
      ...(this.deps.returnCode ? { otp: code } : {}),
      resendAfterSeconds: policy.resendGapSeconds,
      expiresInSeconds: policy.ttlMinutes * 60,
    };
  }

  /**
   * Checks the code. Right: the code is used up, the customer is created on first login (with a
   * welcome notification) and a session token is issued. Wrong: the try is counted and the code
   * is void after the limit. Expired, used or void codes are refused.
   */
  async verifyOtp(phoneInput: unknown, otpInput: unknown): Promise<VerifyOtpResult> {
    const phone = AuthService.phoneOrThrow(phoneInput);
    const otp = typeof otpInput === 'string' || typeof otpInput === 'number' ? String(otpInput).trim() : '';
    if (!/^\d{6}$/.test(otp)) throw badInput('Please enter the 6-digit OTP.');
    const policy = this.policy;
    // Failures are decided inside the transaction but thrown after it commits, so a counted
    // wrong try or a voided code is kept.
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(
        `SELECT id, code_hash, attempts, expires_at <= now() AS expired
           FROM otp_code
          WHERE phone = $1 AND consumed_at IS NULL AND voided_at IS NULL
          ORDER BY created_at DESC, id DESC
          LIMIT 1
          FOR UPDATE`,
        [phone],
      );
      if (!row) return { error: badInput('This OTP is no longer valid. Please request a new OTP.') };
      if (row.expired) {
        await manager.query(`UPDATE otp_code SET voided_at = now() WHERE id = $1`, [row.id]);
        return { error: badInput('This OTP has expired. Please request a new OTP.') };
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(this.hash(phone, otp), 'hex');
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
        const attempts = row.attempts + 1;
        const voided = attempts >= policy.maxAttempts;
        await manager.query(`UPDATE otp_code SET attempts = $2, voided_at = CASE WHEN $3 THEN now() ELSE NULL END WHERE id = $1`, [row.id, attempts, voided]);
        const left = policy.maxAttempts - attempts;
        return {
          error: voided
            ? badInput('Too many wrong attempts. Please request a new OTP.', { attemptsLeft: 0 })
            : badInput(`Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`, { attemptsLeft: left }),
        };
      }
      await manager.query(`UPDATE otp_code SET consumed_at = now() WHERE id = $1`, [row.id]);
      const { customer, created } = await this.deps.customers.findOrCreateByPhone(phone, manager);
      if (created) await this.deps.notifications.notify(customer.id, WELCOME_NOTIFICATION, manager);
      const { token, expiresAt } = await this.deps.tokens.issue(customer.id, manager);
      return { result: { token, expiresAt, customer, created } };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /** Ends the session behind the caller's token; that token stops working at once. */
  async logout(sessionId: string | null): Promise<void> {
    if (sessionId) await this.deps.tokens.revoke(sessionId);
  }
}
