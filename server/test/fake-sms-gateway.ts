/**
 * A local stand-in for an SMS gateway's HTTP API (MSG91 or Twilio): records every request and
 * answers from a script (status, body, delay), 200 by default. Listens on 127.0.0.1 only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  delayMs?: number;
}

export interface FakeGateway {
  url: string;
  requests: RecordedRequest[];
  /** Answers for the next requests, in order; after them `fallback`. */
  script(...answers: ScriptedAnswer[]): void;
  fallback: ScriptedAnswer;
  close(): Promise<void>;
}

export async function startFakeGateway(fallback: ScriptedAnswer = { status: 200, body: { type: 'success', message: 'ok' } }): Promise<FakeGateway> {
  const queue: ScriptedAnswer[] = [];
  const gateway = { requests: [] as RecordedRequest[], fallback } as FakeGateway;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      gateway.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = queue.shift() ?? gateway.fallback;
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0).unref();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway.script = (...answers) => queue.push(...answers);
  gateway.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return gateway;
}

/** A real pino logger whose lines are kept in memory, parsed. */
export function memoryLogger(): { logger: Logger; lines: Array<Record<string, any>> } {
  const lines: Array<Record<string, any>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
