import { BLOG_TEASER_COUNT } from '@cuepoint/domain/content/blog-catalog';
import { Section } from '../../ui/layout.tsx';
import { Alert, Spinner } from '../../ui/feedback.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { useRecentPosts } from '../blog/blog-api.ts';
import { PostCard } from '../blog/post-card.tsx';

/** The home page's three newest posts (docs/product/content.md), drawn with the blog's own card. */
export function BlogTeaser() {
  const posts = useRecentPosts(BLOG_TEASER_COUNT);
  return (
    <Section id="from-the-blog" eyebrow="From the blog" title="Know-how for the booth and the business">
      {posts.isPending ? <Spinner label="Loading posts…" /> : null}
      {posts.isError ? (
        <Alert tone="error">
          <p className="font-semibold">Unable to load blog posts</p>
          <p>Please try again later</p>
        </Alert>
      ) : null}
      {posts.data && posts.data.length === 0 ? <p className="text-mist-300">No blog posts found.</p> : null}
      {posts.data?.length ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {posts.data.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
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
