import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { textList, updatedAt } from './columns.ts';

const owner = () =>
  integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** Money columns hold integer minor units (cents); the currency column says which unit. */
export const djProfiles = pgTable(
  'dj_profiles',
  {
    userId: owner(),
    stageName: text('stage_name').notNull(),
    slug: text('slug').notNull(),
    bio: text('bio').notNull().default(''),
    genres: textList('genres'),
    currency: text('currency').notNull().default('USD'),
    hourlyRateMinMinor: integer('hourly_rate_min_minor').notNull().default(8000),
    untilDate: date('until_date'),
    acceptsInPerson: boolean('accepts_in_person').notNull().default(true),
    acceptsCoStreaming: boolean('accepts_co_streaming').notNull().default(false),
    acceptsRemoteVenues: boolean('accepts_remote_venues').notNull().default(false),
    acceptsRemotePrivate: boolean('accepts_remote_private').notNull().default(false),
    preferredArtists: textList('preferred_artists'),
    websiteUrl: text('website_url'),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    profileImageUrl: text('profile_image_url'),
    bannerImageUrl: text('banner_image_url'),
    currentCity: text('current_city'),
    currentCountry: text('current_country'),
    availabilityType: text('availability_type').notNull().default('home_base'),
    /** The DJ's standard terms (decision record 029): what an offer carries unless the DJ sets others. */
    defaultPaymentTerms: text('default_payment_terms').notNull().default('50_50'),
    defaultCancellationNoticeHours: integer('default_cancellation_notice_hours').notNull().default(72),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('dj_profiles_slug_unique').on(table.slug),
    // Matchmaking and search (decision record 030): typo-tolerant stage names, genres, rates, the current city.
    index('dj_profiles_stage_name_trgm').using('gin', sql`lower(${table.stageName}) gin_trgm_ops`),
    index('dj_profiles_stage_name_order_idx').on(sql`lower(${table.stageName})`, table.userId),
    index('dj_profiles_genres_gin').using('gin', table.genres),
    index('dj_profiles_rate_idx').on(table.hourlyRateMinMinor),
    index('dj_profiles_current_city_key_idx').on(sql`cuepoint_place_key(${table.currentCity})`),
    check(
      'dj_profiles_default_payment_terms_check',
      sql`${table.defaultPaymentTerms} in ('50_50', 'upfront', 'after', '30_70')`,
    ),
    check(
      'dj_profiles_default_notice_check',
      sql`${table.defaultCancellationNoticeHours} in (24, 48, 72, 168)`,
    ),
  ],
);

export const venueProfiles = pgTable('venue_profiles', {
  userId: owner(),
  venueName: text('venue_name').notNull(),
  venueType: text('venue_type').notNull().default('club'),
  capacity: integer('capacity'),
  address: text('address').notNull().default(''),
  description: text('description').notNull().default(''),
  currency: text('currency').notNull().default('USD'),
  hourlyBudgetMinMinor: integer('hourly_budget_min_minor').notNull().default(5000),
  hourlyBudgetMaxMinor: integer('hourly_budget_max_minor').notNull().default(20000),
  acceptsRemoteDjs: boolean('accepts_remote_djs').notNull().default(true),
  remoteStreaming: text('remote_streaming').notNull().default('both'),
  venueUrl: text('venue_url'),
  venueEmail: text('venue_email'),
  preferredArtists: textList('preferred_artists'),
  bannerImageUrl: text('banner_image_url'),
  updatedAt: updatedAt(),
});

export const enthusiastProfiles = pgTable('enthusiast_profiles', {
  userId: owner(),
  acceptsRemotePerformances: boolean('accepts_remote_performances').notNull().default(true),
  preferredArtists: textList('preferred_artists'),
  favoriteGenres: textList('favorite_genres'),
  bio: text('bio').notNull().default(''),
  updatedAt: updatedAt(),
});

export const producerProfiles = pgTable(
  'producer_profiles',
  {
    userId: owner(),
    producerName: text('producer_name').notNull(),
    catalogueSize: integer('catalogue_size'),
    wantToRemix: boolean('want_to_remix').notNull().default(false),
    wantOthersToRemix: boolean('want_others_to_remix').notNull().default(false),
    wantToPromote: boolean('want_to_promote').notNull().default(false),
    acceptsInPerson: boolean('accepts_in_person').notNull().default(false),
    offersTraining: boolean('offers_training').notNull().default(false),
    trainingCurrency: text('training_currency').notNull().default('USD'),
    trainingHourlyRateMinor: integer('training_hourly_rate_minor').notNull().default(0),
    trainingExperienceYears: integer('training_experience_years').notNull().default(0),
    trainingSpecialties: textList('training_specialties'),
    remixHandle: text('remix_handle'),
    primaryDaw: text('primary_daw'),
    secondaryDaws: textList('secondary_daws'),
    bio: text('bio').notNull().default(''),
    preferredArtists: textList('preferred_artists'),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('producer_profiles_remix_handle_unique').on(sql`lower(${table.remixHandle})`)],
);

export const labelProfiles = pgTable('label_profiles', {
  userId: owner(),
  labelName: text('label_name').notNull(),
  catalogueSize: integer('catalogue_size'),
  monetizeBackCatalogue: boolean('monetize_back_catalogue').notNull().default(false),
  promoteToDjs: boolean('promote_to_djs').notNull().default(false),
  updatedAt: updatedAt(),
});
