import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { useHeaderActions } from '../../app/layout/use-header-actions.ts';
import { VenueOnly } from './venue-guard.tsx';
import { venueRoutes } from './testing/venue-fixtures.ts';

function SignOut() {
  const actions = useHeaderActions();
  return (
    <button type="button" onClick={() => void actions.signOut()}>
      Sign Out
    </button>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('VenueOnly', () => {
  it('lets a venue that signs out on its dashboard go home, as Sign Out does, not to /venues', async () => {
    fakeApi({
      ...venueRoutes(),
      'POST /auth/logout': { body: { success: true, message: 'You have been signed out.' } },
    });
    renderAccount(
      <>
        <SignOut />
        <VenueOnly>{() => <p>Venue screen</p>}</VenueOnly>
      </>,
      { url: '/venue-dashboard' },
    );
    expect(await screen.findByText('Venue screen')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(screen.queryByText('Venue screen')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(location()).toBe('/'));
    // Nothing overtakes it afterwards.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe('/');
  });
});
