import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { VENUE_NAME_REQUIRED, fieldTooLong } from '../accounts/messages.ts';
import {
  ADDRESS_MAX_LENGTH,
  BIO_MAX_LENGTH,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  VENUE_TYPES,
  ZCapacity,
  hourlyAmount,
} from '../accounts/fields.ts';
import {
  COUNTRY_NOT_IN_LIST,
  ZClearableCountry,
  blankToNull,
  clearableText,
} from '../text/clearable-fields.ts';
import { EXTENDED_CURRENCIES, currencyForCountry } from '../catalog/currencies.ts';
import { ZExtendedCurrency } from '../catalog/currency-schemas.ts';
import { ZFavoriteDj } from '../favorites/favorites.ts';
import { ZOpeningHours, ZOpeningHoursInput } from './opening-hours.ts';

/**
 * The venue profile and settings (docs/product/venues.md): GET and PUT /venue/profile. City and country are the
 * account's (users.city, users.country); money is answered in major units (150.5) and kept in minor units.
 */

export const VENUE_PROFILE_MESSAGES = {
  notFound: 'Venue profile not found',
  budgetRange: 'The minimum hourly budget cannot be more than the maximum hourly budget',
  venueType: 'Venue type must be one of club, bar, restaurant, festival, private_event, shop or other',
  currency: 'Currency must be USD, EUR, GBP, CAD or AUD',
  country: COUNTRY_NOT_IN_LIST,
} as const;

export const VENUE_DESCRIPTION_MAX_LENGTH = BIO_MAX_LENGTH;

export const ZVenueProfile = z.object({
  venue_name: z.string(),
  venue_type: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  capacity: z.number().nullable(),
  description: z.string(),
  hourly_budget_min: z.number(),
  hourly_budget_max: z.number(),
  currency: z.enum(EXTENDED_CURRENCIES),
  /**
   * The banner's address: what an image's src takes, as the data URL the venue sent (docs/product/venues.md) would be.
   */
  banner_image: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  app_id: z.string(),
});
export type TVenueProfile = z.infer<typeof ZVenueProfile>;

/** GET and PUT /venue/profile: the profile, the week's opening hours and the favorite DJs. */
export const ZVenueSettings = z.object({
  venue_profile: ZVenueProfile,
  opening_hours: ZOpeningHours,
  favorite_djs: z.array(ZFavoriteDj),
});
export type TVenueSettings = z.infer<typeof ZVenueSettings>;

const numeric = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/**
 * The body of PUT /venue/profile: any profile field plus opening_hours; what is left out stays as it is. The
 * profile fields may also come nested in venue_profile, as GET answers them. A currency of null or "" means "not
 * chosen": the country's currency (docs/product/venues.md).
 */
export const ZVenueProfileUpdate = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const { venue_profile: nested, ...rest } = body as Record<string, unknown>;
    return nested && typeof nested === 'object' && !Array.isArray(nested) ? { ...nested, ...rest } : rest;
  },
  z
    .object({
      venue_name: zText({ error: VENUE_NAME_REQUIRED, label: 'Venue name' })
        .trim()
        .min(1, VENUE_NAME_REQUIRED)
        .max(NAME_MAX_LENGTH, fieldTooLong('Venue name', NAME_MAX_LENGTH))
        .optional(),
      venue_type: z
        .preprocess(
          (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
          z.enum(VENUE_TYPES, { error: VENUE_PROFILE_MESSAGES.venueType }),
        )
        .optional(),
      address: clearableText('Address', ADDRESS_MAX_LENGTH),
      city: clearableText('City', CITY_MAX_LENGTH),
      country: ZClearableCountry,
      capacity: z.preprocess((value) => numeric(blankToNull(value)), ZCapacity.nullable()).optional(),
      description: clearableText('Description', VENUE_DESCRIPTION_MAX_LENGTH, true),
      hourly_budget_min: z.preprocess(numeric, hourlyAmount('Minimum hourly budget')).optional(),
      hourly_budget_max: z.preprocess(numeric, hourlyAmount('Maximum hourly budget')).optional(),
      currency: z
        .preprocess((value) => {
          const code = blankToNull(value);
          return typeof code === 'string' ? code.trim().toUpperCase() : code;
        }, ZExtendedCurrency.nullable())
        .optional(),
      opening_hours: ZOpeningHoursInput.optional(),
    })
    .superRefine((input, ctx) => {
      const { hourly_budget_min: min, hourly_budget_max: max } = input;
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({
          code: 'custom',
          message: VENUE_PROFILE_MESSAGES.budgetRange,
          path: ['hourly_budget_min'],
        });
      }
    }),
);
export type TVenueProfileUpdate = z.infer<typeof ZVenueProfileUpdate>;

/** Amounts in major units (150.5) as minor units (15050). */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The currency after a change (docs/product/venues.md): a chosen one is kept; null ("not chosen") is the country's;
 * when only the country changes, a currency that was the old country's own follows the new country, a chosen one stays.
 */
export function venueCurrencyAfter(
  current: { currency: string; country: string | null },
  change: { currency?: string | null | undefined; country?: string | null | undefined },
): string {
  if (change.currency) return change.currency;
  const country = change.country !== undefined ? change.country : current.country;
  if (change.currency === null) return currencyForCountry(country);
  if (change.country !== undefined && current.currency === currencyForCountry(current.country)) {
    return currencyForCountry(country);
  }
  return current.currency;
}
