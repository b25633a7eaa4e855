import { djStandardTermsFields } from '../booking/terms-agreement.ts';
import { CANCELLATION_NOTICE_HOURS, PAYMENT_TERMS } from '../booking/contract.ts';
import { z } from 'zod';
import { ZAvailabilityPeriod } from './availability-periods.ts';
import { zText } from '../text/safe-text.ts';
import { blankToNull, zFormFlag } from '../text/form-values.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import {
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
  ZDjRateCurrency,
  hourlyAmount,
} from '../accounts/fields.ts';
import { ZCountryCode } from '../catalog/countries.ts';
import { ZDjGenres } from '../catalog/genres.ts';
import { canonicalGenre } from '../catalog/genre-list.ts';
import { EXTENDED_CURRENCIES } from '../catalog/currencies.ts';
import {
  DJ_AVAILABILITY_TYPES,
  DJ_BIO_MAX_LENGTH,
  DJ_PERFORMANCE_FLAGS,
  DJ_PROFILE_MESSAGES,
  DJ_SOCIAL_PLATFORMS,
  isHttpUrl,
  normalizeSocialLink,
  type TDjSocialLinks,
} from './profile-rules.ts';
import { ZFeatureRequestStatus } from './featuring.ts';
import { ZDjUpcomingEvent } from './announced-sets.ts';
import { ZDjSetMedia, ZSetTrack } from './dj-sets.ts';
import { zRowId } from '../text/row-id.ts';

/** Request and answer schemas of the DJ profile calls (docs/product/djs.md); rules and messages in profile-rules.ts. */

const ZFlag = zFormFlag('must be true or false');

export const ZDjBio = zText({ label: 'Bio', multiline: true })
  .trim()
  .max(DJ_BIO_MAX_LENGTH, fieldTooLong('Bio', DJ_BIO_MAX_LENGTH))
  .nullable()
  .transform((value) => value ?? '');

/** The website: "example.com" as typed becomes https://example.com; empty clears it. */
export const ZDjWebsiteUrl = z.preprocess(
  blankToNull,
  zText({ label: 'Website' })
    .trim()
    .max(URL_MAX_LENGTH, fieldTooLong('Website', URL_MAX_LENGTH))
    .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
    .refine(isHttpUrl, DJ_PROFILE_MESSAGES.websiteInvalid)
    .nullable(),
);

/** The minimum hourly rate in whole currency units (80 is 80.00); a numeric string is read as its number. */
export const ZDjHourlyRate = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : value,
  hourlyAmount('Hourly rate'),
);

export const ZDjCurrency = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  ZDjRateCurrency,
);

/** At most 4 catalogue genres, no duplicates; "deep house" is read as "Deep House". */
export const ZDjProfileGenres = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? canonicalGenre(item) : item))
      : value,
  z.array(zText({ label: 'Genre' }).max(NAME_MAX_LENGTH)).pipe(ZDjGenres),
);

const ZSocialLinkValue = z
  .union([
    zText({ label: 'Social link' }).max(URL_MAX_LENGTH, fieldTooLong('Social link', URL_MAX_LENGTH)),
    z.object({
      url: zText({ label: 'Social link' }).max(URL_MAX_LENGTH).nullish(),
      username: zText({ label: 'Social link' }).max(URL_MAX_LENGTH).nullish(),
      handle: zText({ label: 'Social link' }).max(URL_MAX_LENGTH).nullish(),
    }),
    z.null(),
  ])
  .optional();

/**
 * Social links: instagram, facebook, mixcloud, twitch and website, each a URL or username as text or an object with
 * url, username or handle. Normalised to one URL per platform; an empty value removes that link; other keys are
 * ignored. The whole set is replaced on save.
 */
