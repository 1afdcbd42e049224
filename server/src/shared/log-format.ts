/**
 * Development log lines: pino's JSON entry turned into one short line, like pino-pretty
 *   06:21:04 INFO  POST /graphql 200 12 ms
 *   06:21:09 INFO  ★ LOGIN CODE  [sms:console] to ******3210: Your Kapda login code is 123456. …
 * A request entry (pino-http) shows method, URL, status and time only; other entries show their
 * message and a few scalar fields. Production keeps pino's JSON.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLORS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
const RESET = '\x1b[0m';
const BOLD_GREEN = '\x1b[1;32m';
/** Fields pino or pino-http add to every entry: not worth a place on a one-line summary. */
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'reqId', 'err']);

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

export function formatLogLine(json: string, options: { color?: boolean } = {}): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = entry.level ?? 30;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  let text: string;
  if (entry.req && entry.res) {
    text = `${entry.req.method} ${entry.req.url} ${entry.res.statusCode}${entry.responseTime != null ? ` ${Math.round(entry.responseTime)} ms` : ''}`;
  } else {
    const fields = Object.entries(entry)
      .filter(([key, value]) => !SKIP.has(key) && value != null && typeof value !== 'object')
      .map(([key, value]) => `${key}=${value}`);
    text = [entry.msg ?? '', ...fields].filter(Boolean).join(' ');
  }
  if (entry.err?.message) text += ` error: ${entry.err.message}`;
  // The development login code is what a newcomer looks for: mark it so it stands out.
  const isLoginCode = typeof entry.msg === 'string' && entry.msg.includes('[sms:console]') && /code is \d+/.test(entry.msg);
  if (isLoginCode) text = `★ LOGIN CODE  ${text}`;
  let line = `${time} ${LEVELS[level] ?? String(level)} ${text}`;
  if (options.color && (COLORS[level] || isLoginCode)) line = `${isLoginCode ? BOLD_GREEN : COLORS[level]}${line}${RESET}`;
  return `${line}\n`;
}
