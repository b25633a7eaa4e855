import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE, BLOG_TAG_LIMIT, type TBlogCategory } from '@cuepoint/domain/content/blog-catalog';
import { apiBody, apiClient } from '../../lib/api.ts';

export type PostFilter = {
  category?: TBlogCategory | undefined;
  tag?: string | undefined;
  q?: string | undefined;
};

/** The list, 10 at a time (docs/product/content.md); "Load more" asks for the next 10. */
export function useBlogPosts(filter: PostFilter) {
  return useInfiniteQuery({
    queryKey: ['blog-posts', 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      apiBody(
        apiClient.GET('/blog-posts.php', {
          params: { query: { limit: BLOG_PAGE_SIZE, offset: pageParam, ...filter } },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.pagination.offset + last.pagination.limit;
      return next < last.pagination.total ? next : undefined;
    },
  });
}

export function useFeaturedPost(enabled: boolean) {
  return useQuery({
    queryKey: ['blog-posts', 'featured'],
    queryFn: ({ signal }) =>
      apiBody(
        apiClient.GET('/blog-posts.php', { params: { query: { featured: '1', limit: 1 } }, signal }),
      ).then((b) => b.posts[0] ?? null),
    enabled,
    staleTime: 60_000,
  });
}

export function useRecentPosts(count: number) {
  return useQuery({
    queryKey: ['blog-posts', { limit: count }],
    queryFn: ({ signal }) =>
      apiBody(apiClient.GET('/blog-posts.php', { params: { query: { limit: count } }, signal })).then(
        (b) => b.posts,
      ),
    staleTime: 60_000,
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: ['blog-categories'],
    queryFn: ({ signal }) =>
      apiBody(apiClient.GET('/blog-categories.php', { signal })).then((b) => b.categories),
    staleTime: 60_000,
  });
}

export function useBlogTags() {
  return useQuery({
    queryKey: ['blog-tags', BLOG_TAG_LIMIT],
    queryFn: ({ signal }) =>
      apiBody(apiClient.GET('/blog-tags.php', { params: { query: { limit: BLOG_TAG_LIMIT } }, signal })).then(
        (b) => b.tags,
      ),
    staleTime: 60_000,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['blog-post', slug],
    queryFn: ({ signal }) =>
      apiBody(apiClient.GET('/blog-post.php', { params: { query: { slug } }, signal })).then((b) => b.post),
    retry: false,
  });
}
