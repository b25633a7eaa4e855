import { convertCueSheet } from './rekordbox-cue.ts';
import { convertRekordboxM3u8 } from './rekordbox-m3u8.ts';
import { convertRekordboxText } from './rekordbox-txt.ts';
import { decodeText, splitLines } from './decode-text.ts';
import type { TConvertOptions, TTracklistInput, TTracklistResult } from './types.ts';

export { REKORDBOX_COLUMNS } from './rekordbox-txt.ts';

export type TRekordboxExport = 'txt' | 'cue' | 'm3u8';

const CUE_TRACK = /^\s*TRACK\s+\d+\s+AUDIO\b/i;
const M3U_ENTRY = /^\s*#EXT(?:M3U|INF:)/i;
// Each export shows what it is in its first lines: a cue sheet's set header is a few lines long.
const SNIFF_LINES = 50;

/** Which of rekordbox's three exports the lines are, from their content (whatever the file was called). */
export function detectRekordboxExport(lines: readonly string[]): TRekordboxExport {
  const head = lines.slice(0, SNIFF_LINES);
  if (head.some((line) => CUE_TRACK.test(line))) return 'cue';
  if (head.some((line) => M3U_ENTRY.test(line))) return 'm3u8';
  return 'txt';
}

/**
 * Any of rekordbox's exports: the tab-delimited playlist `.txt` (no start times: 00:00, or estimated
 * from track lengths on request), the recording's `.cue` (real start times) and the `.m3u8` playlist
 * (start times summed from track lengths, marked as an estimate).
 */
export function convertRekordbox(input: TTracklistInput, options: TConvertOptions = {}): TTracklistResult {
  const lines = splitLines(decodeText(input));
  switch (detectRekordboxExport(lines)) {
    case 'cue':
      return convertCueSheet(lines);
    case 'm3u8':
      return convertRekordboxM3u8(lines);
    case 'txt':
      return convertRekordboxText(lines, options);
  }
}
