import { describe, expect, it } from 'vitest';
import { couldBeDjSlug, isReservedSlug, RESERVED_SLUGS } from './reserved-slugs.ts';

describe('reserved slugs', () => {
  it('holds each segment once, in lower case', () => {
    expect(new Set(RESERVED_SLUGS).size).toBe(RESERVED_SLUGS.length);
    for (const segment of RESERVED_SLUGS) expect(segment).toBe(segment.toLowerCase());
  });

  it('reserves the app routes whatever the case, and leaves stage names free', () => {
    expect(isReservedSlug('about')).toBe(true);
    expect(isReservedSlug('Dj-Dashboard')).toBe(true);
    expect(isReservedSlug('nova-reyes')).toBe(false);
  });

  it('tells a possible DJ slug from an app segment or a path no slug can have', () => {
    expect(couldBeDjSlug('nova-reyes')).toBe(true);
    expect(couldBeDjSlug('Nova-Reyes')).toBe(true);
    expect(couldBeDjSlug('contcat')).toBe(true);
    expect(couldBeDjSlug('blog')).toBe(false);
    expect(couldBeDjSlug('robots.txt')).toBe(false);
    expect(couldBeDjSlug('wp-login.php')).toBe(false);
    expect(couldBeDjSlug('-leading')).toBe(false);
    expect(couldBeDjSlug('')).toBe(false);
    expect(couldBeDjSlug('a'.repeat(201))).toBe(false);
  });
});
