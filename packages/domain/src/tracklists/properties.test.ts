import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { decodeText, splitLines } from './decode-text.ts';
import { TRACKLIST_FORMATS } from './formats.ts';
import { cleanText, formatTrackLine, OUTPUT_LINE_PATTERN } from './track-text.ts';
import type { TTracklistInput, TTracklistResult } from './types.ts';

// TRACKLIST_FUZZ_RUNS=20000 for a deeper search than the default run.
const RUNS = { numRuns: Number(process.env.TRACKLIST_FUZZ_RUNS ?? 300) };

// Pieces of every format, so random input often gets past the header and line checks.
const TOKENS = [
  '21:03',
  '9:37:15 PM',
  '00:07:30',
  '24:00',
  '75:30',
  '[12:34]',
  '[1:02:03]',
  '[??]',
  '01.',
  '02)',
  '03 -',
  ' - ',
  ' – ',
  ',',
  ';',
  '"',
  '""',
  '\t',
  ' ',
  ':',
  'w/ ',
  '[LABEL]',
  '(4:32)',
  '7/8/2022 ',
  'AM',
  'PM',
  '#EXTM3U',
  '#EXTVDJ:',
  '<time>23:59</time>',
  '<artist>A &amp; B</artist>',
  '<title>T</title>',
  '<songlength>300',
  '#EXTINF:296,',
  'VirtualDJ History - 2025/06/14',
  '-----',
  'sep=;',
  'Title',
  'Artist',
  'Time',
  'name',
  'start time',
  'Track Title',
  '#',
  'Ω',
  'ñ',
  '\u0000',
  '\u2028',
  '\ufeff',
  '\ud800',
  'C:\\x.mp3',
  'TRACK 01 AUDIO',
  'INDEX 01 00:04:45',
  'TITLE "',
  'PERFORMER "',
  'REM RECORDED_BY "rekordbox-dj"',
  '01 ',
  '[01] ',
  '"Session",,10:00:00 PM,11:00:00 PM,,',
];
const soup = fc
  .array(
    fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 8 }), fc.constantFrom('\n', '\r\n', '\r')),
    { maxLength: 120 },
  )
  .map((parts) => parts.join(''));

const anyInput: fc.Arbitrary<TTracklistInput> = fc.oneof(
  soup,
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.uint8Array({ maxLength: 400 }),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => Uint8Array.from([0xff, 0xfe, ...bytes])),
  soup.map((text) => new TextEncoder().encode(text).buffer),
);

function checkInvariants(result: TTracklistResult, input: TTracklistInput) {
  const lineCount = splitLines(decodeText(input)).length;
  for (const line of result.lines) expect(line).toMatch(OUTPUT_LINE_PATTERN);
  expect(result.lines).toHaveLength(result.tracks.length);
  expect(result.output).toBe(result.lines.join('\n'));
  if (result.tracks.length > 0) expect(result.tracks[0]!.startSeconds).toBe(0);
  for (const track of result.tracks) {
    expect(Number.isInteger(track.startSeconds) && track.startSeconds >= 0).toBe(true);
    expect(track.line).toBeGreaterThanOrEqual(1);
    expect(track.line).toBeLessThanOrEqual(lineCount);
  }
  for (const skipped of result.skipped) {
    expect(skipped.line).toBeGreaterThanOrEqual(1);
    expect(skipped.line).toBeLessThanOrEqual(lineCount);
    expect(skipped.reason).not.toBe('');
  }
  expect(result.rowsDetected).toBeGreaterThanOrEqual(result.tracks.length);
  if (result.problem !== null) expect(result.tracks).toEqual([]);
  if (result.sessions.length === 0) expect(result.session).toBeNull();
  else expect(result.sessions[result.session!]!.trackCount).toBe(result.tracks.length);
}

describe('every converter, on any input', () => {
  for (const format of TRACKLIST_FORMATS) {
    it(`${format.id}: never throws and every output line follows the grammar`, () => {
      fc.assert(
        fc.property(
          anyInput,
          fc.boolean(),
          fc.integer({ min: -1, max: 3 }),
          (input, estimateStartTimes, session) => {
            checkInvariants(format.convert(input, { estimateStartTimes, session }), input);
          },
        ),
        RUNS,
      );
    });
  }

  it('1001Tracklists: every non-blank line is either a track or reported', () => {
    const format = TRACKLIST_FORMATS.find((entry) => entry.id === '1001tracklists')!;
    fc.assert(
      fc.property(soup, (text) => {
        const result = format.convert(text);
        const filled = splitLines(text).filter((line) => cleanText(line) !== '').length;
        expect(result.tracks.length + result.skipped.length).toBe(filled);
      }),
      RUNS,
    );
  });
});

describe('formatTrackLine', () => {
  it('follows the output grammar for any names and any number', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.double(),
        (artist, track, seconds) => {
          expect(formatTrackLine(artist, track, seconds)).toMatch(OUTPUT_LINE_PATTERN);
        },
      ),
      RUNS,
    );
  });
});

describe('parseCsv', () => {
  it('reads back any table written as RFC 4180 CSV', () => {
    const field = fc.string({ maxLength: 12 });
    const table = fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(table, fc.constantFrom('\n', '\r\n'), (rows, newline) => {
        const text = rows
          .map((row) => row.map((value) => `"${value.replaceAll('"', '""')}"`).join(','))
          .join(newline);
        const normalized = rows.map((row) => row.map((value) => value.replace(/\r\n?/g, '\n')));
        expect(parseCsv(text).map((row) => row.fields)).toEqual(normalized);
      }),
      RUNS,
    );
  });
});

describe('convert1001Tracklists', () => {
  it('gives the exact line for any well-formed cue line', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 20 })
      .map((value) => cleanText(value.replace(/[-–—[\]]/g, '')))
      .filter((value) => value !== '' && !/^\d/.test(value));
    const format = TRACKLIST_FORMATS.find((entry) => entry.id === '1001tracklists')!;
    fc.assert(
      fc.property(name, name, fc.integer({ min: 1, max: 5 * 3600 }), (artist, track, seconds) => {
        const cue = `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
        const result = format.convert(`[0:00] Opener - Intro\n[${cue}] ${artist} - ${track} [LABEL]`);
        expect(result.lines[1]).toBe(formatTrackLine(artist, track, seconds));
      }),
      RUNS,
    );
  });
});
