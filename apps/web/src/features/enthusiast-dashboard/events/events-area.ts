import { ApiError } from '../../../lib/api.ts';
import type { EnthusiastProfile } from '../enthusiast-api.ts';

/** The place events are looked up around: the enthusiast's city and country, both needed. */
export type EventsArea = { city: string; country: string };

export function eventsArea(profile: Pick<EnthusiastProfile, 'city' | 'country'>): EventsArea | null {
  const city = profile.city?.trim();
  const country = profile.country?.trim();
  return city && country ? { city, country } : null;
}

/** The server's refusal of the city itself (unknown, or in several countries), which Settings can fix; else null. */
export function placeProblem(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 ? error.message : null;
}
