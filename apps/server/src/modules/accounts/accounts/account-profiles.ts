import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { currencyForCountry } from '@cuepoint/domain/catalog/currencies';
import {
  DEFAULT_HOURLY_RATE_MAX,
  DEFAULT_HOURLY_RATE_MIN,
  DEFAULT_REMOTE_STREAMING,
} from '@cuepoint/domain/accounts/fields';
import type {
  djProfiles,
  enthusiastProfiles,
  labelProfiles,
  producerProfiles,
  venueProfiles,
} from '../../../db/schema/profiles.ts';

type Insert<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'userId'>;

/** A role profile ready to insert once the user row exists. */
export type ProfileRow =
  | { kind: 'dj'; values: Insert<typeof djProfiles> }
  | { kind: 'venue'; values: Insert<typeof venueProfiles> }
  /** An enthusiast's preferred artists of sign-up are the Favorites tab's artists from the start (record 046). */
  | { kind: 'enthusiast'; values: Insert<typeof enthusiastProfiles>; favoriteArtists: string[] }
  | { kind: 'producer'; values: Insert<typeof producerProfiles> }
  | { kind: 'label'; values: Insert<typeof labelProfiles> };

/**
 * The role fields of either an e-mail registration (validated, with defaults) or a social registration (stored
 * before the redirect, everything optional). Missing values take the profile defaults
 * (docs/product/accounts-and-sessions.md); a missing currency is the country's (docs/product/accounts-and-sessions.md:
 * GB pounds, the euro countries euros, everywhere else dollars).
 */
export type RoleFields = {
  stage_name?: string | null | undefined;
  bio?: string | null | undefined;
  genres?: readonly string[] | undefined;
  /** The account's country: the currency when none was chosen (docs/product/accounts-and-sessions.md). */
  country?: string | null | undefined;
  currency?: string | null | undefined;
  hourly_rate_min?: number | null | undefined;
  until_date?: string | null | undefined;
  acceptsInPerson?: boolean | null | undefined;
  acceptsCoStreaming?: boolean | null | undefined;
  acceptsRemoteVenues?: boolean | null | undefined;
  acceptsRemotePrivate?: boolean | null | undefined;
  mixcloud_url?: string | null | undefined;
  twitch_url?: string | null | undefined;
  venue_name?: string | null | undefined;
  venue_type?: string | null | undefined;
  capacity?: number | null | undefined;
  address?: string | null | undefined;
  hourly_budget_min?: number | null | undefined;
  hourly_budget_max?: number | null | undefined;
  accepts_remote_djs?: boolean | null | undefined;
  remote_streaming?: string | null | undefined;
  venue_url?: string | null | undefined;
  venue_email?: string | null | undefined;
  producer_name?: string | null | undefined;
  catalogue_size?: number | null | undefined;
  want_to_remix?: boolean | null | undefined;
  want_others_to_remix?: boolean | null | undefined;
  want_to_promote?: boolean | null | undefined;
  accepts_in_person?: boolean | null | undefined;
  offers_training?: boolean | null | undefined;
  training_currency?: string | null | undefined;
  training_hourly_rate?: number | null | undefined;
  training_experience_years?: number | null | undefined;
  training_specialties?: readonly string[] | null | undefined;
  remix_handle?: string | null | undefined;
  label_name?: string | null | undefined;
  monetize_back_catalogue?: boolean | null | undefined;
  promote_to_djs?: boolean | null | undefined;
  accepts_remote_performances?: boolean | null | undefined;
  preferred_artists?: readonly string[] | undefined;
};

/** Major units (50 = 50.00) to minor units (5000), the way money is stored. */
const minor = (amount: number | null | undefined, fallback: number) => Math.round((amount ?? fallback) * 100);

/** The name an account goes by: the role's name first, then the one given, then the address's local part. */
export function displayNameFor(type: TSignupUserType, fields: RoleFields, fallback: string): string {
  const roleName =
    type === 'dj'
      ? fields.stage_name
      : type === 'venue'
        ? fields.venue_name
        : type === 'producer'
          ? fields.producer_name
          : type === 'label'
            ? fields.label_name
            : undefined;
  return (roleName || fallback).trim().slice(0, 100) || 'Cuepoint member';
}

