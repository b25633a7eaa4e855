import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_NOTICES } from '@cuepoint/domain/trust/contact-masking';
import type { TThread } from '@cuepoint/domain/trust/messages';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { ok } from '../booking/testing/booking-fixtures.ts';
import { CustomerRequestMessages } from './customer-request-messages.tsx';
import { messageThread, threadMessage } from './testing/thread-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const thread: TThread = messageThread({
  booking_id: null,
  messages: [threadMessage({ text: 'Write me at [e-mail address hidden]', hidden_details: ['email'] })],
});

describe('A request’s conversations for its customer', () => {
  it('counts unread messages, opens the conversation with each DJ the request reached, and reads it', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'GET /conversations/unread': ok([{ request_id: 41, dj_id: 5, unread: 2 }]),
      'GET /booking-requests/41': ok({
        id: 41,
        recipients: [
          { dj_id: 5, dj_name: 'Nova Reyes', reason: 'targeted', reached_at: '2099-06-01T09:00:00.000Z' },
          { dj_id: 6, dj_name: 'Kai Storm', reason: 'similar', reached_at: '2099-06-03T09:00:00.000Z' },
        ],
      }),
      'GET /booking-requests/41/messages': ok(thread),
    } as never);
    renderAccount(<CustomerRequestMessages requestId={41} />);
    const toggle = await screen.findByRole('button', { name: /Messages\s*2 unread/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nova = await screen.findByRole('button', { name: /Messages with Nova Reyes\s*2 unread/ });
    expect(screen.getByRole('button', { name: 'Messages with Kai Storm' })).toBeInTheDocument();
    await userEvent.click(nova);
    const region = await screen.findByRole('region', { name: 'Messages with Nova Reyes' });
    expect(await within(region).findByText(CONTACT_NOTICES.hidden)).toBeInTheDocument();
    expect(within(region).getByText('Write me at [e-mail address hidden]')).toBeInTheDocument();
    expect(api.callsTo('GET /booking-requests/41/messages')[0]?.query.get('dj_id')).toBe('5');
    expect(api.callsTo('GET /conversations/unread').length).toBeGreaterThan(1);
  });

  it('opens the conversation itself when the request reached one DJ, without a second button', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /conversations/unread': ok([]),
      'GET /booking-requests/41': ok({
        id: 41,
        recipients: [
          { dj_id: 5, dj_name: 'Nova Reyes', reason: 'targeted', reached_at: '2099-06-01T09:00:00.000Z' },
        ],
      }),
      'GET /booking-requests/41/messages': ok(thread),
    } as never);
    renderAccount(<CustomerRequestMessages requestId={41} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Messages' }));
    const region = await screen.findByRole('region', { name: 'Messages with Nova Reyes' });
    expect(await within(region).findByText('Write me at [e-mail address hidden]')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Messages with/ })).not.toBeInTheDocument();
  });
});
