import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Newspaper } from 'lucide-react';
import { BLOG_CATEGORY_LABELS, BLOG_PAGE_SIZE, isBlogCategory } from '@cuepoint/domain/content/blog-catalog';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Alert, EmptyState, Spinner } from '../../ui/feedback.tsx';
import { Container, PageHero } from '../../ui/layout.tsx';
import { useBlogPosts, useFeaturedPost, type PostFilter } from './blog-api.ts';
import { BlogSidebar } from './blog-sidebar.tsx';
import { BlogSearchForm } from './blog-search-form.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PostCard } from './post-card.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';

type Mode = 'all' | 'category' | 'tag';

function BackLink() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-2 text-sm font-medium text-wave-300 hover:text-wave-400"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to all articles
    </Link>
  );
}

function PostList({ filter, hideId }: { filter: PostFilter; hideId?: number | undefined }) {
  const list = useBlogPosts(filter);
  if (list.isPending) return <Spinner label="Loading articles…" className="py-10" />;
  if (list.isError) {
    return (
      <Alert tone="error">
        <p className="font-semibold">Unable to load blog posts</p>
        <p>Please try again later</p>
      </Alert>
    );
  }
  const posts = list.data.pages.flatMap((page) => page.posts);
  const total = list.data.pages[0]?.pagination.total ?? 0;
  if (!posts.length)
    return <EmptyState title="No blog posts found." icon={<Newspaper className="size-8" aria-hidden />} />;
  const shown = posts.filter((post) => post.id !== hideId);
  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2">
        {shown.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {total > BLOG_PAGE_SIZE ? (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <p className="text-sm text-mist-300" aria-live="polite">
            Showing {posts.length} of {total} articles
          </p>
          {list.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              busy={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Load more articles
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * /blog, /blog/category/:category and /blog/tag/:tag (docs/product/content.md). The categories are a fixed list: any
 * other is a page that does not exist.
 */
export function BlogListPage({ mode = 'all' }: { mode?: Mode }) {
  const { category } = useParams();
  if (mode === 'category' && !isBlogCategory(category)) return <NotFoundPage />;
  return <BlogList mode={mode} />;
}

/** Hero, optional featured post, list, sidebar. */
function BlogList({ mode }: { mode: Mode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const q = mode === 'all' ? (search.get('q') ?? '').trim() : '';
  const categoryParam = mode === 'category' ? (params['category'] ?? '') : undefined;
  const tag = mode === 'tag' ? (params['tag'] ?? '').toLowerCase() : undefined;
  const category = isBlogCategory(categoryParam) ? categoryParam : undefined;
  const categoryLabel = category ? BLOG_CATEGORY_LABELS[category] : '';

  const title =
    mode === 'category'
      ? `${categoryLabel} Articles`
      : mode === 'tag'
        ? `#${tag} Articles`
        : q
          ? `Search: ${q}`
          : 'Blog';
  usePageTitle(
    title,
    mode === 'all'
      ? 'Guides, news and business advice for DJs, venues and the people who book them.'
      : `${title} on the Cuepoint blog.`,
  );
  const showFeatured = mode === 'all' && !q;
  const featured = useFeaturedPost(showFeatured);
  const featuredPost = showFeatured ? featured.data : undefined;

  const filter: PostFilter = { category, tag, q: q || undefined };

  return (
    <>
      {mode === 'all' ? (
        <PageHero
          eyebrow="The Cuepoint blog"
          title={q ? <>Results for “{q}”</> : 'Know-how for the booth and the business'}
          lead={
            q
              ? 'Articles that mention every word you searched for, best matches first.'
              : 'Streaming set-ups, booking and pricing advice, tools and industry news for DJs and venues.'
          }
        >
          {q ? <BackLink /> : null}
        </PageHero>
      ) : (
        <PageHero eyebrow="The Cuepoint blog" title={title}>
          <BackLink />
        </PageHero>
      )}
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          {/* On phones the sidebar comes after the list, so the search sits on top. */}
          <div className="lg:hidden">
            <BlogSearchForm key={q} initial={q} />
          </div>
          {featuredPost ? (
            <section aria-labelledby="featured-post-heading">
              <h2 id="featured-post-heading" className="sr-only">
                Featured post
              </h2>
              <PostCard post={featuredPost} featured />
            </section>
          ) : null}
          <section aria-labelledby="articles-heading">
            <h2 id="articles-heading" className="sr-only">
              Articles
            </h2>
            <HydrateLater>
              <PostList filter={filter} hideId={featuredPost?.id} />
            </HydrateLater>
          </section>
        </div>
        <aside aria-label="Blog sidebar">
          <HydrateLater>
            <BlogSidebar query={q} activeCategory={category} activeTag={tag} />
          </HydrateLater>
        </aside>
      </Container>
    </>
  );
}
