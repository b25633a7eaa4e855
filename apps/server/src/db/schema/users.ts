import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, updatedAt } from './columns.ts';

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
    id: identity(),
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
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
