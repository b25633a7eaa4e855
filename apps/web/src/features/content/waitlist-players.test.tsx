import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TPublicDjSet } from '@cuepoint/domain/djs/sets';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { renderWithQuery } from './testing/render-with-query.tsx';
import { WaitlistPlayers } from './waitlist-players.tsx';

afterEach(() => vi.unstubAllGlobals());

const set: TPublicDjSet = {
  id: 1,
  title: 'Warehouse Sessions Vol. 3',
  slug: 'warehouse-sessions-vol-3',
  platform: 'mixcloud',
  external_url: 'https://www.mixcloud.com/nova/warehouse-sessions-vol-3/',
  embed_html: null,
  dj_name: 'Nova Reyes',
  dj_slug: 'nova-reyes',
  dj_is_demo: false,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('WaitlistPlayers', () => {
  // On a phone the caption was cut to "Warehouse Sessions Vol. 3 · Nov…".
  it('shows the whole set title and DJ under the player, wrapping on narrow screens', async () => {
    fakeApi({ 'GET /public-dj-sets.php': { body: { success: true, data: [set] } } });
    renderWithQuery(<WaitlistPlayers />);
    const title = await screen.findByText('Warehouse Sessions Vol. 3');
    const caption = title.parentElement!;
    expect(caption).toHaveTextContent('Warehouse Sessions Vol. 3 · Nova Reyes');
    expect(caption).not.toHaveClass('truncate');
  });
});
