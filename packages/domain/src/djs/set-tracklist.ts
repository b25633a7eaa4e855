import { convertHistoryCsv, type THistoryCsvLayout } from '../tracklists/csv-history.ts';
import { convert1001Tracklists } from '../tracklists/1001tracklists.ts';
import { decodeText } from '../tracklists/decode-text.ts';
import { DJAY_LAYOUT } from '../tracklists/djay.ts';
import { convertRekordbox } from '../tracklists/rekordbox.ts';
import { SERATO_LAYOUT } from '../tracklists/serato.ts';
import { convertVirtualDj } from '../tracklists/virtualdj.ts';
import {
  DJ_SET_MESSAGES,
  DJ_SET_TRACKLIST_MAX,
  fileExtension,
  TRACKLIST_EXTENSIONS,
  type TTracklistExtension,
} from './set-rules.ts';
import {
  fromConverter,
  JSON_PROBLEM,
  parseJson,
  readJsonTracklist,
  readPlainLines,
  readPositionsCsv,
  type TSetTrack,
  type TTracksRead,
} from './set-tracklist-readers.ts';

export type { TSetTrack } from './set-tracklist-readers.ts';

export const MAX_SET_TRACKS = 1000;

export const TRACKLIST_MESSAGES = {
  noTracks:
    'No tracks could be read from this tracklist. Put one track per line as "Artist - Title" (optionally after its ' +
    'time, like 04:12), or upload a CSV with Artist, Track and StartTime (mm:ss) columns.',
  tooLong: `A tracklist can be at most ${DJ_SET_TRACKLIST_MAX.toLocaleString('en-US')} characters.`,
  tooManyTracks: `A tracklist can hold at most ${MAX_SET_TRACKS.toLocaleString('en-US')} tracks.`,
} as const;

/**
 * The kind a tracklist file name says it is (docs/product/djs.md: csv, json, m3u, txt), null for none, or 'unknown'.
 */
export function tracklistFileKind(
  filename: string | null | undefined,
): TTracklistExtension | null | 'unknown' {
  if (!filename) return null;
  const extension = fileExtension(filename.trim());
  return (TRACKLIST_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as TTracklistExtension)
    : 'unknown';
}

/** djay's and Serato's history columns together; Serato's session row is recognised. Times are clock times. */
const HISTORY_LAYOUT: THistoryCsvLayout = {
  ...SERATO_LAYOUT,
  title: [...new Set([...SERATO_LAYOUT.title, ...DJAY_LAYOUT.title])],
  artist: [...new Set([...SERATO_LAYOUT.artist, ...DJAY_LAYOUT.artist])],
  startTime: [...new Set([...SERATO_LAYOUT.startTime, ...DJAY_LAYOUT.startTime])],
};

type Reader = (text: string) => TTracksRead;

const csvReaders: Reader[] = [
  readPositionsCsv,
  (text) => fromConverter(convertHistoryCsv(text, HISTORY_LAYOUT)),
];
const m3uReaders: Reader[] = [
  (text) => fromConverter(convertVirtualDj(text)),
  (text) => fromConverter(convertRekordbox(text)),
];
const textReaders: Reader[] = [
  (text) => fromConverter(convert1001Tracklists(text)),
  readPlainLines,
  (text) => fromConverter(convertVirtualDj(text)),
  (text) => fromConverter(convertRekordbox(text)),
];

const READERS: Record<TTracklistExtension, Reader[]> = {
  csv: csvReaders,
  json: [readJsonTracklist],
  m3u: m3uReaders,
  txt: textReaders,
};

const M3U_START = /^#EXT(?:M3U|INF|VDJ)/i;
const CSV_HEADER = /(?:^|[,;"])\s*"?(?:artist|track|title|song|name)"?\s*(?:[,;"]|$)/i;

/** What pasted text (no file name) looks like: JSON, an m3u playlist, a CSV with a header row, or lines. */
function sniffKind(text: string): TTracklistExtension {
  const trimmed = text.trim();
  if ((trimmed.startsWith('[') || trimmed.startsWith('{')) && parseJson(trimmed) !== undefined) return 'json';
  const firstLine = trimmed.split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (M3U_START.test(firstLine)) return 'm3u';
  if (!firstLine.includes('\t') && CSV_HEADER.test(firstLine)) return 'csv';
  return 'txt';
}

const timedCount = (read: TTracksRead) => read.tracks.filter((track) => track.start !== null).length;

/**
 * The best reading: most tracks read less lines left unread, then most tracks with a time, then the first reader
 * (the most specific) of the kind's list.
 */
function bestOf(readers: readonly Reader[], text: string): TTracksRead | undefined {
  let best: TTracksRead | undefined;
  for (const reader of readers) {
    const read = reader(text);
    if (read.tracks.length === 0) continue;
    if (!best) {
      best = read;
      continue;
    }
    const score = read.tracks.length - read.skipped;
    const bestScore = best.tracks.length - best.skipped;
    if (score > bestScore || (score === bestScore && timedCount(read) > timedCount(best))) best = read;
  }
  return best;
}

export type TParsedTracklist = { ok: true; tracks: TSetTrack[] } | { ok: false; error: string };

/**
 * Reads a set's tracklist with the /dj-tools converters and the readers above: the file name's extension picks the
 * readers (csv, json, m3u, txt); pasted text without a name is recognised by its shape. A tracklist that yields no
 * track is refused with a message saying what is expected (and what the converter found wrong, when it said).
 */
export function parseSetTracklist(input: string, filename?: string | null): TParsedTracklist {
  const kind = tracklistFileKind(filename);
  if (kind === 'unknown') return { ok: false, error: DJ_SET_MESSAGES.tracklistFileInvalid };
  const text = decodeText(input);
  if (text.length > DJ_SET_TRACKLIST_MAX) return { ok: false, error: TRACKLIST_MESSAGES.tooLong };
  const chosen = kind ?? sniffKind(text);
  const read = bestOf(READERS[chosen], text);
  if (!read) {
    // The converters' own problems speak of their /dj-tools page; only the JSON reader's is said here.
    return { ok: false, error: chosen === 'json' ? JSON_PROBLEM : TRACKLIST_MESSAGES.noTracks };
  }
  if (read.tracks.length > MAX_SET_TRACKS) return { ok: false, error: TRACKLIST_MESSAGES.tooManyTracks };
  return { ok: true, tracks: read.tracks };
}
