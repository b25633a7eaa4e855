import { amountLimit } from '../catalog/money-text.ts';
import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { PROJECT_FILE_EXTENSIONS } from '../catalog/daws.ts';
import { TRACK_GENRES, ZTrackGenre } from '../catalog/genres.ts';
import { EXTENDED_CURRENCIES } from '../catalog/currencies.ts';

/**
 * Upload New Track (docs/product/producers-and-labels.md): POST /producer/tracks as multipart with the spec's field
 * names. The four files come as a finished resumable upload's id (any size) or as the file itself (up to
 * DIRECT_FILE_MAX_BYTES); prices are in the producer's currency with at most two decimals.
 */

export const TRACK_FILE_FIELDS = ['main_track', 'stems_zip', 'elements_zip', 'project_file'] as const;
export type TTrackFileField = (typeof TRACK_FILE_FIELDS)[number];
export const TRACK_PRICE_FIELDS = {
  stems_zip: 'stems_price',
  elements_zip: 'elements_price',
  project_file: 'project_price',
} as const;
export type TPricedFileField = keyof typeof TRACK_PRICE_FIELDS;

export const TRACK_FILE_LABELS: Record<TTrackFileField, string> = {
  main_track: 'main track',
  stems_zip: '4-stem ZIP',
  elements_zip: 'extracted elements ZIP',
  project_file: 'project file',
};

/** docs/product/producers-and-labels.md: the main track's types (320 kbps AAC or lossless FLAC recommended). */
export const MAIN_TRACK_EXTENSIONS = ['.aac', '.flac', '.wav', '.mp3'] as const;
export { PROJECT_FILE_EXTENSIONS, TRACK_GENRES };
export const ZIP_EXTENSIONS = ['.zip'] as const;

export const ACCEPTED_EXTENSIONS: Record<TTrackFileField, readonly string[]> = {
  main_track: MAIN_TRACK_EXTENSIONS,
  stems_zip: ZIP_EXTENSIONS,
  elements_zip: ZIP_EXTENSIONS,
  project_file: PROJECT_FILE_EXTENSIONS,
};

const GiB = 1024 ** 3;
/** Largest file per slot (resumable uploads). */
export const TRACK_FILE_MAX_BYTES: Record<TTrackFileField, number> = {
  main_track: 1 * GiB,
  stems_zip: 4 * GiB,
  elements_zip: 4 * GiB,
  project_file: 2 * GiB,
};
/** Files sent inside the multipart POST itself; larger ones go through a resumable upload first. */
export const DIRECT_FILE_MAX_BYTES = 64 * 1024 * 1024;

/** docs/product/producers-and-labels.md: recommended prices, in whole units of the producer's currency. */
export const RECOMMENDED_PRICES: Record<TPricedFileField, number> = {
  stems_zip: 5,
  elements_zip: 20,
  project_file: 40,
};
export const TRACK_PRICE_MAX = 10_000;
export const TRACK_TITLE_MAX_LENGTH = 200;
export const BPM_RANGE = { min: 20, max: 400 } as const;

export const RIGHTS_CONFIRMATION_TEXT =
  'I confirm I own all rights and authorize public performance of this music';

export const TRACK_UPLOAD_MESSAGES = {
  titleRequired: 'Track title is required',
  genreRequired: 'Please choose a genre',
  bpm: `BPM must be a whole number from ${BPM_RANGE.min} to ${BPM_RANGE.max}`,
  mainTrackRequired: 'Please add the main track (AAC, FLAC, WAV or MP3)',
  price: (field: TPricedFileField) =>
    `The ${TRACK_FILE_LABELS[field]} price must be a number from 0 to ${amountLimit(TRACK_PRICE_MAX)} with at most two decimals`,
  priceRequired: (field: TPricedFileField) => `Please set a price for the ${TRACK_FILE_LABELS[field]}`,
  priceWithoutFile: (field: TPricedFileField) =>
    `Add the ${TRACK_FILE_LABELS[field]} or leave its price empty`,
  rightsRequired: `Please confirm: ${RIGHTS_CONFIRMATION_TEXT}`,
  wrongType: (field: TTrackFileField) =>
    `The ${TRACK_FILE_LABELS[field]} must be one of: ${ACCEPTED_EXTENSIONS[field].join(', ')}`,
  tooLarge: (field: TTrackFileField) =>
    `The ${TRACK_FILE_LABELS[field]} is larger than ${TRACK_FILE_MAX_BYTES[field] / GiB} GB`,
  directTooLarge: (field: TTrackFileField) =>
    `The ${TRACK_FILE_LABELS[field]} is over 64 MB: send it as a resumable upload and give its upload id`,
  emptyFile: (field: TTrackFileField) => `The ${TRACK_FILE_LABELS[field]} is empty`,
  notAudio: 'The main track is not the kind of audio file its name says (AAC, FLAC, WAV or MP3)',
  executableProject: 'The project file is a program, not a DAW project, and was refused',
  uploadNotFound: (field: TTrackFileField) =>
    `The ${TRACK_FILE_LABELS[field]} upload was not found. Please upload the file again.`,
  uploadNotReady: (field: TTrackFileField) =>
    `The ${TRACK_FILE_LABELS[field]} has not finished uploading yet`,
  uploadWrongSlot: (field: TTrackFileField) => `That upload was not made for the ${TRACK_FILE_LABELS[field]}`,
  uploadUsed: (field: TTrackFileField) => `The ${TRACK_FILE_LABELS[field]} upload already belongs to a track`,
  unknownField: (name: string) => `Unknown field "${name}"`,
  duplicateField: (name: string) => `The field "${name}" was sent twice`,
  multipartRequired: 'Send the track as a multipart form (multipart/form-data)',
  uploadKind: 'Upload-Metadata "kind" must be main_track, stems_zip, elements_zip or project_file',
} as const;

