import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../auth-context.tsx';
import { AuthModalsProvider } from '../auth-modals.tsx';

/** Shows where the app navigated to, for assertions on redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a screen with the real providers (query client, session, dialogs) in a memory router; the screen stays
 * mounted on every path so navigation shows up in the location probe.
 */
export function renderAccount(
  element: ReactElement,
  { url = '/', state }: { url?: string; state?: unknown } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthProvider>
            <AuthModalsProvider>
              {element}
              <LocationProbe />
            </AuthModalsProvider>
          </AuthProvider>
        ),
      },
    ],
    {
      initialEntries: [
        state === undefined
          ? url
          : { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
      ],
    },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
