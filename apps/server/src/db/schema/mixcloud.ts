import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TMixcloudSection } from '@cuepoint/domain/mixcloud/sections';
import { users } from './users.ts';
import { djSets } from './content.ts';
import { cascadeRef, identity, instant } from './columns.ts';

/**
 * A DJ's Mixcloud account: who it is on Mixcloud and its access token, sealed (AES-256-GCM, bound to the user id,
 * modules/djs/mixcloud/secrets.ts); Mixcloud's tokens do not expire but can be revoked, which `token_status` records.
 */
export const mixcloudConnections = pgTable('mixcloud_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  name: text('name').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  /** ok | invalid (Mixcloud refused it: reconnect) | unknown. */
  tokenStatus: text('token_status').notNull().default('ok'),
  connectedAt: instant('connected_at').notNull(),
  checkedAt: instant('checked_at'),
  updatedAt: instant('updated_at').notNull(),
});

/**
 * One upload of a set to Mixcloud, run as a job: the fields as they are sent (title, tags, the tracklist as
 * sections), the MP3 it sends (the set's media, or one uploaded with the publish: `own_file`, removed once sent),
 * its status and progress, and the show Mixcloud made of it.
 */
export const mixcloudPublishes = pgTable(
  'mixcloud_publishes',
  {
    id: identity(),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    /** Null once the set is deleted; the cleanup job then removes the row and its own file. */
    setId: integer('set_id').references(() => djSets.id, { onDelete: 'set null' }),
    /** cuepoint (the platform's account) | user (the DJ's own). */
    target: text('target').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    tags: jsonb('tags').$type<string[]>().notNull(),
    sections: jsonb('sections').$type<TMixcloudSection[]>().notNull(),
    mp3Key: text('mp3_key').notNull(),
    mp3SizeBytes: bigint('mp3_size_bytes', { mode: 'number' }).notNull(),
    mp3Name: text('mp3_name').notNull(),
    ownFile: boolean('own_file').notNull().default(false),
    /** queued | uploading | retrying | published | failed. */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    nextAttemptAt: instant('next_attempt_at'),
    cloudcastKey: text('cloudcast_key'),
    cloudcastUrl: text('cloudcast_url'),
    /** Sections Mixcloud shows for the cloudcast, as last looked up. */
    sectionsOnMixcloud: integer('sections_on_mixcloud'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('mixcloud_publishes_owner_idx').on(table.djUserId, table.createdAt),
    index('mixcloud_publishes_set_idx').on(table.setId, table.createdAt),
  ],
);
