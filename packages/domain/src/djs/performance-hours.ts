import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { WEEKDAYS, canonicalTimeZone, normalizeTime } from './weekly-slot.ts';

/** Remote performance hours (docs/product/djs.md): POST /dj/performance-hours and what the list answers. */

export const PERFORMANCE_HOUR_MESSAGES = {
  /** The exact words users meet (docs/product/djs.md). */
  timesRequired: 'Please select both start and end times',
  dayRequired: 'Please select a day of the week (Monday to Sunday)',
  invalidTime: 'Times must be on the 24-hour clock as HH:MM',
  sameTimes: 'The end time must differ from the start time',
  invalidTimeZone: 'Please select a valid time zone',
  notFound: 'Time slot not found',
  tooMany: 'You can keep at most 50 time slots',
} as const;

/** A DJ keeps a working week's worth of slots, not an unbounded list. */
export const MAX_PERFORMANCE_HOURS = 50;

const clockTime = zText({ error: PERFORMANCE_HOUR_MESSAGES.timesRequired })
  .trim()
  .min(1, PERFORMANCE_HOUR_MESSAGES.timesRequired)
  .transform((value, ctx) => {
    const time = normalizeTime(value);
    if (time === null) {
      ctx.addIssue({ code: 'custom', message: PERFORMANCE_HOUR_MESSAGES.invalidTime });
      return z.NEVER;
    }
    return time;
  });

/**
 * The body of POST /dj/performance-hours. `day` is a weekday name in any case ("Monday"); `timezone` is the
 * browser's zone, sent by the client; without it the server uses the zone of the DJ's account.
 */
export const ZPerformanceHourInput = z
  .object({
    day: zText({ error: PERFORMANCE_HOUR_MESSAGES.dayRequired })
      .trim()
      .toLowerCase()
      .pipe(z.enum(WEEKDAYS, { error: PERFORMANCE_HOUR_MESSAGES.dayRequired })),
    startTime: clockTime,
    endTime: clockTime,
    timezone: zText({ error: PERFORMANCE_HOUR_MESSAGES.invalidTimeZone })
      .trim()
      .transform((value, ctx) => {
        if (value === '') return undefined;
        const zone = canonicalTimeZone(value);
        if (zone === null) {
          ctx.addIssue({ code: 'custom', message: PERFORMANCE_HOUR_MESSAGES.invalidTimeZone });
          return z.NEVER;
        }
        return zone;
      })
      .nullish(),
    is_available: z.boolean({ error: 'is_available must be true or false' }).default(true),
  })
  .refine((input) => input.startTime !== input.endTime, {
    message: PERFORMANCE_HOUR_MESSAGES.sameTimes,
    path: ['endTime'],
  });
export type TPerformanceHourInput = z.infer<typeof ZPerformanceHourInput>;

/**
 * A performance hour as the API answers it. start_time and end_time are the DJ's wall clock in `timezone`;
 * start_time_utc and end_time_utc ("HH:MM") and next_start / next_end (ISO instants) are those of the next
 * occurrence (or the one running now), so they are right in summer and in winter alike.
 */
export const ZPerformanceHour = z.object({
  id: z.number(),
  day_of_week: z.enum(WEEKDAYS),
  start_time: z.string(),
  end_time: z.string(),
  start_time_utc: z.string().nullable(),
  end_time_utc: z.string().nullable(),
  next_start: z.string().nullable(),
  next_end: z.string().nullable(),
  crosses_midnight: z.boolean(),
  timezone: z.string(),
  is_available: z.boolean(),
});
export type TPerformanceHour = z.infer<typeof ZPerformanceHour>;
