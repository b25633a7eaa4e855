/** docs/product/djs.md: texts of the converter pages. */
export const TRACKLIST_UI = {
  inputLabel: 'Tracklist input',
  outputLabel: 'Converted tracklist',
  outputPlaceholder: 'Generated output will appear here',
  copy: 'Copy',
  copied: 'Copied',
} as const;

/** docs/product/djs.md: the Copied indicator shows for 1.5 seconds. */
export const COPIED_INDICATOR_MS = 1500;

/** Shown in the output line in place of a missing artist or title, so every line keeps its shape. */
export const UNKNOWN_ARTIST = 'Unknown Artist';
export const UNKNOWN_TRACK = 'Unknown Track';

/** Why a source line is not in the output. */
export const SKIP_REASONS = {
  beforeHeader: 'Comes before the header row',
  noArtistOrTitle: 'No artist or title on this row',
  notTabDelimited: 'Not tab-delimited like the header row',
  notCueLine: 'Does not start with a cue time like [12:34] or a track number like 01.',
  badCueTime: 'The cue time is not a valid time (mm:ss or h:mm:ss)',
  playedWith: 'Played together with the track above ("w/"), so it has no start time of its own',
  nothingAfterPrefix: 'Nothing follows the cue time or track number',
  notVirtualDjLine: 'Not a track line (expected "21:09 : Artist - Title")',
  nothingAfterTime: 'Nothing follows the time',
  notCueSheetLine: 'Not a cue sheet line (expected TRACK, TITLE, PERFORMER or INDEX)',
  pathWithoutEntry: 'A file path with no #EXTINF line before it, so it names no artist or title',
} as const;

/** Why nothing in an input could be read, said once for the whole input. */
export const PROBLEMS = {
  noCsvHeader:
    'No header row naming the title and artist columns was found in the first 10 rows, so no line could be read. ' +
    'Check that this is the export described above.',
  rekordboxUnknown:
    'This is none of the three rekordbox exports: no .txt header row naming the title and artist columns, ' +
    'no cue sheet TRACK entries (.cue) and no #EXTINF lines (.m3u8) were found.',
} as const;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function lineList(lines: readonly number[]): string {
  const shown = lines.slice(0, 10).join(', ');
  return lines.length > 10 ? `${shown} and ${lines.length - 10} more` : shown;
}

/** Remarks about a conversion, shown next to the output. */
export const NOTES = {
  missingArtist: (count: number) =>
    `${plural(count, 'track has', 'tracks have')} no artist and ${count === 1 ? 'is' : 'are'} shown as "${UNKNOWN_ARTIST}".`,
  missingTitle: (count: number) =>
    `${plural(count, 'track has', 'tracks have')} no title and ${count === 1 ? 'is' : 'are'} shown as "${UNKNOWN_TRACK}".`,
  missingStartTime: (lines: readonly number[]) =>
    `No readable start time on ${lines.length === 1 ? 'line' : 'lines'} ${lineList(lines)}; ` +
    `${lines.length === 1 ? 'that track keeps' : 'those tracks keep'} the previous track's time.`,
  missingDuration: (lines: readonly number[]) =>
    `No readable length on ${lines.length === 1 ? 'line' : 'lines'} ${lineList(lines)}; counted as 0:00.`,
  noTimeColumn: 'The export has no start time column, so every track starts at 00:00.',
  pastMidnight: 'The set runs past midnight; times after midnight continue from the evening before.',
  firstTrackAtZero: (cue: string) => `The first cue time was ${cue}; the first track always starts at 00:00.`,
  seratoSummaryRow: (line: number, name: string) =>
    `Line ${line} is the session row${name === '' ? '' : ` ("${name}")`}, not a track.`,
  sessions: (count: number, chosen: number, description: string) =>
    `This history holds ${count} sessions; converted: session ${chosen + 1} (${description}). ` +
    'Choose another session to convert it instead.',
  virtualDjClock: (timed: number, rows: number) =>
    `Clock times on ${timed} of ${rows} rows: start times are offsets from the first track.`,
  virtualDjDurations: (timed: number, rows: number) =>
    `Clock times on only ${timed} of ${rows} rows (60% needed): start times add up the track durations.`,
  rekordboxNoTimes: 'rekordbox exports have no start times, so every track starts at 00:00.',
  rekordboxEstimate:
    'Estimated start times: each track starts when the ones before it would have ended (the Time column). ' +
    'Real mixes overlap, so check them against your recording.',
  rekordboxNoLengths: 'There is no Time column to estimate from, so every track starts at 00:00.',
  cueSheetHours:
    'Read as a cue sheet (.cue): start times are the INDEX 01 positions in the recording, read as hours:minutes:seconds as rekordbox writes them.',
  cueSheetFrames:
    'Read as a cue sheet (.cue): start times are the INDEX 01 positions in the recording (minutes:seconds:frames; frames are dropped).',
  rekordboxM3u8:
    'Read as an .m3u8 playlist, which has no start times: each track starts when the lengths (#EXTINF) of the tracks before it add up. ' +
    'Real mixes overlap, so check them against your recording.',
} as const;
