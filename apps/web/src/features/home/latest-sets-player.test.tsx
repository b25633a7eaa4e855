import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TPublicDjSet } from '@cuepoint/domain/djs/sets';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { renderWithQuery } from '../content/testing/render-with-query.tsx';
import { LatestSetsPlayer } from './latest-sets-player.tsx';

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
  dj_is_demo: true,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('LatestSetsPlayer', () => {
  // On a phone the now-playing line shares its row with three controls: cut to an ellipsis, it hid the platform
  // and the Demo badge.
  it('shows the whole now-playing title, platform and Demo badge, on a row of their own on phones', async () => {
    fakeApi({ 'GET /public-dj-sets.php': { body: { success: true, data: [set] } } });
    renderWithQuery(<LatestSetsPlayer compact />);
    const badge = await screen.findByText('Demo');
    const nowPlaying = badge.closest('[aria-live="polite"]') as HTMLElement;
    expect(nowPlaying).toHaveTextContent('Warehouse Sessions Vol. 3Nova Reyes · MixcloudDemo');
    expect(nowPlaying.className.split(/\s+/)).toContain('basis-full');
    for (const line of nowPlaying.querySelectorAll('p')) expect(line).not.toHaveClass('truncate');
  });
});
