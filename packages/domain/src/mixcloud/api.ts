import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { DJ_SET_TRACKLIST_MAX } from '../djs/set-rules.ts';
import { MIXCLOUD_MESSAGES } from './messages.ts';
import { MIXCLOUD_NAME_MAX } from './sections.ts';

/**
 * The Mixcloud calls (docs/product/djs.md) and what the dashboard reads of them. Instants are ISO 8601 in UTC.
 * `cuepoint` is the spec's `{product}` target: the platform's own Mixcloud account.
 */

export const PUBLISH_TARGETS = ['none', 'cuepoint', 'user'] as const;
export type TPublishTarget = (typeof PUBLISH_TARGETS)[number];
export const PUBLISH_TARGET_LABELS: Record<TPublishTarget, string> = {
  none: 'Don’t publish',
  cuepoint: 'Cuepoint’s Mixcloud',
  user: 'My Mixcloud account',
};

/** queued → uploading → published, or → retrying (Mixcloud unreachable, tried again later) → …, or → failed. */
export const PUBLISH_STATUSES = ['queued', 'uploading', 'retrying', 'published', 'failed'] as const;
export type TPublishStatus = (typeof PUBLISH_STATUSES)[number];
export const ACTIVE_PUBLISH_STATUSES: readonly TPublishStatus[] = ['queued', 'uploading', 'retrying'];
export const PUBLISH_STATUS_LABELS: Record<TPublishStatus, string> = {
  queued: 'Waiting to upload',
  uploading: 'Uploading to Mixcloud',
  retrying: 'Mixcloud unreachable, trying again soon',
  published: 'Uploaded to Mixcloud',
  failed: 'Not uploaded',
};

/** GET /mixcloud-status.php. */
export const ZMixcloudStatus = z.object({
  connected: z.boolean(),
  /** The server has a Mixcloud application (client id and secret); without one, nothing can connect. */
  configured: z.boolean(),
  /** The platform's own account can take uploads (its token is configured). */
  platform_available: z.boolean(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  connected_at: z.string().nullable(),
  /** What the last use of the token found: it worked, Mixcloud refused it, or not known yet. */
  token_status: z.enum(['ok', 'invalid', 'unknown']),
});
export type TMixcloudStatus = z.infer<typeof ZMixcloudStatus>;

/** POST /mixcloud-start-token.php: the short-lived `t` for the full-page redirect to mixcloud-start.php. */
export const ZMixcloudStartToken = z.object({ t: z.string(), url: z.string(), expires_at: z.string() });
export type TMixcloudStartToken = z.infer<typeof ZMixcloudStartToken>;

export const ZMixcloudStartQuery = z.object({ t: z.string().max(500).optional() });

export const ZTokenTestQuery = z.object({
  target: z.enum(['user', 'cuepoint'], { error: 'target must be user or cuepoint' }).default('user'),
});

/** GET /mixcloud-token-test.php. */
export const ZTokenTest = z.object({
  ok: z.boolean(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  message: z.string(),
});
export type TTokenTest = z.infer<typeof ZTokenTest>;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The text fields of POST mixcloud-upload.php (the `mp3` file travels beside them). */
export const ZMixcloudUploadFields = z.object({
  title: z.preprocess(
    blankToUndefined,
    zText({ label: 'Title' })
      .trim()
      .max(MIXCLOUD_NAME_MAX, fieldTooLong('Title', MIXCLOUD_NAME_MAX))
      .optional(),
  ),
  publish_target: z.enum(PUBLISH_TARGETS, { error: MIXCLOUD_MESSAGES.targetInvalid }).default('user'),
  set_id: z.coerce
    .number({ error: MIXCLOUD_MESSAGES.setIdInvalid })
    .int(MIXCLOUD_MESSAGES.setIdInvalid)
    .min(1, MIXCLOUD_MESSAGES.setIdInvalid)
    .max(2_147_483_647, MIXCLOUD_MESSAGES.setIdInvalid),
  tracklist_csv: z.preprocess(
    blankToUndefined,
    zText({ label: 'Tracklist', multiline: true })
      .max(DJ_SET_TRACKLIST_MAX, fieldTooLong('Tracklist', DJ_SET_TRACKLIST_MAX))
      .optional(),
  ),
  tags: z.preprocess(
    blankToUndefined,
    zText({ label: 'Tags' }).max(500, fieldTooLong('Tags', 500)).optional(),
  ),
});
export type TMixcloudUploadFields = z.output<typeof ZMixcloudUploadFields>;

/** One upload of a set to Mixcloud, as the dashboard follows it. */
export const ZMixcloudPublish = z.object({
  id: z.number(),
  set_id: z.number(),
  title: z.string(),
  target: z.enum(['cuepoint', 'user']),
  status: z.enum(PUBLISH_STATUSES),
  /** 0 to 100: how much of the MP3 has reached Mixcloud. */
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  attempts: z.number(),
  tags: z.array(z.string()),
  sections_count: z.number(),
  cloudcast_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMixcloudPublish = z.infer<typeof ZMixcloudPublish>;

/** POST mixcloud-upload.php: the spec's `queued, published_to, error`, and the upload to follow in `data`. */
export const ZMixcloudUploadAnswer = z.object({
  success: z.literal(true),
  data: ZMixcloudPublish.nullable(),
  queued: z.boolean(),
  published_to: z.enum(PUBLISH_TARGETS),
  error: z.null(),
});
export type TMixcloudUploadAnswer = z.infer<typeof ZMixcloudUploadAnswer>;

export const ZCloudcastQuery = z.object({
  set_id: z.coerce
    .number({ error: MIXCLOUD_MESSAGES.setIdInvalid })
    .int(MIXCLOUD_MESSAGES.setIdInvalid)
    .min(1, MIXCLOUD_MESSAGES.setIdInvalid)
    .max(2_147_483_647, MIXCLOUD_MESSAGES.setIdInvalid),
});

/** GET /mixcloud-cloudcast.php: the spec's fields, with the cloudcast's address and what to tell the DJ. */
export const ZCloudcast = z.object({
  processing: z.boolean(),
  has_sections: z.boolean(),
  sections_count: z.number(),
  title: z.string().nullable(),
  url: z.string().nullable(),
  message: z.string().nullable(),
});
export type TCloudcast = z.infer<typeof ZCloudcast>;
