import { NOTES } from './messages.ts';
import { clampSeconds } from './time.ts';
import { cleanText, formatTrackLine } from './track-text.ts';
import type {
  TSkippedLine,
  TStartTimeSource,
  TTracklistFormatId,
  TTracklistResult,
  TTracklistSession,
  TTracklistTrack,
} from './types.ts';

const MAX_SKIPPED_TEXT = 200;

export function skippedLine(line: number, text: string, reason: string): TSkippedLine {
  const trimmed = text.trim();
  return {
    line,
    text: trimmed.length > MAX_SKIPPED_TEXT ? `${trimmed.slice(0, MAX_SKIPPED_TEXT)}…` : trimmed,
    reason,
  };
}

export interface TResultParts {
  format: TTracklistFormatId;
  tracks: TTracklistTrack[];
  skipped: TSkippedLine[];
  rowsDetected: number;
  startTimes: TStartTimeSource;
  estimated?: boolean;
  notes?: string[];
  problem?: string | null;
  sessions?: TTracklistSession[];
  session?: number | null;
  canEstimateStartTimes?: boolean;
}

/**
 * The one place a result is assembled: names are cleaned, the first track is moved to 00:00 (docs/product/djs.md),
 * output lines are formatted and missing names are noted.
 */
export function buildResult(parts: TResultParts): TTracklistResult {
  const tracks = parts.tracks.map((track, index) => ({
    artist: cleanText(track.artist),
    track: cleanText(track.track),
    startSeconds: index === 0 ? 0 : clampSeconds(track.startSeconds),
    line: track.line,
  }));
  const lines = tracks.map((track) => formatTrackLine(track.artist, track.track, track.startSeconds));
  const notes = [...(parts.notes ?? [])];
  const noArtist = tracks.filter((track) => track.artist === '').length;
  const noTitle = tracks.filter((track) => track.track === '').length;
  if (noArtist > 0) notes.push(NOTES.missingArtist(noArtist));
  if (noTitle > 0) notes.push(NOTES.missingTitle(noTitle));
  return {
    format: parts.format,
    tracks,
    lines,
    output: lines.join('\n'),
    skipped: parts.skipped,
    rowsDetected: parts.rowsDetected,
    startTimes: parts.startTimes,
    estimated: parts.estimated ?? false,
    notes,
    problem: parts.problem ?? null,
    sessions: parts.sessions ?? [],
    session: parts.session ?? (parts.sessions?.length ? 0 : null),
    canEstimateStartTimes: parts.canEstimateStartTimes ?? false,
  };
}
