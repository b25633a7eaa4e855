import { findColumn, fieldAt, normalizeHeader } from './columns.ts';
import { detectDelimiter, isBlankRow, parseCsv } from './csv.ts';
import type { TCsvRow } from './csv.ts';
import { decodeText } from './decode-text.ts';
import { NOTES, PROBLEMS, SKIP_REASONS } from './messages.ts';
import { buildResult, skippedLine } from './result.ts';
import { dateInText, offsetsFromClockTimes, parseClockTime } from './time.ts';
import { cleanText, splitArtistTitle } from './track-text.ts';
import type {
  TSkippedLine,
  TTracklistFormatId,
  TTracklistInput,
  TTracklistResult,
  TTracklistSession,
  TTracklistTrack,
} from './types.ts';

/** The first data row, as a session row candidate; `endTime` and `deck` are null when there is no such column. */
export interface THistoryFirstRow {
  title: string;
  artist: string;
  startTime: string;
  endTime: string | null;
  deck: string | null;
}

/** Column names a history CSV may use, normalized (see `normalizeHeader`), in order of preference. */
export interface THistoryCsvLayout {
  format: TTracklistFormatId;
  title: readonly string[];
  artist: readonly string[];
  startTime: readonly string[];
  endTime?: readonly string[];
  deck?: readonly string[];
  /** Recognises a session summary row (Serato writes one before the tracks); checked on the first data row only. */
  isSummaryRow?: (row: THistoryFirstRow) => boolean;
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
      skipped: [],
      rowsDetected: rows.length,
      startTimes: 'none',
      problem: rows.length === 0 ? null : PROBLEMS.noCsvHeader,
    });
  }

  for (const row of rows.slice(0, headerIndex))
    skipped.push(skippedLine(row.line, row.text, SKIP_REASONS.beforeHeader));
  const header = rows[headerIndex]!.fields.map(normalizeHeader);
  const titleColumn = findColumn(header, layout.title);
  const artistColumn = findColumn(header, layout.artist);
  const timeColumn = findColumn(header, layout.startTime);
  const endColumn = layout.endTime ? findColumn(header, layout.endTime) : -1;
  const deckColumn = layout.deck ? findColumn(header, layout.deck) : -1;
  const dataRows = rows.slice(headerIndex + 1);

  const tracks: TTracklistTrack[] = [];
  const times: (number | null)[] = [];
  const untimed: number[] = [];
  let rowsDetected = 0;
  let session: TTracklistSession | null = null;

  dataRows.forEach((row, index) => {
    let title = cleanText(fieldAt(row.fields, titleColumn));
    let artist = cleanText(fieldAt(row.fields, artistColumn));
    const startTime = fieldAt(row.fields, timeColumn);
    if (index === 0 && layout.isSummaryRow) {
      const endTime = endColumn === -1 ? null : cleanText(fieldAt(row.fields, endColumn));
      const deck = deckColumn === -1 ? null : cleanText(fieldAt(row.fields, deckColumn));
      if (layout.isSummaryRow({ title, artist, startTime, endTime, deck })) {
        notes.push(NOTES.seratoSummaryRow(row.line, title));
        session = {
          name: title === '' ? null : title,
          date: dateInText(startTime) ?? dateInText(title),
          startClock: parseClockTime(startTime),
          trackCount: 0,
          line: row.line,
        };
        return;
      }
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

  // Assigned inside the loop above, which the compiler does not follow.
  const sessionRow = session as TTracklistSession | null;
  const sessions = sessionRow ? [{ ...sessionRow, trackCount: tracks.length }] : [];
  return buildResult({
    format: layout.format,
    tracks,
    skipped: skipped.sort((a, b) => a.line - b.line),
    rowsDetected,
    startTimes: timeColumn === -1 || untimed.length === tracks.length ? 'none' : 'clock',
    notes,
    sessions,
  });
}