/** Which upload slot a file name fits, by extension (for a clear message before any byte is sent). */
export function acceptsExtension(field: TTrackFileField, name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS[field].some((extension) => lower.endsWith(extension));
}

/** A price typed as text: digits with at most two decimals, 0 to TRACK_PRICE_MAX; in minor units. */
export function parsePriceMinor(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor <= TRACK_PRICE_MAX * 100 ? minor : null;
}

const ZOptionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** A price field: empty is "not given"; otherwise minor units. */
function zPrice(field: TPricedFileField) {
  return ZOptionalText.superRefine((value, ctx) => {
    if (value !== undefined && parsePriceMinor(value) === null)
      ctx.addIssue({ code: 'custom', message: TRACK_UPLOAD_MESSAGES.price(field) });
  }).transform((value) => (value === undefined ? undefined : (parsePriceMinor(value) as number)));
}

const TRUE_VALUES = ['true', 'on', '1', 'yes'];

/** The text fields of the upload (the files are checked apart): the multipart values, as strings. */
export const ZTrackUploadFields = z.object({
  title: zText({ label: 'Title' })
    .trim()
    .min(1, TRACK_UPLOAD_MESSAGES.titleRequired)
    .max(TRACK_TITLE_MAX_LENGTH, fieldTooLong('Title', TRACK_TITLE_MAX_LENGTH)),
  genre: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), ZTrackGenre),
  bpm: ZOptionalText.superRefine((value, ctx) => {
    if (value === undefined) return;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < BPM_RANGE.min || number > BPM_RANGE.max)
      ctx.addIssue({ code: 'custom', message: TRACK_UPLOAD_MESSAGES.bpm });
  }).transform((value) => (value === undefined ? null : Number(value))),
  stems_price: zPrice('stems_zip'),
  elements_price: zPrice('elements_zip'),
  project_price: zPrice('project_file'),
  rights_confirmed: z
    .string({ error: TRACK_UPLOAD_MESSAGES.rightsRequired })
    .refine(
      (value) => TRUE_VALUES.includes(value.trim().toLowerCase()),
      TRACK_UPLOAD_MESSAGES.rightsRequired,
    ),
});
export type TTrackUploadFields = z.output<typeof ZTrackUploadFields>;

/** One file of a track as its producer reads it back. */
export const ZTrackFile = z.object({
  original_name: z.string(),
  size_bytes: z.number(),
  /** The price in minor units of the track's currency; null for the main track. */
  price: z.number().nullable(),
  /** Audio files in a ZIP (the stems' or elements' names), empty for other files. */
  entries: z.array(z.string()),
});

/** GET /producer/tracks: the producer's own tracks, newest first. */
export const ZProducerTrack = z.object({
  id: z.number(),
  title: z.string(),
  genre: z.string(),
  bpm: z.number().nullable(),
  currency: z.enum(EXTENDED_CURRENCIES),
  main_track: ZTrackFile,
  stems_zip: ZTrackFile.nullable(),
  elements_zip: ZTrackFile.nullable(),
  project_file: ZTrackFile.nullable(),
  rights_confirmed_at: z.string(),
  created_at: z.string(),
});
export type TProducerTrack = z.infer<typeof ZProducerTrack>;
export type TTrackFile = z.infer<typeof ZTrackFile>;

/** A resumable upload of a track file (GET /producer/uploads/{id}). */
export const ZProducerUpload = z.object({
  id: z.string(),
  kind: z.enum(TRACK_FILE_FIELDS),
  status: z.enum(['uploading', 'complete', 'rejected']),
  error: z.string().nullable(),
  size_bytes: z.number(),
  offset_bytes: z.number(),
  original_name: z.string(),
});
export type TProducerUpload = z.infer<typeof ZProducerUpload>;
