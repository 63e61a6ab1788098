import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.ts';

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

describe('DEPARA_AUTO_LINK_MIN_CONFIDENCE', () => {
  const load = (value?: string) =>
    loadConfig({
      JWT_SECRET: 'segredo',
      ...(value === undefined ? {} : { DEPARA_AUTO_LINK_MIN_CONFIDENCE: value }),
    }).deParaAutoLinkMinConfidence;

  it('defaults to 90 and takes an integer from 50 to 100', () => {
    expect(load()).toBe(90);
    expect(load('')).toBe(90);
    expect(load('50')).toBe(50);
    expect(load('100')).toBe(100);
    expect(load('95')).toBe(95);
  });

  it('refuses anything else at start', () => {
    for (const bad of ['49', '101', '0', '-90', '90.5', '9e1', 'noventa', '0x5a']) {
      expect(() => load(bad), bad).toThrow(/DEPARA_AUTO_LINK_MIN_CONFIDENCE/);
    }
  });
});
