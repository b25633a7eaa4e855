import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { DECLINED, authorization, intentAnswer, listedRequest, ok } from '../testing/booking-fixtures.ts';
import { CustomerRequestActions, type TListedWithBooking } from './customer-request-actions.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const failedRequest = (overrides: Partial<TListedWithBooking> = {}): TListedWithBooking =>
  listedRequest({
    status: 'pending',
    payment_status: 'failed',
    payment_error: 'Your card was declined.',
    offers_count: 0,
    authorization_failure: {
      kind: 'soft',
      reason: 'Your card was declined.',
      failed_at: '2099-06-09T09:00:00.000Z',
      retry_at: '2099-06-10T09:00:00.000Z',
      secure_by: '2099-06-12T20:00:00.000Z',
    },
    ...overrides,
  });

function renderActions(request: TListedWithBooking, routes: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...baseRoutes(),
    'GET /auth/session': { body: { success: true, user: sessionUser({ user_type: 'enthusiast' }) } },
    ...routes,
  } as never);
  renderAccount(<CustomerRequestActions request={request} title="Offers" />);
  return api;
}

describe('a customer’s request whose saved card failed', () => {
  it('open: why, the platform’s one retry, the deadline, and both choices', () => {
    renderActions(failedRequest());
    const panel = screen.getByRole('region', { name: 'Secure this request' });
    expect(within(panel).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(panel).getByText(/We try your card once more on/)).toHaveTextContent(
      'Wed, Jun 10, 2099, 11:00 AM GMT+2',
    );
    expect(within(panel).getByText(/Secure it by/)).toHaveTextContent('Fri, Jun 12, 2099, 10:00 PM GMT+2');
    expect(within(panel).getByRole('button', { name: 'Use the saved card' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Use another card' })).toBeEnabled();
  });

  it('uses the saved card again: no card to type, the intent confirmed as it is, then secured', async () => {
    const user = userEvent.setup();
    const api = renderActions(failedRequest(), {
      'POST /booking-requests/41/authorization': { body: authorization('authorize_now') },
      'POST /test-payments/confirm': ok(intentAnswer()),
      'POST /booking-requests/41/reauthorize': ok(listedRequest({ payment_status: 'authorized' })),
    });
    const panel = screen.getByRole('region', { name: 'Secure this request' });
    await user.click(within(panel).getByRole('button', { name: 'Use the saved card' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Your saved card is used again/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /No Charge Now/ }));
    await waitFor(() => expect(api.callsTo('POST /booking-requests/41/reauthorize')).toHaveLength(1));
    expect(api.callsTo('POST /booking-requests/41/authorization')[0]!.body).toEqual({ use_saved_card: true });
    expect(api.callsTo('POST /test-payments/confirm')[0]!.body).not.toHaveProperty('payment_method');
    const notice = (await screen.findByText('Your card secures this request again.')).closest(
      '[role="status"]',
    );
    expect(notice, 'the words of what happened, where the keyboard is').toHaveFocus();
  });

  it('says in words that the saved card was declined again, and leaves another card', async () => {
    const user = userEvent.setup();
    const api = renderActions(failedRequest(), {
      'POST /booking-requests/41/authorization': { body: authorization('authorize_now') },
      'POST /test-payments/confirm': ok(DECLINED),
    });
    const panel = screen.getByRole('region', { name: 'Secure this request' });
    await user.click(within(panel).getByRole('button', { name: 'Use the saved card' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/Your saved card is used again/);
    await user.click(within(dialog).getByRole('button', { name: /No Charge Now/ }));
    expect(await within(dialog).findByText(/Your card was declined\./)).toBeInTheDocument();
    expect(api.callsTo('POST /booking-requests/41/reauthorize')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('button', { name: 'Use another card' }));
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByLabelText('Card number')).toBeInTheDocument();
    expect(api.callsTo('POST /booking-requests/41/authorization').at(-1)!.body).toEqual({});
  });

  it('booked and confirmed: the list leads to the booking’s Secure this booking panel', () => {
    renderActions({
      ...listedRequest({ status: 'active', payment_status: 'failed', offers_count: 0 }),
      booking_id: 77,
      booking_status: 'confirmed',
    });
    expect(screen.getByRole('link', { name: 'Secure this booking' })).toHaveAttribute('href', '/bookings/77');
    expect(screen.queryByRole('region', { name: 'Secure this request' })).not.toBeInTheDocument();
  });

  it('secured: neither', () => {
    renderActions(listedRequest({ status: 'pending', payment_status: 'authorized', offers_count: 0 }));
    expect(screen.queryByRole('region', { name: 'Secure this request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Secure this booking' })).not.toBeInTheDocument();
  });
});
