import { z } from 'zod';
import { hasUnsafeCharacters, invalidCharactersMessage, zText } from '../text/safe-text.ts';

/**
 * Artist suggestions (docs/product/accounts-and-sessions.md): asked for from 2 characters, 300 ms after typing stops,
 * 10 at most.
 */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 10;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_MAX_QUERY = 100;

/** GET /api/v14/suggestions.php?q=&limit=&type=artist. A bad query is not an error: it yields an empty list. */
export const ZSuggestionsQuery = z.object({
  q: zText({ label: 'q' }).optional().default(''),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUGGESTION_LIMIT)
    .catch(SUGGESTION_LIMIT)
    .default(SUGGESTION_LIMIT),
  type: zText({ label: 'type' }).max(20).optional(),
});

/**
 * The query as the route takes it: a value holding characters no text may hold is refused (400, like every field);
 * anything else unusable still yields an empty list through ZSuggestionsQuery.
 */
const ZSafeQueryValue = z
  .unknown()
  .refine(
    (value) => typeof value !== 'string' || !hasUnsafeCharacters(value.trim()),
    invalidCharactersMessage(),
  );

export const ZSuggestionsRawQuery = z
  .object({ q: ZSafeQueryValue, limit: ZSafeQueryValue, type: ZSafeQueryValue })
  .partial()
  .catchall(ZSafeQueryValue);

export const ZSuggestion = z.object({ name: z.string() });
export type TSuggestion = z.infer<typeof ZSuggestion>;
