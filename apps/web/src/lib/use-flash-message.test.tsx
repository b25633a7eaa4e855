import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFlashMessage } from './use-flash-message.ts';

function Page() {
  const [message] = useFlashMessage('bookingSubmitted');
  const location = useLocation();
  return (
    <>
      <p>{message ?? 'no message'}</p>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
      <output data-testid="where">{location.pathname + location.search}</output>
    </>
  );
}

describe('useFlashMessage', () => {
  it('shows the message the last screen left, and the history entry forgets it (a reload says nothing)', async () => {
    render(
      <MemoryRouter
        initialEntries={[
          {
            pathname: '/venue-dashboard',
            search: '?tab=bookings',
            state: { bookingSubmitted: 'Sent!', kept: 1 },
          },
        ]}
      >
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByText('Sent!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('{"kept":1}'));
    expect(screen.getByText('Sent!')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/venue-dashboard?tab=bookings');
  });

  it('shows nothing without one', () => {
    render(
      <MemoryRouter initialEntries={['/venue-dashboard']}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByText('no message')).toBeInTheDocument();
  });
});
