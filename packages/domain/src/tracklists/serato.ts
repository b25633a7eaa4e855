import { convertHistoryCsv } from './csv-history.ts';
import type { THistoryCsvLayout, THistoryFirstRow } from './csv-history.ts';
import { parseClockTime } from './time.ts';
import type { TTracklistInput, TTracklistResult } from './types.ts';

const DATE = /\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/;

/**
 * The session row: no artist, and either a date (in its start time or as its name) or, with the deck
 * column there, no deck and a start and an end time (a played track always has a deck).
 */
function isSessionRow({ title, artist, startTime, endTime, deck }: THistoryFirstRow): boolean {
  if (artist !== '') return false;
  if (DATE.test(startTime) || DATE.test(title)) return true;
  return (
    deck === '' && endTime !== null && parseClockTime(startTime) !== null && parseClockTime(endTime) !== null
  );
}

/**
 * Serato's history CSV export: a header (`name`, `artist`, `start time`, `end time`, `playtime`,
 * `deck`, … as the columns shown in the History panel), a session row (the session's name, its start
 * and end, no artist, no deck; the start may carry the date), then one row per track with a 12- or 24-hour start
 * time (`9:37:15 PM`, `21:37:15`).
 */
export const SERATO_LAYOUT: THistoryCsvLayout = {
  format: 'serato',
  title: ['name', 'title', 'song', 'track', 'trackname', 'tracktitle'],
  artist: ['artist', 'artists'],
  startTime: ['starttime', 'start', 'started', 'time'],
  endTime: ['endtime', 'end', 'ended'],
  deck: ['deck'],
  isSummaryRow: isSessionRow,
};

/** Serato history CSV to tracklist: start times are offsets from the first track, wrapping past midnight. */
export function convertSerato(input: TTracklistInput): TTracklistResult {
  return convertHistoryCsv(input, SERATO_LAYOUT);
}
