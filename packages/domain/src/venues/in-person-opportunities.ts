import { z } from 'zod';

/**
 * GET /venue/in-person-opportunities: DJs whose travel periods or announced sets bring them to the venue's city (the
 * same city, or within 100 km by the gazetteer) on coming dates, nearest and soonest first.
 */

export const IN_PERSON_RADIUS_KM = 100;
export const IN_PERSON_OPPORTUNITIES_LIMIT = 100;
export const IN_PERSON_KINDS = ['travel', 'announced_set'] as const;
export type TInPersonKind = (typeof IN_PERSON_KINDS)[number];

export const ZInPersonOpportunity = z.object({
  /** "travel-12" or "announced_set-7": unique in the list. */
  id: z.string(),
  dj_user_id: z.number(),
  dj_name: z.string(),
  dj_slug: z.string(),
  kind: z.enum(IN_PERSON_KINDS),
  from_date: z.string(),
  to_date: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  /** km from the venue's city; null when the DJ gave only a country, or a place the gazetteer does not know. */
  distance_km: z.number().nullable(),
});
export type TInPersonOpportunity = z.infer<typeof ZInPersonOpportunity>;

/** Nearest first (unknown distances last), then soonest, then by DJ name. */
export function compareOpportunities(a: TInPersonOpportunity, b: TInPersonOpportunity): number {
  const distance = (value: number | null) => value ?? Number.POSITIVE_INFINITY;
  return (
    distance(a.distance_km) - distance(b.distance_km) ||
    a.from_date.localeCompare(b.from_date) ||
    a.dj_name.localeCompare(b.dj_name) ||
    a.id.localeCompare(b.id)
  );
}
