/**
 * Text messages go through this interface, so a real SMS gateway is one adapter and one setting
 * (SMS_PROVIDER) away. The console sender is the offline default.
 */
import type { Logger } from '../../shared/logger.js';

export interface OtpMessage {
  phone: string;
  code: string;
  expiresInMinutes: number;
}

export interface SmsSender {
  /** Delivers a login code to the phone. */
  sendOtp(message: OtpMessage): Promise<void>;
}

/**
 * Writes the code to the server log in development so a person can log in without a phone; in
 * production it records only that a code was requested (the code is never logged there).
 */
export class ConsoleSmsSender implements SmsSender {
  constructor(
    private readonly logger: Logger,
    private readonly isDevelopment: boolean,
  ) {}

  async sendOtp({ phone, code, expiresInMinutes }: OtpMessage): Promise<void> {
    const masked = `******${phone.slice(-4)}`;
    if (this.isDevelopment) {
      // Passed inside the message text: the logger redacts fields named `otp`.
      this.logger.info(`[sms:console] to ${masked}: Your Kapda login code is ${code}. It expires in ${expiresInMinutes} minutes.`);
    } else {
      this.logger.info({ phone: masked }, '[sms:console] login code requested (no SMS gateway configured)');
    }
  }
}
