import { WEEKDAYS, type TWeekday } from '@cuepoint/domain/djs/weekly-slot';
import {
  OPENING_HOURS_MESSAGES,
  type TOpeningDay,
  type TOpeningHours,
} from '@cuepoint/domain/venues/opening-hours';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The days whose values differ from the saved week, as PUT /venue/profile takes them (opening_hours). */
export function changedDays(draft: TOpeningHours, saved: TOpeningHours): Partial<TOpeningHours> {
  const changes: Partial<TOpeningHours> = {};
  for (const day of WEEKDAYS) {
    const a = draft[day];
    const b = saved[day];
    if (a.open !== b.open || a.close !== b.close || a.closed !== b.closed) changes[day] = a;
  }
  return changes;
}

export function isDirty(draft: TOpeningHours, saved: TOpeningHours): boolean {
  return Object.keys(changedDays(draft, saved)).length > 0;
}

/** Why a day cannot be saved as it is, or null. A closed day's times are kept but not checked. */
export function dayProblem(day: TWeekday, hours: TOpeningDay): string | null {
  if (hours.closed) return null;
  if (!TIME.test(hours.open)) return OPENING_HOURS_MESSAGES.invalidTime(day, 'opening');
  if (!TIME.test(hours.close)) return OPENING_HOURS_MESSAGES.invalidTime(day, 'closing');
  if (hours.open === hours.close) return OPENING_HOURS_MESSAGES.sameTimes(day);
  return null;
}

export function weekProblems(hours: TOpeningHours): Partial<Record<TWeekday, string>> {
  const problems: Partial<Record<TWeekday, string>> = {};
  for (const day of WEEKDAYS) {
    const problem = dayProblem(day, hours[day]);
    if (problem) problems[day] = problem;
  }
  return problems;
}
