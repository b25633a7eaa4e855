import { z } from 'zod';
import { ZExtendedCurrency } from '../catalog/currency-schemas.ts';
import type { TCountryCode } from '../catalog/country-list.ts';
import { isHttpUrl } from '../djs/profile-rules.ts';
import { canonicalTimeZone } from '../djs/weekly-slot.ts';
import { CITY_MAX_LENGTH, URL_MAX_LENGTH } from '../accounts/fields.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { zText } from '../text/safe-text.ts';
import { DEFAULT_DURATION_HOURS, HOURLY_BUDGET, type TDurationHours } from './constants.ts';
import {
  BOOKING_FORM_MESSAGES as M,
  isHourlyBudget,
  normalizeNames,
  readCountry,
  readDurationHours,
  readPerformanceType,
  type TPerformanceType,
} from './request-rules.ts';

/** Readers of the booking request fields (camelCase or snake_case, blanks, lists, ids, money, time); request-form.ts composes them. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function pick(body: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (body[name] !== undefined) return body[name];
  return undefined;
}

export function canonical<K extends string>(names: Record<K, readonly string[]>) {
  return (body: unknown): unknown => {
    if (!isRecord(body)) return body;
    const fields: Record<string, unknown> = {};
    for (const [field, aliases] of Object.entries(names) as [K, readonly string[]][])
      fields[field] = pick(body, aliases);
    return fields;
  };
}

export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A list as a form may send it: an array, JSON text, or names separated by commas; items may be {name}. */
export function nameList(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  let list = value;
  if (typeof list === 'string') {
    const text = list.trim();
    if (text === '') return [];
    try {
      list = text.startsWith('[') ? JSON.parse(text) : text.split(',');
    } catch {
      return value;
    }
  }
  if (!Array.isArray(list)) return value;
  return list.map((item) =>
    isRecord(item) ? (item['name'] ?? item['stage_name'] ?? item['artist_name'] ?? item['dj_name']) : item,
  );
}

export const names = (itemMax: number, label: string) =>
  z.preprocess(
    nameList,
    z
      .array(zText({ error: M.listInvalid, label }).trim().max(itemMax, fieldTooLong(label, itemMax)), {
        error: M.listInvalid,
      })
      .transform(normalizeNames),
  );

export const positiveId = (message: string) =>
  z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' && /^\d+$/.test(present.trim()) ? Number(present) : present;
    },
    z
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(2_147_483_647, message)
      .optional()
      .transform((id) => id ?? null),
  );

export const ZTimeZone = z.preprocess(
  blankToUndefined,
  zText({ error: M.timeZoneInvalid, label: 'Time zone' })
    .trim()
    .max(64, M.timeZoneInvalid)
    .transform((zone, ctx) => {
      const canonicalZone = canonicalTimeZone(zone);
      if (canonicalZone && /^[A-Za-z]/.test(canonicalZone)) return canonicalZone;
      ctx.addIssue({ code: 'custom', message: M.timeZoneInvalid });
      return z.NEVER;
    })
    .optional()
    .transform((zone) => zone ?? null),
);

/** A duration of the list (2, "2", "2:30"); absent is the default 2 hours. */
export const ZDuration = z.preprocess(
  blankToUndefined,
  z
    .union([z.number(), zText()], { error: M.durationInvalid })
    .optional()
    .transform((value, ctx): TDurationHours => {
      if (value === undefined) return DEFAULT_DURATION_HOURS;
      const hours = readDurationHours(value);
      if (hours !== null) return hours;
      ctx.addIssue({ code: 'custom', message: M.durationInvalid });
      return z.NEVER;
    }),
);

export const numeric = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** The slider's hourly budget; absent is its default 100. */
export const ZHourlyBudget = z.preprocess(
  (value) => numeric(blankToUndefined(value)),
  z
    .number({ error: M.budgetInvalid })
    .refine(isHourlyBudget, M.budgetInvalid)
    .optional()
    .transform((budget) => budget ?? HOURLY_BUDGET.default),
);

export const ZPerformanceType = z.preprocess(
  blankToUndefined,
  zText({ error: M.requiredFields, label: 'Performance type' }).transform((value, ctx): TPerformanceType => {
    const type = readPerformanceType(value);
    if (type) return type;
    ctx.addIssue({ code: 'custom', message: M.performanceTypeInvalid });
    return z.NEVER;
  }),
);

export const ZCityText = z.preprocess(
  blankToUndefined,
  zText({ label: 'City' })
    .trim()
    .max(CITY_MAX_LENGTH, fieldTooLong('City', CITY_MAX_LENGTH))
    .optional()
    .transform((city) => city ?? null),
);

export const ZCountryText = z.preprocess(
  blankToUndefined,
  zText({ error: M.countryInvalid, label: 'Country' })
    .transform((value, ctx): TCountryCode => {
      const code = readCountry(value);
      if (code) return code;
      ctx.addIssue({ code: 'custom', message: M.countryInvalid });
      return z.NEVER;
    })
    .optional()
    .transform((country) => country ?? null),
);

export const ZPlaylist = z.preprocess(
  blankToUndefined,
  zText({ label: 'Example playlist' })
    .trim()
    .max(URL_MAX_LENGTH, fieldTooLong('Example playlist', URL_MAX_LENGTH))
    .refine(isHttpUrl, M.playlistInvalid)
    .optional()
    .transform((url) => url ?? null),
);

export const ZIntentId = z.preprocess(
  blankToUndefined,
  zText({ error: M.intentIdInvalid })
    .trim()
    .regex(/^(pi|seti)_[A-Za-z0-9]{1,200}$/, M.intentIdInvalid)
    .optional()
    .transform((id) => id ?? null),
);

export const ZPaymentMethodId = z.preprocess(
  blankToUndefined,
  zText({ error: M.paymentMethodIdInvalid })
    .trim()
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, M.paymentMethodIdInvalid)
    .optional()
    .transform((id) => id ?? null),
);

export const ZOptionalCurrency = z.preprocess(
  (value) => {
    const present = blankToUndefined(value);
    return typeof present === 'string' ? present.trim().toUpperCase() : present;
  },
  ZExtendedCurrency.optional().transform((currency) => currency ?? null),
);

/** The event's start as the form gives it: one date-time, or a date and a time (read together once both pass). */
export const ZEventDate = z.preprocess(
  blankToUndefined,
  zText({ error: M.requiredFields, label: 'Event date' }).trim().max(40, M.dateInvalid),
);
export const ZEventTime = z.preprocess(
  blankToUndefined,
  zText({ label: 'Event time' })
    .trim()
    .max(20, M.dateInvalid)
    .optional()
    .transform((time) => time ?? null),
);
