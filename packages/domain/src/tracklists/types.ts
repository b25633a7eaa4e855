/** The five source formats, by id. Route slugs and display names live in `format-list.ts`. */
export const TRACKLIST_FORMAT_IDS = ['djay', '1001tracklists', 'virtualdj', 'serato', 'rekordbox'] as const;
export type TTracklistFormatId = (typeof TRACKLIST_FORMAT_IDS)[number];

/** What a converter accepts: pasted text, or the bytes of an uploaded file (any encoding the decoder knows). */
export type TTracklistInput = string | Uint8Array | ArrayBuffer;

export interface TConvertOptions {
  /**
   * rekordbox only: instead of 00:00 for every track (the spec's rule), start each track where the
   * previous ones end by summing the `Time` (track length) column. The result is marked `estimated`.
   */
  estimateStartTimes?: boolean;
  /**
   * Which of the result's `sessions` to convert, by index, when the source holds several (a VirtualDJ
   * history with more than one set). Out of range or left out: the last, most recent one.
   */
  session?: number;
}

/** One set in a source that can hold several (VirtualDJ history) or names its set (Serato, a cue sheet). */
export interface TTracklistSession {
  /** The set's name as the source gives it (Serato's session row, a cue sheet's TITLE), or null. */
  name: string | null;
  /** The set's date as the source gives it, `YYYY-MM-DD` when it is a full year-month-day date, or null. */
  date: string | null;
  /** Clock time of day the set's first track started, in seconds since midnight, or null. */
  startClock: number | null;
  /** Tracks the set would convert to. */
  trackCount: number;
  /** 1-based source line where the set begins. */
  line: number;
}

/** One converted track. `artist` and `track` are the cleaned source text (no comma replacement). */
export interface TTracklistTrack {
  artist: string;
  track: string;
  /** Offset from the start of the set; the first track is always 0. */
  startSeconds: number;
  /** 1-based line of the source text the track came from. */
  line: number;
}

/** A source line that is not in the output, and why. */
export interface TSkippedLine {
  /** 1-based line number in the decoded text. */
  line: number;
  /** The line as it was read (trimmed, at most 200 characters). */
  text: string;
  reason: string;
}

/**
 * How the start times were found:
 * - `clock`: clock times of day, as offsets from the first track (djay, Serato, VirtualDJ)
 * - `cue`: cue times written in the list (1001Tracklists)
 * - `durations`: running total of track lengths (VirtualDJ without clock times, rekordbox estimate)
 * - `none`: the source has no timing; every track is 00:00 (rekordbox)
 */
export type TStartTimeSource = 'clock' | 'cue' | 'durations' | 'none';

export interface TTracklistResult {
  format: TTracklistFormatId;
  tracks: TTracklistTrack[];
  /** One output line per track: `Artist, Track` TAB `mm:ss`. */
  lines: string[];
  /** `lines` joined with `\n`; empty when nothing was converted. */
  output: string;
  /** Every non-blank line that produced no track, in source order. */
  skipped: TSkippedLine[];
  /** Data rows found (non-blank lines or CSV rows after any header), converted or not. */
  rowsDetected: number;
  startTimes: TStartTimeSource;
  /** True when start times are a guess (rekordbox `estimateStartTimes`). */
  estimated: boolean;
  /** Human-readable remarks about the conversion (guessed values, detected layout). */
  notes: string[];
  /**
   * Why nothing in the input could be read, said once for the whole input (the wrong kind of file, no
   * header row), or null. Lines are then not listed one by one in `skipped`.
   */
  problem: string | null;
  /** The sets the source holds, in source order; empty when it says nothing about its set. */
  sessions: TTracklistSession[];
  /** Index in `sessions` of the set that was converted; null when `sessions` is empty. */
  session: number | null;
  /** Whether `estimateStartTimes` changes this result (rekordbox's .txt export, which has track lengths only). */
  canEstimateStartTimes: boolean;
}
