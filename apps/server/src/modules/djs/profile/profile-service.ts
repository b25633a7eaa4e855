import {
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_PAYMENT_TERMS,
  isCancellationNoticeHours,
  isPaymentTerms,
} from '@cuepoint/domain/booking/contract';
import { maskProfileText } from '@cuepoint/domain/trust/contact-masking';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { isExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import {
  DJ_AVAILABILITY_TYPES,
  DJ_PROFILE_MESSAGES,
  DJ_SOCIAL_PLATFORMS,
  djProfilePath,
  isHttpUrl,
  profileCompleteness,
  type TDjAvailabilityType,
  type TDjSocialLinks,
} from '@cuepoint/domain/djs/profile-rules';
import type {
  TDjProfile,
  TDjProfileSave,
  TDjProfileUpdate,
  TDjPublicProfile,
  TDjStats,
} from '@cuepoint/domain/djs/profile';
import type { TFeatureGrant } from '@cuepoint/domain/djs/featuring-rules';
import { utcDate } from '@cuepoint/domain/djs/announced-set-rules';
import type { TAvailabilityPeriod } from '@cuepoint/domain/djs/availability-periods';
import type { Clock } from '../../../adapters/clock.ts';
import type { CacheTag, PublicCache } from '../../../http/public-cache.ts';
import { notFound, unprocessable } from '../../../http/app-error.ts';
import type { DjProfileChanges, DjProfileRow, DjProfileStore } from './profile-store.ts';
import { featureFields } from '../featuring/featuring-service.ts';
import type { PublicSetExtras } from '../sets/public-set-extras.ts';

/** What every DJ profile write drops from the public read cache (the public page answers under this tag). */
export const DJ_PROFILE_CACHE_TAG: CacheTag = 'djs';

/** Only the five platforms, and only http(s) URLs, leave the database (older rows may hold anything). */
function socialLinksOf(stored: Record<string, string>): TDjSocialLinks {
  const links: TDjSocialLinks = {};
  for (const platform of DJ_SOCIAL_PLATFORMS) {
    const url = stored[platform];
    if (typeof url === 'string' && isHttpUrl(url)) links[platform] = url;
  }
  return links;
}

const currencyOf = (code: string): TExtendedCurrency => (isExtendedCurrency(code) ? code : 'USD');
const availabilityTypeOf = (value: string): TDjAvailabilityType =>
  (DJ_AVAILABILITY_TYPES as readonly string[]).includes(value) ? (value as TDjAvailabilityType) : 'home_base';

/** The current location, falling back to the account's city and country until the DJ sets one. */
function locationOf(row: DjProfileRow) {
  return {
    city: row.currentCity ?? row.accountCity,
    country: row.currentCountry ?? row.accountCountry,
    availability_type: availabilityTypeOf(row.availabilityType),
  };
}

/** The DJ's standard terms (decision record 029), the defaults for a value the rules do not know. */
function standardTermsOf(row: DjProfileRow) {
  return {
    default_payment_terms: isPaymentTerms(row.defaultPaymentTerms)
      ? row.defaultPaymentTerms
      : DEFAULT_PAYMENT_TERMS,
    default_cancellation_notice_hours: isCancellationNoticeHours(row.defaultCancellationNoticeHours)
      ? row.defaultCancellationNoticeHours
      : DEFAULT_CANCELLATION_NOTICE_HOURS,
  };
}

type TProfileBase = Omit<TDjProfile, 'can_request_feature' | 'feature_request_status'>;

export function toProfile(row: DjProfileRow): TProfileBase {
  return {
    user_id: row.userId,
    stage_name: row.stageName,
    slug: row.slug,
    profile_url: djProfilePath(row.slug),
    bio: row.bio,
    website_url: row.websiteUrl,
    hourly_rate_min: row.hourlyRateMinMinor / 100,
    currency: currencyOf(row.currency),
    genres: row.genres,
    social_links: socialLinksOf(row.socialLinks),
    profile_image_url: row.profileImageUrl,
    banner_image_url: row.bannerImageUrl,
    accepts_in_person: row.acceptsInPerson,
    accepts_co_streaming: row.acceptsCoStreaming,
    accepts_remote_venues: row.acceptsRemoteVenues,
    accepts_remote_private: row.acceptsRemotePrivate,
    current_location: locationOf(row),
    ...standardTermsOf(row),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The validated body as column changes; absent fields stay as they are. */
function changesOf(body: TDjProfileUpdate): DjProfileChanges {
  const changes: DjProfileChanges = {};
  if (body.bio !== undefined) changes.bio = body.bio;
  if (body.website_url !== undefined) changes.websiteUrl = body.website_url;
  if (body.hourly_rate_min !== undefined) changes.hourlyRateMinMinor = Math.round(body.hourly_rate_min * 100);
  if (body.currency !== undefined) changes.currency = body.currency;
  if (body.genres !== undefined) changes.genres = body.genres;
  if (body.social_links !== undefined) changes.socialLinks = body.social_links;
  if (body.accepts_in_person !== undefined) changes.acceptsInPerson = body.accepts_in_person;
  if (body.accepts_co_streaming !== undefined) changes.acceptsCoStreaming = body.accepts_co_streaming;
  if (body.accepts_remote_venues !== undefined) changes.acceptsRemoteVenues = body.accepts_remote_venues;
  if (body.accepts_remote_private !== undefined) changes.acceptsRemotePrivate = body.accepts_remote_private;
  if (body.default_payment_terms !== undefined) changes.defaultPaymentTerms = body.default_payment_terms;
  if (body.default_cancellation_notice_hours !== undefined)
    changes.defaultCancellationNoticeHours = body.default_cancellation_notice_hours;
  const location = body.current_location;
  if (location === null) {
    changes.currentCity = null;
    changes.currentCountry = null;
    changes.availabilityType = 'home_base';
  } else if (location) {
    if (location.city !== undefined) changes.currentCity = location.city;
    if (location.country !== undefined) changes.currentCountry = location.country;
    if (location.availability_type !== undefined) changes.availabilityType = location.availability_type;
  }
  return changes;
}

type Deps = {
  store: DjProfileStore;
  publicCache: PublicCache;
  clock: Clock;
  /** The DJ's travel periods from today on (modules/djs/availability). */
  availabilityPeriods?: (djUserId: number, now: Date) => Promise<TAvailabilityPeriod[]>;
  /** The DJ's latest granted feature request (modules/djs/featuring). */
  latestFeatureGrant: (djUserId: number) => Promise<TFeatureGrant | null>;
  /** The DJ's next announced set that has not ended at `now` (modules/djs/events). */
  nextAnnouncedSet: (djUserId: number, now: Date) => Promise<{ title: string; startTime: Date } | null>;
  /** How many sets the DJ announced, and how many have not ended at `now` (modules/djs/events). */
  announcedSetCounts: (djUserId: number, now: Date) => Promise<{ total: number; coming: number }>;
  /** The media file and parsed tracks of public sets, by id (modules/djs/sets). */
  publicSetExtras: (setIds: number[]) => Promise<Map<number, PublicSetExtras>>;
};

/** The DJ profile rules: the signed-in DJ's own profile, their numbers, and the public page every visitor sees. */
export function createDjProfileService({
  store,
  publicCache,
  clock,
  availabilityPeriods,
  latestFeatureGrant,
  nextAnnouncedSet,
  announcedSetCounts,
  publicSetExtras,
}: Deps) {
  async function ownRow(userId: number): Promise<DjProfileRow> {
    const row = await store.byUserId(userId);
    if (!row) throw notFound(DJ_PROFILE_MESSAGES.profileMissing);
    return row;
  }

  /** The profile with its featuring state at this moment. */
  async function ownProfile(userId: number): Promise<TDjProfile> {
    const profile = toProfile(await ownRow(userId));
    return { ...profile, ...featureFields(await latestFeatureGrant(userId), clock.now()) };
  }

  async function update(userId: number, body: TDjProfileUpdate): Promise<TDjProfile> {
    const changes = changesOf(body);
    if (!(await store.update(userId, changes, clock.now())))
      throw notFound(DJ_PROFILE_MESSAGES.profileMissing);
    await publicCache.invalidate(DJ_PROFILE_CACHE_TAG);
    return ownProfile(userId);
  }

  return {
    profile: ownProfile,

    update,

    /** The dashboard's save: the stage name is read-only, so it may only repeat the current one. */
    async save(userId: number, body: TDjProfileSave): Promise<TDjProfile> {
      const { stage_name: stageName, ...rest } = body;
      if (stageName !== undefined && stageName !== (await ownRow(userId)).stageName) {
        throw unprocessable(DJ_PROFILE_MESSAGES.stageNameReadOnly);
      }
      return update(userId, rest);
    },

    async stats(userId: number): Promise<TDjStats> {
      const row = await ownRow(userId);
      const sets = await store.setCounts(userId);
      const announced = await announcedSetCounts(userId, clock.now());
      const profile = toProfile(row);
      return {
        total_sets: sets.total,
        public_sets: sets.public,
        private_sets: sets.total - sets.public,
        sets_by_type: { audio: sets.audio, video: sets.video, tracklist: sets.tracklist },
        genres_count: profile.genres.length,
        profile_completeness: profileCompleteness(profile),
        announced_sets: { total: announced.total, upcoming: announced.coming },
        // No booking is kept yet: the booking engine fills these from its own rows.
        bookings: { total: 0, completed: 0 },
        earnings: { USD: 0, EUR: 0, GBP: 0 },
        member_since: row.memberSince.toISOString(),
      };
    },

    /** The public page by slug (/{slug}) or user id (/dj/{id}); 404 with the spec's text for anyone else. */
    async publicPage(query: {
      slug?: string | undefined;
      id?: number | undefined;
    }): Promise<TDjPublicProfile> {
      const row = query.slug
        ? await store.bySlug(query.slug.toLowerCase())
        : await store.byUserId(query.id ?? 0);
      if (!row) throw notFound(DJ_PROFILE_MESSAGES.notFound);
      const profile = toProfile(row);
      const now = clock.now();
      const sets = await store.publicSets(row.userId);
      const extras = await publicSetExtras(sets.map((set) => set.id));
      const upcoming = await nextAnnouncedSet(row.userId, now);
      return {
        user_id: profile.user_id,
        stage_name: profile.stage_name,
        slug: profile.slug,
        profile_url: profile.profile_url,
        is_demo: row.isDemo,
        // Public: e-mail addresses and phone numbers in the bio are hidden from everyone (decision record 034).
        bio: maskProfileText(profile.bio),
        genres: profile.genres,
        profile_image_url: profile.profile_image_url,
        banner_image_url: profile.banner_image_url,
        location: profile.current_location,
        website_url: profile.website_url,
        social_links: profile.social_links,
        hourly_rate_min: profile.hourly_rate_min,
        currency: profile.currency,
        accepts_in_person: profile.accepts_in_person,
        accepts_co_streaming: profile.accepts_co_streaming,
        accepts_remote_venues: profile.accepts_remote_venues,
        accepts_remote_private: profile.accepts_remote_private,
        sets: sets.map((set) => ({
          id: set.id,
          title: set.title,
          slug: set.slug,
          set_type: set.setType,
          platform: set.platform,
          external_url: set.externalUrl,
          embed_html: set.embedHtml,
          is_public: set.isPublic,
          created_at: set.createdAt.toISOString(),
          ...(extras.get(set.id) ?? { media: null, tracks: [] }),
        })),
        availability_periods: availabilityPeriods ? await availabilityPeriods(row.userId, now) : [],
        // Announced sets are streamed: they take place where the DJ currently is.
        upcoming_event: upcoming && {
          title: upcoming.title,
          event_date: utcDate(upcoming.startTime),
          start_time: upcoming.startTime.toISOString(),
          venue_city: profile.current_location.city,
          venue_country: profile.current_location.country,
        },
      };
    },
  };
}

export type DjProfileService = ReturnType<typeof createDjProfileService>;
