import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAccount } from '../accounts/testing/render-account.tsx';
import { baseRoutes, fakeApi } from '../accounts/testing/fake-api.ts';
import { SimilarDjsSection } from './similar-djs-section.tsx';
import { similarDj } from './testing/matchmaking-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Similar DJs on a public profile', () => {
  it('shows two DJs like this one, each leading to their page with why', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'GET /djs/7/similar': { body: { success: true, data: [similarDj(1), similarDj(2)] } },
    });
    renderAccount(<SimilarDjsSection djId={7} djName="Kora Lind" />);
    expect(screen.getByRole('heading', { name: 'DJs like Kora Lind' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'DJs like Kora Lind' }, { timeout: 5000 });
    expect(within(list).getByRole('link', { name: 'Selector 1' })).toHaveAttribute('href', '/selector-1');
    expect(within(list).getByRole('list', { name: 'Why Selector 2 is like Kora Lind' })).toHaveTextContent(
      'also plays Techno and Minimal',
    );
    expect(api.callsTo('GET /djs/7/similar')[0]!.query.get('limit')).toBe('2');
  });

  it('hides the whole section when there are none, and says what went wrong when the call fails', async () => {
    const api = fakeApi({ ...baseRoutes(), 'GET /djs/7/similar': { body: { success: true, data: [] } } });
    const { unmount } = renderAccount(<SimilarDjsSection djId={7} djName="Kora Lind" />);
    await waitFor(() => expect(api.callsTo('GET /djs/7/similar')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'DJs like Kora Lind' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/No similar DJs/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    fakeApi({
      ...baseRoutes(),
      'GET /djs/7/similar': { status: 503, body: { success: false, error: 'Try later' } },
    });
    renderAccount(<SimilarDjsSection djId={7} djName="Kora Lind" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load DJs like Kora Lind: Try later',
    );
  });
});
