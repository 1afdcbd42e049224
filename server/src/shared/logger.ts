import { pino, type Logger } from 'pino';
import { formatLogLine } from './log-format.js';

export interface LoggerOptions {
  /** One readable line per entry (development) instead of JSON (production, log collectors). */
  pretty?: boolean;
  /** Where pretty lines go (stdout by default; tests pass their own). */
  write?: (line: string) => void;
}

/** Structured logs. Secrets are redacted by path; OTPs are never passed to the logger in production. */
export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  const settings = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.otp', '*.token', '*.password', '*.secret'],
      censor: '[redacted]',
    },
  };
  if (!options.pretty) return pino(settings);
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  // pino hands each entry to the stream as one JSON line; it is reformatted in place (no worker thread).
  return pino(settings, { write: (json: string) => write(formatLogLine(json, { color: !options.write && process.stdout.isTTY === true })) });
}

export type { Logger };
