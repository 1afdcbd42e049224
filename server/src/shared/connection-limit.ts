/**
 * Open TCP connections per client address, for a store that faces clients directly (issue 25,
 * item 3): the flood budgets count requests and cost, but each open connection holds a socket, a
 * parser and buffers, and a client can open thousands and send nothing. A connection past
 * MAX_CONNECTIONS_PER_ADDRESS from one address (the normalised address: an IPv6 /64 is one) is
 * answered 429 and closed before any request is read. Behind a balancer every connection comes
 * from the balancer, so main.ts applies this only without TRUST_PROXY; the balancer limits its
 * clients itself (deploy/haproxy.cfg).
 */
import type { Server } from 'node:net';
import { normaliseAddress } from './client-address.js';

const REFUSAL = 'HTTP/1.1 429 Too Many Requests\r\nRetry-After: 10\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 36\r\n\r\nToo many connections from you open.\n';

/** Counts open connections of `server` per address; over `max`, a new one is refused. Returns the counts (for tests). */
export function limitConnectionsPerAddress(server: Server, max: number): Map<string, number> {
  const open = new Map<string, number>();
  if (max <= 0) return open;
  server.on('connection', (socket) => {
    const address = normaliseAddress(socket.remoteAddress);
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSAL);
      // A client that does not read its answer is not waited for.
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  return open;
}
