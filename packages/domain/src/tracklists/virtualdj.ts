import { decodeText, splitLines } from './decode-text.ts';
import { NOTES, SKIP_REASONS } from './messages.ts';
import { buildResult, skippedLine } from './result.ts';
import { offsetsFromClockTimes, offsetsFromDurations, parseClockToken, parseDuration } from './time.ts';
import { chosenSession, describeSession, SESSION_GAP_SECONDS } from './sessions.ts';
import { dateInText, SECONDS_PER_DAY } from './time.ts';
import { cleanText, splitArtistTitle } from './track-text.ts';
import type {
  TConvertOptions,
  TSkippedLine,
  TTracklistInput,
  TTracklistResult,
  TTracklistSession,
  TTracklistTrack,
} from './types.ts';

/** docs/product/djs.md: clock times are used when at least 60% of rows have one. */
export const VIRTUALDJ_CLOCK_SHARE = 0.6;

const HISTORY_HEADER = /^virtualdj\s+history\b/i;
const RULE = /^[-=_*~]{3,}$/;
const LEADING_TIME = /^(\d{1,3}:\d{2}(?::\d{2})?)(?:\s*[:|\-\u2013](?=\s|$)\s*|\s+|$)/;
const TRAILING_DURATION = /\s*[([](\d{1,3}:\d{2}(?::\d{2})?)[)\]]$/;
const EXTVDJ = /^#EXTVDJ:/i;
const EXTINF = /^#EXTINF:\s*(-?\d+(?:\.\d+)?)\s*,(.*)$/i;
const M3U_HEADER = /^#EXTM3U\b/i;
// A file path or stream address, as the line after an m3u entry holds.
const LOCATION = /^(?:[a-z]:[\\/]|[\\/~]|[a-z][a-z0-9+.-]*:)|\.[a-z0-9]{2,5}$/i;

interface TRow {
  artist: string;
  track: string;
  line: number;
  clock: number | null;
  duration: number | null;
  /** When it was played, in Unix seconds (`<lastplaytime>` of a history .m3u), or null. */
  played: number | null;
}

