import { amountLimit } from '../catalog/money-text.ts';
import { z } from 'zod';
import { ZCountryCode } from '../catalog/countries.ts';
import { zText } from '../text/safe-text.ts';
import { blankToNull } from '../text/form-values.ts';
import { ZCurrency, ZExtendedCurrency } from '../catalog/currency-schemas.ts';
import {
  TRAINING_EXPERIENCE_MAX_YEARS,
  TRAINING_RATE_STEP,
  ZTrainingSpecialty,
} from '../catalog/training.ts';
import {
  CITY_REQUIRED,
  COUNTRY_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  MAX_PREFERRED_ARTISTS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  REMIX_HANDLE_FORMAT,
  REMIX_HANDLE_LENGTH,
  REMOTE_STREAMING_REQUIRED,
  VENUE_TYPE_REQUIRED,
  fieldTooLong,
} from './messages.ts';

/**
 * Field rules shared by the sign-up wizard, the sign-in form and the server (docs/product/accounts-and-sessions.md).
 */

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
export const URL_MAX_LENGTH = 2048;
export const BIO_MAX_LENGTH = 5000;
export const ARTIST_NAME_MAX_LENGTH = 100;
export const MAX_PREFERRED_ARTISTS = 10;
export const REMIX_HANDLE_MIN_LENGTH = 3;
export const REMIX_HANDLE_MAX_LENGTH = 30;
/** Upper bound on any hourly amount in major units; keeps minor units inside a 32-bit integer column. */
export const MAX_HOURLY_AMOUNT = 1_000_000;
export const MAX_CATALOGUE_SIZE = 10_000_000;
export const MAX_CAPACITY = 1_000_000;

// Sign-up defaults (docs/product/accounts-and-sessions.md).
export const DEFAULT_HOURLY_RATE_MIN = 50;
export const DEFAULT_HOURLY_RATE_MAX = 200;
export const HOURLY_RATE_SLIDER_FALLBACK_MAX = 500;
export const VENUE_RATE_MIN_SLIDER = { min: 50, max: 500, step: 5 } as const;
export const VENUE_RATE_MAX_SLIDER = { min: 50, max: 5000, step: 50 } as const;
/** DJ minimum hourly rate: 20 to 200 in steps of 10, then to 1000 in steps of 50. */
export const DJ_RATE_SLIDER_STEPS: readonly number[] = [
  ...Array.from({ length: 19 }, (_, i) => 20 + i * 10),
  ...Array.from({ length: 16 }, (_, i) => 250 + i * 50),
];

/**
 * Sign-up offers four venue types; the venue profile elsewhere adds three more (docs/product/accounts-and-sessions.md).
 */
export const SIGNUP_VENUE_TYPES = ['club', 'bar', 'shop', 'other'] as const;
export const VENUE_TYPES = [...SIGNUP_VENUE_TYPES, 'restaurant', 'festival', 'private_event'] as const;
export type TVenueType = (typeof VENUE_TYPES)[number];
export const VENUE_TYPE_LABELS: Record<TVenueType, string> = {
  club: 'Club',
  bar: 'Bar',
  shop: 'Shop',
  other: 'Other',
  restaurant: 'Restaurant',
  festival: 'Festival',
  private_event: 'Private Event',
};

export const REMOTE_STREAMING_OPTIONS = ['both', 'receiver', 'broadcaster', 'no'] as const;
export type TRemoteStreaming = (typeof REMOTE_STREAMING_OPTIONS)[number];
export const DEFAULT_REMOTE_STREAMING: TRemoteStreaming = 'both';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as typed: trimmed, required, containing @ and a domain. */
export const ZEmail = zText({ error: EMAIL_REQUIRED, label: 'Email' })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG)
  .regex(EMAIL_PATTERN, EMAIL_INVALID);

/** The canonical form used to look accounts up and to keep them unique. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A new password: 8 to 128 characters (no composition rules, per NIST 800-63B). */
export const ZNewPassword = zText({ error: PASSWORD_REQUIRED, label: 'Password' })
  .min(1, PASSWORD_REQUIRED)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** A password being checked (sign-in, current password): only required and bounded, so old rules never lock anyone out. */
export const ZPassword = zText({ error: PASSWORD_REQUIRED, label: 'Password' })
  .min(1, PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** The password typed again; the payload compares it with the password. */
export const ZConfirmPassword = zText({ label: 'Confirm password' })
  .max(PASSWORD_MAX_LENGTH, PASSWORDS_DO_NOT_MATCH)
  .optional()
  .nullable();

/** Optional text: trimmed, bounded, and an empty string becomes undefined. */
export function optionalText(label: string, max: number) {
  return zText({ label })
    .trim()
    .max(max, fieldTooLong(label, max))
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));
}

/** Required text with the spec's "is required" message. */
export function requiredText(requiredMessage: string, label: string, max: number) {
  return zText({ error: requiredMessage, label })
    .trim()
    .min(1, requiredMessage)
    .max(max, fieldTooLong(label, max));
}

export const ZCountry = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  ZCountryCode,
);
export const ZCity = requiredText(CITY_REQUIRED, 'City', CITY_MAX_LENGTH);
export const ZOptionalCity = optionalText('City', CITY_MAX_LENGTH);
export { COUNTRY_REQUIRED };

export const ZVenueType = z.enum(VENUE_TYPES, { error: VENUE_TYPE_REQUIRED });
export const ZRemoteStreaming = z.enum(REMOTE_STREAMING_OPTIONS, { error: REMOTE_STREAMING_REQUIRED });
export const ZRateCurrency = ZCurrency;
/** The DJ hourly rate and training rates also accept CAD and AUD (docs/product/accounts-and-sessions.md). */
export const ZDjRateCurrency = ZExtendedCurrency;
export const ZTrainingCurrency = ZExtendedCurrency;

