import { describe, expect, it } from 'vitest';
import { expectResult, fixturesOf } from './fixture-test-kit.ts';
import { convertVirtualDj } from './virtualdj.ts';

const fixture = fixturesOf('virtualdj');

describe('convertVirtualDj', () => {
  it('reads tracklist.txt clock times, wrapping past midnight', () => {
    const result = convertVirtualDj(fixture('tracklist.txt'));
    expectResult(result, {
      lines: [
        'Daft Punk, One More Time\t00:00',
        'Stardust, Music Sounds Better With You\t06:00',
        'Modjo, Lady (Hear Me Tonight)\t12:00',
        'Cassius, 1999\t54:00',
        'Alan Braxe & Fred Falke, Intro\t63:00',
        'Kings Of Tomorrow, Finally\t69:30',
        "Armand Van Helden, You Don't Know Me\t75:00",
      ],
      skipped: [
        { line: 10, text: 'just some note', reason: 'Not a track line (expected "21:09 : Artist - Title")' },
      ],
      startTimes: 'clock',
      rowsDetected: 8,
    });
  });

  it('adds up durations when fewer than 60% of rows have a clock time', () => {
    const result = convertVirtualDj(fixture('durations.txt'));
    expectResult(result, {
      lines: [
        'Moodymann, Shades Of Jae\t00:00',
        'Theo Parrish, Falling Up (Carl Craig Remix)\t06:12',
        'Kerri Chandler, Rain\t14:00',
        'Larry Heard, Missing You\t72:30',
        'Omar S, Day\t94:10',
      ],
      startTimes: 'durations',
    });
    expect(result.notes[0]).toBe(
      'Clock times on only 1 of 5 rows (60% needed): start times add up the track durations.',
    );
  });

  it('reads a history .m3u with #EXTVDJ entries and ignores their file paths', () => {
    const result = convertVirtualDj(fixture('history.m3u'));
    expectResult(result, {
      lines: [
        'Simon & Garfunkel, Mrs. Robinson (Edit)\t00:00',
        'Nina Simone, Sinnerman\t04:00',
        'Salt-N-Pepa, Push It – Remix\t21:00',
      ],
      skipped: [],
    });
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
    expectResult(result, {
      startTimes: 'durations',
      lines: ['A, One\t00:00', 'B, Two\t24:00', 'C, Three\t24:00'],
    });
  });

  it('wraps a negative offset by 24 hours', () => {
    const result = convertVirtualDj('23:59:30 : A - One\n00:00:10 : B - Two');
    expect(result.lines).toEqual(['A, One\t00:00', 'B, Two\t00:40']);
  });

  it('reports a time with nothing after it', () => {
    const result = convertVirtualDj('21:00 : A - One\n21:05 :');
    expect(result.skipped).toEqual([{ line: 2, text: '21:05 :', reason: 'Nothing follows the time' }]);
  });

  it('splits a history of two sessions a week apart and converts the latest by default', () => {
    const history = fixture('two-sessions.txt');
    const result = convertVirtualDj(history);
    expectResult(result, {
      sessions: [
        { name: null, date: '2025-06-14', startClock: 22 * 3600, trackCount: 4, line: 1 },
        { name: null, date: '2025-06-21', startClock: 19 * 3600 + 5 * 60, trackCount: 3, line: 8 },
      ],
      session: 1,
      lines: [
        'Moodymann, Shades Of Jae\t00:00',
        'Theo Parrish, Falling Up\t06:00',
        'Kerri Chandler, Rain\t15:00',
      ],
    });
    // The other session's unreadable line belongs to that session.
    expectResult(result, {
      skipped: [],
      rowsDetected: 3,
    });
    expect(result.notes[0]).toBe(
      'This history holds 2 sessions; converted: session 2 (2025-06-21, 19:05, 3 tracks). Choose another session to convert it instead.',
    );

    const first = convertVirtualDj(history, { session: 0 });
    expect(first.session).toBe(0);
    expect(first.lines).toEqual([
      'Daft Punk, One More Time\t00:00',
      'Stardust, Music Sounds Better With You\t06:00',
      'Modjo, Lady (Hear Me Tonight)\t13:00',
      'Cassius, 1999\t70:00',
    ]);
    expect(first.skipped.map((line) => line.line)).toEqual([5]);
    expect(convertVirtualDj(history, { session: 7 }).session).toBe(1);
  });

  it('starts a new session after a gap of more than three hours, but not at midnight', () => {
    const result = convertVirtualDj(
      '23:50 : A - One\n00:05 : B - Two\n01:00 : C - Three\n04:30 : D - Four\n04:36 : E - Five',
    );
    expect(result.sessions.map((session) => [session.line, session.trackCount])).toEqual([
      [1, 3],
      [4, 2],
    ]);
    expect(result.lines).toEqual(['D, Four\t00:00', 'E, Five\t06:00']);
    expect(convertVirtualDj('23:50 : A - One\n00:05 : B - Two', {}).sessions).toHaveLength(1);
  });

  it('splits a history .m3u by its play times and dates each session in local time', () => {
    const entry = (played: number, time: string, title: string) =>
      `#EXTVDJ:<time>${time}</time><lastplaytime>${played}</lastplaytime><artist>A</artist><title>${title}</title>`;
    const saturday = 1_749_937_260; // 2025-06-14 21:41 UTC, 23:41 where it was played
    const week = 7 * 86_400;
    const result = convertVirtualDj(
      [
        '#EXTM3U',
        entry(saturday, '23:41', 'One'),
        entry(saturday + 240, '23:45', 'Two'),
        entry(saturday + week, '23:41', 'Three'),
      ].join('\n'),
    );
    expect(result.sessions.map(({ date, trackCount }) => [date, trackCount])).toEqual([
      ['2025-06-14', 2],
      ['2025-06-21', 1],
    ]);
    expect(result.lines).toEqual(['A, Three\t00:00']);
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
