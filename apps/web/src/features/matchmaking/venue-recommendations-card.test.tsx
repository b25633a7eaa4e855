import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MATCHMAKING_MESSAGES } from '@cuepoint/domain/matchmaking/api';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { VenueUserContext } from '../venue-dashboard/venue-keys.ts';
import { VenueRecommendationsCard } from './venue-recommendations-card.tsx';
import { venueRecommendedDj } from './testing/matchmaking-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderCard = () =>
  renderAccount(
    <VenueUserContext.Provider value={9}>
      <VenueRecommendationsCard />
    </VenueUserContext.Provider>,
  );

const answer = (list: unknown[], basis: Record<string, unknown>) => ({
  body: { success: true, data: list, recommendations: list, basis },
});

describe('Recommended DJs card on the venue dashboard', () => {
  it("lists the DJs for the venue's next event with why and a way to book", async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /venue/dj-recommendations': answer([venueRecommendedDj(1), venueRecommendedDj(2)], {
        kind: 'event',
        event_id: 3,
        title: 'Friday stream',
        city: 'Berlin',
        country: 'DE',
        genres: ['Techno'],
      }),
    });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Recommended DJs' }, { timeout: 5000 });
    expect(screen.getByText('For Friday stream')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Selector 1' })).toHaveAttribute('href', '/selector-1');
    expect(within(list).getByRole('link', { name: 'Book Selector 2' })).toHaveAttribute(
      'href',
      '/venue-dashboard/book-dj?dj_id=202',
    );
    expect(within(list).getByRole('list', { name: 'Why we recommend Selector 1' })).toHaveTextContent(
      'plays Techno and Minimal, which you like',
    );
  });

  it('shows the empty list when there is none or the call fails, with Try again after a failure', async () => {
    let fail = true;
    fakeApi({
      ...baseRoutes(),
      'GET /venue/dj-recommendations': () =>
        fail
          ? { status: 503, body: { success: false, error: 'Try later' } }
          : answer([venueRecommendedDj(1)], {
              kind: 'profile',
              event_id: null,
              title: null,
              city: null,
              country: null,
              genres: [],
            }),
    });
    renderCard();
    expect(await screen.findByText(MATCHMAKING_MESSAGES.empty)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('For your venue')).toBeInTheDocument();
  });
});
