// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, setApiTransport } from '../../entry-server.tsx';
import { profileFixture } from './testing/profile-fixture.ts';

const PROFILE = profileFixture();

const asked: string[] = [];

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The in-process API as the server gives it: one DJ, found by slug or id; everyone else is the spec's 404. */
function useDjApi() {
  asked.length = 0;
  setApiTransport(async (url) => {
    asked.push(url);
    const parsed = new URL(url, 'http://local');
    if (parsed.pathname !== '/api/v14/dj-public-page.php') {
      return answer({ success: false, error: 'Service unavailable' }, 503);
    }
    const found = parsed.searchParams.get('slug') === 'nova-reyes' || parsed.searchParams.get('id') === '5';
    return found
      ? answer({ success: true, data: PROFILE })
      : answer({ success: false, error: 'The requested DJ profile does not exist.' }, 404);
  });
}

async function page(url: string) {
  const result = await renderPage({ url, origin: 'https://cuepoint.test', user: null });
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('a DJ page rendered on the server', () => {
  it("answers 200 with the DJ's profile in the first HTML and its data for the browser", async () => {
    useDjApi();
    const result = await page('/nova-reyes');
    expect(result.status).toBe(200);
    expect(result.title).toBe('Nova Reyes · Cuepoint');
    expect(result.description).toBe('Berlin techno selector. Weekly streamed residency.');
    expect(result.html).toContain('Nova Reyes</h1>');
    expect(result.html).toContain('Demo profile');
    expect(result.html).toContain('Berlin techno selector.\nWeekly streamed residency.');
    expect(result.html).toContain('https://cuepoint.test/nova-reyes');
    expect(result.html).toContain('Warehouse Sessions');
    // The player waits for the reader; the upcoming set's time is in UTC until the browser knows the zone.
    expect(result.html).not.toContain('<iframe');
    expect(result.html).toContain('Loading the player…');
    expect(result.html).toMatch(/9:00\s?PM UTC/);
    const state = JSON.parse(result.state) as { queries: { queries: Array<{ queryKey: unknown[] }> } };
    expect(state.queries.queries.map((query) => query.queryKey[0])).toContain('dj-public-page');
    // The profile, then the DJ's published reviews and rating (for the hero and the reviews section).
    expect(asked).toEqual(['/api/v14/dj-public-page.php?slug=nova-reyes', '/api/v14/dj-reviews.php?dj_id=5']);
  });

  it('renders /dj/{id} by id', async () => {
    useDjApi();
    const result = await page('/dj/5');
    expect(result.status).toBe(200);
    expect(result.html).toContain('Nova Reyes</h1>');
    expect(asked).toEqual(['/api/v14/dj-public-page.php?id=5', '/api/v14/dj-reviews.php?dj_id=5']);
  });

  it("answers 404 with 'DJ Not Found' for a typo or an unknown DJ, never a profile shell", async () => {
    useDjApi();
    for (const url of ['/contcat', '/no-such-dj', '/dj/999']) {
      const result = await page(url);
      expect(result.status, url).toBe(404);
      expect(result.title, url).toBe('DJ Not Found · Cuepoint');
      expect(result.html, url).toContain('DJ Not Found</h1>');
      expect(result.html, url).toContain(
        'The DJ you&#x27;re looking for doesn&#x27;t exist or has been removed.',
      );
      expect(result.html, url).not.toContain('Book this DJ');
    }
  });

  it('answers 404 without asking for a DJ where no DJ can be, and for deeper unknown paths', async () => {
    useDjApi();
    for (const url of ['/newsletter', '/wp-login.php', '/dj/abc', '/contcat/more']) {
      const result = await page(url);
      expect(result.status, url).toBe(404);
    }
    expect(asked).toEqual([]);
  });
});
