import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Renders a tools page at a path, with the route parameters the app gives it. */
export function renderTool(page: ReactElement, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dj-tools" element={page} />
        <Route path="/dj-tools/:converter" element={page} />
      </Routes>
    </MemoryRouter>,
  );
}
