import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { servePublicSet } from './testing/public-sets.ts';
import { renderWithQuery } from './testing/render-with-query.tsx';
import { WaitlistPlayers } from './waitlist-players.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('WaitlistPlayers', () => {
  // On a phone the caption was cut to "Warehouse Sessions Vol. 3 · Nov…".
  it('shows the whole set title and DJ under the player, wrapping on narrow screens', async () => {
    servePublicSet();
    renderWithQuery(<WaitlistPlayers />);
    const title = await screen.findByText('Warehouse Sessions Vol. 3');
    const caption = title.parentElement!;
    expect(caption).toHaveTextContent('Warehouse Sessions Vol. 3 · Nova Reyes');
    expect(caption).not.toHaveClass('truncate');
  });
});
