/** A partner's side of the integration, for tests: a webhook receiver on 127.0.0.1 that checks signatures. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../../src/modules/webhooks/webhook-signature.js';

export interface ReceivedWebhook {
  id: string;
  type: string;
  signatureValid: boolean;
  body: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

export interface Receiver {
  url: string;
  /** Every request received, in arrival order (repeats included). */
  received: ReceivedWebhook[];
  /** Ids accepted with a 2xx (what a partner would have processed). */
  accepted(): string[];
  /** What the receiver answers next: 200, an outage (503), a redirect (302), or never answering. */
  mode: 'ok' | 'down' | 'redirect' | 'hang';
  secret: string;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const acceptedIds: string[] = [];
  const receiver = { received: [] as ReceivedWebhook[], mode: 'ok', secret: '' } as Receiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      const signatureValid = verifyWebhook(receiver.secret, { id: header('webhook-id'), timestamp: header('webhook-timestamp'), signature: header('webhook-signature') }, text);
      const body = JSON.parse(text);
      receiver.received.push({ id: header('webhook-id'), type: header('webhook-event'), signatureValid, body });
      if (receiver.mode === 'hang') return;
      if (receiver.mode === 'down') return void res.writeHead(503).end('maintenance window');
      if (receiver.mode === 'redirect') return void res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
      if (!signatureValid) return void res.writeHead(401).end('bad signature');
      acceptedIds.push(body.id);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.accepted = () => [...acceptedIds];
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return receiver;
}
