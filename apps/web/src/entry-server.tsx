import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';
import { AppProviders } from './app/providers.tsx';
import { makeServerQueryClient } from './app/query-client.ts';
import type { PageRenderRecord } from './app/render/page-render-record.tsx';
import { dehydrateQueries, scriptSafeJson, serializeHydrationPayload } from './app/render/hydration-state.ts';
import { prefetchRenderedQueries } from './app/render/prefetch-queries.ts';
import type { AuthUser } from './features/accounts/auth-context.tsx';
import type { TPaymentsConfig } from '@cuepoint/domain/payments/intents';
import { PAYMENTS_CONFIG_KEY } from './lib/payments-config.ts';

export { setApiTransport } from './lib/api.ts';
export { HYDRATION_STATE_ID } from './app/render/hydration-state.ts';

export type RenderInput = {
  /** Path and query of the page, e.g. `/blog?q=stream`. */
  url: string;
  /** Scheme and host the browser sees, e.g. `https://cuepoint.app`. */
  origin: string;
  /** The signed-in user as the server resolved the request's session, or null. */
  user: AuthUser | null;
  /** How long the page's data may take before the page is sent with what it has (ms). */
  dataBudgetMs?: number;
  /** Which gateway takes payments (GET /payments/config), for the test-mode strip and the payment modal. */
  payments?: TPaymentsConfig;
};

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup that goes inside `<div id="root">`. */
      html: string;
      title: string | undefined;
      description: string | undefined;
      /** The page's canonical address, when it names one. */
      canonical?: string | undefined;
      /** Its structured data (JSON-LD), already safe inside a <script> element. */
      structuredData?: string | undefined;
      /** The JSON for the hydration block, already safe inside a <script> element. */
      state: string;
    };

/** Renders at most this many times: once, then again after each round of data the render asked for. */
const MAX_PASSES = 4;

// One handler for the process: it loads each lazy screen once and keeps it.
const handler = createStaticHandler(routes);

/**
 * Renders a page to HTML on the server: the route's screen with the data its queries ask for, fetched through the
 * API transport and handed to the browser in the hydration payload.
 */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url, 'http://cuepoint.internal');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (context.errors) {
    // A screen failed to load: the server sends the plain app, which shows the error (or works) in the browser.
    const cause = Object.values(context.errors)[0] as unknown;
    throw new Error(`The page ${url.pathname} failed to render on the server`, { cause });
  }
  const queryClient = makeServerQueryClient();
  // Every page shows whether real money moves; the answer travels to the browser with the page's other data.
  if (input.payments) queryClient.setQueryData(PAYMENTS_CONFIG_KEY, input.payments);
  const session = { user: input.user };
  const deadline = Date.now() + (input.dataBudgetMs ?? 2_000);

  let record: PageRenderRecord = { origin: input.origin, status: context.statusCode };
  const draw = () => {
    record = { origin: input.origin, status: context.statusCode };
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient} session={session} record={record}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  };

  let html = draw();
  const tried = new Set<string>();
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const fetched = await prefetchRenderedQueries(queryClient, deadline, tried);
    if (!fetched) break;
    html = draw();
  }

  const redirect = (record as PageRenderRecord).redirect;
  if (redirect) {
    queryClient.clear();
    return { kind: 'redirect', status: 302, location: redirect };
  }
  const state = serializeHydrationPayload({
    queries: dehydrateQueries(queryClient),
    session,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  queryClient.clear();
  return {
    kind: 'page',
    status: record.status,
    html,
    title: record.title,
    description: record.description,
    canonical: record.canonical,
    structuredData: record.structuredData === undefined ? undefined : scriptSafeJson(record.structuredData),
    state,
  };
}
