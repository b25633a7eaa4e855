import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  BLOG_CATEGORY_LABELS,
  BLOG_TEASER_COUNT,
  type TBlogPostSummary,
} from '@cuepoint/domain/content/blog';
import { api } from '../../lib/api.ts';
import { Section } from '../../ui/layout.tsx';
import { Alert, Spinner } from '../../ui/feedback.tsx';
import { ButtonLink } from '../../ui/button.tsx';

export function BlogTeaser() {
  const posts = useQuery({
    queryKey: ['blog-posts', { limit: BLOG_TEASER_COUNT }],
    queryFn: ({ signal }) =>
      api<{ posts: TBlogPostSummary[] }>('/blog-posts.php', {
        query: { limit: BLOG_TEASER_COUNT },
        signal,
      }).then((b) => b.posts),
  });
  return (
    <Section id="from-the-blog" eyebrow="From the blog" title="Know-how for the booth and the business">
      {posts.isPending ? <Spinner label="Loading posts…" /> : null}
      {posts.isError ? <Alert tone="error">Unable to load blog posts. Please try again later.</Alert> : null}
      {posts.data && posts.data.length === 0 ? <p className="text-mist-300">No blog posts found.</p> : null}
      {posts.data?.length ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {posts.data.map((post) => (
            <li key={post.id}>
              <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-600 bg-ink-850 transition-colors hover:border-cue-500/60">
                {post.featured_image ? (
                  <img
                    src={post.featured_image}
                    alt=""
                    className="aspect-[1200/630] w-full object-cover"
                    loading="lazy"
                  />
                ) : null}
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold uppercase tracking-[0.15em] text-cue-400">
                    {BLOG_CATEGORY_LABELS[post.category]}
                  </p>
                  <h3 className="mt-2 text-lg font-semibold">
                    <Link
                      to={`/blog/${post.slug}`}
                      className="after:absolute after:inset-0 focus:outline-none"
                    >
                      <span className="group-hover:text-cue-300">{post.title}</span>
                    </Link>
                  </h3>
                  <p className="mt-2 line-clamp-3 flex-1 text-sm text-mist-300">{post.excerpt}</p>
                  <p className="mt-4 text-xs text-mist-400">
                    {new Date(post.published_at).toLocaleDateString('en', { dateStyle: 'medium' })} ·{' '}
                    {post.read_time} min read
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-10">
        <ButtonLink to="/blog" variant="outline">
          All articles
        </ButtonLink>
      </div>
    </Section>
  );
}
