import { fieldAt, findColumn, normalizeHeader } from '../tracklists/columns.ts';
import { detectDelimiter, isBlankRow, parseCsv } from '../tracklists/csv.ts';
import { splitLines } from '../tracklists/decode-text.ts';
import { formatTimestamp, parseClockToken, parseDuration } from '../tracklists/time.ts';
import { cleanText, splitArtistTitle } from '../tracklists/track-text.ts';
import type { TTracklistResult } from '../tracklists/types.ts';

/**
 * Readers for the tracklists a DJ attaches to a set that the /dj-tools converters do not read: the spec's CSV
 * (Artist, Track, StartTime as mm:ss in the recording), JSON, and plain lines such as the converters' own output.
 * Each answers the tracks it read and how many lines it could not read, so set-tracklist.ts can pick the best.
 */

/** One track of a set: `start` is the position in the recording (mm:ss), or null when the source has none. */
export type TSetTrack = { artist: string; title: string; start: string | null };

export type TTracksRead = { tracks: TSetTrack[]; skipped: number };

/** Names longer than this are cut: a tracklist line is never a page of text. */
export const TRACK_TEXT_MAX = 300;

const clip = (text: string) => cleanText(text).slice(0, TRACK_TEXT_MAX);

export function setTrack(artist: string, title: string, startSeconds: number | null): TSetTrack {
  return {
    artist: clip(artist),
    title: clip(title),
    start: startSeconds === null ? null : formatTimestamp(startSeconds),
  };
}

/** A converter's result as set tracks; a source without timing (rekordbox's .txt) keeps `start` null. */
export function fromConverter(result: TTracklistResult): TTracksRead {
  const timed = result.startTimes !== 'none';
  return {
    tracks: result.tracks.map((track) =>
      setTrack(track.artist, track.track, timed ? track.startSeconds : null),
    ),
    skipped: result.skipped.length,
  };
}

const nothing = (): TTracksRead => ({ tracks: [], skipped: 0 });

const CSV_COLUMNS = {
  artist: ['artist', 'artists', 'artistname', 'trackartist'],
  title: ['track', 'title', 'tracktitle', 'trackname', 'song', 'songtitle', 'name'],
  start: ['starttime', 'start', 'time', 'cue', 'cuetime', 'position', 'timestamp', 'offset'],
};

/**
 * Whether start times are positions in the recording (mm:ss, m:ss, h:mm:ss) rather than clock times of day: they
 * must all read as positions and never go back, and either the first is 00:00, one cannot be a time of day
 * (75:30), or read as times of day the tracks would last half an hour each on average (mm:ss read as hh:mm).
 */
export function arePositions(values: readonly string[]): boolean {
  const positions = values.map(parseDuration);
  if (positions.length === 0 || positions.some((value) => value === null)) return false;
  const seconds = positions as number[];
  if (seconds.some((value, index) => index > 0 && value < seconds[index - 1]!)) return false;
  if (seconds[0] === 0) return true;
  const clocks = values.map(parseClockToken);
  if (clocks.some((value) => value === null)) return true;
  if (clocks.length < 2) return false;
  const span = (clocks.at(-1) as number) - (clocks[0] as number);
  return span / (clocks.length - 1) >= 30 * 60;
}

/**
 * The spec's tracklist CSV: a header naming Artist, Track and StartTime (any case or spacing; comma, semicolon or
 * tab), StartTime as the position in the recording. Declines (no tracks) when there is no such header or the times
 * are clock times of day, which the history readers handle.
 */
export function readPositionsCsv(text: string): TTracksRead {
  const firstLine = text.split(/\r\n|\r|\n/, 10).find((line) => line.trim() !== '') ?? '';
  const rows = parseCsv(text, detectDelimiter(firstLine)).filter((row) => !isBlankRow(row));
  const headerIndex = rows.slice(0, 10).findIndex((row) => {
    const names = row.fields.map(normalizeHeader);
    return findColumn(names, CSV_COLUMNS.artist) !== -1 && findColumn(names, CSV_COLUMNS.title) !== -1;
  });
  if (headerIndex === -1) return nothing();
  const header = rows[headerIndex]!.fields.map(normalizeHeader);
  const artistColumn = findColumn(header, CSV_COLUMNS.artist);
  const titleColumn = findColumn(header, CSV_COLUMNS.title);
  const startColumn = findColumn(header, CSV_COLUMNS.start);
  const data = rows.slice(headerIndex + 1);
  const named = data.filter(
    (row) => cleanText(fieldAt(row.fields, artistColumn)) || cleanText(fieldAt(row.fields, titleColumn)),
  );
  const times = named.map((row) => cleanText(fieldAt(row.fields, startColumn))).filter(Boolean);
  if (startColumn !== -1 && times.length > 0 && !arePositions(times)) return nothing();
  const tracks = named.map((row) => {
    const start = parseDuration(cleanText(fieldAt(row.fields, startColumn)));
    return setTrack(fieldAt(row.fields, artistColumn), fieldAt(row.fields, titleColumn), start);
  });
  return { tracks, skipped: data.length - named.length + headerIndex };
}

