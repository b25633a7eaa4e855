import { describe, expect, it } from 'vitest';
import { convertTracklist, TRACKLIST_FORMATS, tracklistFormat, tracklistFormatBySlug } from './formats.ts';
import { TRACKLIST_FORMAT_IDS } from './types.ts';

describe('TRACKLIST_FORMATS', () => {
  it('lists the five converters under the spec routes', () => {
    expect(TRACKLIST_FORMATS.map((format) => format.path)).toEqual([
      '/dj-tools/algoriddim-djay-tracklist-export',
      '/dj-tools/1001tracklists-tracklist-export',
      '/dj-tools/virtualdj-tracklist-export',
      '/dj-tools/serato-tracklist-export',
      '/dj-tools/rekordbox-tracklist-export',
    ]);
    expect(TRACKLIST_FORMATS.map((format) => format.id).sort()).toEqual([...TRACKLIST_FORMAT_IDS].sort());
  });

  it('has two lines of help for each and file uploads where the export is a file', () => {
    for (const format of TRACKLIST_FORMATS) {
      expect(format.help).toHaveLength(2);
      for (const line of format.help) expect(line.length).toBeGreaterThan(20);
    }
    expect(tracklistFormat('djay').upload?.accept).toBe('.csv');
    expect(tracklistFormat('1001tracklists').upload).toBeNull();
    expect(tracklistFormat('rekordbox').canEstimateStartTimes).toBe(true);
  });

  it('converts each example into at least one track without skipping anything', () => {
    for (const format of TRACKLIST_FORMATS) {
      const result = format.convert(format.example);
      expect(result.format).toBe(format.id);
      expect(result.tracks.length, format.id).toBeGreaterThan(0);
      expect(result.skipped, format.id).toEqual([]);
    }
  });

  it('finds a format by route slug', () => {
    expect(tracklistFormatBySlug('serato-tracklist-export')?.id).toBe('serato');
    expect(tracklistFormatBySlug('traktor-tracklist-export')).toBeUndefined();
  });

  it('passes options through convertTracklist', () => {
    const text = '#\tTrack Title\tArtist\tTime\n1\tA\tB\t01:00\n2\tC\tD\t01:00';
    expect(convertTracklist('rekordbox', text, { estimateStartTimes: true }).lines[1]).toBe('D, C\t01:00');
    expect(convertTracklist('rekordbox', text).lines[1]).toBe('D, C\t00:00');
  });
});
