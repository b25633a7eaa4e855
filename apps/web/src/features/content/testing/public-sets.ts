import type { TPublicDjSet } from '@cuepoint/domain/djs/sets';
import { fakeApi } from '../../accounts/testing/fake-api.ts';

/** The public sets list answers one Mixcloud set by Nova Reyes; `overrides` change it. */
export function servePublicSet(overrides: Partial<TPublicDjSet> = {}) {
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
    ...overrides,
  };
  fakeApi({ 'GET /public-dj-sets.php': { body: { success: true, data: [set] } } });
}
