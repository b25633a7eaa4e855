import {
  PRODUCER_PROFILE_MESSAGES,
  type TProducerProfile,
  type TProducerProfileChanges,
  type TProducerProfileFields,
} from '@cuepoint/domain/producers/producer-profile';
import type { TProducerStats } from '@cuepoint/domain/producers/producer-stats';
import { isExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { Clock } from '../../../adapters/clock.ts';
import { conflict, notFound } from '../../../http/app-error.ts';
import { isUniqueViolation } from '../../booking/index.ts';
import type { ProducerAccount, ProducerStore, ProfileChanges } from './producer-store.ts';

/** Markup typed into a bio is dropped: the bio is plain text wherever it shows. */
export function plainBio(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function currencyOf(account: ProducerAccount) {
  const currency = account.profile.trainingCurrency;
  return isExtendedCurrency(currency) ? currency : 'USD';
}

/**
 * The producer profile's fields (docs/product/producers-and-labels.md): the one serializer every answer that shows them
 * uses.
 */
export function profileFields(found: ProducerAccount): TProducerProfileFields {
  const { user, profile } = found;
  return {
    display_name: user.displayName,
    first_name: user.firstName,
    email: user.email,
    producer_name: profile.producerName,
    city: user.city,
    country: user.country,
    bio: profile.bio,
    remix_handle: profile.remixHandle,
    training_hourly_rate: Math.round(profile.trainingHourlyRateMinor / 100),
    training_currency: currencyOf(found),
    experience_years: profile.trainingExperienceYears,
    primary_daw: profile.primaryDaw,
    secondary_daws: profile.secondaryDaws,
  };
}

/**
 * The producer's profile (docs/product/producers-and-labels.md) and its Edit Profile save, with the stats of the five
 * cards.
 */
export function createProducerProfileService({ store, clock }: { store: ProducerStore; clock: Clock }) {
  async function account(userId: number): Promise<ProducerAccount> {
    const found = await store.account(userId);
    if (!found) throw notFound(PRODUCER_PROFILE_MESSAGES.profileMissing);
    return found;
  }

  async function stats(found: ProducerAccount): Promise<TProducerStats> {
    const numbers = await store.stats(found.user.id, found.profile.wantOthersToRemix);
    return {
      tracks_uploaded: numbers.tracks,
      remix_contests: numbers.openForRemix,
      dj_pool_downloads: numbers.favorites,
      stems_sold: numbers.stemsSold,
      total_earnings: numbers.earnings,
    };
  }

  async function view(found: ProducerAccount): Promise<TProducerProfile> {
    return { user_id: found.user.id, ...profileFields(found), stats: await stats(found) };
  }

  return {
    account,
    /** GET /user/profile's data for a producer: the spec's fields alone. */
    async fields(userId: number): Promise<TProducerProfileFields> {
      return profileFields(await account(userId));
    },

    /** The five stat cards (GET /producer/stats). */
    async stats(userId: number): Promise<TProducerStats> {
      return stats(await account(userId));
    },

    /** Saves what the modal sent; a remix handle another producer has (in any case) is refused (409). */
    async update(userId: number, input: TProducerProfileChanges): Promise<TProducerProfile> {
      await account(userId);
      const changes: ProfileChanges = {};
      if (input.producer_name !== undefined) changes.producerName = input.producer_name;
      if (input.primary_daw !== undefined) changes.primaryDaw = input.primary_daw;
      if (input.bio !== undefined) changes.bio = plainBio(input.bio);
      if (input.experience_years !== undefined) changes.trainingExperienceYears = input.experience_years;
      if (input.training_hourly_rate !== undefined)
        changes.trainingHourlyRateMinor = input.training_hourly_rate * 100;
      if (input.training_currency !== undefined) changes.trainingCurrency = input.training_currency;
      if (input.remix_handle !== undefined) {
        if (input.remix_handle && (await store.handleTaken(input.remix_handle, userId)))
          throw conflict(PRODUCER_PROFILE_MESSAGES.remixHandleTaken);
        changes.remixHandle = input.remix_handle;
      }
      try {
        await store.updateProfile(userId, changes, clock.now());
      } catch (error) {
        // Two producers saving the same handle at once: the unique index decides.
        if (isUniqueViolation(error, 'producer_profiles_remix_handle_unique'))
          throw conflict(PRODUCER_PROFILE_MESSAGES.remixHandleTaken);
        throw error;
      }
      return view(await account(userId));
    },
  };
}

export type ProducerProfileService = ReturnType<typeof createProducerProfileService>;
