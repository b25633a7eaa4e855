import { z } from 'zod';
import { LATEST_SETS_COUNT, SET_PLATFORMS } from './set-platforms.ts';

export const ZPublicDjSet = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  platform: z.enum(SET_PLATFORMS),
  external_url: z.string(),
  embed_html: z.string().nullable(),
  dj_name: z.string(),
  dj_slug: z.string(),
  dj_is_demo: z.boolean(),
  created_at: z.string(),
});
export type TPublicDjSet = z.infer<typeof ZPublicDjSet>;
export type { TSetPlatform } from './set-platforms.ts';

export const ZPublicDjSetsQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(LATEST_SETS_COUNT),
});
