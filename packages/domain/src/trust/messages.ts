import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { CONTACT_KINDS } from './contact-masking.ts';

/**
 * Messages between a customer and a DJ (decision record 034): one conversation per request and DJ it reached, which
 * the booking between them continues. Kept for good; the sender may correct a message within 5 minutes of sending it,
 * never later. Contact details are hidden from the other party until a booking between them is confirmed
 * (contact-masking.ts).
 */

export const MESSAGE_LIMITS = { textMax: 2000, pageSize: 200 } as const;
export const MESSAGE_EDIT_WINDOW_MS = 5 * 60_000;

export const MESSAGE_MESSAGES = {
  textRequired: 'Please write a message',
  textTooLong: `A message can be at most ${MESSAGE_LIMITS.textMax} characters`,
  djRequired: 'Please choose the DJ to write to (dj_id)',
  djIdInvalid: 'dj_id must be a whole number',
  djNotReached: 'This DJ has not received this request',
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  editWindowPassed: 'Messages can only be edited within 5 minutes of sending them',
  notYourMessage: 'You can only edit your own messages',
  hidden: 'This message was removed by Cuepoint for breaking the community rules.',
  ownMessage: 'You cannot report your own message',
} as const;

/** Whether the sender may still edit a message sent at `sentAt`. */
export function mayEditMessage(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() <= MESSAGE_EDIT_WINDOW_MS;
}

const messageText = zText({ error: MESSAGE_MESSAGES.textRequired, multiline: true, label: 'Message' })
  .trim()
  .min(1, MESSAGE_MESSAGES.textRequired)
  .max(MESSAGE_LIMITS.textMax, MESSAGE_MESSAGES.textTooLong);

const djId = z.coerce
  .number({ error: MESSAGE_MESSAGES.djIdInvalid })
  .int(MESSAGE_MESSAGES.djIdInvalid)
  .min(1, MESSAGE_MESSAGES.djIdInvalid)
  .max(2_147_483_647, MESSAGE_MESSAGES.djIdInvalid);

/** POST /booking-requests/{id}/messages: a DJ writes to the request's customer; the customer names the DJ. */
export const ZRequestMessageBody = z.strictObject({ text: messageText, dj_id: djId.optional() });
/** GET /booking-requests/{id}/messages?dj_id=: the customer names the DJ; a DJ reads their own conversation. */
export const ZRequestMessagesQuery = z.object({ dj_id: djId.optional() });
/** POST /bookings/{id}/messages and PATCH /messages/{id}. */
export const ZMessageBody = z.strictObject({ text: messageText });

export const ZMessage = z.object({
  id: z.number(),
  sender: z.enum(['customer', 'dj']),
  mine: z.boolean(),
  /** The sender's own words for the sender; for the other party with contact details hidden until booked. */
  text: z.string(),
  /** What was hidden from this reader (empty when nothing was). */
  hidden_details: z.array(z.enum(CONTACT_KINDS)),
  /** Removed by an operator: the text is replaced by a notice for both. */
  removed: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** Until when the sender may still edit it (null for the other party or once passed). */
  editable_until: z.string().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZThread = z.object({
  id: z.number().nullable(),
  request_id: z.number(),
  booking_id: z.number().nullable(),
  customer: z.object({ id: z.number(), name: z.string() }),
  dj: z.object({ id: z.number(), name: z.string() }),
  /** Contact details are hidden from each other until a booking between them is confirmed. */
  contact_details_hidden: z.boolean(),
  notice: z.string(),
  messages: z.array(ZMessage),
});
export type TThread = z.infer<typeof ZThread>;

/** GET /conversations/unread: the reader's conversations with messages from the other party not read yet. */
export const ZUnreadThread = z.object({ request_id: z.number(), dj_id: z.number(), unread: z.number() });
export type TUnreadThread = z.infer<typeof ZUnreadThread>;
