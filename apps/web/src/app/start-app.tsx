/** Starts the app in the browser: takes over a server-rendered page, or renders one the server sent empty. */
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
 * No top-level await here: this module shares chunks with the screens it loads, and a module waiting at its top
 * level for a screen that imports the same chunk would wait forever.
 */
async function startApp() {
  // A page the server rendered carries its data; the app takes it over (hydrates) instead of drawing it again.
  const payload = readHydrationPayload(document);
  const queryClient = makeQueryClient();
  if (payload) hydrateQueries(queryClient, payload.queries);

  await loadRouteModules(routes, window.location.pathname);
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : {});

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} session={payload?.session}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // Hydrating as a transition lets React yield to the browser between components, so a phone stays responsive
  // (and taps are not lost) while a long page is taken over.
  if (payload) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void startApp();
