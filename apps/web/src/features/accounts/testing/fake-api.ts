import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown } | 'network-error';
type Handler = (request: { body: unknown; url: URL }) => Reply | Promise<Reply>;

export type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * Replaces fetch with a table of routes ("POST /auth/register") under /api/v14. Unlisted calls answer 404, the way
 * the real server does; every call is recorded for assertions.
 */
export function fakeApi(routes: Record<string, Handler | Reply>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v14/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query: url.searchParams, body });
    const route = routes[`${method} ${path}`];
    const reply =
      typeof route === 'function'
        ? await route({ body, url })
        : (route ?? { status: 404, body: { success: false, error: 'Not found' } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls to one route, e.g. "POST /auth/register". */
    callsTo(route: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === route);
    },
  };
}

/** The answers every account screen starts with: nobody signed in, the given providers, a detected country. */
export function baseRoutes(options: { providers?: string[]; country?: string | null } = {}) {
  return {
    'GET /auth/session': { body: { success: true, user: null, data: null } },
    'GET /auth/providers': { body: { success: true, data: { providers: options.providers ?? [] } } },
    'GET /geo/country': {
      body: { success: true, data: { country: options.country === undefined ? 'DE' : options.country } },
    },
  } satisfies Record<string, Reply>;
}

export function sessionUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    user_id: 7,
    email: 'kai@example.com',
    user_type: 'dj',
    display_name: 'Kai',
    email_verified: false,
    is_operator: false,
    app_id: 'app_7',
    profile: { stage_name: 'Kai', display_name: 'Kai', city: null, country: 'DE', social_links: {} },
    ...overrides,
  };
}
