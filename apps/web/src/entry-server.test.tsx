// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, setApiTransport } from './entry-server.tsx';
import { HYDRATION_STATE_ID } from './app/render/hydration-state.ts';
import { TEST_MODE_NOTICE } from '@cuepoint/domain/payments/test-mode';

const POST = {
  id: 7,
  slug: 'reading-a-dj-contract',
  title: 'Reading a DJ contract',
  excerpt: 'What every clause means before you sign.',
  content: '<p>Start with the fee, then the cancellation clause.</p>',
  category: 'business',
  tags: ['contracts'],
  author: 'Cuepoint Team',
  featured_image: null,
  featured: false,
  read_time: 4,
  published_at: '2026-10-01T10:00:00.000Z',
};

type Call = { url: string; init: RequestInit };
const calls: Call[] = [];

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A stand-in for the server's in-process API: the blog answers from fixed rows, anything else fails. */
function useApi(routes: Record<string, (url: URL) => Response>) {
  calls.length = 0;
  setApiTransport(async (url, init) => {
    calls.push({ url, init });
    const parsed = new URL(url, 'http://local');
    const route = routes[parsed.pathname];
    return route ? route(parsed) : answer({ success: false, error: 'Service unavailable' }, 503);
  });
}

const blogApi = {
  '/api/v14/blog-posts.php': () =>
    answer({ success: true, posts: [POST], pagination: { total: 1, limit: 10, offset: 0 } }),
  '/api/v14/blog-post.php': (url: URL) =>
    url.searchParams.get('slug') === POST.slug
      ? answer({ success: true, post: POST })
      : answer({ success: false, error: 'Post not found' }, 404),
  '/api/v14/blog-categories.php': () => answer({ success: true, categories: [] }),
  '/api/v14/blog-tags.php': () => answer({ success: true, tags: [] }),
};

const page = async (url: string, user: Parameters<typeof renderPage>[0]['user'] = null) => {
  const result = await renderPage({ url, origin: 'https://cuepoint.test', user });
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
};

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('server rendering', () => {
  it('shows the test-mode strip on every page while the test gateway takes payments, and hands the mode on', async () => {
    useApi(blogApi);
    const payments = { mode: 'test' as const, publishable_key: null };
    for (const url of ['/', '/about', '/blog', '/sign-in', '/no-such-page/deeper']) {
      const result = await renderPage({ url, origin: 'https://cuepoint.test', user: null, payments });
      if (result.kind !== 'page') continue;
      expect(result.html, url).toContain(`role="note" data-testid="test-mode-strip"`);
      expect(result.html, url).toContain(TEST_MODE_NOTICE);
      const state = JSON.parse(result.state) as {
        queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
      };
      const config = state.queries.queries.find((query) => query.queryKey[0] === 'payments-config');
      expect(config?.state.data, url).toEqual(payments);
    }
    expect(calls.map((call) => call.url).filter((url) => url.includes('/payments/config'))).toEqual([]);
  });

  it('shows no strip when Stripe takes payments', async () => {
    useApi({});
    const result = await renderPage({
      url: '/about',
      origin: 'https://cuepoint.test',
      user: null,
      payments: { mode: 'stripe', publishable_key: 'pk_live_51Abc' },
    });
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).not.toContain(TEST_MODE_NOTICE);
    expect(calls).toHaveLength(0);
  });

  it('renders a static page with its headline, title and description', async () => {
    useApi({});
    const result = await page('/about');
    expect(result.status).toBe(200);
    expect(result.html).toContain('</h1>');
    expect(result.title).toBe('About · Cuepoint');
    expect(calls).toHaveLength(0);
  });

  it("fetches the data a page's queries ask for and hands it to the browser", async () => {
    useApi(blogApi);
    const result = await page('/blog');
    expect(result.html).toContain('Reading a DJ contract');
    const state = JSON.parse(result.state) as { queries: { queries: Array<{ queryKey: unknown[] }> } };
    expect(state.queries.queries.map((q) => q.queryKey[0])).toContain('blog-posts');
  });

  it('renders a post with its body and answers 404 for a missing one', async () => {
    useApi(blogApi);
    const found = await page(`/blog/${POST.slug}`);
    expect(found.status).toBe(200);
    expect(found.html).toContain('Start with the fee, then the cancellation clause.');
    expect(found.title).toBe('Reading a DJ contract · Cuepoint');
    const missing = await page('/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Post not found');
  });

  it('answers 404 for a path nothing matches', async () => {
    useApi({});
    const result = await page('/nothing/here');
    expect(result.status).toBe(404);
    expect(result.title).toBe('Page not found · Cuepoint');
  });

  it('leaves a query whose call failed on the server to the browser, rendered as loading', async () => {
    useApi({});
    const result = await page('/blog');
    expect(result.html).toContain('Loading articles');
    const state = JSON.parse(result.state) as { queries: { queries: unknown[] } };
    expect(state.queries.queries).toHaveLength(0);
  });

  it('never puts markup that could close the data block into it', async () => {
    useApi({
      ...blogApi,
      '/api/v14/blog-posts.php': () =>
        answer({
          success: true,
          posts: [{ ...POST, title: '</script><script>alert(1)</script>' }],
          pagination: { total: 1, limit: 10, offset: 0 },
        }),
    });
    const result = await page('/blog');
    expect(result.state).not.toContain('</script');
    expect(result.state).not.toContain('<');
    expect(HYDRATION_STATE_ID).toBe('cuepoint-state');
  });

  it('answers a page that sends the visitor elsewhere with a redirect, not an empty page', async () => {
    useApi({});
    const result = await renderPage({ url: '/check-email', origin: 'https://cuepoint.test', user: null });
    expect(result).toEqual({ kind: 'redirect', status: 302, location: '/' });
  });

  it('sends a signed-in visitor of the home to their dashboard and renders other pages signed in', async () => {
    useApi({});
    const user = { id: 1, email: 'nova@example.com', user_type: 'dj' as const, display_name: 'Nova Reyes' };
    const redirect = await renderPage({ url: '/', origin: 'https://cuepoint.test', user });
    expect(redirect).toEqual({ kind: 'redirect', status: 302, location: '/dj-dashboard' });
    const about = await page('/about', user);
    expect(JSON.parse(about.state).session.user.display_name).toBe('Nova Reyes');
  });
});
