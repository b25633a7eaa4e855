import { describe, expect, it } from 'vitest';
import { expectResult, fixturesOf } from './fixture-test-kit.ts';
import { convertSerato } from './serato.ts';

const fixture = fixturesOf('serato');

describe('convertSerato', () => {
  it('skips the session summary row and reads 12-hour start times', () => {
    const result = convertSerato(fixture('history-12h.csv'));
    expect(result.lines).toEqual([
      'Kings Of Tomorrow, Finally (Choice Mix)\t00:00',
      'Robin S., Show Me Love\t05:28',
      'Modjo, Lady - Hear Me Tonight\t10:53',
      'Moloko - Boris Dlugosch, Sing It Back (Boris Musical Mix)\t14:38',
      "Armand Van Helden, U Don't Know Me\t20:20",
      'Jeff Mills, The "Bells" (Original Mix)\t25:08',
    ]);
    expect(result.notes).toContain('Line 2 is the session row ("Friday Warmup"), not a track.');
    expectResult(result, {
      sessions: [
        {
          name: 'Friday Warmup',
          date: '6/13/2025',
          startClock: 21 * 3600 + 58 * 60 + 2,
          trackCount: 6,
          line: 2,
        },
      ],
      skipped: [
        {
          line: 9,
          text: '"","","10:30:00 PM","","","","","","","",""',
          reason: 'No artist or title on this row',
        },
      ],
      rowsDetected: 7,
    });
  });

  it('reads 24-hour times and wraps a set past midnight', () => {
    const result = convertSerato(fixture('history-24h.csv'));
    expectResult(result, {
      lines: [
        'Joey Beltram, Energy Flash\t00:00',
        'Plastikman, Spastik (Dubfire Remix)\t06:40',
        'DJ Rolando - Aztec Mystic, Knights Of The Jaguar\t15:45',
        'The Aztec Mystic, Jaguar\t21:30',
      ],
      notes: [
        'Line 2 is the session row ("14/06/2025"), not a track.',
        'The set runs past midnight; times after midnight continue from the evening before.',
      ],
    });
  });

  it('skips a session row that has only the name, a start and an end (no artist, no deck)', () => {
    const result = convertSerato(fixture('session-row.csv'));
    expectResult(result, {
      lines: [
        'Joey Beltram, Energy Flash\t00:00',
        'Plastikman, Spastik (Dubfire Remix)\t05:11',
        'The Aztec Mystic, Jaguar\t13:26',
      ],
      notes: ['Line 2 is the session row ("Saturday at Fabric"), not a track.'],
      rowsDetected: 3,
      sessions: [
        {
          name: 'Saturday at Fabric',
          date: null,
          startClock: 22 * 3600 + 2 * 60 + 19,
          trackCount: 3,
          line: 2,
        },
      ],
      session: 0,
    });
  });

  it('keeps a first row without artist or deck when it has no end time to make it a session', () => {
    const result = convertSerato(
      'name,artist,start time,end time,deck\nDaft Punk - One More Time,,10:00:00 PM,,\nRain,Kerri Chandler,10:05:00 PM,,1',
    );
    expectResult(result, {
      lines: ['Daft Punk, One More Time\t00:00', 'Kerri Chandler, Rain\t05:00'],
      sessions: [],
    });
  });

  it('keeps the first row when it is a track rather than a summary', () => {
    const result = convertSerato(
      'name,artist,start time\nDay,Omar S,10:00:00 PM\nRain,Kerri Chandler,10:05:00 PM',
    );
    expectResult(result, {
      lines: ['Omar S, Day\t00:00', 'Kerri Chandler, Rain\t05:00'],
      notes: [],
    });
  });

  it('says once that there is no header row, not once per line', () => {
    const result = convertSerato('just\nsome\nlines');
    expect(result.skipped).toEqual([]);
    expect(result.problem).toMatch(/^No header row/);
  });

  it('converts a 300-track session', () => {
    const rows = Array.from({ length: 300 }, (_, i) => {
      const clock = 12 * 3600 + i * 200;
      const hour = Math.floor(clock / 3600) % 24;
      const hour12 = hour % 12 === 0 ? 12 : hour % 12;
      const time = `${hour12}:${String(Math.floor(clock / 60) % 60).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
      return `"Song ${i}","Artist ${i}","${time}","","","1"`;
    });
    const csv = [
      '"name","artist","start time","end time","playtime","deck"',
      '"Long Night","","1/2/2025 12:00:00 PM","","",""',
      ...rows,
    ];
    const result = convertSerato(csv.join('\r\n'));
    expect(result.tracks).toHaveLength(300);
    expect(result.lines[299]).toBe(
      `Artist 299, Song 299\t${Math.floor((299 * 200) / 60)}:${String((299 * 200) % 60).padStart(2, '0')}`,
    );
  });
});
