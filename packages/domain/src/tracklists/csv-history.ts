import { findColumn, fieldAt, normalizeHeader } from './columns.ts';
import { detectDelimiter, isBlankRow, parseCsv } from './csv.ts';
import type { TCsvRow } from './csv.ts';
import { decodeText } from './decode-text.ts';
import { NOTES, SKIP_REASONS } from './messages.ts';
import { buildResult, skippedLine } from './result.ts';
import { offsetsFromClockTimes, parseClockTime } from './time.ts';
import { cleanText, splitArtistTitle } from './track-text.ts';
import type {
  TSkippedLine,
  TTracklistFormatId,
  TTracklistInput,
  TTracklistResult,
  TTracklistTrack,
} from './types.ts';

/** Column names a history CSV may use, normalized (see `normalizeHeader`), in order of preference. */
export interface THistoryCsvLayout {
  format: TTracklistFormatId;
  title: readonly string[];
  artist: readonly string[];
  startTime: readonly string[];
  /** Recognises a session summary row (Serato writes one before the tracks); checked on the first data row only. */
  isSummaryRow?: (row: { title: string; artist: string; startTime: string }) => boolean;
}

// A header row is looked for among the first few rows, after any preamble a spreadsheet added.
const HEADER_SEARCH_ROWS = 10;
const EXCEL_SEPARATOR_HINT = /^\s*sep=(.)\s*$/i;

function csvRows(text: string): TCsvRow[] {
  const firstLines = text.slice(0, 4096).split(/\r\n|\r|\n/);
  const hint = firstLines.find((line) => line.trim() !== '');
  const hinted = hint ? EXCEL_SEPARATOR_HINT.exec(hint) : null;
  const headerLine = firstLines.find((line) => line.trim() !== '' && !EXCEL_SEPARATOR_HINT.test(line)) ?? '';
  const rows = parseCsv(text, hinted?.[1] ?? detectDelimiter(headerLine));
  return rows.filter((row) => !isBlankRow(row) && !EXCEL_SEPARATOR_HINT.test(row.text));
}

/**
 * Converts a play-history CSV (djay, Serato): finds the header row by column names, reads artist,
 * title and clock start time of each row, and gives each track its offset from the first one,
 * wrapping past midnight.
 */
export function convertHistoryCsv(input: TTracklistInput, layout: THistoryCsvLayout): TTracklistResult {
  const rows = csvRows(decodeText(input));
  const skipped: TSkippedLine[] = [];
  const notes: string[] = [];

  const headerIndex = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => {
    const names = row.fields.map(normalizeHeader);
    return findColumn(names, layout.title) !== -1 || findColumn(names, layout.artist) !== -1;
  });
  if (headerIndex === -1) {
    return buildResult({
      format: layout.format,
      tracks: [],
      skipped: rows.map((row) => skippedLine(row.line, row.text, SKIP_REASONS.noHeader)),
      rowsDetected: rows.length,
      startTimes: 'none',
    });
  }

  for (const row of rows.slice(0, headerIndex))
    skipped.push(skippedLine(row.line, row.text, SKIP_REASONS.beforeHeader));
  const header = rows[headerIndex]!.fields.map(normalizeHeader);
  const titleColumn = findColumn(header, layout.title);
  const artistColumn = findColumn(header, layout.artist);
  const timeColumn = findColumn(header, layout.startTime);
  const dataRows = rows.slice(headerIndex + 1);

  const tracks: TTracklistTrack[] = [];
  const times: (number | null)[] = [];
  const untimed: number[] = [];
  let rowsDetected = 0;

  dataRows.forEach((row, index) => {
    let title = cleanText(fieldAt(row.fields, titleColumn));
    let artist = cleanText(fieldAt(row.fields, artistColumn));
    const startTime = fieldAt(row.fields, timeColumn);
    if (index === 0 && layout.isSummaryRow?.({ title, artist, startTime })) {
      notes.push(NOTES.seratoSummaryRow(row.line));
      return;
    }
    rowsDetected++;
    if (title === '' && artist === '') {
      skipped.push(skippedLine(row.line, row.text, SKIP_REASONS.noArtistOrTitle));
      return;
    }
    // Files without artist tags show their file name, usually "Artist - Title", as the title.
    const split = artist === '' ? splitArtistTitle(title) : null;
    if (split && split.artist !== '' && split.track !== '') ({ artist, track: title } = split);
    const time = timeColumn === -1 ? null : parseClockTime(startTime);
    if (time === null && timeColumn !== -1) untimed.push(row.line);
    tracks.push({ artist, track: title, startSeconds: 0, line: row.line });
    times.push(time);
  });

  const { offsets, wrapped } = offsetsFromClockTimes(times);
  tracks.forEach((track, index) => (track.startSeconds = offsets[index] ?? 0));
  if (timeColumn === -1 && tracks.length > 0) notes.push(NOTES.noTimeColumn);
  if (untimed.length > 0) notes.push(NOTES.missingStartTime(untimed));
  if (wrapped) notes.push(NOTES.pastMidnight);

  return buildResult({
    format: layout.format,
    tracks,
    skipped: skipped.sort((a, b) => a.line - b.line),
    rowsDetected,
    startTimes: timeColumn === -1 || untimed.length === tracks.length ? 'none' : 'clock',
    notes,
  });
}
