import { bigint, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cascadeRef, createdAt, instant, textList, updatedAt } from './columns.ts';

/**
 * A producer's track (docs/product/producers-and-labels.md): its details, the currency its prices are in, the rights
 * given.
 */
export const producerTracks = pgTable(
  'producer_tracks',
  {
    id: serial('id').primaryKey(),
    producerUserId: cascadeRef('producer_user_id', () => users.id),
    title: text('title').notNull(),
    genre: text('genre').notNull(),
    bpm: integer('bpm'),
    /** The producer's currency when the track was uploaded; its packages' prices are in it. */
    currency: text('currency').notNull(),
    rightsConfirmedAt: instant('rights_confirmed_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('producer_tracks_owner_idx').on(table.producerUserId, table.createdAt)],
);

/** The files of a track, one per slot (main_track, stems_zip, elements_zip, project_file), checked by content. */
export const producerTrackFiles = pgTable(
  'producer_track_files',
  {
    trackId: cascadeRef('track_id', () => producerTracks.id),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Minor units of the track's currency; null for the main track (it is not sold on its own). */
    priceMinor: integer('price_minor'),
    /** The audio files a ZIP holds, by name. */
    entries: textList('entries'),
  },
  (table) => [primaryKey({ columns: [table.trackId, table.kind] })],
);

/** Resumable uploads (tus) of track files, checked by content when the last byte arrives. */
export const producerUploads = pgTable(
  'producer_uploads',
  {
    /** The tus upload id (random, unguessable) with the stored extension. */
    id: text('id').primaryKey(),
    producerUserId: cascadeRef('producer_user_id', () => users.id),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    offsetBytes: bigint('offset_bytes', { mode: 'number' }).notNull().default(0),
    /** uploading → complete (checked) | rejected (bytes deleted, error says why). */
    status: text('status').notNull().default('uploading'),
    error: text('error'),
    contentType: text('content_type'),
    entries: textList('entries'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('producer_uploads_owner_idx').on(table.producerUserId, table.status)],
);

/** A sale of one of a track's packages: what the stats count as stems sold and earnings. */
export const producerTrackSales = pgTable(
  'producer_track_sales',
  {
    id: serial('id').primaryKey(),
    trackId: cascadeRef('track_id', () => producerTracks.id),
    kind: text('kind').notNull(),
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    soldAt: instant('sold_at').notNull(),
  },
  (table) => [index('producer_track_sales_track_idx').on(table.trackId, table.kind)],
);
