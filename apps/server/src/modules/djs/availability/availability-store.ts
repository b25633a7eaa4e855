import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { countDjRows, deleteDjRow } from '../dashboard/own-rows.ts';
import { djAvailabilityPeriods, djPerformanceHours } from '../../../db/schema/dj-availability.ts';
import { localDate } from '@cuepoint/domain/djs/weekly-slot';
import {
  ANYWHERE_ON_EARTH,
  type TAvailabilityPeriod,
  type TAvailabilityType,
} from '@cuepoint/domain/djs/availability-periods';

export type PerformanceHourRow = {
  id: number;
  /** ISO weekday, Monday 1 … Sunday 7. */
  dayOfWeek: number;
  /** "HH:MM". */
  startTime: string;
  endTime: string;
  timezone: string;
  isAvailable: boolean;
};

export type NewPerformanceHour = Omit<PerformanceHourRow, 'id'>;

export type NewAvailabilityPeriod = {
  fromDate: string;
  toDate: string;
  country: string;
  city: string | null;
  technicalNeeds: string | null;
  availabilityType: TAvailabilityType;
};

const hourColumns = {
  id: djPerformanceHours.id,
  dayOfWeek: djPerformanceHours.dayOfWeek,
  startTime: djPerformanceHours.startTime,
  endTime: djPerformanceHours.endTime,
  timezone: djPerformanceHours.timezone,
  isAvailable: djPerformanceHours.isAvailable,
};

const periodColumns = {
  id: djAvailabilityPeriods.id,
  from_date: djAvailabilityPeriods.fromDate,
  to_date: djAvailabilityPeriods.toDate,
  country: djAvailabilityPeriods.country,
  city: djAvailabilityPeriods.city,
  technical_needs: djAvailabilityPeriods.technicalNeeds,
  availability_type: djAvailabilityPeriods.availabilityType,
};

// PostgreSQL answers a time column as "HH:MM:SS".
const clock = (value: string) => value.slice(0, 5);
const hourRow = (row: PerformanceHourRow): PerformanceHourRow => ({
  ...row,
  startTime: clock(row.startTime),
  endTime: clock(row.endTime),
});
const periodRow = (row: { availability_type: string } & Omit<TAvailabilityPeriod, 'availability_type'>) =>
  ({ ...row, availability_type: row.availability_type as TAvailabilityType }) satisfies TAvailabilityPeriod;

/** Every query of a DJ's performance hours and availability periods; each is scoped to its owner. */
export function createDjAvailabilityStore(db: Db) {
  return {
    async listHours(djUserId: number): Promise<PerformanceHourRow[]> {
      const rows = await db
        .select(hourColumns)
        .from(djPerformanceHours)
        .where(eq(djPerformanceHours.djUserId, djUserId))
        .orderBy(
          asc(djPerformanceHours.dayOfWeek),
          asc(djPerformanceHours.startTime),
          asc(djPerformanceHours.id),
        );
      return rows.map(hourRow);
    },

    countHours: (djUserId: number) => countDjRows(db, djPerformanceHours, djUserId),

    async insertHour(djUserId: number, hour: NewPerformanceHour): Promise<PerformanceHourRow> {
      const [row] = await db
        .insert(djPerformanceHours)
        .values({ djUserId, ...hour })
        .returning(hourColumns);
      if (!row) throw new Error('performance hour insert returned no row');
      return hourRow(row);
    },

    /** True when the DJ had a slot with this id (another DJ's id deletes nothing). */
    deleteHour: (djUserId: number, id: number) => deleteDjRow(db, djPerformanceHours, djUserId, id),

    async listPeriods(djUserId: number): Promise<TAvailabilityPeriod[]> {
      const rows = await db
        .select(periodColumns)
        .from(djAvailabilityPeriods)
        .where(eq(djAvailabilityPeriods.djUserId, djUserId))
        .orderBy(asc(djAvailabilityPeriods.fromDate), asc(djAvailabilityPeriods.id));
      return rows.map(periodRow);
    },

    /** A DJ's periods whose last day is `today` or later (YYYY-MM-DD), soonest first. */
    async listPeriodsFrom(djUserId: number, today: string): Promise<TAvailabilityPeriod[]> {
      const rows = await db
        .select(periodColumns)
        .from(djAvailabilityPeriods)
        .where(and(eq(djAvailabilityPeriods.djUserId, djUserId), gte(djAvailabilityPeriods.toDate, today)))
        .orderBy(asc(djAvailabilityPeriods.fromDate), asc(djAvailabilityPeriods.id));
      return rows.map(periodRow);
    },

    countPeriods: (djUserId: number) => countDjRows(db, djAvailabilityPeriods, djUserId),

    async insertPeriod(djUserId: number, period: NewAvailabilityPeriod): Promise<TAvailabilityPeriod> {
      const [row] = await db
        .insert(djAvailabilityPeriods)
        .values({ djUserId, ...period })
        .returning(periodColumns);
      if (!row) throw new Error('availability period insert returned no row');
      return periodRow(row);
    },

    /** True when the DJ had a period with this id (another DJ's id deletes nothing). */
    deletePeriod: (djUserId: number, id: number) => deleteDjRow(db, djAvailabilityPeriods, djUserId, id),
  };
}

export type DjAvailabilityStore = ReturnType<typeof createDjAvailabilityStore>;

/**
 * For the public DJ profile: a DJ's availability periods from today on, where "today" is the earliest date on Earth
 * (a period shows until its last day has ended everywhere).
 */
export function upcomingAvailabilityPeriods(
  db: Db,
  djUserId: number,
  now: Date,
): Promise<TAvailabilityPeriod[]> {
  return createDjAvailabilityStore(db).listPeriodsFrom(djUserId, localDate(now, ANYWHERE_ON_EARTH));
}
