import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_NOTICES } from '@cuepoint/domain/trust/contact-masking';
import type { TThread } from '@cuepoint/domain/trust/messages';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { booking } from '../booking/testing/offer-fixtures.ts';
import { BookingMessages } from './booking-messages.tsx';
import { messageThread, threadMessage } from './testing/thread-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const thread = (overrides: Partial<TThread> = {}): TThread =>
  messageThread({
    messages: [threadMessage({ text: 'Call me on [phone number hidden]', hidden_details: ['phone'] })],
    ...overrides,
  });

describe('Booking messages', () => {
  it('says contact details are hidden, shows what was hidden, and sends a message', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'GET /bookings/77/messages': ok(thread()),
      'POST /bookings/77/messages': ok({
        ...thread().messages[0],
        id: 2,
        mine: true,
        sender: 'customer',
        text: 'Great!',
      }),
    } as never);
    renderAccount(<BookingMessages booking={booking()} />);
    const region = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(region).findByText(CONTACT_NOTICES.hidden)).toBeInTheDocument();
    const list = within(region).getByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Call me on [phone number hidden]')).toBeInTheDocument();
    expect(
      within(list).getByText('Hidden until a booking between you is confirmed: a phone number.'),
    ).toBeInTheDocument();
    await userEvent.type(within(region).getByLabelText('Your message'), 'Great, see you then!');
    await userEvent.click(within(region).getByRole('button', { name: 'Send message' }));
    expect(api.callsTo('POST /bookings/77/messages')[0]?.body).toEqual({ text: 'Great, see you then!' });
    expect(within(region).getByLabelText('Your message')).toHaveValue('');
  });

  it('refuses an empty message in words, and reports the other party’s message', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'GET /bookings/77/messages': ok(thread()),
      'POST /messages/1/report': ok({ reported: true }),
    } as never);
    renderAccount(<BookingMessages booking={booking()} />);
    const region = await screen.findByRole('region', { name: 'Messages' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Send message' }));
    expect(within(region).getByText('Please write a message')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Report' }));
    await userEvent.type(
      within(region).getByLabelText('What is wrong with this message?'),
      'Asks to pay outside',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Report' }));
    expect(api.callsTo('POST /messages/1/report')[0]?.body).toEqual({ reason: 'Asks to pay outside' });
    expect(
      await within(region).findByText('Thank you: Cuepoint will look at this message.'),
    ).toBeInTheDocument();
  });
});
