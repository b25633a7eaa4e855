import crypto from 'node:crypto';
import { isReservedSlug } from '@cuepoint/domain/djs/reserved-slugs';
import { slugify } from '../../../db/seed/factories.ts';

/**
 * A free slug for a stage name: the plain slug when it is free and not one of the app's own first path segments
 * (RESERVED_SLUGS, shared with the web route table), else with a short suffix.
 */
export async function uniqueDjSlug(
  stageName: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  const base = slugify(stageName).slice(0, 60) || 'dj';
  if (!isReservedSlug(base) && !(await isTaken(base))) return base;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = `${base}-${crypto.randomBytes(2).toString('hex')}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base}-${crypto.randomBytes(6).toString('hex')}`;
}
