// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, setApiTransport } from '../../entry-server.tsx';

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

const PAGES = [
  {
    url: '/djs',
    title: 'For DJs · Cuepoint',
    heading: 'More gigs, fair pay',
    card: 'Intelligent matchmaking',
  },
  {
    url: '/venues',
    title: 'For Venues · Cuepoint',
    heading: 'Book DJs for your floor',
    card: 'Co-stream headline sets',
  },
  {
    url: '/enthusiasts',
    title: 'For Music Enthusiasts · Cuepoint',
    heading: 'Book a real DJ for your event',
    card: 'Pay nothing until a DJ accepts',
  },
  {
    url: '/producers',
    title: 'For Producers · Cuepoint',
    heading: 'stems and skills',
    card: 'Sell stems to DJs',
  },
  {
    url: '/labels',
    title: 'For Labels · Cuepoint',
    heading: 'back in the booth',
    card: 'Monetize your back catalogue',
  },
];

describe('the role landing pages on the server', () => {
  it.each(PAGES)('renders $url with its heading and benefit cards in the first HTML', async (expected) => {
    const calls: string[] = [];
    setApiTransport(async (url) => {
      calls.push(url);
      return new Response(JSON.stringify({ success: false, error: 'unavailable' }), { status: 503 });
    });
    const result = await renderPage({ url: expected.url, origin: 'https://cuepoint.test', user: null });
    if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
    expect(result.status).toBe(200);
    expect(result.title).toBe(expected.title);
    expect(result.description).toBeTruthy();
    expect(result.html).toMatch(new RegExp(`<h1[^>]*>[^<]*${expected.heading}`));
    expect(result.html.match(/data-testid="benefit-card"/g)).toHaveLength(6);
    expect(result.html).toContain(expected.card);
    expect(result.html).not.toContain('Coming soon');
    expect(calls).toEqual([]);
  });

  it('puts the pricing examples and residencies of the DJs page in the first HTML', async () => {
    const result = await renderPage({ url: '/djs', origin: 'https://cuepoint.test', user: null });
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('€289.00');
    expect(result.html.match(/data-testid="residency-example"/g)).toHaveLength(3);
  });

  it('renders no demo dashboard on the server: the toggle loads it', async () => {
    const result = await renderPage({ url: '/venues', origin: 'https://cuepoint.test', user: null });
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('Demo: View Venue Dashboard');
    expect(result.html).not.toContain('Recent Booking Updates');
  });

  it.each([
    { url: '/labels', signUp: 'Sign Up as a Label', type: 'label' as const, dashboard: '/label-dashboard' },
    { url: '/djs', signUp: 'Sign Up as a DJ', type: 'venue' as const, dashboard: '/venue-dashboard' },
    {
      url: '/enthusiasts',
      signUp: 'Sign Up as a Music Enthusiast',
      type: 'enthusiast' as const,
      dashboard: '/enthusiast-dashboard',
    },
  ])(
    'renders $url for a signed-in $type with a link to their dashboard, not sign-up',
    async ({ url, signUp, type, dashboard }) => {
      const user = { id: 9, email: 'walker@example.com', user_type: type, display_name: 'Walker' };
      const result = await renderPage({ url, origin: 'https://cuepoint.test', user });
      if (result.kind !== 'page') throw new Error('expected a page');
      expect(result.html).toContain('Go to your dashboard');
      expect(result.html).toMatch(
        new RegExp(`<a[^>]*href="${dashboard}"[^>]*>(?:(?!</a>).)*Go to your dashboard`),
      );
      expect(result.html).not.toContain(signUp);
      expect(result.html).not.toContain('Sign In as Music Enthusiast');
      // The demo stays on offer.
      expect(result.html).toContain('Demo: View');
    },
  );
});
