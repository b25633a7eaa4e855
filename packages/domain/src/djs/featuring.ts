import { z } from 'zod';

/** Answer schemas of featuring (docs/product/djs.md); the rules live in featuring-rules.ts. */

/** The profile's feature_request_status: null when a request is possible. */
export const ZFeatureRequestStatus = z.object({
  status: z.enum(['featured', 'cooldown']),
  featured_until: z.string().nullable(),
  cooldown_until: z.string(),
});

/** POST /dj/request-feature: granted at once. */
export const ZFeatureGrantAnswer = z.object({
  status: z.literal('featured'),
  featured_until: z.string(),
  cooldown_until: z.string(),
});
export type TFeatureGrantAnswer = z.infer<typeof ZFeatureGrantAnswer>;
