import { NOTES, SKIP_REASONS } from './messages.ts';
import { buildResult, skippedLine } from './result.ts';
import { offsetsFromDurations } from './time.ts';
import { cleanText, splitArtistTitle } from './track-text.ts';
import type { TSkippedLine, TTracklistResult, TTracklistTrack } from './types.ts';

const EXTINF = /^#EXTINF:\s*(-?\d+(?:\.\d+)?)[^,]*,(.*)$/i;
// A track longer than a day is a broken entry, not a length.
const LONGEST_TRACK_SECONDS = 86_400;

function length(text: string): number | null {
  const seconds = Number.parseFloat(text);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= LONGEST_TRACK_SECONDS ? seconds : null;
}

/**
 * rekordbox's .m3u8 export: `#EXTM3U`, then per track `#EXTINF:<seconds>,<Artist> - <Title>` and the
 * file's path. It has no start times, so each track starts where the lengths before it add up to;
 * the result is marked as an estimate.
 */
export function convertRekordboxM3u8(lines: readonly string[]): TTracklistResult {
  const tracks: TTracklistTrack[] = [];
  const lengths: (number | null)[] = [];
  const skipped: TSkippedLine[] = [];
  let afterEntry = false;

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = cleanText(raw);
    if (line === '') return;
    const entry = EXTINF.exec(line);
    if (entry) {
      afterEntry = true;
      const text = cleanText(entry[2]!);
      if (text === '') {
        skipped.push(skippedLine(lineNumber, raw, SKIP_REASONS.noArtistOrTitle));
        return;
      }
      const split = splitArtistTitle(text);
      tracks.push({
        artist: split?.artist ?? '',
        track: split ? split.track : text,
        startSeconds: 0,
        line: lineNumber,
      });
      lengths.push(length(entry[1]!));
      return;
    }
    // Other directives (#EXTM3U, #PLAYLIST …) are layout; the line after an entry is its file.
    if (line.startsWith('#')) return;
    if (afterEntry) {
      afterEntry = false;
      return;
    }
    skipped.push(skippedLine(lineNumber, raw, SKIP_REASONS.pathWithoutEntry));
  });

  const starts = offsetsFromDurations(lengths);
  tracks.forEach((track, index) => (track.startSeconds = starts[index] ?? 0));
  const notes: string[] = [NOTES.rekordboxM3u8];
  const missing = tracks
    .slice(0, -1)
    .filter((_, index) => lengths[index] === null)
    .map((track) => track.line);
  if (missing.length > 0) notes.push(NOTES.missingDuration(missing));

  return buildResult({
    format: 'rekordbox',
    tracks,
    skipped,
    rowsDetected: tracks.length + skipped.length,
    startTimes: lengths.some((value) => value !== null) ? 'durations' : 'none',
    estimated: tracks.length > 0,
    notes,
  });
}
