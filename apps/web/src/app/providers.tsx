import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../features/accounts/auth-context.tsx';
import { AuthModalsProvider } from '../features/accounts/auth-modals.tsx';
import { StepUpDialog } from '../features/accounts/step-up-dialog.tsx';
import { SessionSeedContext, type SessionSeed } from '../features/accounts/session-seed.ts';
import { PageRenderContext, type PageRenderRecord } from './render/page-render-record.tsx';
import { replayEarlyTaps } from './render/early-taps.ts';
import { TestModeStrip } from './layout/test-mode-strip.tsx';

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

/**
 * The root route: session state, the sign-in/sign-up dialogs and the step-up's password dialog, inside the router so they can navigate; every
 * screen (in the main layout or standalone) opens at the top, under the test-mode strip while no real money moves,
 * and Back returns to where the reader was.
 */
export function AppShell() {
  useAppReadyMarker();
  return (
    <AuthProvider>
      <AuthModalsProvider>
        <TestModeStrip />
        <Outlet />
        <ScrollRestoration />
        <StepUpDialog />
      </AuthModalsProvider>
    </AuthProvider>
  );
}

/**
 * Marks the document once the app has taken over the page (`<html data-app-ready>`): from then on every control
 * works, and the taps the page held until now are replayed. Automated checks wait for the marker instead of guessing.
 */
function useAppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset['appReady'] = 'true';
    replayEarlyTaps();
  }, []);
}
