import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { booking, offer } from '../../booking/testing/offer-fixtures.ts';
import { setRelativeTimeClock } from '../../live-updates/use-relative-time.ts';
import { DjNav } from '../dj-nav.tsx';
import { inboxRequest, workspaceRoutes } from '../testing/workspace-fixtures.ts';
import { InboxSummaryCard } from './inbox-summary-card.tsx';

beforeEach(() => setRelativeTimeClock(() => new Date('2099-06-05T12:00:00.000Z')));
afterEach(() => {
  vi.unstubAllGlobals();
  setRelativeTimeClock(null);
});

describe('the overview’s inbox summary and the DJ’s navigation', () => {
  it('counts the groups, names what waits for an answer and the next booking, each a link', async () => {
    fakeApi(
      workspaceRoutes(
        [
          inboxRequest({ id: 1, customer_name: 'Spreewerk' }),
          inboxRequest({
            id: 2,
            customer_name: 'Hafenbar',
            my_offer: offer({ status: 'pending', awaiting: 'customer' }),
          }),
        ],
        {
          'GET /bookings': {
            body: {
              success: true,
              data: [booking({ id: 77, status: 'confirmed', customer_name: 'Tresor' })],
            },
          },
        },
      ),
    );
    renderAccount(
      <>
        <DjNav />
        <InboxSummaryCard />
      </>,
      { url: '/dj-dashboard' },
    );
    const card = await screen.findByTestId('dj-inbox-summary');
    expect(await within(card).findByRole('link', { name: 'Needs answer: 1' })).toHaveAttribute(
      'href',
      '/dj-dashboard/inbox?filter=needs_answer',
    );
    expect(within(card).getByRole('link', { name: 'Negotiating: 1' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Spreewerk' })).toHaveAttribute(
      'href',
      '/dj-dashboard/inbox/1',
    );
    expect(await within(card).findByRole('link', { name: 'Tresor' })).toHaveAttribute('href', '/bookings/77');
    expect(within(card).getByRole('link', { name: 'Open inbox' })).toHaveAttribute(
      'href',
      '/dj-dashboard/inbox',
    );

    const nav = screen.getByRole('navigation', { name: 'Your DJ pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Inbox', 'Bookings', 'Sets', 'Profile', 'Payouts']);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  });
});
