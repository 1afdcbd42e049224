/**
 * The client's address, as the deployment says it is. Express works out `req.ip` from the socket
 * and from X-Forwarded-For only as far as the `trust proxy` setting (TRUST_PROXY) allows; this
 * module turns that into the one key every per-client limit counts and stores:
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes the IPv4 address, and IPv6 addresses are grouped by
 * their /64 network, since one subscriber usually holds a whole /64 and could otherwise take a
 * fresh budget per address. The result is at most 24 characters, so it is stored whole.
 */
import net from 'node:net';
import type { Request } from 'express';

/** The normalised client address of a request ('unknown' when the socket has none). */
export function clientAddress(req: Pick<Request, 'ip'>): string {
  return normaliseAddress(req.ip);
}

/** Normalised form of one address: IPv4 as is, IPv6 as its /64 prefix (`2001:db8:1:2::/64`). */
export function normaliseAddress(raw: string | undefined | null): string {
  if (!raw) return 'unknown';
  const address = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && net.isIPv4(mapped[1])) return mapped[1];
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return 'unknown';
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in short hex (`0`, `db8`). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::1.2.3.4) is two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group || '0', 16).toString(16));
}

/**
 * Parses TRUST_PROXY into Express's `trust proxy` value. Empty, `false` or `none`: trust no proxy
 * (the socket's address is the client). A number: that many reverse proxies in front. Otherwise a
 * comma-separated list of addresses, CIDR ranges or Express's names (`loopback`, `linklocal`,
 * `uniquelocal`): proxies at those addresses are trusted. `true` (trust every hop) is refused:
 * it lets any client choose its address with X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): { value: false | number | string[] } | { error: string } {
  const text = (value ?? '').trim();
  if (text === '' || /^(false|none|0)$/i.test(text)) return { value: false };
  if (/^true$/i.test(text)) return { error: 'true trusts every hop, so any client could choose its address; give the number of proxies (e.g. 1) or their addresses' };
  if (/^\d+$/.test(text)) return { value: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue;
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !bitsOk || extra !== undefined) return { error: `"${entry}" is not an address, a CIDR range, a number of proxies or loopback/linklocal/uniquelocal` };
  }
  return { value: entries };
}
