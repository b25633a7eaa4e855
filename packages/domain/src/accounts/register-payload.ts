import { z } from 'zod';
import { ZDjGenres } from '../catalog/genres.ts';
import { isTimeZone } from '../catalog/timezones.ts';
import {
  ADDRESS_MAX_LENGTH,
  BIO_MAX_LENGTH,
  DEFAULT_HOURLY_RATE_MAX,
  DEFAULT_HOURLY_RATE_MIN,
  DEFAULT_REMOTE_STREAMING,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ZCapacity,
  ZCatalogueSize,
  ZCity,
  ZConfirmPassword,
  ZCountry,
  ZDjRateCurrency,
  ZFlag,
  ZOptionalCity,
  ZPreferredArtists,
  ZRateCurrency,
  ZRemixHandle,
  ZRemoteStreaming,
  ZTrainingCurrency,
  ZTrainingExperienceYears,
  ZTrainingHourlyRate,
  ZTrainingSpecialties,
  ZUntilDate,
  ZUrl,
  ZVenueType,
  hourlyAmount,
  isHttpUrl,
  URL_MAX_LENGTH,
  optionalText,
  requiredText,
  trainingRateMissing,
  withScheme,
} from './fields.ts';
import {
  ACCOUNT_TYPE_REQUIRED,
  ADDRESS_REQUIRED,
  CAPTCHA_REQUIRED,
  EMAIL_AND_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_TOO_LONG,
  LABEL_NAME_REQUIRED,
  TRAINING_RATE_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RATE_RANGE_INVALID,
  SELECT_AT_LEAST_ONE_OPTION,
  STAGE_NAME_REQUIRED,
  UNKNOWN_TIME_ZONE,
  VENUE_EMAIL_INVALID,
  VENUE_EMAIL_REQUIRED,
  VENUE_NAME_REQUIRED,
  VENUE_URL_INVALID,
  VENUE_URL_REQUIRED,
} from './messages.ts';
import { zText } from '../text/safe-text.ts';

/**
 * The account-creation payload of POST /api/v14/auth/register (docs/product/accounts-and-sessions.md): common fields
 * plus each role's fields, snake_case as the spec names them (the DJ's four accepts* flags are camelCase in the spec
 * and stay so). `recaptcha_token` carries the CAPTCHA solution whichever provider is active (ALTCHA payload or
 * reCAPTCHA token).
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ZRegisterEmail = zText({ error: EMAIL_AND_PASSWORD_REQUIRED, label: 'Email' })
  .trim()
  .min(1, EMAIL_AND_PASSWORD_REQUIRED)
  .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG)
  .regex(EMAIL_PATTERN, EMAIL_INVALID);

const ZRegisterPassword = zText({ error: EMAIL_AND_PASSWORD_REQUIRED, label: 'Password' })
  .min(1, EMAIL_AND_PASSWORD_REQUIRED)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

const ZTimezone = zText({ label: 'Time zone' })
  .trim()
  .max(64, UNKNOWN_TIME_ZONE)
  .refine((zone) => zone === '' || isTimeZone(zone), UNKNOWN_TIME_ZONE)
  .optional()
  .nullable()
  .transform((zone) => zone || undefined);

/** An optional link (Mixcloud, Twitch): a full http(s) URL, "example.com" made https://; blank is not given. */
export const ZOptionalUrl = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() ? withScheme(value) : undefined) : value),
  ZUrl.optional().nullable(),
);

/** The venue's website: a full http(s) URL ("example.com" gets https://). */
export const ZVenueUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? withScheme(value) : value),
  zText({ error: VENUE_URL_REQUIRED, label: 'Venue URL' })
    .trim()
    .min(1, VENUE_URL_REQUIRED)
    .max(URL_MAX_LENGTH, VENUE_URL_INVALID)
    .refine(isHttpUrl, VENUE_URL_INVALID),
);

/** The venue's contact address. */
export const ZVenueEmail = zText({ error: VENUE_EMAIL_REQUIRED, label: 'Venue email' })
  .trim()
  .min(1, VENUE_EMAIL_REQUIRED)
  .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG)
  .regex(EMAIL_PATTERN, VENUE_EMAIL_INVALID);

