import {
  VENUE_PROFILE_MESSAGES,
  ZVenueProfileUpdate,
  venueCurrencyAfter,
  type TVenueProfile,
} from '@cuepoint/domain/venues/venue-profile';

/** The venue fields of the settings form (docs/product/venues.md), as the inputs hold them. */
export type VenueDraft = {
  venue_name: string;
  venue_type: string;
  address: string;
  city: string;
  country: string;
  capacity: string;
  description: string;
  hourly_budget_min: string;
  hourly_budget_max: string;
  currency: string;
};

export type VenueErrors = Partial<Record<keyof VenueDraft, string>>;

export function toDraft(profile: TVenueProfile): VenueDraft {
  return {
    venue_name: profile.venue_name,
    venue_type: profile.venue_type,
    address: profile.address,
    city: profile.city ?? '',
    country: profile.country ?? '',
    capacity: profile.capacity === null ? '' : String(profile.capacity),
    description: profile.description,
    hourly_budget_min: String(profile.hourly_budget_min),
    hourly_budget_max: String(profile.hourly_budget_max),
    currency: profile.currency,
  };
}

/** A new country, with the currency following it when it was the old country's own (docs/product/venues.md). */
export function withCountry(draft: VenueDraft, country: string): VenueDraft {
  const currency = venueCurrencyAfter(
    { currency: draft.currency, country: draft.country || null },
    { country: country || null },
  );
  return { ...draft, country, currency };
}

const NUMERIC: ReadonlyArray<keyof VenueDraft> = ['capacity', 'hourly_budget_min', 'hourly_budget_max'];

/**
 * The body of PUT /venue/profile: only the fields that differ from the saved profile (so the server applies its
 * currency rule to a country-only change). Numbers are sent as numbers, a cleared field as null.
 */
export function changedFields(draft: VenueDraft, saved: TVenueProfile): Record<string, unknown> {
  const before = toDraft(saved);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as Array<keyof VenueDraft>) {
    const value = draft[key].trim();
    if (value === before[key].trim()) continue;
    if (NUMERIC.includes(key)) changes[key] = value === '' ? null : Number(value);
    else changes[key] = value === '' && key !== 'venue_name' ? null : value;
  }
  return changes;
}

/**
 * What is wrong with the changes, per field: the update's own schema, and the budget range over the whole draft (a
 * changed minimum is compared with the maximum kept). Empty when they can be sent.
 */
export function draftErrors(draft: VenueDraft, changes: Record<string, unknown>): VenueErrors {
  const errors: VenueErrors = {};
  const parsed = ZVenueProfileUpdate.safeParse(changes);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof VenueDraft;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  const min = Number(draft.hourly_budget_min);
  const max = Number(draft.hourly_budget_max);
  if (!errors.hourly_budget_min && !errors.hourly_budget_max && min > max) {
    errors.hourly_budget_min = VENUE_PROFILE_MESSAGES.budgetRange;
  }
  return errors;
}
