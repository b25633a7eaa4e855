import { z } from 'zod';
import { zText } from '../text/safe-text.ts';

/**
 * POST /admin/announcements (decision record 031): an operator announces a new feature to every account that turned
 * newFeatures on (off by default). The key names the announcement: sending the same key again reaches only accounts
 * that have not had it yet, so a retried request never notifies anyone twice.
 */

export const ANNOUNCEMENT_MESSAGES = {
  key: 'The key must be 3 to 60 lower-case letters, digits or dashes, like "offers-in-app"',
  titleRequired: 'Please give the announcement a title',
  titleTooLong: 'A title can be at most 80 characters',
  bodyRequired: 'Please write what is new',
  bodyTooLong: 'The text can be at most 300 characters',
  url: 'The link must be a path on Cuepoint starting with "/", like /search',
} as const;

export const ZAnnouncementBody = z.strictObject({
  key: z
    .string({ error: ANNOUNCEMENT_MESSAGES.key })
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/, ANNOUNCEMENT_MESSAGES.key),
  title: zText({ error: ANNOUNCEMENT_MESSAGES.titleRequired, label: 'Title' })
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.titleRequired)
    .max(80, ANNOUNCEMENT_MESSAGES.titleTooLong),
  body: zText({ error: ANNOUNCEMENT_MESSAGES.bodyRequired, label: 'Text', multiline: true })
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.bodyRequired)
    .max(300, ANNOUNCEMENT_MESSAGES.bodyTooLong),
  // Same-origin paths only: a push or e-mail from Cuepoint never leads elsewhere.
  url: z
    .string({ error: ANNOUNCEMENT_MESSAGES.url })
    .trim()
    .max(200, ANNOUNCEMENT_MESSAGES.url)
    .regex(/^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#]*$/, ANNOUNCEMENT_MESSAGES.url)
    .default('/'),
});
export type TAnnouncementBody = z.infer<typeof ZAnnouncementBody>;

export const ZAnnouncementResult = z.object({
  key: z.string(),
  /** Accounts notified by this request (each gets a push and an e-mail delivery, by their preferences). */
  recipients: z.number().int(),
});
