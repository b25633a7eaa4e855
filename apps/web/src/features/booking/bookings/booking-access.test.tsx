import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { SignedInOnly } from './booking-access.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a booking page signed out', () => {
  it('offers the sign-in for each party and comes back to the booking', async () => {
    fakeApi({
      ...baseRoutes({ providers: [] }),
      'POST /auth/login': { body: { success: true, token: 't', user: sessionUser({ user_type: 'venue' }) } },
    });
    const u = userEvent.setup();
    renderAccount(<SignedInOnly>{(user) => <p>Booking for {user.email}</p>}</SignedInOnly>, {
      url: '/bookings/77?tab=messages',
    });
    expect(await screen.findByText('Please sign in to see this booking.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in as a DJ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in as a music enthusiast' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign in as a venue' }));
    const modal = await screen.findByRole('dialog', { name: /Sign in as a Venue/ }, { timeout: 5000 });
    await u.type(
      await within(modal).findByLabelText('Email', undefined, { timeout: 5000 }),
      'venue@example.com',
    );
    await u.type(within(modal).getByLabelText('Password'), 'long enough password');
    await u.click(within(modal).getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/bookings/77?tab=messages'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
