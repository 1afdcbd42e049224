import { pino, type Logger } from 'pino';

/** Structured JSON logs. Secrets are redacted by path; OTPs are never passed to the logger in production. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.otp', '*.token', '*.password', '*.secret'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
