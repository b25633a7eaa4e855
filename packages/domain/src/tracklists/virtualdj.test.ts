import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertVirtualDj } from './virtualdj.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/virtualdj/${name}`, import.meta.url));

describe('convertVirtualDj', () => {
  it('reads tracklist.txt clock times, wrapping past midnight', () => {
    const result = convertVirtualDj(fixture('tracklist.txt'));
    expect(result.lines).toEqual([
      'Daft Punk, One More Time\t00:00',
      'Stardust, Music Sounds Better With You\t06:00',
      'Modjo, Lady (Hear Me Tonight)\t12:00',
      'Cassius, 1999\t54:00',
      'Alan Braxe & Fred Falke, Intro\t63:00',
      'Kings Of Tomorrow, Finally\t69:30',
      "Armand Van Helden, You Don't Know Me\t75:00",
    ]);
    expect(result.skipped).toEqual([
      { line: 10, text: 'just some note', reason: 'Not a track line (expected "21:09 : Artist - Title")' },
    ]);
    expect(result.startTimes).toBe('clock');
    expect(result.rowsDetected).toBe(8);
  });

  it('adds up durations when fewer than 60% of rows have a clock time', () => {
    const result = convertVirtualDj(fixture('durations.txt'));
    expect(result.lines).toEqual([
      'Moodymann, Shades Of Jae\t00:00',
      'Theo Parrish, Falling Up (Carl Craig Remix)\t06:12',
      'Kerri Chandler, Rain\t14:00',
      'Larry Heard, Missing You\t72:30',
      'Omar S, Day\t94:10',
    ]);
    expect(result.startTimes).toBe('durations');
    expect(result.notes[0]).toBe(
      'Clock times on only 1 of 5 rows (60% needed): start times add up the track durations.',
    );
  });

  it('reads a history .m3u with #EXTVDJ entries and ignores their file paths', () => {
    const result = convertVirtualDj(fixture('history.m3u'));
    expect(result.lines).toEqual([
      'Simon & Garfunkel, Mrs. Robinson (Edit)\t00:00',
      'Nina Simone, Sinnerman\t04:00',
      'Salt-N-Pepa, Push It – Remix\t21:00',
    ]);
    expect(result.skipped).toEqual([]);
  });

  it('uses clock times at exactly 60% and durations below', () => {
    const rows = (timed: number, total: number) =>
      Array.from({ length: total }, (_, i) =>
        i < timed ? `21:0${i} : A${i} - T${i}` : `A${i} - T${i} (2:00)`,
      ).join('\n');
    const atThreshold = convertVirtualDj(rows(3, 5));
    expect(atThreshold.startTimes).toBe('clock');
    expect(atThreshold.lines.map((line) => line.split('\t')[1])).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '02:00',
      '02:00',
    ]);
    const below = convertVirtualDj(rows(2, 5));
    expect(below.startTimes).toBe('durations');
  });

  it('does not count invalid clock times (hour 24, minute 60) as clock times', () => {
    const result = convertVirtualDj('24:00 : A - One\n12:60 : B - Two\n21:00 : C - Three');
    expect(result.startTimes).toBe('durations');
    expect(result.lines).toEqual(['A, One\t00:00', 'B, Two\t24:00', 'C, Three\t24:00']);
  });

  it('wraps a negative offset by 24 hours', () => {
    const result = convertVirtualDj('23:59:30 : A - One\n00:00:10 : B - Two');
    expect(result.lines).toEqual(['A, One\t00:00', 'B, Two\t00:40']);
  });

  it('reports a time with nothing after it', () => {
    const result = convertVirtualDj('21:00 : A - One\n21:05 :');
    expect(result.skipped).toEqual([{ line: 2, text: '21:05 :', reason: 'Nothing follows the time' }]);
  });

  it('converts a 220-track history past midnight', () => {
    const lines = Array.from({ length: 220 }, (_, i) => {
      const minute = (22 * 60 + i * 4) % 1440;
      return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')} : Artist ${i} - Title ${i}`;
    });
    const result = convertVirtualDj(
      ['VirtualDJ History - 2025/06/14', '-'.repeat(30), '', ...lines].join('\r\n'),
    );
    expect(result.tracks).toHaveLength(220);
    expect(result.lines[219]).toBe('Artist 219, Title 219\t876:00');
  });
});
