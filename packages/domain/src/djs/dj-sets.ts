import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { blankToNull, zFormFlag } from '../text/form-values.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { URL_MAX_LENGTH } from '../accounts/fields.ts';
import { isHttpUrl } from './profile-rules.ts';
import { SET_PLATFORMS } from './set-platforms.ts';
import {
  DJ_SET_DESCRIPTION_MAX,
  DJ_SET_MESSAGES,
  DJ_SET_TITLE_MAX,
  DJ_SET_TRACKLIST_MAX,
  DJ_SET_TYPES,
} from './set-rules.ts';
import { SET_EDIT_MESSAGES } from './set-edit-rules.ts';
import { TRACKLIST_MESSAGES } from './set-tracklist.ts';

/** Request and answer schemas of a DJ's own set calls (docs/product/djs.md), the storage and the uploads. */

export const TRACKLIST_FILENAME_MAX = 255;
export const UPLOAD_ID_MAX = 100;

const ZFlag = zFormFlag('is_public must be true or false');

export const ZDjSetType = z.enum(DJ_SET_TYPES, { error: SET_EDIT_MESSAGES.setTypeInvalid });

/** Absent, null and blank are all "no title": the set rules then answer with the spec's message. */
const ZSetTitle = z.preprocess(
  blankToNull,
  zText({ label: 'Title' }).trim().max(DJ_SET_TITLE_MAX, fieldTooLong('Title', DJ_SET_TITLE_MAX)).nullish(),
);

const ZSetDescription = z.preprocess(
  blankToNull,
  zText({ label: 'Description', multiline: true })
    .trim()
    .max(DJ_SET_DESCRIPTION_MAX, fieldTooLong('Description', DJ_SET_DESCRIPTION_MAX))
    .nullish(),
);

/** The set's page on a platform (SoundCloud, Mixcloud, YouTube …); blank or null removes it. */
export const ZSetUrl = z.preprocess(
  blankToNull,
  zText({ label: 'Set URL' })
    .trim()
    .max(URL_MAX_LENGTH, fieldTooLong('Set URL', URL_MAX_LENGTH))
    .refine(isHttpUrl, DJ_SET_MESSAGES.urlInvalid)
    .nullish(),
);

/** The pasted tracklist or the uploaded file's text (decoded with tracklists/decode-text.ts). */
const ZTracklistText = z.preprocess(
  blankToNull,
  zText({ label: 'Tracklist', multiline: true })
    .max(DJ_SET_TRACKLIST_MAX, TRACKLIST_MESSAGES.tooLong)
    .nullish(),
);

const ZTracklistFilename = z.preprocess(
  blankToNull,
  zText({ label: 'Tracklist file name' })
    .trim()
    .max(TRACKLIST_FILENAME_MAX, fieldTooLong('Tracklist file name', TRACKLIST_FILENAME_MAX))
    .nullish(),
);

/** A completed resumable upload of this DJ (the last path segment of its upload URL); null removes the media. */
const ZUploadId = z.preprocess(
  blankToNull,
  zText({ label: 'upload_id' }).trim().max(UPLOAD_ID_MAX, fieldTooLong('upload_id', UPLOAD_ID_MAX)).nullish(),
);

const setFields = {
  title: ZSetTitle,
  description: ZSetDescription,
  external_url: ZSetUrl,
  tracklist: ZTracklistText,
  tracklist_filename: ZTracklistFilename,
  upload_id: ZUploadId,
  is_public: ZFlag.optional(),
};

/** POST /dj/sets. */
export const ZDjSetCreate = z.object(
  { ...setFields, set_type: ZDjSetType },
  { error: 'Expected a JSON object' },
);
export type TDjSetCreate = z.output<typeof ZDjSetCreate>;

/** PUT /dj/sets/{id}: any of the fields; what is absent stays, null or blank removes. */
export const ZDjSetUpdate = z.object(
  { ...setFields, set_type: ZDjSetType.optional() },
  { error: 'Expected a JSON object' },
);
export type TDjSetUpdate = z.output<typeof ZDjSetUpdate>;

/**
 * POST /dj-sets.php, the simple upload: title, description, set_type, external_url, platform. The platform is read
 * from the URL (embeds.ts), so the one sent is not needed; a tracklist may come along as in POST /dj/sets.
 */
export const ZDjSetSimpleCreate = z.object(
  {
    title: ZSetTitle,
    description: ZSetDescription,
    set_type: ZDjSetType.default('audio'),
    external_url: ZSetUrl,
    platform: z.preprocess(blankToNull, zText({ label: 'Platform' }).max(50).nullish()),
    tracklist: ZTracklistText,
    tracklist_filename: ZTracklistFilename,
    is_public: ZFlag.optional(),
  },
  { error: 'Expected a JSON object' },
);
export type TDjSetSimpleCreate = z.output<typeof ZDjSetSimpleCreate>;

export const ZSetTrack = z.object({ artist: z.string(), title: z.string(), start: z.string().nullable() });

export const ZDjSetMedia = z.object({
  url: z.string(),
  mime_type: z.string(),
  size_bytes: z.number(),
  original_name: z.string(),
});
export type TDjSetMedia = z.infer<typeof ZDjSetMedia>;

/** A set as the DJ's own calls answer it. */
export const ZDjSet = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  set_type: z.enum(DJ_SET_TYPES),
  external_url: z.string().nullable(),
  platform: z.enum(SET_PLATFORMS),
  embed_html: z.string().nullable(),
  tracklist: z.string().nullable(),
  tracks: z.array(ZSetTrack),
  is_public: z.boolean(),
  media: ZDjSetMedia.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDjSet = z.infer<typeof ZDjSet>;

/** GET /dj/storage. */
export const ZDjStorage = z.object({
  used_bytes: z.number(),
  limit_bytes: z.number(),
  free_bytes: z.number(),
});
export type TDjStorage = z.infer<typeof ZDjStorage>;

export const MEDIA_UPLOAD_STATUSES = ['uploading', 'complete', 'rejected'] as const;
export type TMediaUploadStatus = (typeof MEDIA_UPLOAD_STATUSES)[number];

/** GET /dj/uploads/{id}. */
export const ZMediaUpload = z.object({
  id: z.string(),
  status: z.enum(MEDIA_UPLOAD_STATUSES),
  error: z.string().nullable(),
  size_bytes: z.number(),
  offset_bytes: z.number(),
  mime_type: z.string().nullable(),
  original_name: z.string(),
});
export type TMediaUpload = z.infer<typeof ZMediaUpload>;
