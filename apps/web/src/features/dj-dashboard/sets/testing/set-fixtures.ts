import type { TDjSet } from '../sets-api.ts';

export function djSet(overrides: Partial<TDjSet> = {}): TDjSet {
  return {
    id: 1,
    title: 'Sunrise at Tresor',
    description: '',
    set_type: 'audio',
    external_url: 'https://soundcloud.com/kai/sunrise',
    platform: 'soundcloud',
    embed_html: null,
    tracklist: 'Artist,Track,StartTime\nBicep,Glue,00:00',
    tracks: [{ artist: 'Bicep', title: 'Glue', start: '00:00' }],
    is_public: true,
    media: null,
    created_at: '2026-03-01T20:00:00.000Z',
    updated_at: '2026-03-01T20:00:00.000Z',
    ...overrides,
  };
}

export const STORAGE = {
  used_bytes: Math.round(2.1 * 1024 ** 3),
  limit_bytes: 10 * 1024 ** 3,
  free_bytes: 10 * 1024 ** 3 - Math.round(2.1 * 1024 ** 3),
};

export const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
