import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../../accounts/testing/render-account.tsx';
import { authorization, intentAnswer, ok } from '../../testing/booking-fixtures.ts';
import { booking } from '../../testing/offer-fixtures.ts';
import { AGREED_PRICE_CARD_COPY } from '@cuepoint/domain/booking/payment-modal-messages';
import { ConfirmFlow } from './confirm-page.tsx';
import { flowKeyOf } from './authorize-step.tsx';
import { RETURN_PARAM, savePendingBooking } from '../../payment/pending-booking.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;
const heading = () => screen.getByRole('heading', { level: 2 });

describe('Booking confirmation in three steps', () => {
  it('reviews, fills in the contract (equipment de-duplicated) and confirms behind the agreement checkbox', async () => {
    const api = fakeApi({ 'POST /bookings/77/confirm': ok(booking({ status: 'confirmed' })) });
    renderAccount(<ConfirmFlow booking={booking()} />);
    const user = userEvent.setup();

    expect(heading()).toHaveTextContent('Step 1 of 3: Review');
    expect(
      screen.getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('1. Review');
    expect(
      within(screen.getByLabelText('Price breakdown')).getByText('You pay').nextSibling,
    ).toHaveTextContent('€240');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Step 2 of 3: Contract');
    expect(heading()).toHaveFocus();

    const terms = screen.getByLabelText('Payment terms');
    expect(Array.from((terms as HTMLSelectElement).options, (option) => option.text)).toEqual([
      '50/50',
      '100% upfront',
      '100% after',
      '30/70',
    ]);
    const notice = screen.getByLabelText('Cancellation notice');
    expect(Array.from((notice as HTMLSelectElement).options, (option) => option.text)).toEqual([
      '72 hours',
      '48 hours',
      '24 hours',
      '1 week',
    ]);
    expect(notice).toHaveValue('72');
    await user.selectOptions(terms, '30/70');
    await user.selectOptions(notice, '1 week');

    const equipment = screen.getByLabelText(/Equipment provided/);
    await user.type(equipment, 'Pioneer CDJ-3000{Enter}');
    await user.type(equipment, '  pioneer   cdj-3000 ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('pioneer cdj-3000 is already on the list');
    expect(equipment).toHaveAttribute('aria-invalid', 'true');
    await user.clear(equipment);
    await user.type(equipment, 'Mixer{Enter}');
    await user.type(equipment, 'Booth monitor{Enter}');
    const list = screen.getByRole('list', { name: 'Equipment provided' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pioneer CDJ-3000', 'Mixer', 'Booth monitor']);
    await user.click(within(list).getByRole('button', { name: 'Remove Booth monitor' }));
    await user.type(screen.getByLabelText(/Additional terms/), 'Sound check at 8 pm.');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Step 3 of 3: Confirmation');
    expect(heading()).toHaveFocus();
    expect(screen.getByText('30/70')).toBeInTheDocument();
    expect(screen.getByText('1 week')).toBeInTheDocument();
    expect(screen.getByText('Pioneer CDJ-3000, Mixer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must agree to the contract terms to confirm');
    expect(api.callsTo('POST /bookings/77/confirm')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /I agree to the contract terms/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(location()).toBe('/bookings/77'));
    expect(api.callsTo('POST /bookings/77/confirm')[0]?.body).toEqual({
      payment_terms: '30_70',
      cancellation_notice_hours: 168,
      equipment_provided: ['Pioneer CDJ-3000', 'Mixer'],
      additional_terms: 'Sound check at 8 pm.',
      agree: true,
    });
  }, 20_000);

  it('goes back a step with Back, keeping what was filled in', async () => {
    fakeApi({});
    renderAccount(<ConfirmFlow booking={booking()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('Payment terms'), '100% upfront');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toHaveTextContent('Step 2 of 3: Contract');
    expect(heading()).toHaveFocus();
    expect(screen.getByLabelText('Payment terms')).toHaveValue('upfront');
  });

  it('says the server’s refusal on the last step', async () => {
    fakeApi({
      'POST /bookings/77/confirm': {
        status: 422,
        body: {
          success: false,
          error:
            'The agreed price is above what your card secures: authorize your card for the new amount first',
        },
      },
    });
    renderAccount(<ConfirmFlow booking={booking()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agreed price is above what your card secures',
    );
  });

  it('asks for a new authorization first when the agreed price is above the hold', async () => {
    const api = fakeApi({
      'GET /payments/config': ok({ mode: 'test', publishable_key: null }),
      'POST /bookings/77/authorization': { body: authorization() },
      'POST /test-payments/confirm': ok(intentAnswer()),
      'POST /bookings/77/reauthorize': ok(booking({ needs_authorization: false, hold_amount: 400 })),
    });
    renderAccount(<ConfirmFlow booking={booking({ needs_authorization: true, hold_amount: 200 })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Step 2 of 4: Authorize');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Authorize your card for the agreed price first.');

    await user.click(screen.getByRole('button', { name: 'Authorize card' }));
    const payment = await screen.findByRole('dialog', { name: 'Secure Your Booking' }, { timeout: 5_000 });
    // A DJ accepted already: the modal speaks of the agreed price, not of a request nobody may accept.
    expect(payment).toHaveAccessibleDescription(AGREED_PRICE_CARD_COPY.chargeRule);
    expect(
      await within(payment).findByText(AGREED_PRICE_CARD_COPY.explanations.authorize_now.title),
    ).toBeInTheDocument();
    await user.type(await within(payment).findByLabelText('Card number'), '4242424242424242');
    await user.type(within(payment).getByLabelText('Expiry (MM / YY)'), '1230');
    await user.type(within(payment).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(payment).getByRole('button', { name: 'Secure Booking (No Charge Now)' }));
    expect(await screen.findByText('Your card now secures the agreed price.')).toBeInTheDocument();
    // The earlier 'authorize first' goes with the authorization, and Next moves on.
    expect(screen.queryByText('Authorize your card for the agreed price first.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Step 3 of 4: Contract');
    expect(api.callsTo('POST /bookings/77/reauthorize')[0]?.body).toEqual({
      payment_intent_id: 'pi_test123',
    });
    expect(api.callsTo('POST /bookings/77/authorization')[0]).toBeTruthy();
  }, 20_000);

  it('speaks of releasing an earlier hold only when the card was held, not when it was only saved', async () => {
    fakeApi({});
    const user = userEvent.setup();
    const saved = renderAccount(
      <ConfirmFlow
        booking={booking({ needs_authorization: true, hold_amount: 200, payment_status: 'card_saved' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Authorize your card for the agreed price/)).not.toHaveTextContent(/hold/);
    saved.unmount();

    renderAccount(
      <ConfirmFlow
        booking={booking({ needs_authorization: true, hold_amount: 200, payment_status: 'authorized' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Authorize your card for the agreed price/)).toHaveTextContent(
      'and the earlier hold is released.',
    );
  });

  it('comes back from the bank’s 3-D Secure page on the Authorize step and finishes the new authorization', async () => {
    const api = fakeApi({
      'GET /payments/config': ok({ mode: 'test', publishable_key: null }),
      'POST /bookings/77/reauthorize': ok(booking({ needs_authorization: false, hold_amount: 400 })),
    });
    savePendingBooking({
      attemptId: 'attempt-3ds',
      page: '/bookings/77/confirm',
      audience: 'venue',
      body: null,
      flowKey: flowKeyOf(77),
      authorization: authorization(),
      intent: { id: 'pi_test123', client_secret: 'pi_test123_secret_abc', kind: 'payment_intent' },
      draft: null,
      savedAt: Date.now(),
    });
    renderAccount(<ConfirmFlow booking={booking({ needs_authorization: true, hold_amount: 200 })} />, {
      url: `/bookings/77/confirm?${RETURN_PARAM}=attempt-3ds&payment_intent=pi_test123&redirect_status=succeeded`,
    });
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Authorize', hidden: true })).toBeInTheDocument();
    expect(
      await screen.findByText('Your card now secures the agreed price.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /bookings/77/reauthorize')[0]?.body).toEqual({
      payment_intent_id: 'pi_test123',
    });
  });
});
