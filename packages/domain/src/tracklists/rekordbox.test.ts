import { describe, expect, it } from 'vitest';
import { expectResult, fixturesOf } from './fixture-test-kit.ts';
import { decodeText, splitLines } from './decode-text.ts';
import { convertRekordbox, detectRekordboxExport } from './rekordbox.ts';

const fixture = fixturesOf('rekordbox');
const playlist = fixture('playlist.txt');

describe('convertRekordbox', () => {
  it('reads the UTF-16LE tab-delimited export and starts every track at 00:00', () => {
    const result = convertRekordbox(playlist);
    expectResult(result, {
      lines: [
        'Occult, At Night (Shakedown Remix)\t00:00',
        'Breach - Ryan Ashley, Play It Cool\t00:00',
        'Unknown Artist, Little Fluffy Clouds\t00:00',
        'Aphex Twin, Xtal\t00:00',
        'Space Station ñ Ω, Dreams of Mu\t00:00',
      ],
      startTimes: 'none',
      estimated: false,
      rowsDetected: 5,
      skipped: [],
    });
    expect(result.notes).toContain('rekordbox exports have no start times, so every track starts at 00:00.');
  });

  it('estimates start times from the Time column when asked, and says so', () => {
    const result = convertRekordbox(playlist, { estimateStartTimes: true });
    expect(result.lines.map((line) => line.split('\t')[1])).toEqual([
      '00:00',
      '06:49',
      '12:20',
      '16:48',
      '21:39',
    ]);
    expectResult(result, {
      startTimes: 'durations',
      estimated: true,
    });
    expect(result.notes[0]).toMatch(/^Estimated start times/);
  });

  it('gives the same result for the text pasted from the file', () => {
    expect(convertRekordbox(decodeText(playlist))).toEqual(convertRekordbox(playlist));
  });

  it('reports rows that are not tab-delimited and input without a header row', () => {
    const result = convertRekordbox('#\tTrack Title\tArtist\n1\tXtal\tAphex Twin\nsomething else\n2\t\t\n');
    expectResult(result, {
      lines: ['Aphex Twin, Xtal\t00:00'],
      skipped: [
        { line: 3, text: 'something else', reason: 'Not tab-delimited like the header row' },
        { line: 4, text: '2', reason: 'No artist or title on this row' },
      ],
    });
    const headless = convertRekordbox('1\tXtal\tAphex Twin');
    expect(headless.tracks).toEqual([]);
    expect(headless.problem).toMatch(/header row/);
  });

  it('says once, not per line, that the input is none of its exports', () => {
    const result = convertRekordbox(Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n'));
    expectResult(result, {
      tracks: [],
      skipped: [],
      problem:
        'This is none of the three rekordbox exports: no .txt header row naming the title and artist columns, ' +
        'no cue sheet TRACK entries (.cue) and no #EXTINF lines (.m3u8) were found.',
    });
  });

  it('reads the .cue of a recording with its real start times (hh:mm:ss, as rekordbox writes them)', () => {
    const cue = fixture('recording.cue');
    expect(detectRekordboxExport(splitLines(decodeText(cue)))).toBe('cue');
    const result = convertRekordbox(cue, { estimateStartTimes: true });
    expectResult(result, {
      lines: [
        'Rhythim Is Rhythim, Strings of Life\t00:00',
        'Stardust, Music Sounds Better With You\t04:45',
        'Alison Limerick - Frankie Knuckles, Where Love Lives (Come On In)\t11:00',
        'Beyoncé, Crazy In Love (Club Mix)\t62:30',
      ],
      skipped: [],
    });
    expect(result.problem).toBeNull();
    expectResult(result, {
      startTimes: 'cue',
      estimated: false,
      canEstimateStartTimes: false,
      rowsDetected: 4,
    });
    expect(result.notes[0]).toMatch(/^Read as a cue sheet .*hours:minutes:seconds/);
    expect(result.sessions).toEqual([
      { name: 'Saturday Warmup', date: '2025-06-14', startClock: null, trackCount: 4, line: 1 },
    ]);
    // Pasted, it is the same cue sheet: no line is reported.
    expect(convertRekordbox(decodeText(cue))).toEqual(convertRekordbox(cue));
  });

  it('reads a standard cue sheet as minutes:seconds:frames unless that puts tracks seconds apart', () => {
    const sheet = (times: string[]) =>
      times
        .map((time, i) => `TRACK ${i + 1} AUDIO\n  TITLE "T${i}"\n  PERFORMER "A${i}"\n  INDEX 01 ${time}`)
        .join('\n');
    expect(convertRekordbox(sheet(['00:00:00', '05:30:37', '71:02:74'])).lines).toEqual([
      'A0, T0\t00:00',
      'A1, T1\t05:30',
      'A2, T2\t71:02',
    ]);
    expect(convertRekordbox(sheet(['00:00:00', '00:04:45', '00:11:00'])).lines).toEqual([
      'A0, T0\t00:00',
      'A1, T1\t04:45',
      'A2, T2\t11:00',
    ]);
    // A third part above 59 can only be frames.
    expect(convertRekordbox(sheet(['00:00:00', '00:04:65'])).lines[1]).toBe('A1, T1\t00:04');
  });

  it('reports cue sheet lines it does not know and tracks with no name or time', () => {
    const result = convertRekordbox(
      'TITLE "Set"\nTRACK 01 AUDIO\n  TITLE "Xtal"\n  PERFORMER "Aphex Twin"\n  INDEX 01 00:00:00\n' +
        'hello\nTRACK 02 AUDIO\n  INDEX 01 00:05:00\nTRACK 03 AUDIO\n  TITLE "Aphex Twin - Ageispolis"',
    );
    expectResult(result, {
      lines: ['Aphex Twin, Xtal\t00:00', 'Aphex Twin, Ageispolis\t00:00'],
      skipped: [
        {
          line: 6,
          text: 'hello',
          reason: 'Not a cue sheet line (expected TRACK, TITLE, PERFORMER or INDEX)',
        },
        { line: 7, text: 'TRACK 02 AUDIO', reason: 'No artist or title on this row' },
      ],
    });
    expect(result.notes).toContain(
      "No readable start time on line 9; that track keeps the previous track's time.",
    );
  });

  it('reads the .m3u8 and sums the #EXTINF lengths into start times, marked as an estimate', () => {
    const m3u8 = fixture('playlist.m3u8');
    expect(detectRekordboxExport(splitLines(decodeText(m3u8)))).toBe('m3u8');
    const result = convertRekordbox(m3u8);
    expectResult(result, {
      lines: [
        'Rhythim Is Rhythim, Strings of Life\t00:00',
        'Stardust, Music Sounds Better With You\t04:56',
        'Alison Limerick - Frankie Knuckles, Where Love Lives (Come On In)\t11:21',
        'Beyoncé, Crazy In Love (Club Mix)\t19:44',
      ],
      skipped: [],
      startTimes: 'durations',
      estimated: true,
      canEstimateStartTimes: false,
    });
    expect(result.notes[0]).toMatch(/^Read as an \.m3u8 playlist, which has no start times/);
  });

  it('tells the .txt export apart by its content, whatever the file was called', () => {
    expect(detectRekordboxExport(splitLines(decodeText(playlist)))).toBe('txt');
    expect(convertRekordbox(playlist).canEstimateStartTimes).toBe(true);
  });

  it('keeps 00:00 and notes it when asked to estimate without a Time column', () => {
    const result = convertRekordbox(
      '#\tTrack Title\tArtist\n1\tXtal\tAphex Twin\n2\tAgeispolis\tAphex Twin',
      {
        estimateStartTimes: true,
      },
    );
    expectResult(result, {
      lines: ['Aphex Twin, Xtal\t00:00', 'Aphex Twin, Ageispolis\t00:00'],
      estimated: false,
      notes: ['There is no Time column to estimate from, so every track starts at 00:00.'],
    });
  });

  it('converts a 256-track playlist', () => {
    const rows = Array.from(
      { length: 256 },
      (_, i) => `${i + 1}\t\tTitle ${i}\tArtist ${i}, Feat ${i}\t\t\t124.00\t     \t05:00\t8A\t2025-01-01`,
    );
    const text = [
      '#\tArtwork\tTrack Title\tArtist\tAlbum\tGenre\tBPM\tRating\tTime\tKey\tDate Added',
      ...rows,
    ].join('\r\n');
    const result = convertRekordbox(text, { estimateStartTimes: true });
    expect(result.tracks).toHaveLength(256);
    expect(result.lines[255]).toBe('Artist 255 - Feat 255, Title 255\t1275:00');
  });
});