export function buildProfile(
  type: TSignupUserType,
  fields: RoleFields,
  names: { displayName: string; djSlug: string },
): ProfileRow {
  const artists = [...(fields.preferred_artists ?? [])];
  switch (type) {
    case 'dj': {
      const socialLinks: Record<string, string> = {};
      if (fields.mixcloud_url) socialLinks['mixcloud'] = fields.mixcloud_url;
      if (fields.twitch_url) socialLinks['twitch'] = fields.twitch_url;
      return {
        kind: 'dj',
        values: {
          stageName: fields.stage_name || names.displayName,
          slug: names.djSlug,
          bio: fields.bio ?? '',
          genres: [...(fields.genres ?? [])],
          currency: fields.currency ?? currencyForCountry(fields.country),
          hourlyRateMinMinor: minor(fields.hourly_rate_min, DEFAULT_HOURLY_RATE_MIN),
          untilDate: fields.until_date ?? null,
          acceptsInPerson: fields.acceptsInPerson ?? true,
          acceptsCoStreaming: fields.acceptsCoStreaming ?? false,
          acceptsRemoteVenues: fields.acceptsRemoteVenues ?? false,
          acceptsRemotePrivate: fields.acceptsRemotePrivate ?? false,
          preferredArtists: artists,
          socialLinks,
        },
      };
    }
    case 'venue':
      return {
        kind: 'venue',
        values: {
          venueName: fields.venue_name || names.displayName,
          venueType: fields.venue_type ?? 'club',
          capacity: fields.capacity ?? null,
          address: fields.address ?? '',
          currency: fields.currency ?? currencyForCountry(fields.country),
          hourlyBudgetMinMinor: minor(fields.hourly_budget_min, DEFAULT_HOURLY_RATE_MIN),
          hourlyBudgetMaxMinor: minor(
            Math.max(fields.hourly_budget_max ?? DEFAULT_HOURLY_RATE_MAX, fields.hourly_budget_min ?? 0),
            DEFAULT_HOURLY_RATE_MAX,
          ),
          acceptsRemoteDjs: fields.accepts_remote_djs ?? true,
          remoteStreaming: fields.remote_streaming ?? DEFAULT_REMOTE_STREAMING,
          venueUrl: fields.venue_url ?? null,
          venueEmail: fields.venue_email ?? null,
          preferredArtists: artists,
        },
      };
    case 'enthusiast':
      return {
        kind: 'enthusiast',
        values: {
          acceptsRemotePerformances: fields.accepts_remote_performances ?? true,
          preferredArtists: [],
        },
        favoriteArtists: artists,
      };
    case 'producer':
      return {
        kind: 'producer',
        values: {
          producerName: fields.producer_name || names.displayName,
          catalogueSize: fields.catalogue_size ?? null,
          wantToRemix: fields.want_to_remix ?? false,
          wantOthersToRemix: fields.want_others_to_remix ?? false,
          wantToPromote: fields.want_to_promote ?? false,
          acceptsInPerson: fields.accepts_in_person ?? false,
          offersTraining: fields.offers_training ?? false,
          trainingCurrency: fields.training_currency ?? 'USD',
          trainingHourlyRateMinor: minor(fields.training_hourly_rate, 0),
          trainingExperienceYears: fields.training_experience_years ?? 0,
          trainingSpecialties: [...(fields.training_specialties ?? [])],
          remixHandle: fields.remix_handle || null,
          preferredArtists: artists,
        },
      };
    case 'label':
      return {
        kind: 'label',
        values: {
          labelName: fields.label_name || names.displayName,
          catalogueSize: fields.catalogue_size ?? null,
          monetizeBackCatalogue: fields.monetize_back_catalogue ?? false,
          promoteToDjs: fields.promote_to_djs ?? false,
        },
      };
  }
}
