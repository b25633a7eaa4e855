import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { parseSetTracklist, TRACKLIST_MESSAGES, tracklistFileKind } from './set-tracklist.ts';
import { DJ_SET_MESSAGES } from './set-rules.ts';
import { arePositions, JSON_PROBLEM } from './set-tracklist-readers.ts';

const tracksOf = (input: string, filename?: string) => {
  const result = parseSetTracklist(input, filename);
  if (!result.ok) throw new Error(result.error);
  return result.tracks;
};

describe('tracklist files by extension', () => {
  it("reads the spec's CSV: Artist, Track, StartTime as mm:ss in the recording", () => {
    const csv =
      'Artist,Track,StartTime\nDaft Punk,One More Time,00:00\n"Rhythim Is Rhythim",Strings of Life,04:12\n';
    expect(tracksOf(csv, 'set.csv')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
      { artist: 'Rhythim Is Rhythim', title: 'Strings of Life', start: '04:12' },
    ]);
  });

  it('reads mm:ss positions past an hour and a CSV that does not start at 00:00 (not clock times)', () => {
    const csv = 'artist;track;start time\nA;One;01:30\nB;Two;45:10\nC;Three;75:30\n';
    expect(tracksOf(csv, 'SET.CSV').map((track) => track.start)).toEqual(['01:30', '45:10', '75:30']);
  });

  it('reads a djay or Serato history CSV by its clock times, counted from the first track', () => {
    const djay =
      'Title,Artist,Time\nOne More Time,Daft Punk,21:03\nStrings of Life,Rhythim Is Rhythim,21:07\n';
    expect(tracksOf(djay, 'history.csv')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
      { artist: 'Rhythim Is Rhythim', title: 'Strings of Life', start: '04:00' },
    ]);
    const serato =
      'name,artist,start time\n"Friday",,"6/13/2025 10:01:00 PM"\nOne More Time,Daft Punk,10:01:00 PM\nOne,Two,10:05:30 PM\n';
    expect(tracksOf(serato, 'serato.csv')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
      { artist: 'Two', title: 'One', start: '04:30' },
    ]);
  });

  it('reads JSON lists of objects or strings, with seconds or mm:ss', () => {
    const json = JSON.stringify({
      tracks: [
        { artist: 'Daft Punk', title: 'One More Time', start: 0 },
        { artists: ['Kerri Chandler', 'Jerome Sydenham'], track: 'Rain', start_time: '05:01' },
        'Moodymann - Shades of Jae',
        42,
      ],
    });
    expect(tracksOf(json, 'set.json')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
      { artist: 'Kerri Chandler, Jerome Sydenham', title: 'Rain', start: '05:01' },
      { artist: 'Moodymann', title: 'Shades of Jae', start: null },
    ]);
    expect(parseSetTracklist('{"name":"my set"}', 'set.json')).toEqual({ ok: false, error: JSON_PROBLEM });
    expect(parseSetTracklist('not json', 'set.json')).toEqual({ ok: false, error: JSON_PROBLEM });
  });

  it('reads an m3u playlist (VirtualDJ history or #EXTINF lengths)', () => {
    const vdj =
      '#EXTM3U\n#EXTVDJ:<time>22:04</time><artist>Daft Punk</artist><title>One More Time</title>\n' +
      '#EXTVDJ:<time>22:09</time><artist>Moodymann</artist><title>Shades of Jae</title>\n';
    expect(tracksOf(vdj, 'history.m3u')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
      { artist: 'Moodymann', title: 'Shades of Jae', start: '05:00' },
    ]);
    const extinf =
      '#EXTM3U\n#EXTINF:320,Daft Punk - One More Time\nC:\\music\\a.mp3\n#EXTINF:200,B - C\nb.mp3\n';
    expect(tracksOf(extinf, 'list.m3u').map((track) => track.start)).toEqual(['00:00', '05:20']);
  });

  it('reads text: VirtualDJ tracklist.txt, 1001Tracklists cues, plain lines and the converters’ output', () => {
    const vdj =
      'VirtualDJ History - 2025/06/14\n------------------------------\n22:04 : Daft Punk - One More Time\n22:10 : B - C\n';
    expect(tracksOf(vdj, 'tracklist.txt')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
      { artist: 'B', title: 'C', start: '06:00' },
    ]);
    const cues =
      '[00:00] Daft Punk - One More Time [VIRGIN]\n[04:12] Rhythim Is Rhythim - Strings of Life [TRANSMAT]';
    expect(tracksOf(cues, 'cues.txt')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
      { artist: 'Rhythim Is Rhythim', title: 'Strings of Life', start: '04:12' },
    ]);
    expect(tracksOf('Daft Punk - One More Time\nMoodymann – Shades of Jae\n')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: null },
      { artist: 'Moodymann', title: 'Shades of Jae', start: null },
    ]);
    expect(tracksOf('00:00 Daft Punk - One More Time\n04:12 Moodymann - Shades of Jae')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
      { artist: 'Moodymann', title: 'Shades of Jae', start: '04:12' },
    ]);
    expect(
      tracksOf('Daft Punk, One More Time\t00:00\nKerri Chandler - Jerome Sydenham, Rain\t75:30'),
    ).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: '00:00' },
      { artist: 'Kerri Chandler - Jerome Sydenham', title: 'Rain', start: '75:30' },
    ]);
  });

  it('reads a rekordbox .txt export without start times', () => {
    const rekordbox =
      '#\tTrack Title\tArtist\tTime\n1\tOne More Time\tDaft Punk\t05:20\n2\tRain\tKerri Chandler\t06:00\n';
    expect(tracksOf(rekordbox, 'playlist.txt')).toEqual([
      { artist: 'Daft Punk', title: 'One More Time', start: null },
      { artist: 'Kerri Chandler', title: 'Rain', start: null },
    ]);
  });
});

