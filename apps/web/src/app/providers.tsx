import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../features/accounts/auth-context.tsx';
import { AuthModalsProvider } from '../features/accounts/auth-modals.tsx';
import { SessionSeedContext, type SessionSeed } from '../features/accounts/session-seed.ts';
import { PageRenderContext, type PageRenderRecord } from './render/page-render-record.tsx';

/**
 * What surrounds the router, the same in the browser and in the server renderer (so hydration sees one tree):
 * the query cache, the session the server saw, and on the server the page's render record.
 */
export function AppProviders(props: {
  queryClient: QueryClient;
  session?: SessionSeed | undefined;
  record?: PageRenderRecord | undefined;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <SessionSeedContext.Provider value={props.session}>
        <PageRenderContext.Provider value={props.record ?? null}>{props.children}</PageRenderContext.Provider>
      </SessionSeedContext.Provider>
    </QueryClientProvider>
  );
}

/** The root route: session state and the sign-in/sign-up dialogs, inside the router so they can navigate. */
export function AppShell() {
  return (
    <AuthProvider>
      <AuthModalsProvider>
        <Outlet />
      </AuthModalsProvider>
    </AuthProvider>
  );
}
