import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const userType = pgEnum('user_type', [
  'dj',
  'venue',
  'enthusiast',
  'producer',
  'label',
  'tour_manager',
]);

/** One row per account, whatever its role; role-specific fields live in the *_profiles tables. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    userType: userType('user_type').notNull(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    country: text('country'),
    city: text('city'),
    timezone: text('timezone'),
    appId: text('app_id').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_app_id_unique').on(table.appId),
    index('users_user_type_idx').on(table.userType),
    // A DJ's city when the profile names no current one (matchmaking, decision record 030).
    index('users_dj_city_key_idx')
      .on(sql`cuepoint_place_key(${table.city})`)
      .where(sql`${table.userType} = 'dj'`),
  ],
);
