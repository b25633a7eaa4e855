import type { Clock } from '../../../adapters/clock.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { currencyForCountry, isExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import {
  VENUE_PROFILE_MESSAGES,
  toMinorUnits,
  venueCurrencyAfter,
  type TVenueProfile,
  type TVenueProfileUpdate,
  type TVenueSettings,
} from '@cuepoint/domain/venues/venue-profile';
import { mergeOpeningHours, openingHoursFrom } from '@cuepoint/domain/venues/opening-hours';
import type { TFavoriteDj } from '@cuepoint/domain/favorites/favorites';
import type { VenueChanges, VenueProfileStore, VenueRow } from './profile-store.ts';

/** The profile as the API answers it: money in major units, the account's city and country. */
export function venueProfileView(row: VenueRow): TVenueProfile {
  return {
    venue_name: row.venueName,
    venue_type: row.venueType,
    address: row.address,
    city: row.city,
    country: row.country,
    capacity: row.capacity,
    description: row.description,
    hourly_budget_min: row.hourlyBudgetMinMinor / 100,
    hourly_budget_max: row.hourlyBudgetMaxMinor / 100,
    currency: isExtendedCurrency(row.currency) ? row.currency : currencyForCountry(row.country),
    banner_image: row.bannerImageUrl,
    banner_image_url: row.bannerImageUrl,
    app_id: row.appId,
  };
}

/**
 * The venue's profile and settings (docs/product/venues.md): the profile, the week's opening hours over the spec's
 * defaults and the favorite DJs; a save changes only what it names and keeps the budgets in order.
 */
export function createVenueProfileService(deps: {
  store: VenueProfileStore;
  clock: Clock;
  favoriteDjs: (userId: number) => Promise<TFavoriteDj[]>;
}) {
  const { store, clock, favoriteDjs } = deps;

  async function venue(userId: number): Promise<VenueRow> {
    const row = await store.find(userId);
    if (!row) throw notFound(VENUE_PROFILE_MESSAGES.notFound);
    return row;
  }

  async function settings(userId: number): Promise<TVenueSettings> {
    const row = await venue(userId);
    const [hours, favorites] = await Promise.all([store.openingHours(userId), favoriteDjs(userId)]);
    return {
      venue_profile: venueProfileView(row),
      opening_hours: openingHoursFrom(hours),
      favorite_djs: favorites,
    };
  }

  return {
    settings,

    async update(userId: number, input: TVenueProfileUpdate): Promise<TVenueSettings> {
      const current = await venue(userId);
      const min = input.hourly_budget_min ?? current.hourlyBudgetMinMinor / 100;
      const max = input.hourly_budget_max ?? current.hourlyBudgetMaxMinor / 100;
      if (toMinorUnits(min) > toMinorUnits(max)) throw badRequest(VENUE_PROFILE_MESSAGES.budgetRange);

      const changes: VenueChanges = { account: {}, profile: {} };
      if (input.venue_name !== undefined) {
        changes.profile.venueName = input.venue_name;
        changes.account.displayName = input.venue_name;
      }
      if (input.venue_type !== undefined) changes.profile.venueType = input.venue_type;
      if (input.address !== undefined) changes.profile.address = input.address ?? '';
      if (input.description !== undefined) changes.profile.description = input.description ?? '';
      if (input.capacity !== undefined) changes.profile.capacity = input.capacity;
      if (input.city !== undefined) changes.account.city = input.city;
      if (input.country !== undefined) changes.account.country = input.country;
      if (input.hourly_budget_min !== undefined) changes.profile.hourlyBudgetMinMinor = toMinorUnits(min);
      if (input.hourly_budget_max !== undefined) changes.profile.hourlyBudgetMaxMinor = toMinorUnits(max);
      const currency = venueCurrencyAfter(current, input);
      if (currency !== current.currency) changes.profile.currency = currency;

      if (input.opening_hours) {
        const merged = mergeOpeningHours(
          openingHoursFrom(await store.openingHours(userId)),
          input.opening_hours,
        );
        if ('error' in merged) throw badRequest(merged.error);
        changes.hours = merged.hours;
      }
      await store.save(userId, changes, clock.now());
      return settings(userId);
    },
  };
}
