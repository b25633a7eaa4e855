import { describe, expect, it } from 'vitest';
import { DJ_GENRES } from '@cuepoint/domain/catalog/genre-list';
import { useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp();

const get = (url: string) => t.app.inject({ url: `/api/v14${url}` });

describe('the genre calls', () => {
  it.each(['/genres.php', '/genres', '/genres/all'])('%s lists every DJ genre to a visitor', async (url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: [...DJ_GENRES] });
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('groups the genres by family, each genre once', async () => {
    const data = (await get('/genres/hierarchical')).json().data as { name: string; subgenres: string[] }[];
    expect(data[0]).toEqual({
      name: 'Techno',
      subgenres: ['Techno', 'Melodic Techno', 'Minimal', 'Hard Techno'],
    });
    expect(data.flatMap((group) => group.subgenres).sort()).toEqual([...DJ_GENRES].sort());
  });

  it('searches by substring, case-insensitively, up to the limit (20 by default)', async () => {
    expect((await get('/genres/search?q=HOUSE&limit=3')).json().data).toEqual([
      'House',
      'Deep House',
      'Tech House',
    ]);
    expect((await get('/genres/search?q=zzz')).json().data).toEqual([]);
    expect((await get('/genres/search')).json().data).toHaveLength(20);
  });

  it('answers 400 for a bad limit or query, never 500', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'q=%00', `q=${'a'.repeat(101)}`]) {
      const answer = await get(`/genres/search?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().success).toBe(false);
    }
  });
});
