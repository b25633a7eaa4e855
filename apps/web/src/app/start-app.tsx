/** Starts the app in the browser: takes over a server-rendered page, or renders one the server sent empty. */
import './render/after-framework.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setNonce } from 'get-nonce';
import { routes } from './routes.tsx';
import { AppProviders } from './providers.tsx';
import { makeQueryClient } from './query-client.ts';
import { hydrateQueries, readHydrationPayload } from './render/hydration-state.ts';
import { loadRouteModules } from './render/load-route-modules.ts';

// The server's CSP allows <style> elements only with this response's nonce (the dialog scroll lock needs one).
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce) setNonce(nonce);

/**
 * Lets the browser run other work (a tap, a paint) before the next step: starting the app is a few steps of tens of
 * milliseconds each on a phone, and one long task would hold a tap for all of them together.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * No top-level await here: this module shares chunks with the screens it loads, and a module waiting at its top
 * level for a screen that imports the same chunk would wait forever.
 */
async function startApp() {
  // This module and the framework were evaluated in the task that just ended.
  await nextTask();
  // A page the server rendered carries its data; the app takes it over (hydrates) instead of drawing it again.
  const payload = readHydrationPayload(document);
  const queryClient = makeQueryClient();
  if (payload) hydrateQueries(queryClient, payload.queries);

  await loadRouteModules(routes, window.location.pathname);
  await nextTask();
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : {});

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} session={payload?.session}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  await nextTask();
  // Hydrating as a transition lets React yield to the browser between components, so a phone stays responsive
  // (and taps are not lost) while a long page is taken over.
  if (payload) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void startApp();
