import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

export const blogCategory = pgEnum('blog_category', ['technology', 'tutorials', 'business', 'industry']);

/** Blog posts are authored as Markdown in content/blog and imported at boot; content_html is sanitized. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    contentHtml: text('content_html').notNull(),
    category: blogCategory('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    readTime: integer('read_time').notNull(),
    featuredImage: text('featured_image'),
    featured: boolean('featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    sourceHash: text('source_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    djUserId: integer('dj_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    setType: djSetType('set_type').notNull().default('audio'),
    platform: setPlatform('platform').notNull(),
    externalUrl: text('external_url').notNull(),
    embedHtml: text('embed_html'),
    tracklist: text('tracklist'),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dj_sets_owner_slug_unique').on(table.djUserId, table.slug),
    index('dj_sets_public_recent_idx').on(table.isPublic, table.createdAt),
  ],
);
