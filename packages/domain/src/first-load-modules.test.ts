import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules the web app's first load uses (header, home, blog cards, newsletter box, a DJ's public page). They stay
 * free of zod (about 25 KB compressed), directly and through anything they import; the schemas live beside them in
 * their own files.
 */
const FIRST_LOAD_MODULES = [
  'accounts/user-types.ts',
  'booking/constants.ts',
  'booking/request-rules.ts',
  'booking/schedule.ts',
  'booking/states.ts',
  'catalog/country-list.ts',
  'catalog/currencies.ts',
  'catalog/genre-list.ts',
  'content/blog-catalog.ts',
  'content/captcha-question.ts',
  'content/honeypot.ts',
  'content/newsletter-messages.ts',
  'djs/profile-rules.ts',
  'djs/public-profile.ts',
  'djs/reserved-slugs.ts',
  'djs/social-link-urls.ts',
  'djs/set-platforms.ts',
  'labels/label-figures.ts',
  'pricing/fees.ts',
  'tracklists/format-list.ts',
];

const SRC = import.meta.dirname;

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((match) => match[1]!);
}

function reachesZod(file: string, seen = new Set<string>()): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const specifier of importsOf(file)) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return path.relative(SRC, file);
    if (!specifier.startsWith('.')) continue;
    const found = reachesZod(path.resolve(path.dirname(file), specifier), seen);
    if (found) return found;
  }
  return undefined;
}

describe('first-load modules', () => {
  it.each(FIRST_LOAD_MODULES)('%s does not bring zod in', (module) => {
    const file = path.join(SRC, module);
    expect(fs.existsSync(file)).toBe(true);
    expect(reachesZod(file)).toBeUndefined();
  });
});
