import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Renders a screen at `path` (matched by `pattern`) with a fresh query client that does not retry. */
export function renderWithQuery(element: ReactElement, options: { path?: string; pattern?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: options.pattern ?? '*', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
