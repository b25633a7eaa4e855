import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBlogPostsQuery, ZBlogPostSummary, ZPagination } from '@cuepoint/domain/content/blog';
import { createBlogStore } from './store.ts';

/** Blog list: `posts` and `pagination` sit at the top level, as the spec's clients read them. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createBlogStore(app.services.database.db);

  app.get(
    '/blog-posts.php',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first, filtered by category, tag, full-text q or featured',
        querystring: ZBlogPostsQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            posts: z.array(ZBlogPostSummary),
            pagination: ZPagination,
          }),
        },
      },
    },
    async (request) => {
      const { limit, offset, category, tag, q, featured } = request.query;
      const { posts, total } = await store.list({
        limit,
        offset,
        category,
        tag,
        q: q || undefined,
        featured: featured === '1' || featured === 'true',
      });
      return { success: true as const, posts, pagination: { total, limit, offset } };
    },
  );
};
