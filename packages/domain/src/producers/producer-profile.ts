import { amountLimit } from '../catalog/money-text.ts';
import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { NAME_MAX_LENGTH, remixHandleError, ZTrainingCurrency } from '../accounts/fields.ts';
import { REMIX_HANDLE_LENGTH } from '../accounts/messages.ts';
import { ZDaw } from '../catalog/daws.ts';
import { TRAINING_EXPERIENCE_MAX_YEARS } from '../catalog/training.ts';
import { EXTENDED_CURRENCIES } from '../catalog/currencies.ts';
import { ZProducerStats } from './producer-stats.ts';

/**
 * The producer's own profile (docs/product/producers-and-labels.md) and the Edit Profile modal's save
 * (docs/product/producers-and-labels.md, made real: PUT /producer/profile). Experience years and the training rate are
 * whole numbers, default 0 (docs/product/producers-and-labels.md).
 */

export const PRODUCER_BIO_MAX_LENGTH = 2000;
/** The highest training rate per hour a producer may ask, in whole currency units. */
export const TRAINING_RATE_MAX = 10_000;
/** Where a producer's remix page lives (docs/product/producers-and-labels.md: "remix.me/{handle}"). */
export const REMIX_URL_HOST = 'remix.me';

export const PRODUCER_PROFILE_MESSAGES = {
  producerNameRequired: 'Producer name is required',
  remixHandleTaken: 'This remix handle is already taken. Please choose another one.',
  experienceYears: `Experience years must be a whole number from 0 to ${TRAINING_EXPERIENCE_MAX_YEARS}`,
  trainingRate: `Training rate must be a whole number from 0 to ${amountLimit(TRAINING_RATE_MAX)}`,
  profileMissing: 'Your producer profile could not be found. Please sign out and in again.',
  saved: 'Profile saved',
} as const;

/** remix.me/{handle}, or null without a handle. */
export function remixUrl(handle: string | null | undefined): string | null {
  return handle ? `${REMIX_URL_HOST}/${handle}` : null;
}

/** A whole number typed as text or sent as a number; empty is 0 (docs/product/producers-and-labels.md). */
function wholeNumber(max: number, message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return 0;
      if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value.trim());
      return value;
    },
    z.number({ error: message }).int(message).min(0, message).max(max, message),
  );
}

export const ZExperienceYears = wholeNumber(
  TRAINING_EXPERIENCE_MAX_YEARS,
  PRODUCER_PROFILE_MESSAGES.experienceYears,
);
export const ZTrainingRate = wholeNumber(TRAINING_RATE_MAX, PRODUCER_PROFILE_MESSAGES.trainingRate);

export const ZProducerName = zText({ label: 'Producer name' })
  .trim()
  .min(1, PRODUCER_PROFILE_MESSAGES.producerNameRequired)
  .max(NAME_MAX_LENGTH, fieldTooLong('Producer name', NAME_MAX_LENGTH));

export const ZProducerBio = zText({ label: 'Bio', multiline: true })
  .trim()
  .max(PRODUCER_BIO_MAX_LENGTH, fieldTooLong('Bio', PRODUCER_BIO_MAX_LENGTH));

/** A new remix handle (the sign-up's rule, docs/product/producers-and-labels.md); empty or null clears it. */
export const ZRemixHandleChange = zText({ label: 'Remix handle' })
  .trim()
  .max(200, REMIX_HANDLE_LENGTH)
  .nullable()
  .superRefine((value, ctx) => {
    const message = value ? remixHandleError(value) : undefined;
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => (value ? value : null));

/** PUT /producer/profile: the Edit Profile modal's fields; what is absent stays as it is. */
export const ZProducerProfileUpdate = z.object({
  producer_name: ZProducerName.optional(),
  primary_daw: ZDaw.nullable().optional(),
  remix_handle: ZRemixHandleChange.optional(),
  bio: ZProducerBio.nullable()
    .optional()
    .transform((value) => (value === null ? '' : value)),
  experience_years: ZExperienceYears.optional(),
  training_hourly_rate: ZTrainingRate.optional(),
  training_currency: ZTrainingCurrency.optional(),
});
export type TProducerProfileUpdate = z.input<typeof ZProducerProfileUpdate>;
export type TProducerProfileChanges = z.output<typeof ZProducerProfileUpdate>;

/**
 * The producer profile (docs/product/producers-and-labels.md), exactly: what GET /user/profile answers in data for a
 * producer account (docs/product/producers-and-labels.md), the single source the dashboard reads its profile from
 * (decision record 038).
 */
export const ZProducerProfileFields = z.strictObject({
  display_name: z.string(),
  first_name: z.string().nullable(),
  email: z.string(),
  producer_name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  bio: z.string(),
  remix_handle: z.string().nullable(),
  training_hourly_rate: z.number(),
  training_currency: z.enum(EXTENDED_CURRENCIES),
  experience_years: z.number(),
  primary_daw: z.string().nullable(),
  secondary_daws: z.array(z.string()),
});
export type TProducerProfileFields = z.infer<typeof ZProducerProfileFields>;

/** The dashboard's profile: the account, the spec's profile fields and the five cards' stats (PUT's answer). */
export const ZProducerProfile = ZProducerProfileFields.extend({
  user_id: z.number(),
  stats: ZProducerStats,
});
export type TProducerProfile = z.infer<typeof ZProducerProfile>;
