import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { zFormFlag } from '../text/form-values.ts';
import { WEEKDAYS, normalizeTime, type TWeekday } from '../djs/weekly-slot.ts';

/**
 * A venue's opening hours per weekday (docs/product/venues.md): open and close on the venue's wall clock, or closed. A
 * closing time earlier than the opening time closes after midnight, on the next day (Friday 09:00–02:00 ends at 02:00
 * on Saturday); a closing time equal to the opening time is refused, it says neither "all day" nor "closed".
 */

export type TOpeningDay = { open: string; close: string; closed: boolean };
export type TOpeningHours = Record<TWeekday, TOpeningDay>;

/** docs/product/venues.md: Mon–Thu 09:00–23:00, Fri and Sat 09:00–02:00, Sun 12:00–22:00. */
export const DEFAULT_OPENING_HOURS: TOpeningHours = {
  monday: { open: '09:00', close: '23:00', closed: false },
  tuesday: { open: '09:00', close: '23:00', closed: false },
  wednesday: { open: '09:00', close: '23:00', closed: false },
  thursday: { open: '09:00', close: '23:00', closed: false },
  friday: { open: '09:00', close: '02:00', closed: false },
  saturday: { open: '09:00', close: '02:00', closed: false },
  sunday: { open: '12:00', close: '22:00', closed: false },
};

/**
 * docs/product/venues.md: the venue demo's week, 18:00 to 02:00 Monday to Thursday, to 04:00 Friday and Saturday,
 * Sunday closed.
 */
export const DEMO_OPENING_HOURS: TOpeningHours = {
  monday: { open: '18:00', close: '02:00', closed: false },
  tuesday: { open: '18:00', close: '02:00', closed: false },
  wednesday: { open: '18:00', close: '02:00', closed: false },
  thursday: { open: '18:00', close: '02:00', closed: false },
  friday: { open: '18:00', close: '04:00', closed: false },
  saturday: { open: '18:00', close: '04:00', closed: false },
  sunday: { open: '18:00', close: '02:00', closed: true },
};

export const WEEKDAY_LABELS: Record<TWeekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const OPENING_HOURS_MESSAGES = {
  invalidTime: (day: TWeekday, which: 'opening' | 'closing') =>
    `${WEEKDAY_LABELS[day]}: the ${which} time must be a time like 18:00`,
  sameTimes: (day: TWeekday) =>
    `${WEEKDAY_LABELS[day]}: the closing time must differ from the opening time (a closing time earlier than the ` +
    'opening time closes after midnight; mark the day closed instead)',
  closedFlag: (day: TWeekday) => `${WEEKDAY_LABELS[day]}: closed must be true or false`,
  unknownDay: 'Opening hours are given per weekday: monday to sunday',
} as const;

/** True when the day's closing time is after midnight (on the next calendar day). */
export function closesNextDay(day: Pick<TOpeningDay, 'open' | 'close'>): boolean {
  return day.close < day.open;
}

/** How long the venue is open that day, in minutes (0 when closed). */
export function openMinutes(day: TOpeningDay): number {
  if (day.closed) return 0;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const span = minutes(day.close) - minutes(day.open);
  return span > 0 ? span : span + 24 * 60;
}

/** Stored rows (ISO weekday 1–7) over the spec's defaults: a day without a row keeps its default. */
export function openingHoursFrom(
  rows: ReadonlyArray<{ dayOfWeek: number; isOpen: boolean; openTime: string; closeTime: string }>,
): TOpeningHours {
  const hours: TOpeningHours = { ...DEFAULT_OPENING_HOURS };
  for (const row of rows) {
    const day = WEEKDAYS[row.dayOfWeek - 1];
    if (!day) continue;
    hours[day] = { open: row.openTime.slice(0, 5), close: row.closeTime.slice(0, 5), closed: !row.isOpen };
  }
  return hours;
}

const ZTimeText = zText({ label: 'Time' }).max(20);

const ZClosed = zFormFlag();

/** One day as sent: open, close and closed, each optional (what is left out keeps its current value). */
const ZOpeningDayInput = z
  .object(
    {
      open: ZTimeText.optional(),
      close: ZTimeText.optional(),
      closed: z.unknown().optional(),
    },
    { error: 'Each weekday of opening hours must be an object with open, close and closed' },
  )
  .strip();
export type TOpeningDayInput = { open?: string; close?: string; closed?: boolean };

/**
 * The opening_hours of PUT /venue/profile: any of the seven weekdays, each with any of open, close and closed.
 * Times are read as "9:00", "09:00" or "09:00:00" and kept as "HH:MM"; the same opening and closing time is refused
 * on an open day once merged with the current hours (see mergeOpeningHours).
 */
export const ZOpeningHoursInput = z
  .record(zText({ label: 'Weekday' }).max(20), ZOpeningDayInput, {
    error: 'Opening hours must be an object of weekdays',
  })
  .transform((input, ctx) => {
    const result: Partial<Record<TWeekday, TOpeningDayInput>> = {};
    for (const [key, value] of Object.entries(input)) {
      const day = WEEKDAYS.find((weekday) => weekday === key.trim().toLowerCase());
      if (!day) {
        ctx.addIssue({ code: 'custom', message: OPENING_HOURS_MESSAGES.unknownDay, path: [key] });
        return z.NEVER;
      }
      const parsed: TOpeningDayInput = {};
      for (const which of ['open', 'close'] as const) {
        const raw = value[which];
        if (raw === undefined) continue;
        const time = normalizeTime(raw);
        if (!time) {
          ctx.addIssue({
            code: 'custom',
            message: OPENING_HOURS_MESSAGES.invalidTime(day, which === 'open' ? 'opening' : 'closing'),
            path: [key, which],
          });
          return z.NEVER;
        }
        parsed[which] = time;
      }
      if (value.closed !== undefined) {
        const closed = ZClosed.safeParse(value.closed);
        if (!closed.success) {
          ctx.addIssue({ code: 'custom', message: OPENING_HOURS_MESSAGES.closedFlag(day), path: [key] });
          return z.NEVER;
        }
        parsed.closed = closed.data;
      }
      result[day] = parsed;
    }
    return result;
  });
export type TOpeningHoursInput = z.infer<typeof ZOpeningHoursInput>;

/** The week after a change: each given day over the current one. The refusal message, or the merged week. */
export function mergeOpeningHours(
  current: TOpeningHours,
  change: TOpeningHoursInput,
): { hours: TOpeningHours } | { error: string } {
  const hours: TOpeningHours = { ...current };
  for (const day of WEEKDAYS) {
    const given = change[day];
    if (!given) continue;
    const merged: TOpeningDay = {
      open: given.open ?? current[day].open,
      close: given.close ?? current[day].close,
      closed: given.closed ?? current[day].closed,
    };
    if (!merged.closed && merged.open === merged.close)
      return { error: OPENING_HOURS_MESSAGES.sameTimes(day) };
    hours[day] = merged;
  }
  return { hours };
}

export const ZOpeningDay = z.object({ open: z.string(), close: z.string(), closed: z.boolean() });
export const ZOpeningHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, ZOpeningDay])) as Record<TWeekday, typeof ZOpeningDay>,
);
