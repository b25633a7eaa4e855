import crypto from 'node:crypto';
import { slugify } from '../../db/seed/factories.ts';

/** First path segments the web app uses itself; a DJ's /:slug page may not shadow them (1-foundation §2). */
const RESERVED = new Set([
  'about',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'check-email',
  'coming-soon',
  'contact',
  'cuepoint-stream',
  'dashboard',
  'dj',
  'dj-dashboard',
  'dj-tools',
  'djs',
  'enthusiast-dashboard',
  'enthusiasts',
  'label-dashboard',
  'labels',
  'privacy',
  'producer-dashboard',
  'producers',
  'report-bug',
  'reset-password',
  'resources',
  'signup',
  'terms',
  'tour-manager',
  'tour-manager-dashboard',
  'venue-dashboard',
  'venues',
  'verify-email',
  'sw.js',
  'favicon.ico',
  'robots.txt',
]);

/** A free slug for a stage name: the plain slug when it is free and not reserved, else with a short suffix. */
export async function uniqueDjSlug(
  stageName: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  const base = slugify(stageName).slice(0, 60) || 'dj';
  if (!RESERVED.has(base) && !(await isTaken(base))) return base;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = `${base}-${crypto.randomBytes(2).toString('hex')}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base}-${crypto.randomBytes(6).toString('hex')}`;
}
