import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { couldBeDjSlug, isReservedSlug, RESERVED_SLUGS } from './reserved-slugs.ts';

describe('reserved slugs', () => {
  it('holds each segment once, in lower case', () => {
    expect(new Set(RESERVED_SLUGS).size).toBe(RESERVED_SLUGS.length);
    for (const segment of RESERVED_SLUGS) expect(segment).toBe(segment.toLowerCase());
  });

  it('reserves the app routes whatever the case, and leaves stage names free', () => {
    expectMapping(isReservedSlug, {
      about: true,
      'Dj-Dashboard': true,
      'nova-reyes': false,
    });
  });

  it('tells a possible DJ slug from an app segment or a path no slug can have', () => {
    expectMapping(couldBeDjSlug, {
      'nova-reyes': true,
      'Nova-Reyes': true,
      contcat: true,
      blog: false,
      'robots.txt': false,
      'wp-login.php': false,
      '-leading': false,
      '': false,
    });
    expect(couldBeDjSlug('a'.repeat(201))).toBe(false);
  });
});