const TIME = String.raw`(\d{1,3}:\d{2}(?::\d{2})?)`;
/** The converters' output: `Artist, Track` TAB `mm:ss`. */
const TAB_TIME = new RegExp(String.raw`^([^\t]*\S)\t+${TIME}$`);
/** `04:12 Artist - Title`, `[04:12] Artist - Title`, `04:12 - Artist - Title`; not VirtualDJ's `21:09 : …`. */
const LEADING_TIME = new RegExp(String.raw`^\[?${TIME}\]?\s+(?:[-\u2013]\s+)?(?![:|])(.+)$`);

/**
 * Plain lines, one track each: `Artist - Title`, optionally after its position (`04:12 Artist - Title`), or the
 * converters' `Artist, Track<TAB>mm:ss`. Times are positions in the recording; a line without a separator between
 * artist and title is not read.
 */
export function readPlainLines(text: string): TTracksRead {
  const tracks: TSetTrack[] = [];
  let skipped = 0;
  for (const raw of splitLines(text)) {
    const line = raw.trim();
    if (line === '') continue;
    const tabbed = TAB_TIME.exec(line);
    const leading = tabbed ? null : LEADING_TIME.exec(line);
    const body = cleanText(tabbed?.[1] ?? leading?.[2] ?? line);
    const time = tabbed?.[2] ?? leading?.[1];
    const comma = tabbed ? body.indexOf(', ') : -1;
    const split =
      comma > 0 ? { artist: body.slice(0, comma), track: body.slice(comma + 2) } : splitArtistTitle(body);
    if (!split || (split.artist === '' && split.track === '')) {
      skipped += 1;
      continue;
    }
    tracks.push(setTrack(split.artist, split.track, time === undefined ? null : parseDuration(time)));
  }
  // Positions are positions only when they never go back; otherwise they are not kept as times.
  const starts = tracks.map((track) => track.start).filter((start) => start !== null);
  if (starts.length > 0 && !arePositions(starts)) for (const track of tracks) track.start = null;
  return { tracks, skipped };
}

export const JSON_PROBLEM =
  'This JSON holds no tracks: expected a list of tracks (or { "tracks": [...] }), each with an artist and a title.';

const JSON_FIELDS = {
  artist: ['artist', 'artists', 'artist_name', 'artistName', 'performer'],
  title: ['title', 'track', 'name', 'track_title', 'trackTitle', 'song'],
  start: ['start', 'start_time', 'startTime', 'StartTime', 'time', 'cue', 'timestamp', 'position', 'offset'],
};

function firstField(item: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) {
    const lower = Object.keys(item).find((key) => key.toLowerCase() === name.toLowerCase());
    if (lower !== undefined && item[lower] !== undefined && item[lower] !== null) return item[lower];
  }
  return undefined;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (value && typeof value === 'object') return textOf((value as Record<string, unknown>)['name']);
  return '';
}

function secondsOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string') return parseDuration(value);
  return null;
}

/** Parses JSON text, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A JSON tracklist: a list (or `{ "tracks": [...] }` / `{ "tracklist": [...] }`) of objects with an artist, a title
 * and optionally a start (seconds, or "mm:ss"), or of "Artist - Title" strings.
 */
export function readJsonTracklist(text: string): TTracksRead {
  const parsed = parseJson(text);
  const root = parsed as Record<string, unknown> | undefined;
  const list = Array.isArray(parsed)
    ? parsed
    : root && typeof root === 'object'
      ? (firstField(root, ['tracks', 'tracklist', 'items']) as unknown)
      : undefined;
  if (!Array.isArray(list)) return nothing();
  const tracks: TSetTrack[] = [];
  let skipped = 0;
  for (const item of list) {
    if (typeof item === 'string') {
      const split = splitArtistTitle(cleanText(item));
      if (split) tracks.push(setTrack(split.artist, split.track, null));
      else skipped += 1;
      continue;
    }
    if (!item || typeof item !== 'object') {
      skipped += 1;
      continue;
    }
    const record = item as Record<string, unknown>;
    const artist = textOf(firstField(record, JSON_FIELDS.artist));
    const title = textOf(firstField(record, JSON_FIELDS.title));
    if (cleanText(artist) === '' && cleanText(title) === '') {
      skipped += 1;
      continue;
    }
    tracks.push(setTrack(artist, title, secondsOf(firstField(record, JSON_FIELDS.start))));
  }
  return { tracks, skipped };
}
