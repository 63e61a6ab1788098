import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes true, a hop count, or addresses and CIDRs', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.1 , 172.16.0.0/12,::1, fd00::/8, loopback, 10.0.0.0/255.0.0.0')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
      '10.0.0.0/255.0.0.0',
    ]);
  });

  it('refuses anything else at start', () => {
    for (const bad of ['sim', '10.0.0.300', '10.0.0.0/33', 'proxy.local', ',']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
