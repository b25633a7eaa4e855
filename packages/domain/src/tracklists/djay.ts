import { convertHistoryCsv } from './csv-history.ts';
import type { THistoryCsvLayout } from './csv-history.ts';
import type { TTracklistInput, TTracklistResult } from './types.ts';

/**
 * Algoriddim djay's history CSV: a header row, then one row per track played with its title, artist
 * and the clock time it started (H:MM, HH:MM or with seconds, sometimes after a date).
 */
export const DJAY_LAYOUT: THistoryCsvLayout = {
  format: 'djay',
  title: ['title', 'tracktitle', 'songtitle', 'song', 'track', 'trackname', 'name'],
  artist: ['artist', 'artists', 'artistname', 'trackartist'],
  startTime: [
    'starttime',
    'playedat',
    'timeplayed',
    'time',
    'start',
    'played',
    'timestamp',
    'datetime',
    'date',
  ],
};

/** djay history CSV to tracklist: start times are offsets from the first track, wrapping past midnight. */
export function convertDjay(input: TTracklistInput): TTracklistResult {
  return convertHistoryCsv(input, DJAY_LAYOUT);
}
