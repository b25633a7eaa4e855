import { describe, expect, it } from 'vitest';
import { parseSetTracklist } from '../djs/set-tracklist.ts';
import { mixcloudUploadFields, tracksToSections } from './sections.ts';
import { parseTags } from './tags.ts';

const csv = (rows: number) =>
  [
    'Artist,Track,StartTime',
    ...Array.from({ length: rows }, (_, i) => {
      const seconds = i * 245;
      const time = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
      return `Artist ${i + 1},Track ${i + 1},${time}`;
    }),
  ].join('\n');

function tracksOf(text: string, filename?: string) {
  const parsed = parseSetTracklist(text, filename);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.tracks;
}

describe('tracksToSections', () => {
  it('turns a 20-track CSV into 20 sections with whole-second start times in play order', () => {
    const sections = tracksToSections(tracksOf(csv(20), 'set.csv'));
    expect(sections).toHaveLength(20);
    expect(sections[0]).toEqual({ artist: 'Artist 1', song: 'Track 1', startTime: 0 });
    expect(sections[19]).toEqual({ artist: 'Artist 20', song: 'Track 20', startTime: 19 * 245 });
  });

  it('reads the converters’ formats too (1001Tracklists cue times)', () => {
    const sections = tracksToSections(tracksOf('[00:00] Bicep - Glue\n[05:12] Floating Points - LesAlpx\n'));
    expect(sections).toEqual([
      { artist: 'Bicep', song: 'Glue', startTime: 0 },
      { artist: 'Floating Points', song: 'LesAlpx', startTime: 312 },
    ]);
  });

  it('names a missing artist or title as the converters do, and never lets a start time go back', () => {
    expect(
      tracksToSections([
        { artist: '', title: 'Intro', start: '00:10' },
        { artist: 'B', title: '', start: null },
        { artist: 'C', title: 'Three', start: '03:00' },
      ]),
    ).toEqual([
      { artist: 'Unknown Artist', song: 'Intro', startTime: 0 },
      { artist: 'B', song: 'Unknown Track', startTime: 0 },
      { artist: 'C', song: 'Three', startTime: 180 },
    ]);
  });

  it('sends no start times when the tracklist has none', () => {
    const sections = tracksToSections([
      { artist: 'A', title: 'One', start: null },
      { artist: 'B', title: 'Two', start: null },
    ]);
    expect(sections.map((section) => section.startTime)).toEqual([null, null]);
    expect(mixcloudUploadFields({ name: 'x', sections, tags: [] })).toEqual([
      ['name', 'x'],
      ['sections-0-artist', 'A'],
      ['sections-0-song', 'One'],
      ['sections-1-artist', 'B'],
      ['sections-1-song', 'Two'],
    ]);
  });
});

describe('mixcloudUploadFields', () => {
  it('writes Mixcloud’s field names: name, description, tags-N-tag, then sections-N-artist/song/start_time', () => {
    const fields = mixcloudUploadFields({
      name: 'Warehouse',
      description: '  Live at the warehouse  ',
      tags: ['House', 'Techno'],
      sections: [
        { artist: 'A', song: 'One', startTime: 0 },
        { artist: 'B', song: 'Two', startTime: 250 },
      ],
    });
    expect(fields).toEqual([
      ['name', 'Warehouse'],
      ['description', 'Live at the warehouse'],
      ['tags-0-tag', 'House'],
      ['tags-1-tag', 'Techno'],
      ['sections-0-artist', 'A'],
      ['sections-0-song', 'One'],
      ['sections-0-start_time', '0'],
      ['sections-1-artist', 'B'],
      ['sections-1-song', 'Two'],
      ['sections-1-start_time', '250'],
    ]);
  });

  it('keeps Mixcloud’s limits: 5 tags, a 1000-character description', () => {
    const fields = mixcloudUploadFields({
      name: 'x',
      description: 'd'.repeat(1500),
      tags: ['a', 'b', 'c', 'd', 'e', 'f'],
      sections: [],
    });
    expect(fields.filter(([name]) => name.startsWith('tags-'))).toHaveLength(5);
    expect(fields.find(([name]) => name === 'description')?.[1]).toHaveLength(1000);
  });
});

describe('parseTags', () => {
  it('splits the comma-joined tags, trims them and drops blanks and repeats in any case', () => {
    expect(parseTags(' House, techno ,, house,Deep   House ')).toEqual({
      ok: true,
      tags: ['House', 'techno', 'Deep House'],
    });
    expect(parseTags(undefined)).toEqual({ ok: true, tags: [] });
  });

  it('refuses more than 5 tags and over-long ones', () => {
    expect(parseTags('a,b,c,d,e,f')).toEqual({ ok: false, error: 'Mixcloud takes at most 5 tags.' });
    expect(parseTags('x'.repeat(51))).toEqual({ ok: false, error: 'A tag can be at most 50 characters.' });
    expect(parseTags('a,b,c,d,e,A')).toEqual({ ok: true, tags: ['a', 'b', 'c', 'd', 'e'] });
  });
});