const HANDLE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;

/** Returns the spec's message for a bad remix handle, or undefined when it is fine (empty means not given). */
export function remixHandleError(
  handle: string,
  formatMessage: string = REMIX_HANDLE_FORMAT,
): string | undefined {
  const value = handle.trim();
  if (!value) return undefined;
  if (value.length < REMIX_HANDLE_MIN_LENGTH || value.length > REMIX_HANDLE_MAX_LENGTH)
    return REMIX_HANDLE_LENGTH;
  if (!HANDLE_PATTERN.test(value)) return formatMessage;
  return undefined;
}

/** Optional remix handle: 3 to 30 letters, digits, hyphens, underscores; not starting or ending with - or _. */
export const ZRemixHandle = zText({ label: 'Remix handle' })
  .trim()
  .max(200, REMIX_HANDLE_LENGTH)
  .optional()
  .nullable()
  .superRefine((value, ctx) => {
    const message = value ? remixHandleError(value) : undefined;
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => (value ? value : undefined));

/** Splits the wizard's comma- or newline-separated artist input into a list. */
export function splitArtistInput(text: string): string[] {
  return text.split(/[,\n\r]+/);
}

/** Trims, drops empties and de-duplicates case-insensitively (first spelling wins), keeping order. */
export function normalizePreferredArtists(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of list) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}

/** The input text as the list it stands for (what the wizard shows and sends). */
export function parsePreferredArtists(text: string): string[] {
  return normalizePreferredArtists(splitArtistInput(text));
}

/** Preferred artists: a list (or comma/newline text), trimmed, de-duplicated, at most 10. */
export const ZPreferredArtists = z
  .preprocess(
    (value) =>
      value === undefined || value === null
        ? []
        : typeof value === 'string'
          ? splitArtistInput(value)
          : value,
    z
      .array(
        zText({ label: 'Artist name' }).max(
          ARTIST_NAME_MAX_LENGTH,
          fieldTooLong('Artist name', ARTIST_NAME_MAX_LENGTH),
        ),
        {
          error: 'Preferred artists must be a list of names',
        },
      )
      .max(200, MAX_PREFERRED_ARTISTS_MESSAGE),
  )
  .transform(normalizePreferredArtists)
  .pipe(z.array(z.string()).max(MAX_PREFERRED_ARTISTS, MAX_PREFERRED_ARTISTS_MESSAGE));

/** An hourly amount in major units (e.g. 50 = 50 USD). */
export function hourlyAmount(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} must not be negative`)
    .max(MAX_HOURLY_AMOUNT, `${label} must be at most ${amountLimit(MAX_HOURLY_AMOUNT)}`);
}

/** docs/product/accounts-and-sessions.md: the minimum is capped at the maximum, the maximum is at least the minimum. */
export function clampRateRange(
  min: number,
  max: number,
  changed: 'min' | 'max',
): { min: number; max: number } {
  if (changed === 'min') return { min: Math.min(min, max), max };
  return { min, max: Math.max(max, min) };
}

export const ZCatalogueSize = z
  .number({ error: 'Catalogue size must be a number' })
  .int('Catalogue size must be a whole number')
  .min(0, 'Catalogue size must not be negative')
  .max(MAX_CATALOGUE_SIZE, `Catalogue size must be at most ${MAX_CATALOGUE_SIZE}`);

export const ZCapacity = z
  .number({ error: 'Capacity must be a number' })
  .int('Capacity must be a whole number')
  .min(0, 'Capacity must not be negative')
  .max(MAX_CAPACITY, `Capacity must be at most ${MAX_CAPACITY}`);

export const ZTrainingHourlyRate = hourlyAmount('Training hourly rate').multipleOf(
  TRAINING_RATE_STEP,
  `Training hourly rate must be a multiple of ${TRAINING_RATE_STEP}`,
);

/** Offering training takes a rate above 0 (TRAINING_RATE_REQUIRED); without the offer the rate is not asked. */
export function trainingRateMissing(offersTraining: boolean, rate: number | null | undefined): boolean {
  return offersTraining && !(typeof rate === 'number' && rate > 0);
}

export const ZTrainingExperienceYears = z
  .number({ error: 'Years of experience must be a number' })
  .int('Years of experience must be a whole number')
  .min(0, 'Years of experience must not be negative')
  .max(TRAINING_EXPERIENCE_MAX_YEARS, `Years of experience must be at most ${TRAINING_EXPERIENCE_MAX_YEARS}`);

export const ZTrainingSpecialties = z
  .array(ZTrainingSpecialty)
  .max(12)
  .transform((list) => [...new Set(list)]);

/** An absolute http(s) URL with a dotted host. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s./]+\.[^\s]+$/i.test(value) && URL.canParse(value);
}

export const ZUrl = zText({ label: 'URL' })
  .trim()
  .max(URL_MAX_LENGTH, fieldTooLong('URL', URL_MAX_LENGTH))
  .refine(isHttpUrl, 'Please enter a valid URL');

/** Accepts "example.com" as typed and makes it a full URL. */
export function withScheme(url: string): string {
  const value = url.trim();
  return /^https?:\/\//i.test(value) ? value : value ? `https://${value}` : value;
}

/** A calendar date 'YYYY-MM-DD' or null ("Available In This City Until"). */
export const ZUntilDate = z.preprocess(
  blankToNull,
  zText({ error: 'Date must be in the form YYYY-MM-DD', label: 'Date' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in the form YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Please enter a valid date')
    .nullable()
    .optional(),
);

export const ZFlag = z.boolean({ error: 'must be true or false' });
