import { z } from 'zod';
import { Temporal } from 'temporal-polyfill';
import { zText } from '../text/safe-text.ts';
import { isCountryCode } from '../catalog/countries.ts';

/** Travel availability periods (docs/product/djs.md): POST /dj/availability and what the list answers. */

export const AVAILABILITY_MESSAGES = {
  /** The exact words users meet (docs/product/djs.md). */
  required: 'From date, to date, and country are required',
  invalidDate: 'Dates must be real calendar dates (YYYY-MM-DD)',
  invalidCountry: 'Please select a country from the list',
  toBeforeFrom: 'The to date must be on or after the from date',
  tooLong: 'An availability period can last at most one year',
  ended: 'This availability period has already ended',
  notFound: 'Availability period not found',
  tooMany: 'You can keep at most 100 availability periods',
} as const;

export const AVAILABILITY_TYPES = ['in_person', 'remote'] as const;
export type TAvailabilityType = (typeof AVAILABILITY_TYPES)[number];

export const MAX_AVAILABILITY_PERIODS = 100;
export const CITY_MAX = 100;
export const TECHNICAL_NEEDS_MAX = 2000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date when it is a real calendar date in YYYY-MM-DD form, else null. */
export function parseCalendarDate(value: string): Temporal.PlainDate | null {
  if (!DATE.test(value)) return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
}

const requiredDate = zText({ error: AVAILABILITY_MESSAGES.required })
  .trim()
  .min(1, AVAILABILITY_MESSAGES.required)
  .refine((value) => parseCalendarDate(value) !== null, AVAILABILITY_MESSAGES.invalidDate);

/** Optional text: absent, null and blank all mean "not given". */
const optionalText = (label: string, max: number, multiline = false) =>
  zText({ label, multiline })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The body of POST /dj/availability. The spec's "UK" is kept as its ISO code GB. */
export const ZAvailabilityPeriodInput = z
  .object({
    fromDate: requiredDate,
    toDate: requiredDate,
    country: zText({ error: AVAILABILITY_MESSAGES.required })
      .trim()
      .min(1, AVAILABILITY_MESSAGES.required)
      .toUpperCase()
      .transform((code) => (code === 'UK' ? 'GB' : code))
      .refine(isCountryCode, AVAILABILITY_MESSAGES.invalidCountry),
    city: optionalText('City', CITY_MAX),
    technicalNeeds: optionalText('Technical needs', TECHNICAL_NEEDS_MAX, true),
    availabilityType: z
      .enum(AVAILABILITY_TYPES, { error: 'availabilityType must be in_person or remote' })
      .default('in_person'),
  })
  .superRefine((input, ctx) => {
    const problem = periodProblem(input.fromDate, input.toDate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['toDate'] });
  });
export type TAvailabilityPeriodInput = z.infer<typeof ZAvailabilityPeriodInput>;

/** What is wrong with a from/to pair (both real dates), or null. */
export function periodProblem(fromDate: string, toDate: string): string | null {
  const from = parseCalendarDate(fromDate);
  const to = parseCalendarDate(toDate);
  if (!from || !to) return AVAILABILITY_MESSAGES.invalidDate;
  if (Temporal.PlainDate.compare(to, from) < 0) return AVAILABILITY_MESSAGES.toBeforeFrom;
  // Less than a year: it ends before the same date a year on (29 February runs to 28 February).
  if (Temporal.PlainDate.compare(to, from.add({ years: 1 })) >= 0) return AVAILABILITY_MESSAGES.tooLong;
  return null;
}

/** True when the period's last day is before `today` (both YYYY-MM-DD). */
export function periodHasEnded(toDate: string, today: string): boolean {
  return toDate < today;
}

/**
 * The zone whose date is the earliest on Earth (UTC−12, "anywhere on Earth"): a period is still upcoming while its
 * last day has not ended everywhere, whatever zone the reader is in.
 */
export const ANYWHERE_ON_EARTH = 'Etc/GMT+12';

export const ZAvailabilityPeriod = z.object({
  id: z.number(),
  from_date: z.string(),
  to_date: z.string(),
  country: z.string(),
  city: z.string().nullable(),
  technical_needs: z.string().nullable(),
  availability_type: z.enum(AVAILABILITY_TYPES),
});
export type TAvailabilityPeriod = z.infer<typeof ZAvailabilityPeriod>;
