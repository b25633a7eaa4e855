import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../../ui/feedback.tsx';
import { NewsletterBox } from '../content/newsletter-box.tsx';
import { useBlogCategories, useBlogTags, useRecentPosts } from './blog-api.ts';
import { BlogSearchForm } from './blog-search-form.tsx';
import { blogTagPath, formatPostDate } from './format.ts';

/** docs/product/content.md: "first 3 posts used in one view" — the sidebar's recent posts. */
const RECENT_COUNT = 3;

/** A titled panel listing what a query loads (a spinner while it loads), one item each. */
function ListPanel<T>({
  title,
  query,
  className,
  item,
}: {
  title: string;
  query: { isPending: boolean; data?: readonly T[] | undefined };
  /** The list's layout. */
  className: string;
  item: (entry: T) => ReactNode;
}) {
  const id = `sidebar-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-600 bg-ink-850 p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {query.isPending ? <Spinner label="Loading…" /> : null}
      <ul className={className}>{query.data?.map(item)}</ul>
    </section>
  );
}

/**
 * Search, categories with counts, recent posts, popular tags with counts and the newsletter (docs/product/content.md).
 */
export function BlogSidebar({
  query,
  activeCategory,
  activeTag,
}: {
  query?: string;
  activeCategory?: string;
  activeTag?: string;
}) {
  const categories = useBlogCategories();
  const recent = useRecentPosts(RECENT_COUNT);
  const tags = useBlogTags();
  return (
    <div className="space-y-6">
      <div className="hidden lg:block">
        <BlogSearchForm key={query} initial={query} />
      </div>
      <ListPanel
        title="Categories"
        query={categories}
        className="space-y-1"
        item={(category) => (
          <li key={category.name}>
            <Link
              to={`/blog/category/${category.name}`}
              aria-label={`${category.display_name} ${category.count} ${category.count === 1 ? 'article' : 'articles'}`}
              aria-current={activeCategory === category.name ? 'page' : undefined}
              className={cn(
                'flex items-center justify-between rounded-lg px-3 py-2 text-sm transition-colors hover:bg-ink-700',
                activeCategory === category.name ? 'bg-cue-500/15 text-mist-100' : 'text-mist-200',
              )}
            >
              <span>{category.display_name}</span>{' '}
              <span className="rounded-full bg-ink-700 px-2 py-0.5 text-xs text-mist-300">
                {category.count}
              </span>
            </Link>
          </li>
        )}
      />
      <ListPanel
        title="Recent posts"
        query={recent}
        className="space-y-4"
        item={(post) => (
          <li key={post.id}>
            <Link to={`/blog/${post.slug}`} className="text-sm font-medium text-mist-100 hover:text-cue-300">
              {post.title}
            </Link>
            <p className="mt-0.5 text-xs text-mist-400">{formatPostDate(post.published_at)}</p>
          </li>
        )}
      />
      <ListPanel
        title="Popular tags"
        query={tags}
        className="flex flex-wrap gap-2"
        item={(tag) => (
          <li key={tag.name}>
            <Link
              to={blogTagPath(tag.name)}
              aria-label={`#${tag.name} ${tag.count} ${tag.count === 1 ? 'article' : 'articles'}`}
              aria-current={activeTag === tag.name ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs transition-colors',
                activeTag === tag.name
                  ? 'border-cue-500 bg-cue-500/15 text-mist-100'
                  : 'border-ink-600 text-mist-200 hover:border-wave-400 hover:text-mist-100',
              )}
            >
              #{tag.name} <span className="text-mist-400">{tag.count}</span>
            </Link>
          </li>
        )}
      />
      <NewsletterBox />
    </div>
  );
}
