import { boolean, check, date, index, pgTable, smallint, text, time } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity } from './columns.ts';

const owner = () => cascadeRef('dj_user_id', () => users.id);

/**
 * A DJ's weekly remote performance hour on their own wall clock. No UTC time is stored: it is derived per
 * occurrence (packages/domain/src/djs/weekly-slot.ts, decision record 015).
 */
export const djPerformanceHours = pgTable(
  'dj_performance_hours',
  {
    id: identity(),
    djUserId: owner(),
    /** ISO weekday: Monday 1 … Sunday 7. */
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    timezone: text('timezone').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('dj_performance_hours_owner_idx').on(table.djUserId),
    check('dj_performance_hours_day_check', sql`${table.dayOfWeek} between 1 and 7`),
    check('dj_performance_hours_length_check', sql`${table.startTime} <> ${table.endTime}`),
  ],
);

/** A period when a DJ travels and can play in person (calendar dates, both included). */
export const djAvailabilityPeriods = pgTable(
  'dj_availability_periods',
  {
    id: identity(),
    djUserId: owner(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    city: text('city'),
    technicalNeeds: text('technical_needs'),
    availabilityType: text('availability_type').notNull().default('in_person'),
    createdAt: createdAt(),
  },
  (table) => [
    index('dj_availability_periods_owner_to_idx').on(table.djUserId, table.toDate),
    // Who travels to a city (or a country) on a date: matchmaking and search (decision record 030).
    index('dj_availability_periods_city_key_idx').on(sql`cuepoint_place_key(${table.city})`, table.toDate),
    index('dj_availability_periods_country_idx').on(table.country, table.toDate),
    check('dj_availability_periods_order_check', sql`${table.toDate} >= ${table.fromDate}`),
  ],
);
