import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '@cuepoint/domain/djs/reserved-slugs';
import { uniqueDjSlug } from './dj-slug.ts';

const free = async () => false;

describe('uniqueDjSlug', () => {
  it('makes the slug from the stage name when it is free', async () => {
    expect(await uniqueDjSlug('Nova Reyes', free)).toBe('nova-reyes');
  });

  it("never hands out one of the app's own first path segments", async () => {
    for (const segment of RESERVED_SLUGS.filter((name) => /^[a-z0-9-]+$/.test(name))) {
      const slug = await uniqueDjSlug(segment, free);
      expect(slug, segment).toMatch(new RegExp(`^${segment}-[0-9a-f]{4}$`));
    }
    expect(await uniqueDjSlug('About', free)).toMatch(/^about-[0-9a-f]{4}$/);
  });

  it('adds a suffix when the plain slug is taken', async () => {
    const slug = await uniqueDjSlug('Nova Reyes', async (candidate) => candidate === 'nova-reyes');
    expect(slug).toMatch(/^nova-reyes-[0-9a-f]{4}$/);
  });
});