describe('pasted tracklists (no file name)', () => {
  it('recognises JSON, m3u and CSV by their shape', () => {
    expect(tracksOf('[{"artist":"A","title":"B"}]')).toEqual([{ artist: 'A', title: 'B', start: null }]);
    expect(tracksOf('#EXTM3U\n#EXTINF:60,A - B\na.mp3')).toEqual([
      { artist: 'A', title: 'B', start: '00:00' },
    ]);
    expect(tracksOf('Artist,Track,StartTime\nA,B,00:00\nC,D,03:00')).toHaveLength(2);
  });

  it('refuses what yields no track with a clear message, and unknown file types', () => {
    for (const nothing of ['', '   \n\n', 'just some words', 'Notes,Comments\nx,y']) {
      expect(parseSetTracklist(nothing)).toEqual({ ok: false, error: TRACKLIST_MESSAGES.noTracks });
    }
    expect(parseSetTracklist('A - B', 'set.pdf')).toEqual({
      ok: false,
      error: DJ_SET_MESSAGES.tracklistFileInvalid,
    });
    expect(parseSetTracklist('A - B\n'.repeat(40_000))).toEqual({
      ok: false,
      error: TRACKLIST_MESSAGES.tooLong,
    });
    expect(parseSetTracklist('A - B\n'.repeat(1001))).toEqual({
      ok: false,
      error: TRACKLIST_MESSAGES.tooManyTracks,
    });
  });

  it('keeps names short and clean', () => {
    const [track] = tracksOf(`${'x'.repeat(500)} - B`);
    expect(track!.artist).toHaveLength(300);
  });
});

describe('tracklistFileKind and arePositions', () => {
  it('maps extensions', () => {
    expectMapping(tracklistFileKind, {
      'a.CSV': 'csv',
      'a.m3u': 'm3u',
      'a.m3u8': 'unknown',
      'a.xlsx': 'unknown',
    });
    expect(tracklistFileKind(null)).toBeNull();
  });

  it('tells positions in a recording from clock times of day', () => {
    expect(arePositions(['00:00', '04:12'])).toBe(true);
    expect(arePositions(['21:03', '21:07', '21:12'])).toBe(false);
    expect(arePositions(['01:30', '05:42', '09:10'])).toBe(true);
    expect(arePositions(['10:00', '05:00'])).toBe(false);
    expect(arePositions(['9:37:15 PM'])).toBe(false);
  });
});
