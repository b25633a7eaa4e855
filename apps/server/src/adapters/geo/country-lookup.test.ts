import { describe, expect, it } from 'vitest';
import { countryForIp, isLocalAddress } from './country-lookup.ts';

describe('countryForIp', () => {
  it('finds the country of public addresses', () => {
    expect(countryForIp('81.2.69.142')).toBe('GB');
    expect(countryForIp('8.8.8.8')).toBe('US');
    expect(countryForIp('::ffff:81.2.69.142')).toBe('GB');
  });

  it('returns null for local, private and malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.10',
      '172.20.0.1',
      '::1',
      'fe80::1',
      'not an ip',
      '',
    ]) {
      expect(countryForIp(ip)).toBeNull();
    }
    expect(isLocalAddress('::ffff:127.0.0.1')).toBe(true);
  });
});