/** One set of the history: from a `VirtualDJ History` header, or after a long pause. */
interface TPart {
  line: number;
  date: string | null;
  rows: TRow[];
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,4});/gi, (entity, name: string) => {
    if (name[0] !== '#') return XML_ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

function tag(line: string, name: string): string {
  const open = line.indexOf(`<${name}>`);
  if (open === -1) return '';
  const start = open + name.length + 2;
  const close = line.indexOf(`</${name}>`, start);
  return decodeEntities(line.slice(start, close === -1 ? undefined : close));
}

// A track longer than a day is a broken tag, not a length.
const LONGEST_TRACK_SECONDS = 86_400;

function secondsValue(text: string): number | null {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value >= 0 && value <= LONGEST_TRACK_SECONDS ? value : null;
}

/** `#EXTVDJ:<time>21:39</time>…<artist>…</artist><title>…</title><remix>…</remix><songlength>…</songlength>`. */
function readExtVdj(line: string, lineNumber: number): TRow {
  const title = cleanText(tag(line, 'title'));
  const remix = cleanText(tag(line, 'remix'));
  const track = remix && !title.toLowerCase().includes(remix.toLowerCase()) ? `${title} (${remix})` : title;
  return {
    artist: cleanText(tag(line, 'artist')),
    track: track.trim(),
    line: lineNumber,
    clock: parseClockToken(cleanText(tag(line, 'time'))),
    duration: secondsValue(cleanText(tag(line, 'songlength'))),
    played: unixSeconds(cleanText(tag(line, 'lastplaytime'))),
  };
}

function unixSeconds(text: string): number | null {
  if (!/^\d{9,11}$/.test(text)) return null;
  return Number(text);
}

/** Plays this far apart (by `<lastplaytime>`, else by the clock, forward past midnight) are separate sets. */
function isPause(before: TRow, after: TRow): boolean {
  if (before.played !== null && after.played !== null)
    return Math.abs(after.played - before.played) > SESSION_GAP_SECONDS;
  if (before.clock !== null && after.clock !== null)
    return (after.clock - before.clock + SECONDS_PER_DAY) % SECONDS_PER_DAY > SESSION_GAP_SECONDS;
  return false;
}

/**
 * The local date of a play: `<lastplaytime>` is universal time and `<time>` the local clock, so their
 * difference, rounded to a quarter hour, is the time zone's offset.
 */
function localDate(row: TRow): string | null {
  if (row.played === null || row.clock === null) return null;
  let offset = (row.clock - (row.played % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  if (offset > 14 * 3600) offset -= SECONDS_PER_DAY;
  offset = Math.round(offset / 900) * 900;
  const date = new Date((row.played + offset) * 1000);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

type TLineRead = { row: TRow } | { reason: string };

/** `21:09 : Artist - Title`, with the time optional and an optional trailing `(4:32)` length. */
function readTextLine(line: string, lineNumber: number): TLineRead {
  const leading = LEADING_TIME.exec(line);
  let rest = leading ? line.slice(leading[0].length).trim() : line;
  const trailing = TRAILING_DURATION.exec(rest);
  if (trailing) rest = rest.slice(0, trailing.index).trim();
  if (rest === '') return { reason: leading ? SKIP_REASONS.nothingAfterTime : SKIP_REASONS.notVirtualDjLine };
  const split = splitArtistTitle(rest);
  if (!split && !leading) return { reason: SKIP_REASONS.notVirtualDjLine };
  const token = leading?.[1];
  return {
    row: {
      artist: split?.artist ?? '',
      track: split ? split.track : rest,
      line: lineNumber,
      clock: token === undefined ? null : parseClockToken(token),
      duration: trailing ? parseDuration(trailing[1]!) : token === undefined ? null : parseDuration(token),
      played: null,
    },
  };
}

/**
 * VirtualDJ history: the `tracklist.txt` it writes (`VirtualDJ History YYYY/MM/DD`, a rule, then
 * `HH:MM : Artist - Title` lines; each start of VirtualDJ appends another such block) or a history
 * `.m3u` (`#EXTVDJ:` lines with `<time>`, `<artist>`, `<title>`, `<lastplaytime>`). The history is cut
 * into sessions at each header and at any pause of more than three hours; one session is converted
 * (`options.session`, by default the last). When at least 60% of its rows have a valid clock time
 * (hour 0-23, minute and second 0-59) start times are offsets from its first track and a negative
 * offset wraps by 24 hours; otherwise they are the running total of the track durations.
 */
export function convertVirtualDj(input: TTracklistInput, options: TConvertOptions = {}): TTracklistResult {
  const lines = splitLines(decodeText(input));
  const parts: TPart[] = [{ line: 1, date: null, rows: [] }];
  const allSkipped: TSkippedLine[] = [];
  let afterM3uEntry = false;

  function addRow(row: TRow) {
    const part = parts.at(-1)!;
    const previous = part.rows.at(-1);
    if (previous && isPause(previous, row)) parts.push({ line: row.line, date: null, rows: [row] });
    else part.rows.push(row);
  }

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = cleanText(raw);
    if (line === '' || RULE.test(line) || M3U_HEADER.test(line)) return;
    if (HISTORY_HEADER.test(line)) {
      const date = dateInText(line);
      const part = parts.at(-1)!;
      if (part.rows.length === 0) part.date = date;
      else parts.push({ line: lineNumber, date, rows: [] });
      return;
    }
    if (EXTVDJ.test(line)) {
      const row = readExtVdj(line, lineNumber);
      if (row.artist === '' && row.track === '')
        allSkipped.push(skippedLine(lineNumber, raw, SKIP_REASONS.noArtistOrTitle));
      else addRow(row);
      afterM3uEntry = true;
      return;
    }
    const extinf = EXTINF.exec(line);
    if (extinf) {
      const text = cleanText(extinf[2]!);
      const split = splitArtistTitle(text);
      if (text === '') allSkipped.push(skippedLine(lineNumber, raw, SKIP_REASONS.noArtistOrTitle));
      else {
        addRow({
          artist: split?.artist ?? '',
          track: split ? split.track : text,
          line: lineNumber,
          clock: null,
          duration: secondsValue(extinf[1]!),
          played: null,
        });
      }
      afterM3uEntry = true;
      return;
    }
    // In a playlist file the line after an entry is the file's path or stream address.
    if (afterM3uEntry && LOCATION.test(line)) {
      afterM3uEntry = false;
      return;
    }
    afterM3uEntry = false;
    const read = readTextLine(line, lineNumber);
    if ('row' in read) addRow(read.row);
    else allSkipped.push(skippedLine(lineNumber, raw, read.reason));
  });

  // A header with no tracks after it is no set; its lines go to the set before it.
  const filled = parts.filter((part) => part.rows.length > 0);
  const sessions: TTracklistSession[] = filled.map((part) => ({
    name: null,
    date: part.date ?? part.rows.map(localDate).find((date) => date !== null) ?? null,
    startClock: part.rows.find((row) => row.clock !== null)?.clock ?? null,
    trackCount: part.rows.length,
    line: part.line,
  }));
  const chosen = chosenSession(filled.length, options.session);
  const rows = filled[chosen]?.rows ?? [];
  const from = chosen <= 0 ? 1 : filled[chosen]!.line;
  const to = filled[chosen + 1]?.line ?? Number.POSITIVE_INFINITY;
  const skipped = allSkipped.filter((entry) => entry.line >= from && entry.line < to);

  const timed = rows.filter((row) => row.clock !== null).length;
  const useClock = rows.length > 0 && timed / rows.length >= VIRTUALDJ_CLOCK_SHARE;
  const notes: string[] = [];
  if (sessions.length > 1)
    notes.push(NOTES.sessions(sessions.length, chosen, describeSession(sessions[chosen]!)));
  let starts: number[];
  let startTimes: TTracklistResult['startTimes'];

  if (useClock) {
    const { offsets, wrapped } = offsetsFromClockTimes(rows.map((row) => row.clock));
    starts = offsets;
    startTimes = 'clock';
    notes.push(NOTES.virtualDjClock(timed, rows.length));
    const untimed = rows.filter((row) => row.clock === null).map((row) => row.line);
    if (untimed.length > 0) notes.push(NOTES.missingStartTime(untimed));
    if (wrapped) notes.push(NOTES.pastMidnight);
  } else {
    starts = offsetsFromDurations(rows.map((row) => row.duration));
    const withLength = rows.filter((row) => row.duration !== null).length;
    startTimes = withLength > 0 ? 'durations' : 'none';
    if (rows.length > 0) notes.push(NOTES.virtualDjDurations(timed, rows.length));
    // The last track's length never moves a start time, so only earlier gaps are worth a remark.
    const missing = rows
      .slice(0, -1)
      .filter((row) => row.duration === null)
      .map((row) => row.line);
    if (withLength > 0 && missing.length > 0) notes.push(NOTES.missingDuration(missing));
  }

  const tracks: TTracklistTrack[] = rows.map((row, index) => ({
    artist: row.artist,
    track: row.track,
    startSeconds: starts[index] ?? 0,
    line: row.line,
  }));
  return buildResult({
    format: 'virtualdj',
    tracks,
    skipped,
    rowsDetected: rows.length + skipped.length,
    startTimes,
    notes,
    sessions,
    session: sessions.length === 0 ? null : chosen,
  });
}
