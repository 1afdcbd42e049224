import { describe, expect, it } from 'vitest';
import { normaliseAddress, parseTrustProxy } from './client-address.js';

describe('normalised client address', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6', () => {
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  });
  it('groups IPv6 by /64, whatever the spelling', () => {
    const net = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9', '[2001:db8:1:2::5]', 'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::7')]) {
      expect(normaliseAddress(address)).toBe(net);
    }
    expect(normaliseAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
  it('turns anything else into one "unknown" key, short enough to store whole', () => {
    expect(normaliseAddress(undefined)).toBe('unknown');
    expect(normaliseAddress('x'.repeat(100))).toBe('unknown');
    expect(normaliseAddress('1.2.3.4, 5.6.7.8')).toBe('unknown');
    expect(normaliseAddress('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff').length).toBeLessThanOrEqual(64);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no one by default', () => {
    for (const value of [undefined, '', 'false', 'none', '0']) expect(parseTrustProxy(value)).toEqual({ value: false });
  });
  it('accepts a hop count, loopback and CIDR lists', () => {
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy('loopback')).toEqual({ value: ['loopback'] });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,fd00::/8')).toEqual({ value: ['10.0.0.0/8', '192.168.1.5', 'fd00::/8'] });
  });
  it('refuses true and what is not an address', () => {
    expect(parseTrustProxy('true')).toHaveProperty('error');
    expect(parseTrustProxy('10.0.0.0/40')).toHaveProperty('error');
    expect(parseTrustProxy('my-proxy')).toHaveProperty('error');
  });
});
