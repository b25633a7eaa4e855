import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

/** Renders a static page inside a router, as the app does. */
export function renderPage(page: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}