/**
 * A field of the e-mail path as the social path takes it (everything but the type is optional there): the same
 * rules, with blank or missing meaning "not given".
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
    schema.optional().nullable(),
  );
}

const ZDjId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: 'dj_id must be a number' }).int().positive().max(2_147_483_647).optional().nullable(),
);

/** Fields every e-mail account sends. Listed after the role fields so errors come in the wizard's step order. */
const commonFields = {
  first_name: optionalText('First name', NAME_MAX_LENGTH),
  last_name: optionalText('Last name', NAME_MAX_LENGTH),
  display_name: optionalText('Display name', NAME_MAX_LENGTH),
  timezone: ZTimezone,
  dj_id: ZDjId,
  email: ZRegisterEmail,
  password: ZRegisterPassword,
  confirm_password: ZConfirmPassword,
  recaptcha_token: zText({ error: CAPTCHA_REQUIRED, label: 'Captcha' })
    .trim()
    .min(1, CAPTCHA_REQUIRED)
    .max(20_000, CAPTCHA_REQUIRED),
};

const preferred = ZPreferredArtists.default([]);

export const ZDjRegisterPayload = z.object({
  user_type: z.literal('dj'),
  stage_name: requiredText(STAGE_NAME_REQUIRED, 'Stage Name', NAME_MAX_LENGTH),
  country: ZCountry,
  city: ZOptionalCity,
  until_date: ZUntilDate,
  bio: optionalText('Bio', BIO_MAX_LENGTH),
  genres: ZDjGenres.default([]),
  /**
   * Absent or null: the country's currency (docs/product/accounts-and-sessions.md, `currencyForCountry`), set when the
   * profile is made.
   */
  currency: ZDjRateCurrency.nullish(),
  hourly_rate_min: hourlyAmount('Minimum hourly rate').default(DEFAULT_HOURLY_RATE_MIN),
  acceptsInPerson: ZFlag.default(true),
  acceptsCoStreaming: ZFlag.default(false),
  acceptsRemoteVenues: ZFlag.default(false),
  acceptsRemotePrivate: ZFlag.default(false),
  mixcloud_url: ZOptionalUrl,
  twitch_url: ZOptionalUrl,
  preferred_artists: preferred,
  ...commonFields,
});

export const ZVenueRegisterPayload = z.object({
  user_type: z.literal('venue'),
  venue_name: requiredText(VENUE_NAME_REQUIRED, 'Venue name', NAME_MAX_LENGTH),
  country: ZCountry,
  city: ZCity,
  address: requiredText(ADDRESS_REQUIRED, 'Address', ADDRESS_MAX_LENGTH),
  venue_type: ZVenueType,
  capacity: ZCapacity.optional().nullable(),
  /**
   * Absent or null: the country's currency (docs/product/accounts-and-sessions.md, `currencyForCountry`), set when the
   * profile is made.
   */
  currency: ZRateCurrency.nullish(),
  hourly_budget_min: hourlyAmount('Minimum hourly rate').default(DEFAULT_HOURLY_RATE_MIN),
  hourly_budget_max: hourlyAmount('Maximum hourly rate').default(DEFAULT_HOURLY_RATE_MAX),
  accepts_remote_djs: ZFlag.default(true),
  remote_streaming: ZRemoteStreaming.default(DEFAULT_REMOTE_STREAMING),
  venue_url: ZVenueUrl,
  venue_email: ZVenueEmail,
  preferred_artists: preferred,
  ...commonFields,
});

export const ZEnthusiastRegisterPayload = z.object({
  user_type: z.literal('enthusiast'),
  country: ZCountry,
  city: ZCity,
  accepts_remote_performances: ZFlag.default(true),
  preferred_artists: preferred,
  ...commonFields,
});

export const ZProducerRegisterPayload = z.object({
  user_type: z.literal('producer'),
  producer_name: optionalText('Producer name', NAME_MAX_LENGTH),
  country: ZCountry.optional().nullable(),
  city: ZOptionalCity,
  want_to_remix: ZFlag.default(false),
  want_others_to_remix: ZFlag.default(false),
  want_to_promote: ZFlag.default(false),
  remix_handle: ZRemixHandle,
  catalogue_size: ZCatalogueSize.optional().nullable(),
  accepts_in_person: ZFlag.default(false),
  offers_training: ZFlag.default(false),
  training_currency: ZTrainingCurrency.default('USD'),
  training_hourly_rate: ZTrainingHourlyRate.default(0),
  training_experience_years: ZTrainingExperienceYears.default(0),
  training_specialties: ZTrainingSpecialties.default([]),
  preferred_artists: preferred,
  ...commonFields,
});

