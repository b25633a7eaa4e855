import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DUPLICATE_REQUEST_MESSAGE } from '@cuepoint/domain/booking/duplicate-requests';
import { baseRoutes, fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import type { TBookingAudience } from '../booking-api.ts';
import { BookingRequestForm } from '../request-form/booking-request-form.tsx';
import { authorization, bookingRoutes, listedRequest } from '../testing/booking-fixtures.ts';
import type * as ClientValues from '../../../lib/use-client-values.ts';
import { freezeBookingClock } from '../testing/frozen-clock.ts';

vi.mock('../../../lib/use-client-values.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientValues>()),
  useBrowserTimeZone: () => 'Europe/Berlin',
}));

freezeBookingClock();

const SUBMITTED = 'Booking request submitted successfully! You will receive service offers soon.';
const DUPLICATE = {
  success: false,
  error: DUPLICATE_REQUEST_MESSAGE,
  code: 'DUPLICATE_REQUEST',
  existing_request_id: 42,
};

function renderForm(audience: TBookingAudience, routes: object = {}) {
  const api = fakeApi({ ...baseRoutes(), ...bookingRoutes(), ...routes });
  const onSubmitted = vi.fn();
  const view = renderAccount(
    <BookingRequestForm audience={audience} djId={null} currency="EUR" onSubmitted={onSubmitted} />,
    { url: '/book' },
  );
  return { api, onSubmitted, view, user: userEvent.setup() };
}

/** The Idempotency-Key headers sent to a path, in order. */
function keysSentTo(path: string): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === `/api/v14${path}`)
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key')!);
}

const paymentDialog = () => screen.findByRole('dialog', { name: 'Secure Your Booking' }, { timeout: 4000 });

async function openPayment(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Event description'), 'Birthday party in a loft');
  await user.click(screen.getByRole('button', { name: 'Request Booking' }));
  return paymentDialog();
}

async function secureCard(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(await within(dialog).findByLabelText('Card number'), '4242424242424242');
  await user.type(within(dialog).getByLabelText('Expiry (MM / YY)'), '1230');
  await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Secure Booking (No Charge Now)' }));
}

describe('the payment step across a reload', () => {
  it('opens again with the form as filled in and the same key: the same intent, no second hold', async () => {
    const first = renderForm('venue');
    const dialog = await openPayment(first.user);
    await within(dialog).findByLabelText('Card number');
    const [authorizeKey] = keysSentTo('/payment-authorize.php');
    first.view.unmount();

    // The reload: the page starts over in the same tab.
    const again = renderForm('venue');
    const resumed = await paymentDialog();
    expect(screen.getByLabelText('Event description')).toHaveValue('Birthday party in a loft');
    await waitFor(() => expect(keysSentTo('/payment-authorize.php')).toEqual([authorizeKey]));
    await secureCard(again.user, resumed);
    await waitFor(() => expect(again.onSubmitted).toHaveBeenCalledWith(listedRequest(), SUBMITTED));
    expect(`authorize-${keysSentTo('/venue-booking-request.php')[0]}`).toBe(authorizeKey);

    // Submitted: a later reload starts afresh.
    again.view.unmount();
    renderForm('venue');
    expect(screen.getByLabelText('Event description')).toHaveValue('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('a card secured before the reload is submitted with the same key, and the request already made is shown', async () => {
    const first = renderForm('venue', { 'POST /venue-booking-request.php': () => 'network-error' });
    const dialog = await openPayment(first.user);
    await secureCard(first.user, dialog);
    expect(
      await within(dialog).findByText('Failed to submit booking request. Please try again.'),
    ).toBeInTheDocument();
    const [key] = keysSentTo('/venue-booking-request.php');
    first.view.unmount();

    // The server made the request before the answer was lost: the same key answers it (200), nothing new is held.
    const again = renderForm('venue', {
      'POST /venue-booking-request.php': {
        status: 200,
        body: { success: true, message: SUBMITTED, data: listedRequest() },
      },
    });
    await waitFor(() => expect(again.onSubmitted).toHaveBeenCalledWith(listedRequest(), SUBMITTED));
    expect(keysSentTo('/venue-booking-request.php')).toEqual([key]);
    expect(again.api.callsTo('POST /payment-authorize.php')).toHaveLength(0);
    expect(again.api.callsTo('POST /test-payments/confirm')).toHaveLength(0);
    expect(again.api.callsTo('POST /venue-booking-request.php')[0]!.body).toMatchObject({
      payment_intent_id: 'pi_test123',
    });
  });
});

describe('a booking asked for already', () => {
  it('the payment step asks before any card: the request made, or Send anyway', async () => {
    let asked = 0;
    const { api, onSubmitted, user } = renderForm('venue', {
      'POST /payment-authorize.php': () =>
        asked++ === 0 ? { status: 409, body: DUPLICATE } : { body: authorization() },
    });
    const dialog = await openPayment(user);
    expect(await within(dialog).findByText(`${DUPLICATE_REQUEST_MESSAGE}.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See the request you already made' })).toHaveAttribute(
      'href',
      '/venue-dashboard?tab=bookings#booking-request-42',
    );
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    await secureCard(user, dialog);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [refused, allowed] = api.callsTo('POST /payment-authorize.php');
    expect(refused!.body).not.toHaveProperty('allow_duplicate');
    expect(allowed!.body).toMatchObject({ allow_duplicate: true });
    const keys = keysSentTo('/payment-authorize.php');
    expect(keys[1]).toBe(keys[0]);
    expect(api.callsTo('POST /venue-booking-request.php')[0]!.body).toMatchObject({ allow_duplicate: true });
  });

  it('a submit refused as a duplicate asks too; Send anyway secures the card again under a new key', async () => {
    let sent = 0;
    const { api, onSubmitted, user } = renderForm('enthusiast', {
      'POST /booking-request.php': () =>
        sent++ === 0
          ? { status: 409, body: DUPLICATE }
          : { status: 201, body: { success: true, message: SUBMITTED, data: listedRequest() } },
    });
    const dialog = await openPayment(user);
    await secureCard(user, dialog);
    expect(
      await within(dialog).findByRole('link', { name: 'See the request you already made' }),
    ).toHaveAttribute('href', '/enthusiast-dashboard?tab=events#booking-request-42');
    await user.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    await secureCard(user, dialog);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [firstKey, secondKey] = keysSentTo('/booking-request.php');
    expect(secondKey).not.toBe(firstKey);
    expect(keysSentTo('/payment-authorize.php')).toEqual([`authorize-${firstKey}`, `authorize-${secondKey}`]);
    expect(api.callsTo('POST /booking-request.php')[1]!.body).toMatchObject({ allow_duplicate: true });
  });
});
