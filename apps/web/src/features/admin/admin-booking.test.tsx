import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { booking } from '../booking/testing/offer-fixtures.ts';
import { AdminBooking } from './admin-booking.tsx';
import { auditEntry } from './testing/admin-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const step = (
  type: TBooking['history'][number]['type'],
  actor: TBooking['history'][number]['actor'],
  at: string,
): TBooking['history'][number] => ({
  type,
  at,
  actor,
  from_status: null,
  to_status: null,
  payment_status: null,
  reason: null,
  amount: null,
});

describe('a booking in the operator console', () => {
  it('credits each step to the party who took it, never to the operator as “You”, and words the payment', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /admin/bookings/77': ok({
        booking: booking({
          status: 'confirmed',
          payment_status: 'captured',
          history: [
            step('booking_request.submitted', 'customer', '2099-06-01T10:00:00.000Z'),
            step('offer.made', 'dj', '2099-06-01T12:00:00.000Z'),
            step('offer.accepted', 'customer', '2099-06-02T10:00:00.000Z'),
            step('booking_request.confirmed', 'customer', '2099-06-02T11:00:00.000Z'),
          ],
        }),
        dispute: null,
        operator_audit: [
          auditEntry({
            id: 3,
            action: 'booking.viewed',
            target: 'booking',
            target_id: 77,
            detail: {},
            currency: null,
          }),
        ],
      }),
    } as never);
    renderAccount(<AdminBooking initialId={77} />);
    const history = await screen.findByRole('list', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Request sentSpreewerk · /),
      expect.stringMatching(/^Offer madeNova Reyes · /),
      expect.stringMatching(/^Offer acceptedSpreewerk · /),
      expect.stringMatching(/^Booking confirmedSpreewerk · /),
    ]);
    expect(history).not.toHaveTextContent('You');
    // The payment in the words the parties read ('Charged'), not its internal value.
    expect(screen.getByText('Payment', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^Charged$/);
    const operators = screen.getByRole('region', { name: 'Operators’ actions' });
    expect(operators).toHaveTextContent(/ops@cuepoint\.example · Booking viewed$/);
  });

  it('says what is wrong with a booking number that is not one, on the field, and looks nothing up', async () => {
    const api = fakeApi({ ...baseRoutes() } as never);
    const u = userEvent.setup();
    renderAccount(<AdminBooking initialId={null} />);
    const field = screen.getByLabelText('Booking number');
    await u.type(field, 'abc');
    await u.click(screen.getByRole('button', { name: 'Open' }));
    expect(field).toHaveAccessibleDescription('Enter a booking number, like 42.');
    expect(field).toBeInvalid();
    await u.clear(field);
    await u.type(field, '42');
    expect(field).not.toHaveAccessibleDescription();
    expect(api.calls.filter((call) => call.path.startsWith('/admin/bookings'))).toEqual([]);
  });
});
