import { describe, expect, it } from 'vitest';
import { cleanText, formatTrackLine, OUTPUT_LINE_PATTERN, splitArtistTitle } from './track-text.ts';

describe('formatTrackLine', () => {
  it('writes Artist, Track, a tab and mm:ss', () => {
    expect(formatTrackLine('Daft Punk', 'One More Time', 0)).toBe('Daft Punk, One More Time\t00:00');
    expect(formatTrackLine('Daft Punk', 'Veridis Quo', 4530)).toBe('Daft Punk, Veridis Quo\t75:30');
  });

  it('turns commas inside the artist into " - " and leaves the title alone', () => {
    expect(formatTrackLine('Zoe Johnston, Above & Beyond', 'Always, Forever', 60)).toBe(
      'Zoe Johnston - Above & Beyond, Always, Forever\t01:00',
    );
    expect(formatTrackLine('A,B ,  C', 'T', 0)).toBe('A - B - C, T\t00:00');
  });

  it('fills a missing name so the line keeps its shape', () => {
    expect(formatTrackLine('', 'Untitled', 0)).toBe('Unknown Artist, Untitled\t00:00');
    expect(formatTrackLine('Someone', '  ', 0)).toBe('Someone, Unknown Track\t00:00');
    expect(formatTrackLine(',', 'T', 0)).toBe('-, T\t00:00');
  });

  it('never lets tabs or line breaks from a name into the output', () => {
    const line = formatTrackLine('A\tB', 'C\r\nD\u2028E', 61);
    expect(line).toBe('A B, C D E\t01:01');
    expect(line).toMatch(OUTPUT_LINE_PATTERN);
  });
});

describe('splitArtistTitle', () => {
  it('splits at the first spaced dash only', () => {
    expect(splitArtistTitle('Jay-Z - 99 Problems - Remix')).toEqual({
      artist: 'Jay-Z',
      track: '99 Problems - Remix',
    });
    expect(splitArtistTitle('Moderat – Bad Kingdom')).toEqual({ artist: 'Moderat', track: 'Bad Kingdom' });
    expect(splitArtistTitle('Jay-Z')).toBeNull();
  });
});

describe('cleanText', () => {
  it('collapses whitespace and drops control characters', () => {
    expect(cleanText('  a \u0000 b\t\tc\u200b ')).toBe('a b c');
  });
});

describe('OUTPUT_LINE_PATTERN', () => {
  it.each(['A, B\t00:00', 'A - B, C, D\t125:59', 'Ω, ü\t10:05'])('accepts %j', (line) => {
    expect(line).toMatch(OUTPUT_LINE_PATTERN);
  });
  it.each([
    'A,B\t00:00',
    'A, B 00:00',
    'A, B\t0:00',
    'A, B\t00:60',
    ', B\t00:00',
    'A , B\t00:00',
    'A, B \t00:00',
  ])('rejects %j', (line) => {
    expect(line).not.toMatch(OUTPUT_LINE_PATTERN);
  });
});
