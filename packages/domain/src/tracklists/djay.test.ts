import { describe, expect, it } from 'vitest';
import { expectResult, fixturesOf } from './fixture-test-kit.ts';
import { convertDjay } from './djay.ts';

const fixture = fixturesOf('djay');

describe('convertDjay', () => {
  it('converts a history CSV with a BOM, CRLF, quoted commas and doubled quotes', () => {
    const result = convertDjay(fixture('history.csv'));
    expectResult(result, {
      lines: [
        'Rhythim Is Rhythim, Strings of Life\t00:00',
        'Stardust, Music Sounds Better With You\t04:45',
        'Alison Limerick - Frankie Knuckles, Where Love Lives (Come On In)\t11:00',
        'Sound Stylistics, The "Pressure" Dub\t17:05',
        'Unknown Artist, Untitled Edit\t83:00',
        'Beyoncé, Crazy In Love (Club Mix)\t88:00',
      ],
      output: result.lines.join('\n'),
      rowsDetected: 6,
      skipped: [],
      startTimes: 'clock',
    });
    expect(result.tracks[2]).toEqual({
      artist: 'Alison Limerick, Frankie Knuckles',
      track: 'Where Love Lives (Come On In)',
      startSeconds: 660,
      line: 4,
    });
    expect(result.notes).toContain('1 track has no artist and is shown as "Unknown Artist".');
  });

  it('wraps past midnight, reads other header names and keeps a row without a time', () => {
    const result = convertDjay(fixture('past-midnight.csv'));
    expectResult(result, {
      lines: [
        'Mr. Fingers, Can You Feel It\t00:00',
        'Frankie Knuckles, Your Love\t06:50',
        'Joe Smooth, Promised Land\t15:20',
        'Inner City, Good Life\t15:20',
        'Inner City, Big Fun\t86:50',
      ],
      notes: [
        "No readable start time on line 5; that track keeps the previous track's time.",
        'The set runs past midnight; times after midnight continue from the evening before.',
      ],
    });
  });

  it('gives the same result for pasted text as for the uploaded file', () => {
    const bytes = fixture('history.csv');
    expect(convertDjay(bytes.toString('utf8'))).toEqual(convertDjay(bytes));
  });

  it('finds columns by name in any order, with semicolons or an Excel sep= line', () => {
    const reordered = convertDjay(
      'Time;BPM;Artist;Title\n22:00;124;Moodymann;Shades Of Jae\n22:06:30;122;Omar S;Day',
    );
    expect(reordered.lines).toEqual(['Moodymann, Shades Of Jae\t00:00', 'Omar S, Day\t06:30']);
    const hinted = convertDjay('sep=,\nTitle,Artist,Start Time\nDay,Omar S,22:00\n');
    expect(hinted.lines).toEqual(['Omar S, Day\t00:00']);
    expect(hinted.skipped).toEqual([]);
  });

  it('reports rows it cannot read and a file without a header', () => {
    const result = convertDjay('Title,Artist,Time\n,,21:00\nDay,Omar S,21:05');
    expectResult(result, {
      lines: ['Omar S, Day\t00:00'],
      skipped: [{ line: 2, text: ',,21:00', reason: 'No artist or title on this row' }],
      rowsDetected: 2,
    });

    const headless = convertDjay('Day,Omar S,21:05\n\nRain,Kerri Chandler,21:10');
    expect(headless.tracks).toEqual([]);
    // Said once for the whole input, not once per line.
    expect(headless.skipped).toEqual([]);
    expect(headless.problem).toMatch(/^No header row naming the title and artist columns/);
    expect(headless.rowsDetected).toBe(2);
  });

  it('gives every track 00:00 when there is no time column', () => {
    const result = convertDjay('Title,Artist\nDay,Omar S\nRain,Kerri Chandler');
    expectResult(result, {
      lines: ['Omar S, Day\t00:00', 'Kerri Chandler, Rain\t00:00'],
      startTimes: 'none',
    });
    expect(result.notes).toContain('The export has no start time column, so every track starts at 00:00.');
  });

  it('converts a 240-track set running past midnight', () => {
    const rows = Array.from({ length: 240 }, (_, i) => {
      const clock = (20 * 3600 + i * 150) % 86_400;
      const time = `${Math.floor(clock / 3600)}:${String(Math.floor(clock / 60) % 60).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`;
      return `"Track ${i + 1}, Part ${i % 3}","Artist ${i}, Guest",${time}`;
    });
    const result = convertDjay(['Title,Artist,Time', ...rows].join('\r\n'));
    expect(result.tracks).toHaveLength(240);
    expect(result.rowsDetected).toBe(240);
    expect(result.lines[0]).toBe('Artist 0 - Guest, Track 1, Part 0\t00:00');
    expect(result.lines[239]).toBe('Artist 239 - Guest, Track 240, Part 2\t597:30');
    expect(result.notes).toContain(
      'The set runs past midnight; times after midnight continue from the evening before.',
    );
  });
});
