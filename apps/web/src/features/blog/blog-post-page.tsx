import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react';
import { BLOG_CATEGORY_LABELS } from '@cuepoint/domain/content/blog-catalog';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState, Spinner } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { NewsletterBox } from '../content/newsletter-box.tsx';
import { useBlogPost } from './blog-api.ts';
import { blogTagPath, formatPostDate } from './format.ts';
import { inertHtml } from './inert-html.ts';
import { useDocumentMeta } from './use-document-meta.ts';
import { useNotFoundStatus, usePageOrigin } from '../../app/render/page-render-record.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';

/**
 * /blog/:slug (docs/product/content.md): category, title, date, author, read time, image, excerpt, content and tags.
 */
export function BlogPostPage() {
  const slug = useParams()['slug'] ?? '';
  const query = useBlogPost(slug);
  const post = query.data;
  const origin = usePageOrigin();
  useNotFoundStatus(!post && query.isError);

  usePageTitle(post?.title ?? (query.isError ? 'Post not found' : 'Blog'), post?.excerpt);
  useDocumentMeta(
    post
      ? {
          title: post.title,
          description: post.excerpt,
          url: `${origin}/blog/${post.slug}`,
          image: post.featured_image,
          publishedTime: post.published_at,
        }
      : undefined,
  );
  useEffect(() => {
    // docs/product/content.md: a failed post load is only logged; the page says "Post not found".
    if (query.error) console.warn(`Blog post "${slug}" could not be loaded`, query.error);
  }, [query.error, slug]);

  if (query.isPending) {
    return (
      <Container className="py-24">
        <Spinner label="Loading post..." />
      </Container>
    );
  }
  if (!post) {
    return (
      <Container className="py-20">
        <EmptyState title="Post not found">
          <p>The article may have moved or been unpublished.</p>
          <ButtonLink to="/blog" variant="outline" size="sm" className="mt-4">
            Back to the blog
          </ButtonLink>
        </EmptyState>
      </Container>
    );
  }

  return (
    <article>
      <header className="border-b border-ink-700 bg-ink-950">
        <Container className="max-w-4xl py-12 sm:py-16">
          <Link
            to="/blog"
            className="inline-flex items-center gap-2 text-sm font-medium text-wave-300 hover:text-wave-400"
          >
            <ArrowLeft className="size-4" aria-hidden />
            All articles
          </Link>
          <p className="mt-8">
            <Link
              to={`/blog/category/${post.category}`}
              className="text-sm font-semibold uppercase tracking-[0.15em] text-cue-400 hover:text-cue-300"
            >
              {BLOG_CATEGORY_LABELS[post.category]}
            </Link>
          </p>
          <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">{post.title}</h1>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-mist-300">
            <li className="inline-flex items-center gap-2">
              <CalendarDays className="size-4 text-mist-400" aria-hidden />
              <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
            </li>
            <li className="inline-flex items-center gap-2">
              <UserRound className="size-4 text-mist-400" aria-hidden />
              {post.author}
            </li>
            <li className="inline-flex items-center gap-2">
              <Clock className="size-4 text-mist-400" aria-hidden />
              {post.read_time} min read
            </li>
          </ul>
        </Container>
      </header>
      <Container className="max-w-4xl py-10 sm:py-14">
        {post.featured_image ? (
          <img
            src={post.featured_image}
            alt=""
            className="mb-10 aspect-[1200/630] w-full rounded-2xl object-cover"
          />
        ) : null}
        <p className="text-xl leading-relaxed text-mist-100">{post.excerpt}</p>
        {/* The body's cleaning pass and everything below the excerpt are taken over after the first screen. */}
        <HydrateLater>
          <PostBody content={post.content} />
        </HydrateLater>
        <HydrateLater>
          <PostFooter post={post} />
        </HydrateLater>
      </Container>
    </article>
  );
}

function PostBody({ content }: { content: string }) {
  const html = useMemo(() => inertHtml(content), [content]);
  return <div className="prose-cue mt-8 max-w-none text-lg" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The post's tags and the newsletter box. */
function PostFooter({ post }: { post: { tags: readonly string[] } }) {
  return (
    <>
      {post.tags.length ? (
        <ul className="mt-12 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={blogTagPath(tag)}
                className="inline-flex rounded-full border border-ink-600 px-3 py-1 text-sm text-mist-200 hover:border-wave-400 hover:text-mist-100"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-14 max-w-xl">
        <NewsletterBox />
      </div>
    </>
  );
}
