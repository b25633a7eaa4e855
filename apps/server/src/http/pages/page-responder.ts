import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@cuepoint/domain/accounts/session-user';
import { withCspNonce } from '../security-headers.ts';
import { assemblePage } from './page-html.ts';
import { withEarlyTaps } from './early-taps.ts';
import { internalRequestHeaders } from './internal-requests.ts';
import type { RenderUser, ServerRenderer } from './server-renderer.ts';

type PageOptions = {
  app: FastifyInstance;
  renderer: ServerRenderer | undefined;
  /** index.html for a path, with a blog post's meta tags where the path is a post. */
  templateFor(url: string): Promise<string>;
  apiPrefix: string;
};

/** The session cookie of the page request, for the in-process API calls made while it renders. */
type RenderScope = { cookie: string | undefined };

/**
 * Answers every page (any GET that is not the API or a file): the web app rendered on the server with its data,
 * hydrated in the browser. Without a server build, or if rendering fails, the plain app is sent and renders in
 * the browser, so a page always loads.
 */
export function createPageResponder(options: PageOptions) {
  const { app, renderer, templateFor, apiPrefix } = options;
  // Which gateway takes payments: every page says so while it is the test gateway (decision record 028).
  const { mode, publishableKey } = app.services.payments;
  const payments = { mode, publishable_key: publishableKey };
  const scope = new AsyncLocalStorage<RenderScope>();

  async function callApi(url: string, init: RequestInit): Promise<Response> {
    const cookie = scope.getStore()?.cookie;
    const headers = new Headers(init.headers);
    const injected = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...Object.fromEntries(headers.entries()),
        ...internalRequestHeaders(),
        ...(cookie ? { cookie } : {}),
      },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(injected.statusCode === 204 ? null : injected.body, {
      status: injected.statusCode,
      headers: { 'content-type': String(injected.headers['content-type'] ?? 'application/json') },
    });
  }
  renderer?.setApiTransport(callApi);

  async function currentUser(cookie: string | undefined): Promise<RenderUser | null> {
    if (!cookie?.includes(`${SESSION_COOKIE}=`)) return null;
    const response = await callApi(`${apiPrefix}/auth/session`, { method: 'GET' });
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: RenderUser | null; data?: RenderUser | null };
    return body.user ?? body.data ?? null;
  }

  return async function respond(request: FastifyRequest, reply: FastifyReply) {
    const template = await templateFor(request.url);
    const nonce = reply.cspNonce?.style;
    const cookie = request.headers.cookie;
    if (renderer) {
      try {
        const result = await scope.run({ cookie }, async () => {
          const user = await currentUser(cookie);
          const origin = `${request.protocol}://${request.host}`;
          return { user, page: await renderer.renderPage({ url: request.url, origin, user, payments }) };
        });
        if (result.page.kind === 'redirect') {
          return reply.header('Cache-Control', 'no-store').redirect(result.page.location, result.page.status);
        }
        return reply
          .status(result.page.status)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', result.user ? 'private, no-store' : 'no-cache')
          .header('Vary', 'Cookie')
          .send(
            withEarlyTaps(withCspNonce(assemblePage(template, result.page), nonce), reply.cspNonce?.script),
          );
      } catch (error) {
        const cause = error instanceof Error ? error.cause : undefined;
        request.log.warn(
          { err: error, cause, url: request.url },
          'server rendering failed; sending the plain app',
        );
      }
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(withCspNonce(template, nonce));
  };
}
