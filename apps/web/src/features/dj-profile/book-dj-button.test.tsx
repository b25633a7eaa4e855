import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, type AuthUser } from '../accounts/auth-context.tsx';
import { AuthModalsProvider } from '../accounts/auth-modals.tsx';
import { SessionSeedContext } from '../accounts/session-seed.ts';
import { baseRoutes, fakeApi, sessionUser } from '../accounts/testing/fake-api.ts';
import { RETURN_PARAM } from '../booking/return-param.ts';
import { BOOKING_DIALOG_LOADING, BookDjButton } from './book-dj-button.tsx';

/** The dialog's code arrives only when the test lets it: the moment between is what the page shows meanwhile. */
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('../booking/profile-form/profile-booking-dialog.tsx', async () => {
  await code.arrived;
  return { default: () => <p>Booking dialog</p> };
});

afterEach(() => {
  code.arrive();
  vi.unstubAllGlobals();
});

describe('Book this DJ on the way back from the bank’s 3-D Secure page', () => {
  it('says the booking is finishing from the first frame, never an empty one, until the dialog shows', async () => {
    fakeApi(baseRoutes());
    const venue = sessionUser({ user_type: 'venue', email_verified: true }) as unknown as AuthUser;
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <AuthProvider>
              <AuthModalsProvider>
                <BookDjButton djId={5} djName="Nova" />
              </AuthModalsProvider>
            </AuthProvider>
          ),
        },
      ],
      { initialEntries: [`/nova?${RETURN_PARAM}=attempt-1&redirect_status=succeeded`] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionSeedContext.Provider value={{ user: venue }}>
          <RouterProvider router={router} />
        </SessionSeedContext.Provider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(BOOKING_DIALOG_LOADING.returning);
    code.arrive();
    expect(await screen.findByText('Booking dialog')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
