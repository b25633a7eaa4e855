import { Link } from 'react-router';
import type { TBlogPostSummary } from '@cuepoint/domain/content/blog';
import { BLOG_CATEGORY_LABELS } from '@cuepoint/domain/content/blog-catalog';
import { cn } from '../../lib/cn.ts';
import { formatPostDate } from './format.ts';

/**
 * A post in a list: the whole card is one link; category, date and reading time beneath the title. The image always
 * keeps its own shape (the post images carry a label in a corner that a crop would cut); a featured card sets it
 * beside the text on wider screens, framed and centred.
 */
export function PostCard({ post, featured = false }: { post: TBlogPostSummary; featured?: boolean }) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-600 bg-ink-850 transition-colors hover:border-cue-500/60 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-wave-400',
        featured && 'md:flex-row',
      )}
    >
      {post.featured_image ? (
        <img
          src={post.featured_image}
          alt=""
          className={cn(
            'aspect-[1200/630] w-full object-cover',
            featured && 'md:m-6 md:mr-0 md:w-[calc(50%-1.5rem)] md:self-center md:rounded-xl',
          )}
          loading={featured ? 'eager' : 'lazy'}
        />
      ) : null}
      <div className={cn('flex flex-1 flex-col p-6', featured && 'md:p-8')}>
        <p className="text-xs font-semibold uppercase tracking-[0.15em] text-cue-400">
          {featured ? 'Featured · ' : ''}
          {BLOG_CATEGORY_LABELS[post.category]}
        </p>
        <h3 className={cn('mt-2 font-semibold', featured ? 'text-2xl sm:text-3xl' : 'text-lg')}>
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus:outline-none">
            <span className="group-hover:text-cue-300">{post.title}</span>
          </Link>
        </h3>
        <p className={cn('mt-2 text-mist-300', featured ? 'text-base' : 'line-clamp-3 text-sm')}>
          {post.excerpt}
        </p>
        <p className="mt-auto pt-4 text-xs text-mist-400">
          {post.author} · <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time> ·{' '}
          {post.read_time} min read
        </p>
      </div>
    </article>
  );
}
