import { convertHistoryCsv } from './csv-history.ts';
import type { THistoryCsvLayout } from './csv-history.ts';
import type { TTracklistInput, TTracklistResult } from './types.ts';

const DATE = /\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/;

/**
 * Serato's history CSV export: a header (`name`, `artist`, `start time`, `end time`, `playtime`,
 * `deck`, … as the columns shown in the History panel), a session summary row whose name is the
 * session and whose start time carries the date, then one row per track with a 12- or 24-hour start
 * time (`9:37:15 PM`, `21:37:15`).
 */
export const SERATO_LAYOUT: THistoryCsvLayout = {
  format: 'serato',
  title: ['name', 'title', 'song', 'track', 'trackname', 'tracktitle'],
  artist: ['artist', 'artists'],
  startTime: ['starttime', 'start', 'started', 'time'],
  isSummaryRow: ({ title, artist, startTime }) => DATE.test(startTime) || (artist === '' && DATE.test(title)),
};

/** Serato history CSV to tracklist: start times are offsets from the first track, wrapping past midnight. */
export function convertSerato(input: TTracklistInput): TTracklistResult {
  return convertHistoryCsv(input, SERATO_LAYOUT);
}
