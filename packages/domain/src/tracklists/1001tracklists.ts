import { decodeText, splitLines } from './decode-text.ts';
import { NOTES, SKIP_REASONS } from './messages.ts';
import { buildResult, skippedLine } from './result.ts';
import { formatTimestamp, parseDuration } from './time.ts';
import { cleanText, splitArtistTitle } from './track-text.ts';
import type { TSkippedLine, TTracklistInput, TTracklistResult, TTracklistTrack } from './types.ts';

const BRACKETED_CUE = /^\[([^\]]*)\]\s*/;
// A track number: `01.`, `01)`, `01 -`, `[01]`, `(01)`, `#1`, or a bare `01` followed by a space.
const TRACK_NUMBER = /^(?:\[\d{1,3}\]|\(\d{1,3}\)|#?\d{1,3}(?:\s*[.)\-\u2013]|(?=\s)))\s*/;
const BRACKETED_NUMBER = /^\[\d{1,3}\]/;
// After a track number the cue may follow bare: "01 - 00:00 - Artist - Title".
const BARE_CUE = /^(\d{1,3}:\d{2}(?::\d{2})?)\s+(?:[-\u2013]\s+)?/;
const TRAILING_LABEL = /\s*\[[^[\]]*\]$/;
const PLAYED_WITH = /^w\/\s*/i;

const BARE_NUMBER = /^(\d{1,3})\s+$/;

/**
 * A bare number (no dot, bracket or dash) is a track number only when it is zero-padded (`01`) or the next in
 * the list, so an artist such as `808 State` or `50 Cent` on a line without its number is not cut in two.
 */
function isTrackNumber(prefix: string, expectedNumber: number): boolean {
  const bare = BARE_NUMBER.exec(prefix);
  if (!bare) return true;
  const digits = bare[1]!;
  return digits.startsWith('0') || Number(digits) === expectedNumber;
}

type TCue = { ok: true; seconds: number | null; rest: string } | { ok: false; reason: string };

/** Reads the start of a line: `[mm:ss]`, `[h:mm:ss]`, or a track number (`01`, `01.`, `[01]` …) optionally followed by a cue. */
function readPrefix(line: string, expectedNumber: number): TCue {
  const bracketed = BRACKETED_NUMBER.test(line) ? null : BRACKETED_CUE.exec(line);
  if (bracketed) {
    const seconds = parseDuration(bracketed[1]!);
    if (seconds === null) return { ok: false, reason: SKIP_REASONS.badCueTime };
    return { ok: true, seconds, rest: line.slice(bracketed[0].length) };
  }
  const match = TRACK_NUMBER.exec(line);
  const numbered = match && isTrackNumber(match[0], expectedNumber) ? match : null;
  if (!numbered) {
    return { ok: false, reason: PLAYED_WITH.test(line) ? SKIP_REASONS.playedWith : SKIP_REASONS.notCueLine };
  }
  const rest = line.slice(numbered[0].length);
  const cue = BRACKETED_CUE.exec(rest) ?? BARE_CUE.exec(rest);
  if (!cue) return { ok: true, seconds: null, rest };
  const seconds = parseDuration(cue[1]!);
  if (seconds === null) return { ok: false, reason: SKIP_REASONS.badCueTime };
  return { ok: true, seconds, rest: rest.slice(cue[0].length) };
}

/**
 * A tracklist pasted from 1001Tracklists: each line starts with a cue time in brackets (`[12:34]`
 * minutes:seconds, `[1:02:03]` hours:minutes:seconds) or a track number, bare or followed by a dot,
 * bracket or dash, or in brackets (`01`, `01.`, `01)`, `01 -`, `[01]`, `(01)`, `#1`), then `Artist - Track`, sometimes with a trailing `[Label]` that is
 * not part of the title. A numbered line without a cue keeps the previous track's time.
 */
export function convert1001Tracklists(input: TTracklistInput): TTracklistResult {
  const lines = splitLines(decodeText(input));
  const tracks: TTracklistTrack[] = [];
  const skipped: TSkippedLine[] = [];
  const notes: string[] = [];
  const untimed: number[] = [];
  let rowsDetected = 0;
  let previousStart = 0;
  let anyCue = false;

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = cleanText(raw);
    if (line === '') return;
    rowsDetected++;
    const prefix = readPrefix(line, rowsDetected);
    if (!prefix.ok) {
      skipped.push(skippedLine(lineNumber, raw, prefix.reason));
      return;
    }
    const withoutLabel = prefix.rest.replace(TRAILING_LABEL, '');
    const text = withoutLabel.trim() === '' ? prefix.rest.trim() : withoutLabel.trim();
    if (text === '') {
      skipped.push(skippedLine(lineNumber, raw, SKIP_REASONS.nothingAfterPrefix));
      return;
    }
    const split = splitArtistTitle(text);
    let startSeconds = previousStart;
    if (prefix.seconds === null) {
      if (tracks.length > 0) untimed.push(lineNumber);
    } else {
      if (tracks.length === 0 && prefix.seconds > 0)
        notes.push(NOTES.firstTrackAtZero(formatTimestamp(prefix.seconds)));
      startSeconds = prefix.seconds;
      anyCue = true;
    }
    previousStart = tracks.length === 0 ? 0 : startSeconds;
    tracks.push({
      artist: split?.artist ?? '',
      track: split ? split.track : text,
      startSeconds,
      line: lineNumber,
    });
  });

  if (anyCue && untimed.length > 0) notes.push(NOTES.missingStartTime(untimed));
  return buildResult({
    format: '1001tracklists',
    tracks,
    skipped,
    rowsDetected,
    startTimes: anyCue ? 'cue' : 'none',
    notes,
  });
}
