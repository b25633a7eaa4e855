import { fieldAt, findColumn, normalizeHeader } from './columns.ts';
import { NOTES, PROBLEMS, SKIP_REASONS } from './messages.ts';
import { buildResult, skippedLine } from './result.ts';
import { offsetsFromDurations, parseDuration } from './time.ts';
import { cleanText } from './track-text.ts';
import type { TConvertOptions, TSkippedLine, TTracklistResult, TTracklistTrack } from './types.ts';

/**
 * rekordbox's "Export a playlist to a file (.txt)": UTF-16LE with a byte order mark, CRLF, tab-delimited,
 * a header row (`#`, `Artwork`, `Track Title`, `Artist`, `Album`, `Genre`, `BPM`, `Rating`, `Time`,
 * `Key`, `Date Added`, … as the columns shown), `Time` being the track's length. Names for the
 * columns in other interface languages are accepted too.
 */
export const REKORDBOX_COLUMNS = {
  title: ['tracktitle', 'title', 'titel', 'titre', 'titulo', 'titolo', 'track', 'name', 'song'],
  artist: ['artist', 'artists', 'interpret', 'kunstler', 'artiste', 'artista'],
  length: ['time', 'length', 'duration', 'zeit', 'lange', 'duree', 'tiempo', 'duracion', 'durata'],
} as const;

const HEADER_SEARCH_LINES = 10;

/**
 * rekordbox playlist text to tracklist. The export has no start times, so per the spec every track
 * gets 00:00; with `estimateStartTimes` each track starts where the lengths before it add up to,
 * and the result is marked as an estimate.
 */
export function convertRekordboxText(
  lines: readonly string[],
  options: TConvertOptions = {},
): TTracklistResult {
  const filled = lines
    .map((text, index) => ({ text, line: index + 1 }))
    .filter((entry) => entry.text.trim() !== '');
  const skipped: TSkippedLine[] = [];

  const headerIndex = filled.slice(0, HEADER_SEARCH_LINES).findIndex(({ text }) => {
    if (!text.includes('\t')) return false;
    const names = text.split('\t').map(normalizeHeader);
    return (
      findColumn(names, REKORDBOX_COLUMNS.title) !== -1 || findColumn(names, REKORDBOX_COLUMNS.artist) !== -1
    );
  });
  if (headerIndex === -1) {
    return buildResult({
      format: 'rekordbox',
      tracks: [],
      skipped: [],
      rowsDetected: filled.length,
      startTimes: 'none',
      problem: filled.length === 0 ? null : PROBLEMS.rekordboxUnknown,
      canEstimateStartTimes: true,
    });
  }

  for (const { text, line } of filled.slice(0, headerIndex))
    skipped.push(skippedLine(line, text, SKIP_REASONS.beforeHeader));
  const header = filled[headerIndex]!.text.split('\t').map(normalizeHeader);
  const titleColumn = findColumn(header, REKORDBOX_COLUMNS.title);
  const artistColumn = findColumn(header, REKORDBOX_COLUMNS.artist);
  const lengthColumn = findColumn(header, REKORDBOX_COLUMNS.length);
  const dataRows = filled.slice(headerIndex + 1);

  const estimate = options.estimateStartTimes === true && lengthColumn !== -1;
  const tracks: TTracklistTrack[] = [];
  const lengths: (number | null)[] = [];
  for (const { text, line } of dataRows) {
    if (!text.includes('\t')) {
      skipped.push(skippedLine(line, text, SKIP_REASONS.notTabDelimited));
      continue;
    }
    const fields = text.split('\t');
    const track = cleanText(fieldAt(fields, titleColumn));
    const artist = cleanText(fieldAt(fields, artistColumn));
    if (track === '' && artist === '') {
      skipped.push(skippedLine(line, text, SKIP_REASONS.noArtistOrTitle));
      continue;
    }
    tracks.push({ artist, track, startSeconds: 0, line });
    if (estimate) lengths.push(parseDuration(fieldAt(fields, lengthColumn)));
  }

  const notes: string[] = [];
  if (estimate) {
    const starts = offsetsFromDurations(lengths);
    tracks.forEach((track, index) => (track.startSeconds = starts[index] ?? 0));
    notes.push(NOTES.rekordboxEstimate);
    const missing = tracks
      .slice(0, -1)
      .filter((_, index) => lengths[index] === null)
      .map((track) => track.line);
    if (missing.length > 0) notes.push(NOTES.missingDuration(missing));
  } else if (tracks.length > 0) {
    notes.push(options.estimateStartTimes === true ? NOTES.rekordboxNoLengths : NOTES.rekordboxNoTimes);
  }

  return buildResult({
    format: 'rekordbox',
    tracks,
    skipped,
    rowsDetected: dataRows.length,
    startTimes: estimate ? 'durations' : 'none',
    estimated: estimate,
    notes,
    canEstimateStartTimes: true,
  });
}
