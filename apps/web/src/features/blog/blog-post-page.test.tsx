import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TBlogPost } from '@cuepoint/domain/content/blog';
import { sanitizeRichText } from '../../../../server/src/modules/content/blog/sanitize.ts';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { renderWithQuery } from '../content/testing/render-with-query.tsx';
import { BlogPostPage } from './blog-post-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const newsletter = {
  'GET /newsletter.php': { body: { success: true, captcha: 'What is 1 + 1?', token: 't' } },
};

const HOSTILE = [
  '<p>Intro</p><script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned = 3">js link</a>',
  '<a href=" JaVa&#x09;ScRiPt:window.__pwned=4">mixed case</a>',
  '<svg onload="window.__pwned = 5"></svg><iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:x)" onclick="window.__pwned = 6">styled</div>',
  '<a href="data:text/html,hi">data</a><a href="https://example.com" target="_blank">safe</a>',
].join('');

function post(content: string): TBlogPost {
  return {
    id: 1,
    slug: 'streaming-setup',
    title: 'Streaming setup',
    excerpt: 'Get your audio ready.',
    content,
    category: 'tutorials',
    tags: ['audio', 'live streaming'],
    author: 'Jonas Richter',
    published_at: '2026-03-01T00:00:00.000Z',
    read_time: 4,
    featured_image: '/blog-images/setup.svg',
    featured: false,
  };
}

function expectInert(container: HTMLElement) {
  const prose = container.querySelector('.prose-cue')!;
  expect(prose.querySelectorAll('script, iframe, svg, object, embed')).toHaveLength(0);
  for (const element of Array.from(prose.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).not.toMatch(/^on|^style$/i);
      expect(attribute.value.replace(/\s/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
    }
  }
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
}

describe('BlogPostPage', () => {
  it('shows "Loading post..." then the post: category, title, date, author, read time, image, excerpt, content, tags', async () => {
    fakeApi({
      ...newsletter,
      'GET /blog-post.php': {
        body: { success: true, post: post('<h2>Gear</h2><p>Use <strong>48 kHz</strong>.</p>') },
      },
    });
    const { container } = renderWithQuery(<BlogPostPage />, {
      path: '/blog/streaming-setup',
      pattern: '/blog/:slug',
    });
    expect(screen.getByText('Loading post...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Streaming setup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tutorials' })).toHaveAttribute(
      'href',
      '/blog/category/tutorials',
    );
    expect(screen.getByText('March 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Jonas Richter')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(container.querySelector('img[src="/blog-images/setup.svg"]')).not.toBeNull();
    expect(screen.getByText('Get your audio ready.')).toBeInTheDocument();
    expect(container.querySelector('.prose-cue h2')).toHaveTextContent('Gear');
    expect(screen.getByRole('link', { name: '#live streaming' })).toHaveAttribute(
      'href',
      '/blog/tag/live%20streaming',
    );
  });

  it('sets the title, description and Open Graph tags', async () => {
    fakeApi({ ...newsletter, 'GET /blog-post.php': { body: { success: true, post: post('<p>x</p>') } } });
    renderWithQuery(<BlogPostPage />, { path: '/blog/streaming-setup', pattern: '/blog/:slug' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Streaming setup · Cuepoint');
    const meta = (key: string) =>
      document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(meta('og:title')).toBe('Streaming setup');
    expect(meta('og:description')).toBe('Get your audio ready.');
    expect(meta('og:type')).toBe('article');
    expect(meta('og:url')).toBe(`${window.location.origin}/blog/streaming-setup`);
    expect(meta('og:image')).toBe(`${window.location.origin}/blog-images/setup.svg`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/blog/streaming-setup`,
    );
  });

  it('renders a hostile post inert: as the server stores it, and even if raw HTML slipped through', async () => {
    for (const content of [sanitizeRichText(HOSTILE), HOSTILE]) {
      fakeApi({ ...newsletter, 'GET /blog-post.php': { body: { success: true, post: post(content) } } });
      const view = renderWithQuery(<BlogPostPage />, {
        path: '/blog/streaming-setup',
        pattern: '/blog/:slug',
      });
      await screen.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expectInert(view.container);
      expect(screen.getByRole('link', { name: 'safe' })).toHaveAttribute('rel', 'noopener noreferrer');
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('says "Post not found" when the post cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...newsletter,
      'GET /blog-post.php': { status: 404, body: { success: false, error: 'Post not found' } },
    });
    renderWithQuery(<BlogPostPage />, { path: '/blog/nope', pattern: '/blog/:slug' });
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
