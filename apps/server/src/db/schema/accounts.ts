import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity, instant } from './columns.ts';

/**
 * Sign-in state. Every secret the browser holds (session, e-mail link, OAuth state) is stored here only as its
 * SHA-256 hash, so a copy of the database cannot be replayed as a login.
 */

export const sessions = pgTable(
  'sessions',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
    /** When the session last proved its credential (a sign-in, POST /auth/confirm-password): the step-up window (054). */
    credentialConfirmedAt: instant('credential_confirmed_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** Single-use, expiring links sent by e-mail: address verification and password reset. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    /** The address the link went to; verifying marks it verified only while it is still the account's address. */
    email: text('email').notNull(),
    /**
     * The DJ a visitor was about to book when they signed up (the sign-up's dj_id): verifying through this link leads
     * to that booking form. Only on verification links; gone if the DJ's account is.
     */
    bookDjId: integer('book_dj_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('email_tokens_token_hash_unique').on(table.tokenHash),
    index('email_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

/** The wizard's answers kept while the browser visits a social provider (POST /auth/store-registration-data). */
export const oauthRegistrations = pgTable(
  'oauth_registrations',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [uniqueIndex('oauth_registrations_token_hash_unique').on(table.tokenHash)],
);

/** One row per social sign-in attempt: state, PKCE verifier, the browser it belongs to, and the registration data. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: identity(),
    stateHash: text('state_hash').notNull(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** Hash of the random value in the browser's binding cookie: a state only completes in the browser that began it. */
    bindingHash: text('binding_hash'),
    userType: text('user_type'),
    registrationData: jsonb('registration_data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [uniqueIndex('oauth_states_state_hash_unique').on(table.stateHash)],
);

/** A provider account (provider + subject) linked to one of ours. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: identity(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    email: text('email'),
    createdAt: createdAt(),
    lastSignInAt: instant('last_sign_in_at'),
  },
  (table) => [
    uniqueIndex('oauth_identities_provider_subject_unique').on(table.provider, table.subject),
    index('oauth_identities_user_idx').on(table.userId),
  ],
);

/** CAPTCHA solutions already accepted, kept until they would have expired anyway, so none is accepted twice. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    solutionHash: text('solution_hash').primaryKey(),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('captcha_solutions_expires_idx').on(table.expiresAt)],
);

/** The curated artist catalogue behind the sign-up suggestions (reloaded at boot when the file changes). */
export const artistCatalogue = pgTable(
  'artist_catalogue',
  {
    id: identity(),
    name: text('name').notNull(),
  },
  (table) => [
    uniqueIndex('artist_catalogue_name_unique').on(sql`lower(${table.name})`),
    index('artist_catalogue_name_trgm').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/** Content hashes of data files loaded into tables, so boot reloads a file only when it changed. */
export const dataVersions = pgTable('data_versions', {
  key: text('key').primaryKey(),
  hash: text('hash').notNull(),
  loadedAt: instant('loaded_at').notNull().defaultNow(),
});
