import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path.ts';

describe('isSitePath', () => {
  it('takes a path of this site', () => {
    expect(isSitePath('/bookings/7')).toBe(true);
    expect(isSitePath('/venue-dashboard?tab=bookings')).toBe(true);
  });

  it('refuses another origin or nothing', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'bookings/7',
      undefined,
    ])
      expect(isSitePath(path)).toBe(false);
  });
});
