import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBlogPostSummary } from '@cuepoint/domain/content/blog';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { renderWithQuery } from '../content/testing/render-with-query.tsx';
import { BlogListPage } from './blog-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const summary = (id: number, overrides: Partial<TBlogPostSummary> = {}): TBlogPostSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt ${id}`,
  category: 'business',
  tags: ['pricing'],
  author: 'Maya',
  published_at: '2026-01-01T00:00:00.000Z',
  read_time: 3,
  featured_image: null,
  featured: false,
  ...overrides,
});

const sidebar = {
  'GET /blog-categories.php': {
    body: {
      success: true,
      categories: [
        { name: 'technology', display_name: 'Technology', count: 2 },
        { name: 'tutorials', display_name: 'Tutorials', count: 3 },
        { name: 'business', display_name: 'Business', count: 7 },
        { name: 'industry', display_name: 'Industry', count: 0 },
      ],
    },
  },
  'GET /blog-tags.php': { body: { success: true, tags: [{ name: 'pricing', count: 7 }] } },
  'GET /newsletter.php': { body: { success: true, captcha: 'What is 1 + 1?', token: 't' } },
};

function listRoute(total: number, featured?: TBlogPostSummary) {
  return ({ url }: { url: URL }) => {
    const q = url.searchParams;
    if (q.get('featured') === '1')
      return {
        body: {
          success: true,
          posts: featured ? [featured] : [],
          pagination: { total: featured ? 1 : 0, limit: 1, offset: 0 },
        },
      };
    const limit = Number(q.get('limit'));
    const offset = Number(q.get('offset') ?? 0);
    const posts = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      summary(offset + i + 1),
    );
    return { body: { success: true, posts, pagination: { total, limit, offset } } };
  };
}

describe('BlogListPage', () => {
  it('shows the featured post, the list, "Showing X of Y articles" and loads more', async () => {
    const api = fakeApi({ ...sidebar, 'GET /blog-posts.php': listRoute(14, summary(1, { featured: true })) });
    renderWithQuery(<BlogListPage />, { path: '/blog' });
    expect(await screen.findByRole('region', { name: 'Featured post' })).toHaveTextContent('Post 1');
    expect(await screen.findByText('Showing 10 of 14 articles')).toBeInTheDocument();
    // The featured post is not listed twice.
    expect(screen.getAllByRole('link', { name: 'Post 1' })).toHaveLength(2); // card + recent posts
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more articles' }));
    expect(await screen.findByText('Showing 14 of 14 articles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more articles' })).toBeNull();
    expect(
      api.calls.some((call) => call.query.get('featured') === '1' && call.query.get('limit') === '1'),
    ).toBe(true);
    expect(await screen.findByRole('link', { name: 'Business 7 articles' })).toHaveAttribute(
      'href',
      '/blog/category/business',
    );
    expect(await screen.findByRole('link', { name: '#pricing 7 articles' })).toHaveAttribute(
      'href',
      '/blog/tag/pricing',
    );
  });

  it('hides the count line when everything fits', async () => {
    fakeApi({ ...sidebar, 'GET /blog-posts.php': listRoute(4) });
    renderWithQuery(<BlogListPage />, { path: '/blog' });
    await screen.findAllByRole('link', { name: 'Post 4' });
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('titles a category view "{Category} Articles" with a back link, and filters by it', async () => {
    const api = fakeApi({ ...sidebar, 'GET /blog-posts.php': listRoute(2) });
    renderWithQuery(<BlogListPage mode="category" />, {
      path: '/blog/category/business',
      pattern: '/blog/category/:category',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Business Articles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blog');
    await screen.findAllByRole('link', { name: 'Post 2' });
    expect(api.calls.find((call) => call.query.get('category') === 'business')).toBeTruthy();
    expect(api.calls.some((call) => call.query.get('featured'))).toBe(false);
  });

  it('answers an unknown category with the not-found page', async () => {
    const api = fakeApi({ ...sidebar, 'GET /blog-posts.php': listRoute(3) });
    renderWithQuery(<BlogListPage mode="category" />, {
      path: '/blog/category/nope',
      pattern: '/blog/category/:category',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This track isn't in the crate");
    expect(screen.queryByText('Nope Articles')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Cuepoint'));
    expect(api.calls.filter((call) => call.path === '/blog-posts.php')).toHaveLength(0);
  });

  it('titles a tag view "#{tag} Articles"', async () => {
    const api = fakeApi({ ...sidebar, 'GET /blog-posts.php': listRoute(1) });
    renderWithQuery(<BlogListPage mode="tag" />, { path: '/blog/tag/pricing', pattern: '/blog/tag/:tag' });
    expect(screen.getByRole('heading', { level: 1, name: '#pricing Articles' })).toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Post 1' });
    expect(api.calls.find((call) => call.query.get('tag') === 'pricing')).toBeTruthy();
  });

  it('searches with q and says "No blog posts found." when nothing matches', async () => {
    const api = fakeApi({ ...sidebar, 'GET /blog-posts.php': listRoute(0) });
    renderWithQuery(<BlogListPage />, { path: '/blog?q=vinyl%20care' });
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.query.get('q') === 'vinyl care')).toBeTruthy();
  });

  it('says "Unable to load blog posts" / "Please try again later" when the list fails', async () => {
    fakeApi({
      ...sidebar,
      'GET /blog-posts.php': { status: 503, body: { success: false, error: 'Database unavailable' } },
    });
    renderWithQuery(<BlogListPage />, { path: '/blog' });
    expect(await screen.findByText('Unable to load blog posts')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });
});
