import { NOTES, SKIP_REASONS } from './messages.ts';
import { buildResult, skippedLine } from './result.ts';
import { dateInText, formatTimestamp } from './time.ts';
import { cleanText, splitArtistTitle } from './track-text.ts';
import type { TSkippedLine, TTracklistResult, TTracklistSession, TTracklistTrack } from './types.ts';

const TRACK = /^TRACK\s+\d+\b/i;
const INDEX_01 = /^INDEX\s+0*1\s+(\d{1,4}):(\d{1,2}):(\d{1,2})$/i;
const REM_PERFORMER = /^REM\s+PERFORMER\b/i;
const REKORDBOX_MARK = /^REM\s+RECORDED_BY\s+"?rekordbox/i;
const REM_DATE = /^REM\s+DATE\s+(.*)$/i;
// Commands that describe the recording's files and discs, not the tracklist.
const LAYOUT = /^(?:REM|FILE|FLAGS|ISRC|CATALOG|CDTEXTFILE|SONGWRITER|PREGAP|POSTGAP|INDEX)\b/i;

/** Under the standard reading, tracks this close together mean the times were hours:minutes:seconds. */
const IMPLAUSIBLE_GAP_SECONDS = 30;

type TIndex = readonly [number, number, number];

interface TCueTrack {
  line: number;
  title: string;
  performer: string;
  index: TIndex | null;
}

/** The value after a command: the text between the first and the last double quote, or the bare rest. */
function value(line: string, command: RegExp): string {
  const rest = line.replace(command, '').trim();
  const open = rest.indexOf('"');
  const close = rest.lastIndexOf('"');
  return cleanText(open !== -1 && close > open ? rest.slice(open + 1, close) : rest);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Whether `INDEX 01 aa:bb:cc` means hours:minutes:seconds (as rekordbox writes it) rather than the
 * standard minutes:seconds:frames (75 frames a second): never when a part is above 59, always with
 * rekordbox's mark, otherwise when the standard reading would put the tracks only seconds apart.
 */
function readsAsHours(indexes: readonly TIndex[], markedRekordbox: boolean): boolean {
  if (indexes.some(([, b, c]) => b > 59 || c > 59)) return false;
  if (markedRekordbox) return true;
  const starts = indexes.map(([a, b]) => a * 60 + b);
  const gaps = starts.slice(1).map((start, index) => start - starts[index]!);
  return gaps.length > 0 && median(gaps) < IMPLAUSIBLE_GAP_SECONDS;
}

/**
 * A cue sheet, as rekordbox writes for a recording: `TITLE`/`PERFORMER` of the set, then per track
 * `TRACK nn AUDIO`, `TITLE "…"`, `PERFORMER "…"` (or `REM PERFORMER`) and `INDEX 01 hh:mm:ss`, its
 * position in the recording. The only rekordbox export with real start times.
 */
export function convertCueSheet(lines: readonly string[]): TTracklistResult {
  const entries: TCueTrack[] = [];
  const skipped: TSkippedLine[] = [];
  let setTitle = '';
  let setDate: string | null = null;
  let markedRekordbox = false;
  let unknownLines = 0;

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = cleanText(raw);
    if (line === '') return;
    const current = entries.at(-1);
    if (TRACK.test(line)) {
      entries.push({ line: lineNumber, title: '', performer: '', index: null });
    } else if (/^TITLE\b/i.test(line)) {
      if (current) current.title = value(line, /^TITLE/i);
      else setTitle = value(line, /^TITLE/i);
    } else if (/^PERFORMER\b/i.test(line) || REM_PERFORMER.test(line)) {
      if (current) current.performer = value(line, /^(?:REM\s+)?PERFORMER/i);
    } else if (INDEX_01.test(line)) {
      const match = INDEX_01.exec(line)!;
      if (current) current.index = [Number(match[1]), Number(match[2]), Number(match[3])];
    } else if (LAYOUT.test(line)) {
      if (REKORDBOX_MARK.test(line)) markedRekordbox = true;
      const date = REM_DATE.exec(line);
      if (date && !current) setDate = dateInText(date[1]!) ?? cleanText(date[1]!.replaceAll('"', ''));
    } else {
      unknownLines++;
      skipped.push(skippedLine(lineNumber, raw, SKIP_REASONS.notCueSheetLine));
    }
  });

  const indexes = entries.flatMap((entry) => (entry.index ? [entry.index] : []));
  const hours = readsAsHours(indexes, markedRekordbox);
  const seconds = ([a, b, c]: TIndex) => (hours ? a * 3600 + b * 60 + c : a * 60 + b);

  const tracks: TTracklistTrack[] = [];
  const untimed: number[] = [];
  let previousStart = 0;
  for (const entry of entries) {
    if (entry.title === '' && entry.performer === '') {
      skipped.push(skippedLine(entry.line, lines[entry.line - 1] ?? '', SKIP_REASONS.noArtistOrTitle));
      continue;
    }
    const split = entry.performer === '' ? splitArtistTitle(entry.title) : null;
    const start = entry.index ? seconds(entry.index) : null;
    if (start === null && tracks.length > 0) untimed.push(entry.line);
    previousStart = start ?? previousStart;
    tracks.push({
      artist: split ? split.artist : entry.performer,
      track: split ? split.track : entry.title,
      startSeconds: previousStart,
      line: entry.line,
    });
  }

  const notes: string[] = [hours ? NOTES.cueSheetHours : NOTES.cueSheetFrames];
  const first = entries.find((entry) => entry.index)?.index;
  if (tracks.length > 0 && first && seconds(first) > 0)
    notes.push(NOTES.firstTrackAtZero(formatTimestamp(seconds(first))));
  if (untimed.length > 0) notes.push(NOTES.missingStartTime(untimed));
  const sessions: TTracklistSession[] =
    setTitle !== '' || setDate !== null
      ? [{ name: setTitle || null, date: setDate, startClock: null, trackCount: tracks.length, line: 1 }]
      : [];

  return buildResult({
    format: 'rekordbox',
    tracks,
    skipped: skipped.sort((a, b) => a.line - b.line),
    rowsDetected: entries.length + unknownLines,
    startTimes: indexes.length > 0 ? 'cue' : 'none',
    notes,
    sessions,
  });
}
