import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A fake route that refuses the first call (503 by default, with this error) and answers `data()` after. */
export function failsOnce(data: () => unknown, status = 503, error = 'Service temporarily unavailable') {
  let attempts = 0;
  return () =>
    ++attempts === 1
      ? { status, body: { success: false, error } }
      : { body: { success: true, data: data() } };
}

/** The page says why it could not load; Try again loads it, and its heading shows. */
export async function expectRetryLoadsPage(failure: string, heading: string) {
  expect(await screen.findByText(failure)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}
