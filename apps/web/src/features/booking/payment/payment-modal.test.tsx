import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import type { TBookingAudience } from '../booking-api.ts';
import { BookingRequestForm } from '../request-form/booking-request-form.tsx';
import {
  DECLINED,
  authorization,
  bookingRoutes,
  intentAnswer,
  listedRequest,
  ok,
} from '../testing/booking-fixtures.ts';
import { leavePageFor } from './leave-page.ts';
import { RETURN_PARAM } from './pending-booking.ts';
import type * as ClientValues from '../../../lib/use-client-values.ts';
import { freezeBookingClock } from '../testing/frozen-clock.ts';

vi.mock('./leave-page.ts', () => ({ leavePageFor: vi.fn() }));
vi.mock('../../../lib/use-client-values.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientValues>()),
  useBrowserTimeZone: () => 'Europe/Berlin',
}));

const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
}));
vi.mock('@stripe/stripe-js', () => stripe);

freezeBookingClock();

afterEach(() => {
  vi.mocked(leavePageFor).mockReset();
  stripe.loadStripe.mockReset();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SUBMITTED = 'Booking request submitted successfully! You will receive service offers soon.';

function renderForm(audience: TBookingAudience, routes: object = {}, url = '/book') {
  const api = fakeApi({ ...baseRoutes(), ...bookingRoutes(), ...routes });
  const onSubmitted = vi.fn();
  const view = renderAccount(
    <BookingRequestForm audience={audience} djId={null} currency="EUR" onSubmitted={onSubmitted} />,
    { url },
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

async function openPayment(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Event description'), 'Birthday party in a loft');
  await user.click(screen.getByRole('button', { name: 'Request Booking' }));
  // The modal's code loads on demand: a loaded machine takes its time.
  return screen.findByRole('dialog', { name: 'Secure Your Booking' }, { timeout: 4000 });
}

async function enterCard(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, number: string) {
  const field = await within(dialog).findByLabelText('Card number');
  await user.clear(field);
  await user.type(field, number);
  const expiry = within(dialog).getByLabelText('Expiry (MM / YY)');
  await user.clear(expiry);
  await user.type(expiry, '1230');
  const cvc = within(dialog).getByLabelText('Security code (CVC)');
  await user.clear(cvc);
  await user.type(cvc, '123');
}

const secure = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Secure Booking (No Charge Now)' });

describe('PaymentModal', () => {
  it(
    'authorizes first, shows the server’s summary, confirms the card and submits with the intent and a key',
    { timeout: 15_000 },
    async () => {
      const { api, onSubmitted, user } = renderForm('venue');
      const dialog = await openPayment(user);
      const summary = await within(dialog).findByRole('region', { name: 'Payment summary' });
      expect(within(summary).getByText('€200')).toBeInTheDocument();
      expect(within(summary).getByText('€2')).toBeInTheDocument();
      expect(within(summary).getByText('€6.10')).toBeInTheDocument();
      expect(within(summary).getByText('€191.90')).toBeInTheDocument();
      expect(within(summary).getByText('The amount is authorized now, not charged')).toBeInTheDocument();
      expect(within(dialog).getByText(/4000 0000 0000 0002/)).toBeInTheDocument();
      expect(within(dialog).getByText(/4000 0027 6000 3184/)).toBeInTheDocument();

      const [authorize] = api.callsTo('POST /payment-authorize.php');
      expect(authorize!.body).toEqual({
        event_name: 'Birthday party in a loft',
        event_date: '2026-06-13T12:34',
        hourly_rate: 100,
        duration: 2,
        currency: 'EUR',
        booking_type: 'booking_request',
        timezone: 'Europe/Berlin',
        performance_type: 'remote',
        city: '',
        country: '',
      });

      await enterCard(user, dialog, '4242424242424242');
      expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
      expect(within(dialog).getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 30');
      await user.click(secure(dialog));

      await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(listedRequest(), SUBMITTED));
      const [confirm] = api.callsTo('POST /test-payments/confirm');
      expect(confirm!.body).toMatchObject({
        client_secret: 'pi_test123_secret_abc',
        payment_method: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      });
      expect((confirm!.body as { return_url: string }).return_url).toMatch(/\/book\?booking_return=/);
      const [submit] = api.callsTo('POST /venue-booking-request.php');
      expect(submit!.body).toMatchObject({
        date: '2026-06-13T12:34',
        duration: 2,
        performance_type: 'remote',
        description: 'Birthday party in a loft',
        hourly_budget: 100,
        currency: 'EUR',
        timezone: 'Europe/Berlin',
        payment_intent_id: 'pi_test123',
      });
      const [key] = keysSentTo('/venue-booking-request.php');
      expect(key).toMatch(UUID);
      expect(keysSentTo('/payment-authorize.php')).toEqual([`authorize-${key}`]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('saves the card of a far event (SetupIntent) and sends the enthusiast’s event_datetime', async () => {
    const { api, onSubmitted, user } = renderForm('enthusiast', {
      'POST /payment-authorize.php': { body: authorization('save_payment_method') },
      'POST /test-payments/confirm': ok(
        intentAnswer({
          id: 'seti_test123',
          object: 'setup_intent',
          status: 'succeeded',
          amount: null,
          client_secret: 'seti_test123_secret_abc',
        }),
      ),
    });
    const dialog = await openPayment(user);
    expect(await within(dialog).findByText('Your card is saved now, not charged')).toBeInTheDocument();
    expect(within(dialog).getByText(/authorized on your card 3–4 days before the event/)).toBeInTheDocument();
    expect(api.callsTo('POST /payment-authorize.php')[0]!.body).toMatchObject({
      event_datetime: '2026-06-13T21:00',
    });
    await enterCard(user, dialog, '4242424242424242');
    await user.click(secure(dialog));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(api.callsTo('POST /booking-request.php')[0]!.body).toMatchObject({
      setup_intent_id: 'seti_test123',
    });
  });

  it('checks the card inline and sends nothing while it is incomplete', async () => {
    const { api, user } = renderForm('venue');
    const dialog = await openPayment(user);
    await within(dialog).findByLabelText('Card number');
    await user.click(secure(dialog));
    expect(await within(dialog).findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(within(dialog).getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424241');
    await user.tab();
    expect(within(dialog).getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(api.callsTo('POST /test-payments/confirm')).toHaveLength(0);
  });

  it('closes on the first press of Cancel: pressing it leaves the card field unchecked, so nothing moves', async () => {
    const { api, user } = renderForm('venue');
    const dialog = await openPayment(user);
    const number = await within(dialog).findByLabelText('Card number');
    await user.type(number, '4242');
    expect(number).toHaveFocus();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    // The press keeps focus in the field (no check, no message pushing the button away), then the click closes.
    expect(fireEvent.mouseDown(cancel)).toBe(false);
    expect(number).toHaveFocus();
    expect(within(dialog).queryByText('Your card number is incomplete.')).toBeNull();
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Secure Your Booking' })).toBeNull());
    expect(api.callsTo('POST /test-payments/confirm')).toHaveLength(0);
  });

  it('says a declined card in the modal for a venue, and another card can follow (Enter secures it)', async () => {
    let attempts = 0;
    const { api, onSubmitted, user } = renderForm('venue', {
      'POST /test-payments/confirm': () => (attempts++ === 0 ? ok(DECLINED) : ok(intentAnswer())),
    });
    const dialog = await openPayment(user);
    await enterCard(user, dialog, '4000000000000002');
    await user.click(secure(dialog));
    expect(await within(dialog).findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(api.callsTo('POST /venue-booking-request.php')).toHaveLength(0);
    await enterCard(user, dialog, '4242424242424242');
    expect(within(dialog).queryByText('Payment failed: Your card was declined.')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(api.callsTo('POST /payment-authorize.php')).toHaveLength(1);
  });

  it('closes the modal on a declined card for an enthusiast and says why on the form', async () => {
    const { api, user } = renderForm('enthusiast', { 'POST /test-payments/confirm': ok(DECLINED) });
    const dialog = await openPayment(user);
    await enterCard(user, dialog, '4000000000000002');
    await user.click(secure(dialog));
    const notice = (await screen.findByText('Payment authorization failed: Your card was declined.')).closest(
      '[role="alert"]',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The notice is far up the form on a phone: it is read first, not the button that opened the modal.
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByLabelText('Event description')).toHaveValue('Birthday party in a loft');
    expect(api.callsTo('POST /booking-request.php')).toHaveLength(0);
  });

  it('tells a refused authorization in the server’s words, and offers to try again', async () => {
    let calls = 0;
    const { user } = renderForm('venue', {
      'POST /payment-authorize.php': () =>
        calls++ === 0
          ? { status: 422, body: { success: false, error: 'Event date and time cannot be in the past' } }
          : { body: authorization() },
    });
    const dialog = await openPayment(user);
    expect(
      await within(dialog).findByText('Payment failed: Event date and time cannot be in the past'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('region', { name: 'Payment summary' })).toBeInTheDocument();
  });

  it('gives the enthusiast the spec’s fallback when the authorization answer carries no intent', async () => {
    const { user } = renderForm('enthusiast', {
      'POST /payment-authorize.php': { body: authorization('authorize_now', { payment_intent: null }) },
    });
    await user.type(screen.getByLabelText('Event description'), 'Birthday party in a loft');
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(
      await screen.findByText(
        'Payment authorization failed: No payment intent or setup intent received from server',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to submit booking request' when the server refuses a submit without saying why", async () => {
    const { user } = renderForm('venue', {
      'POST /venue-booking-request.php': { status: 409, body: { success: false } },
    });
    const dialog = await openPayment(user);
    await enterCard(user, dialog, '4242424242424242');
    await user.click(secure(dialog));
    expect(await within(dialog).findByText('Failed to submit booking request')).toBeInTheDocument();
  });

  it('retries a failed submit with the same intent and Idempotency-Key', async () => {
    let submits = 0;
    const { api, onSubmitted, user } = renderForm('venue', {
      'POST /venue-booking-request.php': () =>
        submits++ === 0
          ? 'network-error'
          : { status: 200, body: { success: true, message: SUBMITTED, data: listedRequest() } },
    });
    const dialog = await openPayment(user);
    await enterCard(user, dialog, '4242424242424242');
    await user.click(secure(dialog));
    expect(
      await within(dialog).findByText('Failed to submit booking request. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const keys = keysSentTo('/venue-booking-request.php');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(api.callsTo('POST /test-payments/confirm')).toHaveLength(1);
    expect(api.callsTo('POST /venue-booking-request.php').map((call) => call.body)).toEqual([
      expect.objectContaining({ payment_intent_id: 'pi_test123' }),
      expect.objectContaining({ payment_intent_id: 'pi_test123' }),
    ]);
  });

  it('goes to the bank’s page when the card needs 3-D Secure, and resumes the submit on the way back', async () => {
    const bankPage = '/test-payments/3ds/pi_test123?client_secret=pi_test123_secret_abc';
    const first = renderForm('enthusiast', {
      'POST /test-payments/confirm': ok(
        intentAnswer({
          status: 'requires_action',
          next_action: { type: 'redirect_to_url', redirect_to_url: { url: bankPage, return_url: '/book' } },
        }),
      ),
    });
    const dialog = await openPayment(first.user);
    await enterCard(first.user, dialog, '4000002760003184');
    await first.user.click(secure(dialog));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(bankPage));
    expect(within(dialog).getByText('Opening your bank’s verification page…')).toBeInTheDocument();
    const returnUrl = new URL(
      (first.api.callsTo('POST /test-payments/confirm')[0]!.body as { return_url: string }).return_url,
    );
    const attempt = returnUrl.searchParams.get(RETURN_PARAM)!;
    expect(attempt).toMatch(UUID);
    first.view.unmount();
    vi.unstubAllGlobals();

    const back = renderForm(
      'enthusiast',
      {},
      `${returnUrl.pathname}${returnUrl.search}&payment_intent=pi_test123&redirect_status=succeeded`,
    );
    await waitFor(() => expect(back.onSubmitted).toHaveBeenCalledWith(listedRequest(), SUBMITTED));
    expect(back.api.callsTo('POST /payment-authorize.php')).toHaveLength(0);
    expect(back.api.callsTo('POST /booking-request.php')[0]!.body).toMatchObject({
      description: 'Birthday party in a loft',
      payment_intent_id: 'pi_test123',
    });
    expect(keysSentTo('/booking-request.php')).toEqual([attempt]);
    expect(screen.getByLabelText('Event description')).toHaveValue('Birthday party in a loft');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/book'));
    expect(sessionStorage.length).toBe(0);
  });

  it('says a failed 3-D Secure check on the enthusiast form after coming back', async () => {
    const first = renderForm('enthusiast', {
      'POST /test-payments/confirm': ok(
        intentAnswer({
          status: 'requires_action',
          next_action: { type: 'redirect_to_url', redirect_to_url: { url: '/3ds', return_url: null } },
        }),
      ),
    });
    const dialog = await openPayment(first.user);
    await enterCard(first.user, dialog, '4000002760003184');
    await first.user.click(secure(dialog));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalled());
    const returnUrl = new URL(
      (first.api.callsTo('POST /test-payments/confirm')[0]!.body as { return_url: string }).return_url,
    );
    first.view.unmount();
    const back = renderForm(
      'enthusiast',
      {},
      `${returnUrl.pathname}${returnUrl.search}&redirect_status=failed`,
    );
    expect(
      await screen.findByText(
        'Payment authorization failed: Your card was not verified. Please try again or use another card.',
      ),
    ).toBeInTheDocument();
    expect(back.api.callsTo('POST /booking-request.php')).toHaveLength(0);
  });

  it('uses Stripe Elements when the server runs Stripe with a publishable key', async () => {
    const card = { mount: vi.fn(), on: vi.fn(), destroy: vi.fn(), update: vi.fn() };
    const confirmCardPayment = vi.fn(async () => ({
      paymentIntent: { id: 'pi_live1', status: 'requires_capture' },
    }));
    stripe.loadStripe.mockResolvedValue({
      elements: () => ({ create: () => card }),
      confirmCardPayment,
      confirmCardSetup: vi.fn(),
    });
    const { api, onSubmitted, user } = renderForm('venue', {
      'GET /payments/config': ok({ mode: 'stripe', publishable_key: 'pk_test_abc' }),
    });
    const dialog = await openPayment(user);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_abc');
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(secure(dialog));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_test123_secret_abc', { payment_method: { card } });
    expect(api.callsTo('POST /test-payments/confirm')).toHaveLength(0);
    expect(api.callsTo('POST /venue-booking-request.php')[0]!.body).toMatchObject({
      payment_intent_id: 'pi_live1',
    });
  });
});
