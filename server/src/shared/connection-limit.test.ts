import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { limitConnectionsPerAddress } from './connection-limit.js';

/** A connection that sends nothing; resolves with what the server wrote before closing it, or 'open'. */
function idleConnection(port: number): { socket: net.Socket; outcome: Promise<string> } {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const outcome = new Promise<string>((resolve) => {
    socket.once('close', () => resolve(received));
    setTimeout(() => resolve('open'), 400);
  });
  return { socket, outcome };
}

describe('open connections per address (no balancer in front)', () => {
  const server = http.createServer((_req, res) => res.end('ok'));
  let port = 0;
  const counts = limitConnectionsPerAddress(server, 3);
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses the connection past the limit with 429 before any request, and frees a place when one closes', async () => {
    const held = [idleConnection(port), idleConnection(port), idleConnection(port)];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fourth = idleConnection(port);
    expect(await fourth.outcome).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(await Promise.all(held.map((c) => c.outcome))).toEqual(['open', 'open', 'open']);
    expect(counts.get('127.0.0.1')).toBe(3);
    held[0].socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } });
    expect(await answer.text()).toBe('ok');
    for (const c of held) c.socket.destroy();
  });
});