export const ZLabelRegisterPayload = z.object({
  user_type: z.literal('label'),
  label_name: requiredText(LABEL_NAME_REQUIRED, 'Label name', NAME_MAX_LENGTH),
  country: ZCountry,
  city: ZCity,
  catalogue_size: ZCatalogueSize.optional().nullable(),
  monetize_back_catalogue: ZFlag.default(false),
  promote_to_djs: ZFlag.default(false),
  ...commonFields,
});

/** The spec's snake_case name for a camelCase form field (promoteToDJs -> promote_to_djs); [] suffixes dropped. */
function snakeCase(key: string): string {
  return key
    .replace(/\[\]$/, '')
    .replace(/([A-Z]+)/g, (caps) => `_${caps.toLowerCase()}`)
    .replace(/^_/, '');
}

const DJ_CAMEL_FLAGS = [
  'acceptsInPerson',
  'acceptsCoStreaming',
  'acceptsRemoteVenues',
  'acceptsRemotePrivate',
];

/**
 * Accepts the spec's "other variant" names (userType, displayName, preferredArtists[], stageName …) by mapping
 * them to the canonical snake_case keys; a canonical key that is present always wins.
 */
export function canonicalRegisterKeys(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (DJ_CAMEL_FLAGS.includes(key)) {
      out[key] = value;
      continue;
    }
    const canonical = snakeCase(key);
    if (canonical === key || !(canonical in source)) out[canonical] = value;
  }
  for (const flag of DJ_CAMEL_FLAGS) {
    const snake = snakeCase(flag);
    if (out[flag] === undefined && source[snake] !== undefined) out[flag] = source[snake];
  }
  return out;
}

function checkRoleRules(payload: TRegisterPayload, ctx: z.RefinementCtx) {
  if (payload.user_type === 'producer') {
    if (!payload.want_to_remix && !payload.want_others_to_remix && !payload.want_to_promote) {
      ctx.addIssue({ code: 'custom', message: SELECT_AT_LEAST_ONE_OPTION, path: ['want_to_remix'] });
    }
    if (trainingRateMissing(payload.offers_training, payload.training_hourly_rate)) {
      ctx.addIssue({ code: 'custom', message: TRAINING_RATE_REQUIRED, path: ['training_hourly_rate'] });
    }
  }
  if (payload.user_type === 'label' && !payload.monetize_back_catalogue && !payload.promote_to_djs) {
    ctx.addIssue({ code: 'custom', message: SELECT_AT_LEAST_ONE_OPTION, path: ['monetize_back_catalogue'] });
  }
  if (payload.user_type === 'venue' && payload.hourly_budget_min > payload.hourly_budget_max) {
    ctx.addIssue({ code: 'custom', message: RATE_RANGE_INVALID, path: ['hourly_budget_min'] });
  }
  if (payload.confirm_password != null && payload.confirm_password !== payload.password) {
    ctx.addIssue({ code: 'custom', message: PASSWORDS_DO_NOT_MATCH, path: ['confirm_password'] });
  }
}

const ZRegisterUnion = z.discriminatedUnion(
  'user_type',
  [
    ZDjRegisterPayload,
    ZVenueRegisterPayload,
    ZEnthusiastRegisterPayload,
    ZProducerRegisterPayload,
    ZLabelRegisterPayload,
  ],
  { error: ACCOUNT_TYPE_REQUIRED },
);

export const ZRegisterPayload = z.preprocess(
  canonicalRegisterKeys,
  ZRegisterUnion.superRefine(checkRoleRules),
);

export type TRegisterPayload = z.output<typeof ZRegisterUnion>;
export type TRegisterInput = z.input<typeof ZRegisterUnion>;
export type TDjRegisterPayload = z.output<typeof ZDjRegisterPayload>;
export type TVenueRegisterPayload = z.output<typeof ZVenueRegisterPayload>;
export type TEnthusiastRegisterPayload = z.output<typeof ZEnthusiastRegisterPayload>;
export type TProducerRegisterPayload = z.output<typeof ZProducerRegisterPayload>;
export type TLabelRegisterPayload = z.output<typeof ZLabelRegisterPayload>;
