import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { servePublicSet } from '../content/testing/public-sets.ts';
import { renderWithQuery } from '../content/testing/render-with-query.tsx';
import { LatestSetsPlayer } from './latest-sets-player.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('LatestSetsPlayer', () => {
  // On a phone the now-playing line shares its row with three controls: cut to an ellipsis, it hid the platform
  // and the Demo badge.
  it('shows the whole now-playing title, platform and Demo badge, on a row of their own on phones', async () => {
    servePublicSet({ dj_is_demo: true });
    renderWithQuery(<LatestSetsPlayer compact />);
    const badge = await screen.findByText('Demo');
    const nowPlaying = badge.closest('[aria-live="polite"]') as HTMLElement;
    expect(nowPlaying).toHaveTextContent('Warehouse Sessions Vol. 3Nova Reyes · MixcloudDemo');
    expect(nowPlaying.className.split(/\s+/)).toContain('basis-full');
    for (const line of nowPlaying.querySelectorAll('p')) expect(line).not.toHaveClass('truncate');
  });
});
