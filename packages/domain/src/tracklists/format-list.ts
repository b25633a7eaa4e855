import type { TTracklistFormatId } from './types.ts';

/**
 * What the pages, the footer and the index need to know about each converter, without the converters
 * themselves: the footer is in every page's first load, the conversion code only in the converter pages.
 */

/** docs/product/djs.md: the converters live under /dj-tools. */
export const DJ_TOOLS_PATH = '/dj-tools';

export interface TTracklistFormatInfo {
  id: TTracklistFormatId;
  /** Route segment under /dj-tools. */
  slug: string;
  /** Full route, `/dj-tools/<slug>`. */
  path: string;
  /** The software's name as shown on the page ("Algoriddim djay"). */
  name: string;
  /** One line on what the converter reads. */
  summary: string;
  /** One line on how the start times in the output are found. */
  output: string;
  /** File upload: lower-case extensions with the dot, and the matching `accept` attribute; null for paste only. */
  upload: { extensions: readonly string[]; accept: string } | null;
  /** Two lines on where to find the export in that software. */
  help: readonly [string, string];
  /** A short sample of the input, for the input box's placeholder. */
  example: string;
  /** Whether `estimateStartTimes` does anything for this format. */
  canEstimateStartTimes: boolean;
}

function upload(...extensions: string[]): TTracklistFormatInfo['upload'] {
  return { extensions, accept: extensions.join(',') };
}

function info(definition: Omit<TTracklistFormatInfo, 'path'>): TTracklistFormatInfo {
  return { ...definition, path: `${DJ_TOOLS_PATH}/${definition.slug}` };
}

/** The five converters in the order the /dj-tools index and the footer list them. */
export const TRACKLIST_FORMAT_LIST: readonly TTracklistFormatInfo[] = [
  info({
    id: 'djay',
    slug: 'algoriddim-djay-tracklist-export',
    name: 'Algoriddim djay',
    summary: 'Reads the history CSV that djay exports for a session, uploaded or pasted.',
    output: 'Start times from the clock time each track was played, counted from the first track.',
    upload: upload('.csv'),
    help: [
      'In djay, open History in the library, select the session you played and export it as a CSV file.',
      'Upload that file or paste its contents here; the title, artist and time columns are read by name.',
    ],
    example: 'Title,Artist,Time\nOne More Time,Daft Punk,21:03\nStrings of Life,Rhythim Is Rhythim,21:07',
    canEstimateStartTimes: false,
  }),
  info({
    id: '1001tracklists',
    slug: '1001tracklists-tracklist-export',
    name: '1001Tracklists',
    summary: 'Reads a tracklist copied from 1001tracklists.com, with cue times or track numbers.',
    output: 'Start times from the cue times in the list; record labels in brackets are left out.',
    upload: null,
    help: [
      'Open the tracklist on 1001tracklists.com and select the tracks, from the first cue time or number to the last.',
      'Copy and paste them here: lines start with [mm:ss], [h:mm:ss] or a track number such as 01.',
    ],
    example:
      '[00:00] Daft Punk - One More Time [VIRGIN]\n[04:12] Rhythim Is Rhythim - Strings of Life [TRANSMAT]',
    canEstimateStartTimes: false,
  }),
  info({
    id: 'virtualdj',
    slug: 'virtualdj-tracklist-export',
    name: 'VirtualDJ',
    summary: 'Reads the tracklist.txt history VirtualDJ keeps, or a session .m3u from its History folder.',
    output: 'Start times from the clock times, or from the track lengths when most lines have no time.',
    upload: upload('.txt', '.m3u', '.m3u8'),
    help: [
      'VirtualDJ writes each set to History/tracklist.txt in its home folder (Documents/VirtualDJ on Windows).',
      'Upload that file or a session .m3u from the same History folder, or paste its lines.',
    ],
    example:
      'VirtualDJ History - 2025/06/14\n------------------------------\n22:04 : Daft Punk - One More Time',
    canEstimateStartTimes: false,
  }),
  info({
    id: 'serato',
    slug: 'serato-tracklist-export',
    name: 'Serato DJ',
    summary: 'Reads the CSV file Serato DJ exports from a History session, in 12- or 24-hour time.',
    output: 'Start times from the start time of each track, counted from the first track.',
    upload: upload('.csv'),
    help: [
      'In Serato DJ, click History, select the session and click Export with the format set to CSV.',
      'The file is saved in Music/_Serato_/History Exports; upload it or paste its contents here.',
    ],
    example: 'name,artist,start time\n"Friday",,"6/13/2025 10:01:00 PM"\nOne More Time,Daft Punk,10:01:00 PM',
    canEstimateStartTimes: false,
  }),
  info({
    id: 'rekordbox',
    slug: 'rekordbox-tracklist-export',
    name: 'rekordbox',
    summary:
      'Reads the three rekordbox exports: the playlist .txt, the playlist .m3u8 and the recording .cue.',
    output:
      'Start times from the .cue; added up from track lengths for the .m3u8; 00:00 for the .txt, optionally estimated.',
    upload: upload('.txt', '.m3u8', '.cue'),
    help: [
      'In rekordbox, right-click the playlist or history and choose Export a playlist to a file > (.txt) or (.m3u8); a recording also saves a .cue file.',
      'Upload or paste any of the three: only the .cue has the real start times; the .m3u8 gives times added up from track lengths; the .txt has none (00:00).',
    ],
    example: '#\tTrack Title\tArtist\tTime\n1\tOne More Time\tDaft Punk\t05:20',
    canEstimateStartTimes: true,
  }),
];

/** The converter listed for a /dj-tools route segment, or undefined for an unknown one. */
export function tracklistFormatInfoBySlug(slug: string): TTracklistFormatInfo | undefined {
  return TRACKLIST_FORMAT_LIST.find((entry) => entry.slug === slug);
}
