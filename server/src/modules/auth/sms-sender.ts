/**
 * Text messages go through this interface, so a real SMS gateway is one adapter and one setting
 * (SMS_PROVIDER) away: 'console' (the offline default), 'msg91' or 'twilio'. Sends leave the
 * request: `SmsDispatcher` delivers in the background after the code is stored, retrying
 * gateway faults (5xx, network) with a doubling wait, and logging a refusal (4xx) once. With the
 * job queue running, the retries are `sms.send-otp` jobs (any server process, survives a restart),
 * the code sealed in the job's data.
 */
import crypto from 'node:crypto';
import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../shared/logger.js';
import type { JobQueue, JobSpec } from '../../shared/jobs.js';

export interface OtpMessage {
  /** The bare 10-digit Indian mobile number. */
  phone: string;
  code: string;
  expiresInMinutes: number;
}

export interface SmsSender {
  /** Delivers a login code to the phone; throws SmsDeliveryError when the gateway does not take it. */
  sendOtp(message: OtpMessage): Promise<void>;
}

/** A send the gateway did not take; `retryable` for its faults (5xx, network), not for refusals (4xx). */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** The login-code text. For India's DLT rules it must match the registered template (SMS_DLT_TEMPLATE_ID). */
export const otpText = ({ code, expiresInMinutes }: OtpMessage) => `Your Kapda login code is ${code}. It expires in ${expiresInMinutes} minutes.`;

/** +91XXXXXXXXXX (E.164), as Twilio wants it. */
export const e164 = (phone: string) => `+91${phone}`;

const masked = (phone: string) => `******${phone.slice(-4)}`;

/**
 * Writes the code to the server log in development so a person can log in without a phone; in
 * production it records only that a code was requested (the code is never logged there).
 */
export class ConsoleSmsSender implements SmsSender {
  constructor(
    private readonly logger: Logger,
    private readonly isDevelopment: boolean,
  ) {}

  async sendOtp(message: OtpMessage): Promise<void> {
    if (this.isDevelopment) {
      // Passed inside the message text: the logger redacts fields named `otp`.
      this.logger.info(`[sms:console] to ${masked(message.phone)}: ${otpText(message)}`);
    } else {
      this.logger.info({ phone: masked(message.phone) }, '[sms:console] login code requested (no SMS gateway configured)');
    }
  }
}

/**
 * MSG91's flow API (POST /api/v5/flow, `authkey` header): the template (registered with DLT and
 * mapped in MSG91's panel) holds the text, and the code is its `otp` variable.
 */
export class Msg91SmsSender implements SmsSender {
  constructor(
    private readonly options: { authKey: string; templateId: string; senderId: string; dltTemplateId?: string; baseUrl: string; timeoutMs?: number },
  ) {}

  async sendOtp(message: OtpMessage): Promise<void> {
    const body = {
      template_id: this.options.templateId,
      sender: this.options.senderId,
      short_url: '0',
      ...(this.options.dltTemplateId ? { DLT_TE_ID: this.options.dltTemplateId } : {}),
      recipients: [{ mobiles: `91${message.phone}`, otp: message.code, minutes: String(message.expiresInMinutes) }],
    };
    let response: Response;
    try {
      response = await fetch(new URL('/api/v5/flow', this.options.baseUrl), {
        method: 'POST',
        headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`MSG91 unreachable: ${(error as Error).message}`, true);
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500) throw new SmsDeliveryError(`MSG91 answered ${response.status}: ${text.slice(0, 200)}`, true, response.status);
    if (response.status >= 400) throw new SmsDeliveryError(`MSG91 refused (${response.status}): ${text.slice(0, 200)}`, false, response.status);
    // MSG91 may answer 200 with { type: 'error' } for a refused request (bad template, sender, key).
    const answer = safeJson(text);
    if (answer?.type === 'error') throw new SmsDeliveryError(`MSG91 refused: ${String(answer.message ?? text).slice(0, 200)}`, false, response.status);
  }
}

/**
 * Twilio through its official package. `baseUrl` (tests) sends every API call to another origin
 * through a custom httpClient, the package's documented extension point.
 */
export class TwilioSmsSender implements SmsSender {
  private readonly client: twilio.Twilio;

