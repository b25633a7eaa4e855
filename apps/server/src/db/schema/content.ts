import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cascadeRef, createdAt, identity, instant, textList, updatedAt } from './columns.ts';

export const blogCategory = pgEnum('blog_category', ['technology', 'tutorials', 'business', 'industry']);

/** Blog posts are authored as Markdown in content/blog and imported at boot; content_html is sanitized. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: identity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    contentHtml: text('content_html').notNull(),
    category: blogCategory('category').notNull(),
    tags: textList('tags'),
    author: text('author').notNull(),
    publishedAt: instant('published_at').notNull(),
    readTime: integer('read_time').notNull(),
    featuredImage: text('featured_image'),
    featured: boolean('featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    sourceHash: text('source_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_unique').on(table.slug),
    index('blog_posts_published_idx').on(table.isPublished, table.publishedAt),
  ],
);

export const djSetType = pgEnum('dj_set_type', ['audio', 'video', 'tracklist']);
export const setPlatform = pgEnum('set_platform', [
  'mixcloud',
  'soundcloud',
  'youtube',
  'twitch',
  'libsyn',
  'other',
]);

/** A DJ's recorded set; public ones feed the home player and the public profile carousel. */
export const djSets = pgTable(
  'dj_sets',
  {
    id: identity(),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    setType: djSetType('set_type').notNull().default('audio'),
    platform: setPlatform('platform').notNull(),
    /** Where the set plays (SoundCloud, Mixcloud, YouTube …); null for tracklist-only and uploaded sets. */
    externalUrl: text('external_url'),
    embedHtml: text('embed_html'),
    description: text('description').notNull().default(''),
    /** The tracklist as the DJ gave it (pasted or the uploaded file's text). */
    tracklist: text('tracklist'),
    /** The tracks parsed from it by the converter module: [{ artist, title, start? }]. */
    tracklistTracks: jsonb('tracklist_tracks').$type<unknown[]>(),
    /** FileStore key of the uploaded media file (audio or mp4), once its upload completed and passed the check. */
    mediaKey: text('media_key'),
    mediaMimeType: text('media_mime_type'),
    mediaSizeBytes: bigint('media_size_bytes', { mode: 'number' }).notNull().default(0),
    mediaOriginalName: text('media_original_name'),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('dj_sets_owner_slug_unique').on(table.djUserId, table.slug),
    index('dj_sets_public_recent_idx').on(table.isPublic, table.createdAt),
    index('dj_sets_owner_created_idx').on(table.djUserId, table.createdAt),
  ],
);

/**
 * A resumable (tus) media upload of a DJ: reserved against the storage quota while it runs, bound to a set
 * once complete. The bytes live in the FileStore under `storage_key`.
 */
export const djMediaUploads = pgTable(
  'dj_media_uploads',
  {
    /** The tus upload id (random, unguessable). */
    id: text('id').primaryKey(),
    djUserId: cascadeRef('dj_user_id', () => users.id),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    declaredMimeType: text('declared_mime_type'),
    /** What the content check found once the last byte arrived. */
    detectedMimeType: text('detected_mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    offsetBytes: bigint('offset_bytes', { mode: 'number' }).notNull().default(0),
    /** uploading → complete (checked) | rejected; attached once a set uses it. */
    status: text('status').notNull().default('uploading'),
    setId: integer('set_id').references(() => djSets.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('dj_media_uploads_owner_idx').on(table.djUserId, table.status)],
);
