import type { TBookingStatus } from '@cuepoint/domain/booking/booking-api';
import { maskContactDetails } from '@cuepoint/domain/trust/contact-masking';
import { threadNotice } from '@cuepoint/domain/trust/thread-notice';
import {
  MESSAGE_EDIT_WINDOW_MS,
  MESSAGE_MESSAGES,
  type TMessage,
  type TThread,
} from '@cuepoint/domain/trust/messages';
import type { MessageRow, ThreadRow } from './messages-store.ts';

export type ThreadFacts = {
  thread: ThreadRow | null;
  requestId: number;
  bookingId: number | null;
  customer: { id: number; name: string };
  dj: { id: number; name: string };
  /** A booking between the two was confirmed: nothing is hidden any more. */
  revealed: boolean;
  /** The conversation's booking now (its latest on the request), null without one. */
  bookingStatus: TBookingStatus | null;
};

/**
 * One message as `readerId` reads it: the sender their own words; the other party with contact details hidden until
 * a booking between them is confirmed; a removed message as a notice for both.
 */
export function presentMessage(
  row: MessageRow,
  facts: Pick<ThreadFacts, 'customer' | 'revealed'>,
  readerId: number,
  now: Date,
): TMessage {
  const mine = row.senderUserId === readerId;
  const masked = mine || facts.revealed ? null : maskContactDetails(row.body);
  const editableUntil = new Date(row.createdAt.getTime() + MESSAGE_EDIT_WINDOW_MS);
  return {
    id: row.id,
    sender: row.senderUserId === facts.customer.id ? 'customer' : 'dj',
    mine,
    text: row.removedAt ? MESSAGE_MESSAGES.hidden : (masked?.text ?? row.body),
    hidden_details: row.removedAt ? [] : (masked?.hidden ?? []),
    removed: row.removedAt !== null,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    editable_until: mine && !row.removedAt && now < editableUntil ? editableUntil.toISOString() : null,
  };
}

export function presentThread(
  facts: ThreadFacts,
  rows: readonly MessageRow[],
  readerId: number,
  now: Date,
): TThread {
  return {
    id: facts.thread?.id ?? null,
    request_id: facts.requestId,
    booking_id: facts.bookingId,
    customer: facts.customer,
    dj: facts.dj,
    contact_details_hidden: !facts.revealed,
    notice: threadNotice(facts.revealed, facts.bookingStatus),
    messages: rows.map((row) => presentMessage(row, facts, readerId, now)),
  };
}
