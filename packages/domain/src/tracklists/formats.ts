import { convert1001Tracklists } from './1001tracklists.ts';
import { convertDjay } from './djay.ts';
import { convertRekordbox } from './rekordbox.ts';
import { convertSerato } from './serato.ts';
import type { TConvertOptions, TTracklistFormatId, TTracklistInput, TTracklistResult } from './types.ts';
import { convertVirtualDj } from './virtualdj.ts';

/** Spec 3 §2: the converters live under /dj-tools. */
export const DJ_TOOLS_PATH = '/dj-tools';

export interface TTracklistFormat {
  id: TTracklistFormatId;
  /** Route segment under /dj-tools. */
  slug: string;
  /** Full route, `/dj-tools/<slug>`. */
  path: string;
  /** The software's name as shown on the page ("Algoriddim djay"). */
  name: string;
  /** File upload: lower-case extensions with the dot, and the matching `accept` attribute; null for paste only. */
  upload: { extensions: readonly string[]; accept: string } | null;
  /** Two lines on where to find the export in that software. */
  help: readonly [string, string];
  /** A short sample of the input, for the input box's placeholder. */
  example: string;
  /** Whether `estimateStartTimes` does anything for this format. */
  canEstimateStartTimes: boolean;
  convert: (input: TTracklistInput, options?: TConvertOptions) => TTracklistResult;
}

function upload(...extensions: string[]): TTracklistFormat['upload'] {
  return { extensions, accept: extensions.join(',') };
}

function format(definition: Omit<TTracklistFormat, 'path'>): TTracklistFormat {
  return { ...definition, path: `${DJ_TOOLS_PATH}/${definition.slug}` };
}

/** The five converters in the order the /dj-tools index and the footer list them. */
export const TRACKLIST_FORMATS: readonly TTracklistFormat[] = [
  format({
    id: 'djay',
    slug: 'algoriddim-djay-tracklist-export',
    name: 'Algoriddim djay',
    upload: upload('.csv'),
    help: [
      'In djay, open History in the library, select the session you played and export it as a CSV file.',
      'Upload that file or paste its contents here; the title, artist and time columns are read by name.',
    ],
    example: 'Title,Artist,Time\nOne More Time,Daft Punk,21:03\nStrings of Life,Rhythim Is Rhythim,21:07',
    canEstimateStartTimes: false,
    convert: (input) => convertDjay(input),
  }),
  format({
    id: '1001tracklists',
    slug: '1001tracklists-tracklist-export',
    name: '1001Tracklists',
    upload: null,
    help: [
      'Open the tracklist on 1001tracklists.com and select the tracks, from the first cue time or number to the last.',
      'Copy and paste them here: lines start with [mm:ss], [h:mm:ss] or a track number such as 01.',
    ],
    example:
      '[00:00] Daft Punk - One More Time [VIRGIN]\n[04:12] Rhythim Is Rhythim - Strings of Life [TRANSMAT]',
    canEstimateStartTimes: false,
    convert: (input) => convert1001Tracklists(input),
  }),
  format({
    id: 'virtualdj',
    slug: 'virtualdj-tracklist-export',
    name: 'VirtualDJ',
    upload: upload('.txt', '.m3u', '.m3u8'),
    help: [
      'VirtualDJ writes each set to History/tracklist.txt in its home folder (Documents/VirtualDJ on Windows).',
      'Upload that file or a session .m3u from the same History folder, or paste its lines.',
    ],
    example:
      'VirtualDJ History - 2025/06/14\n------------------------------\n22:04 : Daft Punk - One More Time',
    canEstimateStartTimes: false,
    convert: (input) => convertVirtualDj(input),
  }),
  format({
    id: 'serato',
    slug: 'serato-tracklist-export',
    name: 'Serato DJ',
    upload: upload('.csv'),
    help: [
      'In Serato DJ, click History, select the session and click Export with the format set to CSV.',
      'The file is saved in Music/_Serato_/History Exports; upload it or paste its contents here.',
    ],
    example: 'name,artist,start time\n"Friday",,"6/13/2025 10:01:00 PM"\nOne More Time,Daft Punk,10:01:00 PM',
    canEstimateStartTimes: false,
    convert: (input) => convertSerato(input),
  }),
  format({
    id: 'rekordbox',
    slug: 'rekordbox-tracklist-export',
    name: 'rekordbox',
    upload: upload('.txt'),
    help: [
      'In rekordbox, right-click the playlist or history and choose Export a playlist to a file > (.txt).',
      'Upload the .txt as saved or paste it; rekordbox has no start times, so every track starts at 00:00.',
    ],
    example: '#\tTrack Title\tArtist\tTime\n1\tOne More Time\tDaft Punk\t05:20',
    canEstimateStartTimes: true,
    convert: (input, options) => convertRekordbox(input, options),
  }),
];

export function tracklistFormat(id: TTracklistFormatId): TTracklistFormat {
  return TRACKLIST_FORMATS.find((entry) => entry.id === id)!;
}

/** The converter for a /dj-tools route segment, or undefined for an unknown one. */
export function tracklistFormatBySlug(slug: string): TTracklistFormat | undefined {
  return TRACKLIST_FORMATS.find((entry) => entry.slug === slug);
}

/** Converts `input` from the given format; never throws, whatever the input. */
export function convertTracklist(
  id: TTracklistFormatId,
  input: TTracklistInput,
  options?: TConvertOptions,
): TTracklistResult {
  return tracklistFormat(id).convert(input, options);
}
