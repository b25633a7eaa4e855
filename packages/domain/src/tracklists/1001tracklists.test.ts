import { describe, expect, it } from 'vitest';
import { expectResult, fixturesOf } from './fixture-test-kit.ts';
import { convert1001Tracklists } from './1001tracklists.ts';

const fixture = fixturesOf('1001tracklists');

describe('convert1001Tracklists', () => {
  it('reads [mm:ss] and [h:mm:ss] cue times, strips labels and reports the other lines', () => {
    const result = convert1001Tracklists(fixture('cue-times.txt'));
    expectResult(result, {
      lines: [
        'Bicep, Glue\t00:00',
        'Floating Points, Silhouettes (I, II & III)\t04:35',
        'Four Tet, Baby\t11:02',
        'Jon Hopkins, Open Eye Signal\t58:59',
        'Kiasmos, Blurred EP\t62:03',
        'ID, ID\t75:30',
        'Daniel Avery - Alessandro Cortini, Sun Dog\t81:00',
      ],
      skipped: [
        {
          line: 1,
          text: 'Tracklist',
          reason: 'Does not start with a cue time like [12:34] or a track number like 01.',
        },
        {
          line: 6,
          text: 'w/ Burial - Archangel [HYPERDUB]',
          reason: 'Played together with the track above ("w/"), so it has no start time of its own',
        },
        {
          line: 10,
          text: '[??:??] Caribou - Sun [CITY SLANG]',
          reason: 'The cue time is not a valid time (mm:ss or h:mm:ss)',
        },
      ],
      rowsDetected: 10,
      startTimes: 'cue',
    });
  });

  it('reads numbered lines with a dot, bracket or dash, with or without a cue', () => {
    const result = convert1001Tracklists(fixture('numbered.txt'));
    expect(result.lines).toEqual([
      'Maceo Plex, Mutant Robot\t00:00',
      'Tale Of Us, Nova\t05:10',
      'Mind Against, Walking Away\t12:45',
      'Adriatique, Nude\t12:45',
      'Recondite, Levo\t60:15',
    ]);
    expect(result.skipped.map((line) => line.line)).toEqual([6]);
    expect(result.notes).toEqual([
      "No readable start time on line 4; that track keeps the previous track's time.",
    ]);
  });

  it('accepts a track number without punctuation, in brackets or after #, and strips it', () => {
    const result = convert1001Tracklists(
      [
        '01 Daft Punk - One More Time',
        '1. Stardust - Music Sounds Better With You',
        '02) Modjo - Lady',
        '[03] Cassius - 1999',
        '(04) Alan Braxe & Fred Falke - Intro',
        '#5 Kings Of Tomorrow - Finally',
        "06 [04:12] Armand Van Helden - You Don't Know Me",
        '07 08:00 808 State - Pacific State',
        '08\tRobin S - Show Me Love',
      ].join('\n'),
    );
    expectResult(result, {
      skipped: [],
      lines: [
        'Daft Punk, One More Time\t00:00',
        'Stardust, Music Sounds Better With You\t00:00',
        'Modjo, Lady\t00:00',
        'Cassius, 1999\t00:00',
        'Alan Braxe & Fred Falke, Intro\t00:00',
        'Kings Of Tomorrow, Finally\t00:00',
        "Armand Van Helden, You Don't Know Me\t04:12",
        '808 State, Pacific State\t08:00',
        'Robin S, Show Me Love\t08:00',
      ],
    });
  });

  it('does not cut an artist whose name starts with a number when the line has no track number', () => {
    const result = convert1001Tracklists(
      [
        '01 Daft Punk - One More Time',
        '808 State - Pacific State',
        '3 Modjo - Lady',
        '50 Cent - In Da Club',
      ].join('\n'),
    );
    expect(result.lines).toEqual(['Daft Punk, One More Time\t00:00', 'Modjo, Lady\t00:00']);
    expect(result.skipped.map((line) => line.line)).toEqual([2, 4]);
  });

  it('starts the first track at 00:00 whatever its cue', () => {
    const result = convert1001Tracklists('[01:30] A - One\n[05:00] B - Two');
    expectResult(result, {
      lines: ['A, One\t00:00', 'B, Two\t05:00'],
      notes: ['The first cue time was 01:30; the first track always starts at 00:00.'],
    });
  });

  it('keeps a title-only line and reports a cue with nothing after it', () => {
    const result = convert1001Tracklists('01. Untitled [WHITE]\n[02:00]\n03) [04:00] [LABEL ONLY]');
    expectResult(result, {
      lines: ['Unknown Artist, Untitled\t00:00', 'Unknown Artist, [LABEL ONLY]\t04:00'],
      skipped: [{ line: 2, text: '[02:00]', reason: 'Nothing follows the cue time or track number' }],
    });
  });

  it('gives a numbered list without any cue times 00:00 throughout', () => {
    const result = convert1001Tracklists('1. A - One\n2. B - Two');
    expectResult(result, {
      lines: ['A, One\t00:00', 'B, Two\t00:00'],
      startTimes: 'none',
      notes: [],
    });
  });

  it('converts a 250-track list with hour-long cue times', () => {
    const text = Array.from({ length: 250 }, (_, i) => {
      const seconds = i * 61;
      const cue =
        seconds >= 3600
          ? `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
          : `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
      return `[${cue}] Artist ${i}, Friend - Track ${i} [LABEL ${i}]`;
    }).join('\n');
    const result = convert1001Tracklists(text);
    expect(result.tracks).toHaveLength(250);
    expect(result.lines[249]).toBe('Artist 249 - Friend, Track 249\t253:09');
  });
});