export const ZDjSocialLinks = z
  .object(
    Object.fromEntries(DJ_SOCIAL_PLATFORMS.map((platform) => [platform, ZSocialLinkValue])) as Record<
      (typeof DJ_SOCIAL_PLATFORMS)[number],
      typeof ZSocialLinkValue
    >,
  )
  .transform((links, ctx) => {
    const result: TDjSocialLinks = {};
    for (const platform of DJ_SOCIAL_PLATFORMS) {
      const outcome = normalizeSocialLink(platform, links[platform]);
      if ('error' in outcome) ctx.addIssue({ code: 'custom', path: [platform], message: outcome.error });
      else if (outcome.url) result[platform] = outcome.url;
    }
    return result;
  });

export const ZDjCurrentLocation = z.object({
  city: z.preprocess(
    blankToNull,
    zText({ label: 'City' }).trim().max(CITY_MAX_LENGTH, fieldTooLong('City', CITY_MAX_LENGTH)).nullish(),
  ),
  country: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
    ZCountryCode.nullish(),
  ),
  availability_type: z
    .enum(DJ_AVAILABILITY_TYPES, { error: 'Availability type must be home_base or touring' })
    .optional(),
});

const flagFields = Object.fromEntries(
  DJ_PERFORMANCE_FLAGS.flatMap(([snake, camel]) => [
    [snake, ZFlag.optional()],
    [camel, ZFlag.optional()],
  ]),
) as Record<(typeof DJ_PERFORMANCE_FLAGS)[number][number], z.ZodOptional<typeof ZFlag>>;

type TFlags = Partial<Record<(typeof DJ_PERFORMANCE_FLAGS)[number][number], boolean>>;

/** The camelCase spelling of a performance flag is read when the snake_case one is absent. */
function mergeCamelFlags<T extends TFlags>(body: T): Omit<T, (typeof DJ_PERFORMANCE_FLAGS)[number][1]> {
  const merged: Record<string, unknown> = { ...body };
  for (const [snake, camel] of DJ_PERFORMANCE_FLAGS) {
    if (merged[snake] === undefined && merged[camel] !== undefined) merged[snake] = merged[camel];
    delete merged[camel];
  }
  return merged as Omit<T, (typeof DJ_PERFORMANCE_FLAGS)[number][1]>;
}

const updateFields = {
  bio: ZDjBio.optional(),
  website_url: ZDjWebsiteUrl.optional(),
  hourly_rate_min: ZDjHourlyRate.optional(),
  currency: ZDjCurrency.optional(),
  genres: ZDjProfileGenres.optional(),
  social_links: ZDjSocialLinks.nullable()
    .optional()
    .transform((value) => (value === null ? {} : value)),
  current_location: ZDjCurrentLocation.nullable().optional(),
  ...djStandardTermsFields,
  ...flagFields,
};

/** PUT /dj/profile: any of the profile's editable fields; what is absent stays as it is. */
export const ZDjProfileUpdate = z
  .object(updateFields, { error: 'Expected a JSON object' })
  .transform(mergeCamelFlags);
export type TDjProfileUpdate = z.output<typeof ZDjProfileUpdate>;

/** POST /dj-profile.php: the dashboard's profile save; stage_name is read-only and may only repeat the current one. */
export const ZDjProfileSave = z
  .object(
    {
      stage_name: zText({ label: 'Stage name' })
        .trim()
        .max(NAME_MAX_LENGTH, fieldTooLong('Stage name', NAME_MAX_LENGTH))
        .optional(),
      ...updateFields,
    },
    { error: 'Expected a JSON object' },
  )
  .transform(mergeCamelFlags);
export type TDjProfileSave = z.output<typeof ZDjProfileSave>;

