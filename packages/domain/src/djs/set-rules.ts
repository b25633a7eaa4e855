/**
 * A DJ's own sets (docs/product/djs.md): set types, the media and tracklist files a set takes, the storage quota
 * and the messages, free of schema code so the dashboard's set form loads them without zod.
 */

export const DJ_SET_TYPES = ['audio', 'video', 'tracklist'] as const;
export type TDjSetType = (typeof DJ_SET_TYPES)[number];
export const DJ_SET_TYPE_LABELS: Record<TDjSetType, string> = {
  audio: 'Audio',
  video: 'Video',
  tracklist: 'Tracklist only',
};

export const DJ_SET_TITLE_MAX = 200;
export const DJ_SET_DESCRIPTION_MAX = 5000;
/** A pasted or uploaded tracklist: a long night's history export stays well under this. */
export const DJ_SET_TRACKLIST_MAX = 200_000;

/** docs/product/djs.md: audio mp3, wav, flac, m4a, aac, aiff, wave; video mp4 only. */
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'flac', 'm4a', 'aac', 'aiff', 'wave'] as const;
export const VIDEO_EXTENSIONS = ['mp4'] as const;
export type TMediaExtension = (typeof AUDIO_EXTENSIONS)[number] | (typeof VIDEO_EXTENSIONS)[number];

/** The types browsers and players name those files by (what an upload may declare). */
export const MEDIA_MIME_TYPES: Record<TMediaExtension, readonly string[]> = {
  mp3: ['audio/mpeg', 'audio/mp3'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  wave: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  flac: ['audio/flac', 'audio/x-flac'],
  m4a: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'],
  aac: ['audio/aac', 'audio/x-aac', 'audio/aacp'],
  aiff: ['audio/aiff', 'audio/x-aiff'],
  mp4: ['video/mp4'],
};

/** docs/product/djs.md: tracklist files csv, json, m3u, txt (the extension picks the parser). */
export const TRACKLIST_EXTENSIONS = ['csv', 'json', 'm3u', 'txt'] as const;
export type TTracklistExtension = (typeof TRACKLIST_EXTENSIONS)[number];

/**
 * The upload hint says "max 10GB, with 10GB of free storage" (docs/product/djs.md): the quota is 10 GB per DJ
 * (1024-based).
 */
export const DJ_STORAGE_LIMIT_BYTES = 10 * 1024 ** 3;
export const MEDIA_MAX_BYTES = DJ_STORAGE_LIMIT_BYTES;
export const MEDIA_UPLOAD_HINT = 'Max 10GB, with 10GB of free storage';
/** The hint with the DJ's actual free storage once known ("Max 10GB, with 7.9 GB of free storage"). */
export function mediaUploadHint(free?: string): string {
  return free ? `Max 10GB, with ${free} of free storage` : MEDIA_UPLOAD_HINT;
}

const UNKNOWN_ERROR = 'Unknown error';
const withReason = (prefix: string) => (error: string | undefined) =>
  `${prefix}: ${error?.trim() || UNKNOWN_ERROR}`;

export const DJ_SET_MESSAGES = {
  /** The exact words users meet (docs/product/djs.md). */
  tracklistOnlyRequired: 'Title and a tracklist (paste or upload) are required for tracklist-only sets.',
  mediaSetRequired: 'Title, a tracklist (paste or upload), and either a set URL or media file are required.',
  urlRequired: 'Please provide a URL for your DJ set',
  tracklistFileRequired: 'Please upload a tracklist file',
  audioFileInvalid: 'Audio sets take MP3, WAV, FLAC, M4A, AAC or AIFF files',
  videoFileInvalid: 'Video sets take MP4 files',
  tracklistFileInvalid: 'Tracklist files must be CSV, JSON, M3U or TXT',
  mediaTooLarge: 'Media files can be at most 10GB',
  overQuota: (free: string) => `This file is larger than your free storage (${free} free)`,
  urlInvalid: 'The set URL must start with http:// or https://',
  urlWithMedia: 'Give either a set URL or a media file, not both',
  mediaForTracklist: 'Tracklist-only sets have no set URL or media file',
  /** The exact words users meet (docs/product/djs.md). */
  uploadFailed: withReason('Failed to upload DJ set'),
  uploadUnreachable: 'Error uploading DJ set. Please try again.',
  addFailed: 'Failed to add DJ set',
  deleteFailed: withReason('Failed to delete DJ set'),
  deleteUnreachable: 'Failed to delete DJ set.',
  saveFailed: withReason('Failed to save DJ set'),
  notFound: 'DJ set not found',
} as const;

/** The lower-case extension of a file name ("Mix.MP3" → "mp3"), or "" when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file of this name is media for a set of this type (by extension, the way the picker offers them). */
export function isMediaFileFor(setType: 'audio' | 'video', name: string): boolean {
  const extension = fileExtension(name);
  const allowed: readonly string[] = setType === 'audio' ? AUDIO_EXTENSIONS : VIDEO_EXTENSIONS;
  return allowed.includes(extension);
}

export function isTracklistFile(name: string): boolean {
  return (TRACKLIST_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** The file picker's accept attribute for a set's media: extensions and their types. */
export function mediaAccept(setType: 'audio' | 'video'): string {
  const extensions: readonly TMediaExtension[] = setType === 'audio' ? AUDIO_EXTENSIONS : VIDEO_EXTENSIONS;
  const types = new Set(extensions.flatMap((extension) => MEDIA_MIME_TYPES[extension]));
  return [...extensions.map((extension) => `.${extension}`), ...types].join(',');
}

export const TRACKLIST_ACCEPT = TRACKLIST_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** What a set needs before it is sent (docs/product/djs.md): the message to show, or null. */
export function setRequirementProblem(set: {
  setType: TDjSetType;
  title: string;
  tracklist: string;
  externalUrl: string;
  hasMedia: boolean;
}): string | null {
  const hasTitle = set.title.trim() !== '';
  const hasTracklist = set.tracklist.trim() !== '';
  if (set.setType === 'tracklist') {
    return hasTitle && hasTracklist ? null : DJ_SET_MESSAGES.tracklistOnlyRequired;
  }
  const hasSource = set.externalUrl.trim() !== '' || set.hasMedia;
  return hasTitle && hasTracklist && hasSource ? null : DJ_SET_MESSAGES.mediaSetRequired;
}
