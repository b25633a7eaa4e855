import type { Clock } from '../../../adapters/clock.ts';
import { notFound, unprocessable } from '../../../http/app-error.ts';
import {
  canonicalTimeZone,
  crossesMidnight,
  localDate,
  nextOccurrence,
  utcClockTime,
  weekdayFromNumber,
  weekdayNumber,
} from '@cuepoint/domain/djs/weekly-slot';
import {
  MAX_PERFORMANCE_HOURS,
  PERFORMANCE_HOUR_MESSAGES,
  type TPerformanceHour,
  type TPerformanceHourInput,
} from '@cuepoint/domain/djs/performance-hours';
import {
  AVAILABILITY_MESSAGES,
  MAX_AVAILABILITY_PERIODS,
  periodHasEnded,
  type TAvailabilityPeriod,
  type TAvailabilityPeriodInput,
} from '@cuepoint/domain/djs/availability-periods';
import { DEFAULT_TIME_ZONE } from '@cuepoint/domain/catalog/timezones';
import type { DjAvailabilityStore, PerformanceHourRow } from './availability-store.ts';

/** The DJ as the rules need them: their id and the zone of their account (the fallback zone). */
export type DjOwner = { id: number; timezone: string | null };

/** A stored slot with the UTC times of its next (or running) occurrence, computed at `now` (decision 015). */
export function performanceHourView(row: PerformanceHourRow, now: Date): TPerformanceHour {
  const slot = {
    dayOfWeek: weekdayFromNumber(row.dayOfWeek),
    startTime: row.startTime,
    endTime: row.endTime,
    timezone: row.timezone,
  };
  const next = nextOccurrence(slot, now);
  return {
    id: row.id,
    day_of_week: slot.dayOfWeek,
    start_time: row.startTime,
    end_time: row.endTime,
    start_time_utc: next ? utcClockTime(next.start) : null,
    end_time_utc: next ? utcClockTime(next.end) : null,
    next_start: next ? next.start.toISOString() : null,
    next_end: next ? next.end.toISOString() : null,
    crosses_midnight: crossesMidnight(slot),
    timezone: row.timezone,
    is_available: row.isAvailable,
  };
}

// An account's zone is checked at sign-up; an old or odd value still never turns a request into a 500.
const zoneOf = (owner: DjOwner) => canonicalTimeZone(owner.timezone ?? '') ?? DEFAULT_TIME_ZONE;

/** Travel periods show on the public DJ page: every change drops its cached answer. */
type PublicPages = { invalidate(tag: 'djs'): Promise<void> | void };

export function createDjAvailabilityService(deps: {
  store: DjAvailabilityStore;
  clock: Clock;
  publicPages?: PublicPages;
}) {
  const { store, clock, publicPages } = deps;
  return {
    async listHours(owner: DjOwner): Promise<TPerformanceHour[]> {
      const now = clock.now();
      return (await store.listHours(owner.id)).map((row) => performanceHourView(row, now));
    },

    async addHour(owner: DjOwner, input: TPerformanceHourInput): Promise<TPerformanceHour> {
      if ((await store.countHours(owner.id)) >= MAX_PERFORMANCE_HOURS) {
        throw unprocessable(PERFORMANCE_HOUR_MESSAGES.tooMany);
      }
      const row = await store.insertHour(owner.id, {
        dayOfWeek: weekdayNumber(input.day),
        startTime: input.startTime,
        endTime: input.endTime,
        timezone: input.timezone ?? zoneOf(owner),
        isAvailable: input.is_available,
      });
      return performanceHourView(row, clock.now());
    },

    async deleteHour(owner: DjOwner, id: number): Promise<void> {
      if (!(await store.deleteHour(owner.id, id))) throw notFound(PERFORMANCE_HOUR_MESSAGES.notFound);
    },

    listPeriods(owner: DjOwner): Promise<TAvailabilityPeriod[]> {
      return store.listPeriods(owner.id);
    },

    async addPeriod(owner: DjOwner, input: TAvailabilityPeriodInput): Promise<TAvailabilityPeriod> {
      if (periodHasEnded(input.toDate, localDate(clock.now(), zoneOf(owner)))) {
        throw unprocessable(AVAILABILITY_MESSAGES.ended);
      }
      if ((await store.countPeriods(owner.id)) >= MAX_AVAILABILITY_PERIODS) {
        throw unprocessable(AVAILABILITY_MESSAGES.tooMany);
      }
      const period = await store.insertPeriod(owner.id, input);
      await publicPages?.invalidate('djs');
      return period;
    },

    async deletePeriod(owner: DjOwner, id: number): Promise<void> {
      if (!(await store.deletePeriod(owner.id, id))) throw notFound(AVAILABILITY_MESSAGES.notFound);
      await publicPages?.invalidate('djs');
    },
  };
}
