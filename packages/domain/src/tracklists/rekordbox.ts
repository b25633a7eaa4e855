import { convertCueSheet } from './rekordbox-cue.ts';
import { convertRekordboxM3u8 } from './rekordbox-m3u8.ts';
import { convertRekordboxText } from './rekordbox-txt.ts';
import { decodeText, splitLines } from './decode-text.ts';
import type { TConvertOptions, TTracklistInput, TTracklistResult } from './types.ts';

export { REKORDBOX_COLUMNS } from './rekordbox-txt.ts';

export type TRekordboxExport = 'txt' | 'cue' | 'm3u8';

const CUE_TRACK = /^\s*TRACK\s+\d+\s+AUDIO\b/im;
const M3U_ENTRY = /^\s*#EXT(?:M3U|INF:)/im;

/** Which of rekordbox's three exports a text is, from its content (whatever the file was called). */
export function detectRekordboxExport(text: string): TRekordboxExport {
  if (CUE_TRACK.test(text)) return 'cue';
  if (M3U_ENTRY.test(text)) return 'm3u8';
  return 'txt';
}

/**
 * Any of rekordbox's exports: the tab-delimited playlist `.txt` (no start times: 00:00, or estimated
 * from track lengths on request), the recording's `.cue` (real start times) and the `.m3u8` playlist
 * (start times summed from track lengths, marked as an estimate).
 */
export function convertRekordbox(input: TTracklistInput, options: TConvertOptions = {}): TTracklistResult {
  const text = decodeText(input);
  const lines = splitLines(text);
  switch (detectRekordboxExport(text)) {
    case 'cue':
      return convertCueSheet(lines);
    case 'm3u8':
      return convertRekordboxM3u8(lines);
    case 'txt':
      return convertRekordboxText(lines, options);
  }
}