  constructor(private readonly options: { accountSid: string; authToken: string; from: string; baseUrl?: string; timeoutMs?: number }) {
    const httpClient = options.baseUrl ? new RebasedRequestClient(options.baseUrl, options.timeoutMs ?? 10_000) : new twilio.RequestClient({ timeout: options.timeoutMs ?? 10_000 });
    this.client = twilio(options.accountSid, options.authToken, { httpClient });
  }

  async sendOtp(message: OtpMessage): Promise<void> {
    const from = this.options.from;
    try {
      await this.client.messages.create({
        to: e164(message.phone),
        body: otpText(message),
        ...(/^MG[0-9a-f]{32}$/i.test(from) ? { messagingServiceSid: from } : { from }),
      });
    } catch (error) {
      const status = (error as { status?: number }).status;
      const text = (error as Error).message;
      if (typeof status === 'number' && status >= 400 && status < 500) throw new SmsDeliveryError(`Twilio refused (${status}): ${text}`, false, status);
      throw new SmsDeliveryError(status ? `Twilio answered ${status}: ${text}` : `Twilio unreachable: ${text}`, true, status);
    }
  }
}

/** Twilio's request client with the origin of every URL replaced (https://api.twilio.com → baseUrl). */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly baseUrl: string,
    timeout: number,
  ) {
    super({ timeout });
  }

  override request<TData>(opts: TwilioRequestClient.RequestOptions<TData>) {
    const original = new URL(opts.uri ?? '/');
    const rebased = new URL(original.pathname + original.search, this.baseUrl).toString();
    return super.request<TData>({ ...opts, uri: rebased });
  }
}

function safeJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Delivers login codes in the background: `dispatch` returns at once (the request that stored the
 * code answers without waiting for the gateway), then the message is tried. A gateway fault (5xx,
 * network) is retried up to `maxAttempts` tries in all, waiting baseDelayMs, 2×, 4× … between
 * them: as `sms.send-otp` jobs on the queue when one runs here (`useQueue`), else in this process
 * (lost if it stops; the shopper asks for a new code). A refusal is logged once and not retried.
 */
