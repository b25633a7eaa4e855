import { z } from 'zod';

/** GET /api/v14/dj/profiles (docs/product/matchmaking.md): the DJs a signed-in account can pick from, by stage name. */
export const DJ_DIRECTORY_DEFAULT_LIMIT = 500;
export const DJ_DIRECTORY_MAX_LIMIT = 500;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${DJ_DIRECTORY_MAX_LIMIT}`;

export const ZDjDirectoryQuery = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(DJ_DIRECTORY_MAX_LIMIT, { error: LIMIT_MESSAGE })
    .optional(),
});

/** One DJ: `stage_name`, and `name` (the same, for clients that read that field), its account id and public page. */
export const ZDjDirectoryEntry = z.object({
  id: z.number(),
  stage_name: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type TDjDirectoryEntry = z.infer<typeof ZDjDirectoryEntry>;

export const ZDjDirectory = z.object({ success: z.literal(true), djs: z.array(ZDjDirectoryEntry) });