const ZSocialLinksOut = z.object(
  Object.fromEntries(DJ_SOCIAL_PLATFORMS.map((platform) => [platform, z.string().optional()])) as Record<
    (typeof DJ_SOCIAL_PLATFORMS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

const ZLocationOut = z.object({
  city: z.string().nullable(),
  country: z.string().nullable(),
  availability_type: z.enum(DJ_AVAILABILITY_TYPES),
});

/** The DJ's own profile as GET /dj/profile and /dj-profile.php answer it. */
export const ZDjProfile = z.object({
  user_id: z.number(),
  stage_name: z.string(),
  slug: z.string(),
  profile_url: z.string(),
  bio: z.string(),
  website_url: z.string().nullable(),
  hourly_rate_min: z.number(),
  currency: z.enum(EXTENDED_CURRENCIES),
  genres: z.array(z.string()),
  social_links: ZSocialLinksOut,
  profile_image_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  accepts_in_person: z.boolean(),
  accepts_co_streaming: z.boolean(),
  accepts_remote_venues: z.boolean(),
  accepts_remote_private: z.boolean(),
  current_location: ZLocationOut,
  /** The DJ's standard terms: what an offer or an acceptance as asked carries unless the DJ says otherwise. */
  default_payment_terms: z.enum(PAYMENT_TERMS),
  default_cancellation_notice_hours: z.literal(CANCELLATION_NOTICE_HOURS),
  updated_at: z.string(),
  /** Featuring (featuring-rules.ts): whether a request now is granted, and the state of the last one. */
  can_request_feature: z.boolean(),
  feature_request_status: ZFeatureRequestStatus.nullable(),
});
export type TDjProfile = z.infer<typeof ZDjProfile>;

/** GET /dj/stats: counts from the database; earnings stay 0 until bookings exist. */
export const ZDjStats = z.object({
  total_sets: z.number(),
  public_sets: z.number(),
  private_sets: z.number(),
  sets_by_type: z.object({ audio: z.number(), video: z.number(), tracklist: z.number() }),
  genres_count: z.number(),
  profile_completeness: z.number(),
  /** Announced sets (announced-set-rules.ts): all of them, and those that have not ended. */
  announced_sets: z.object({ total: z.number(), upcoming: z.number() }),
  bookings: z.object({ total: z.number(), completed: z.number() }),
  /** Whole units per currency, as the revenue card shows them ($0, €0, £0). */
  earnings: z.object({ USD: z.number(), EUR: z.number(), GBP: z.number() }),
  member_since: z.string(),
});
export type TDjStats = z.infer<typeof ZDjStats>;

export const ZDjPublicSet = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  set_type: z.string(),
  platform: z.string(),
  external_url: z.string().nullable(),
  embed_html: z.string().nullable(),
  is_public: z.boolean(),
  created_at: z.string(),
  /** The set's uploaded file (apps/server/src/modules/djs/sets), or null; always sent. */
  media: ZDjSetMedia.nullish(),
  /** The tracks read from its tracklist; always sent. */
  tracks: z.array(ZSetTrack).optional(),
});
export type TDjPublicSet = z.infer<typeof ZDjPublicSet>;

/** GET /dj-public-page.php: what every visitor may see of a DJ. */
export const ZDjPublicProfile = z.object({
  user_id: z.number(),
  stage_name: z.string(),
  slug: z.string(),
  profile_url: z.string(),
  /** Seeded sample content: the page shows a "Demo profile" label. */
  is_demo: z.boolean(),
  bio: z.string(),
  genres: z.array(z.string()),
  profile_image_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  location: ZLocationOut,
  website_url: z.string().nullable(),
  social_links: ZSocialLinksOut,
  hourly_rate_min: z.number(),
  currency: z.enum(EXTENDED_CURRENCIES),
  accepts_in_person: z.boolean(),
  accepts_co_streaming: z.boolean(),
  accepts_remote_venues: z.boolean(),
  accepts_remote_private: z.boolean(),
  sets: z.array(ZDjPublicSet),
  availability_periods: z.array(ZAvailabilityPeriod),
  upcoming_event: ZDjUpcomingEvent.nullable(),
});
export type TDjPublicProfile = z.infer<typeof ZDjPublicProfile>;

/** ?slug= for /{slug}, or ?id= (the user id) for /dj/{id}. */
export const ZDjPublicPageQuery = z
  .object({
    slug: zText({ label: 'Slug' }).trim().max(200, fieldTooLong('Slug', 200)).optional(),
    id: zRowId().optional(),
  })
  .refine((query) => Boolean(query.slug) || query.id !== undefined, DJ_PROFILE_MESSAGES.slugOrIdRequired);
