/**
 * Tests that need a tool a fresh machine may not have (Redis, PgBouncer, pdftotext) skip with one line saying
 * why, so `npm test` passes on a machine that has only Node. CI sets REQUIRE_TOOLS (e.g.
 * `redis,pgbouncer`) so a tool it installed but cannot reach fails the run instead of skipping.
 */
import fs from 'node:fs';
import net from 'node:net';

const required = new Set((process.env.REQUIRE_TOOLS ?? '').split(',').map((name) => name.trim()).filter(Boolean));

/** True when the tool is there; otherwise prints the reason once (or throws when CI requires it). */
function available(tool: string, present: boolean, howToGetIt: string): boolean {
  if (present) return true;
  const reason = `${tool} not available (${howToGetIt})`;
  if (required.has(tool)) throw new Error(`REQUIRE_TOOLS names ${tool}, but ${reason}`);
  console.log(`skipped: tests that need ${reason}`);
  return false;
}

/** Whether a Redis answers PING at the URL within half a second. */
export async function redisAvailable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const answers = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname || '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(String(chunk).startsWith('+PONG')));
  });
  return available('redis', answers, `no Redis answering at ${url}; start one or set REDIS_URL`);
}

/** Whether the executable exists. */
export function binaryAvailable(tool: string, file: string, howToGetIt: string): boolean {
  return available(tool, fs.existsSync(file), `${file} is missing; ${howToGetIt}`);
}