export class SmsDispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private queue: { jobs: JobQueue; seal: OtpSeal } | null = null;

  constructor(
    private readonly sender: SmsSender,
    private readonly logger: Logger,
    private readonly options: { provider: string; maxAttempts: number; baseDelayMs: number },
  ) {}

  /** Starts delivering the message and returns at once. */
  dispatch(message: OtpMessage): void {
    const delivery = this.deliver(message).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Resolves when every dispatched message is delivered, given up or handed to the queue (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Retries go to the job queue from now on (when it is running): answers the `sms.send-otp` job
   * (registered by app/jobs.ts), whose data holds the phone and the code sealed with `secret`
   * (AES-256-GCM), never the code itself.
   */
  queueRetries(jobs: JobQueue, secret: string): JobSpec<SealedOtpJob> {
    const seal = new OtpSeal(secret);
    this.queue = { jobs, seal };
    const retries = Math.max(0, this.options.maxAttempts - 1);
    return {
      name: SEND_OTP_JOB,
      retryLimit: retries,
      retryDelaySeconds: Math.max(1, Math.round(this.options.baseDelayMs / 1000)),
      // A code is worth sending only while it is valid.
      expireInSeconds: 60,
      handle: async (job) => {
        if (Date.now() > job.expiresAt) {
          this.logger.warn({ provider: this.options.provider, phone: masked(job.phone) }, 'login code expired before the SMS gateway took it; not sent');
          return { sent: false };
        }
        const message = { phone: job.phone, code: seal.open(job.sealedCode), expiresInMinutes: job.expiresInMinutes };
        const outcome = await this.tryOnce(message, 2);
        if (outcome.kind === 'retry') {
          this.logger.warn({ provider: this.options.provider, phone: masked(job.phone), status: outcome.status, reason: outcome.reason }, 'SMS gateway failed; the queue retries');
          throw new Error(`the SMS gateway failed: ${outcome.reason}`);
        }
        return { sent: outcome.kind === 'sent' };
      },
    };
  }

  private async deliver(message: OtpMessage): Promise<void> {
    const { provider, maxAttempts, baseDelayMs } = this.options;
    const phone = masked(message.phone);
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const outcome = await this.tryOnce(message, attempt);
      if (outcome.kind !== 'retry') return;
      const { status, reason } = outcome;
      if (attempt === maxAttempts) {
        this.logger.error({ provider, phone, status, reason, attempts: attempt }, 'login code not delivered: the SMS gateway kept failing');
        return;
      }
      if (attempt === 1 && (await this.handToQueue(message))) return;
      const waitMs = baseDelayMs * 2 ** (attempt - 1);
      this.logger.warn({ provider, phone, status, reason, attempt, retryInMs: waitMs }, 'SMS gateway failed; retrying');
      await new Promise((resolve) => setTimeout(resolve, waitMs).unref());
    }
  }

  /** One try: sent, refused (logged, not retried) or retry (a gateway fault: the caller logs it). */
  private async tryOnce(message: OtpMessage, attempt: number): Promise<{ kind: 'sent' | 'refused' } | { kind: 'retry'; status?: number; reason: string }> {
    const { provider } = this.options;
    const phone = masked(message.phone);
    try {
      await this.sender.sendOtp(message);
      if (attempt > 1) this.logger.info({ provider, phone, attempt }, 'login code delivered after a retry');
      return { kind: 'sent' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryable = !(error instanceof SmsDeliveryError) || error.retryable;
      const status = error instanceof SmsDeliveryError ? error.status : undefined;
      if (!retryable) {
        this.logger.error({ provider, phone, status, reason }, 'SMS gateway refused the login code (not retried): check the SMS_* settings');
        return { kind: 'refused' };
      }
      return { kind: 'retry', status, reason };
    }
  }

  /** Queues the retries of a message whose first try failed; false when no queue runs here. */
  private async handToQueue(message: OtpMessage): Promise<boolean> {
    if (!this.queue) return false;
    const job: SealedOtpJob = {
      phone: message.phone,
      sealedCode: this.queue.seal.seal(message.code),
      expiresInMinutes: message.expiresInMinutes,
      expiresAt: Date.now() + message.expiresInMinutes * 60_000,
    };
    // The first retry waits baseDelayMs, as in this process; the queue doubles the later waits.
    const id = await this.queue.jobs.send(SEND_OTP_JOB, job, { startAfterSeconds: Math.max(1, Math.round(this.options.baseDelayMs / 1000)) }).catch(() => null);
    if (id) this.logger.warn({ provider: this.options.provider, phone: masked(message.phone), jobId: id }, 'SMS gateway failed; the queue retries the login code');
    else this.logger.warn({ provider: this.options.provider, phone: masked(message.phone) }, 'the job queue is not running here: retrying in this process');
    return id !== null;
  }
}

export const SEND_OTP_JOB = 'sms.send-otp';

/** A login code's send as queue data: the code is sealed, so the job table holds no usable code. */
export interface SealedOtpJob {
  phone: string;
  sealedCode: string;
  expiresInMinutes: number;
  /** When the code stops working (ms since the epoch): not sent after that. */
  expiresAt: number;
}

/** AES-256-GCM with a key derived from the server's secret: base64(iv | tag | ciphertext). */
export class OtpSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHash('sha256').update(`sms-job:${secret}`).digest();
  }

  seal(code: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  }

  open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** The sender SMS_PROVIDER names (config.ts has already checked its keys). */
export function createSmsSender(config: Config, logger: Logger): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'msg91':
      return new Msg91SmsSender({
        authKey: config.MSG91_AUTH_KEY ?? '',
        templateId: config.MSG91_TEMPLATE_ID ?? '',
        senderId: config.SMS_DLT_SENDER_ID ?? '',
        dltTemplateId: config.SMS_DLT_TEMPLATE_ID,
        baseUrl: config.MSG91_BASE_URL,
      });
    case 'twilio':
      return new TwilioSmsSender({
        accountSid: config.TWILIO_ACCOUNT_SID ?? '',
        authToken: config.TWILIO_AUTH_TOKEN ?? '',
        from: config.TWILIO_FROM ?? config.SMS_DLT_SENDER_ID ?? '',
        baseUrl: config.TWILIO_BASE_URL,
      });
    default:
      return new ConsoleSmsSender(logger, config.isDevelopment);
  }
}

/** The background dispatcher over the configured sender. */
export function createSmsDispatcher(config: Config, logger: Logger): SmsDispatcher {
  return new SmsDispatcher(createSmsSender(config, logger), logger, {
    provider: config.SMS_PROVIDER,
    maxAttempts: config.SMS_MAX_ATTEMPTS,
    baseDelayMs: config.SMS_RETRY_BASE_MS,
  });
}
