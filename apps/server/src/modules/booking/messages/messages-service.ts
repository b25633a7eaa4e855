import {
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  mayEditMessage,
  type TMessage,
  type TThread,
  type TUnreadThread,
} from '@cuepoint/domain/trust/messages';
import { REVIEW_MESSAGES } from '@cuepoint/domain/trust/reviews';
import type { TBookingStatus } from '@cuepoint/domain/booking/booking-api';
import type { Clock } from '../../../adapters/clock.ts';
import type { Db } from '../../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import { appendBookingEvent } from '../../notifications/index.ts';
import { messageQueries, type MessageQueries } from './messages-store.ts';
import { presentMessage, presentThread, type ThreadFacts } from './present-thread.ts';
import { sideOf, type TBookingSide } from '@cuepoint/domain/booking/sides';

type Pair = { requestId: number; customerUserId: number; djUserId: number; bookingId: number | null };

/** The caller's side of the conversation; anyone else gets the 404 of a conversation that does not exist. */
function partySide(pair: Pair, user: AuthUser): TBookingSide {
  const side = sideOf(pair, user);
  if (!side) throw notFound(MESSAGE_MESSAGES.notFound);
  return side;
}

/**
 * Conversations between a request's customer and each DJ it reached, continued by their booking (decision record
 * 034). Only the two parties read or write one: anyone else gets a 404, as if it did not exist. Each message writes a
 * `message.sent` outbox row (without its text) for live updates and notifications.
 */
export function createMessagesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const store = messageQueries(db);

  /** The pair a request conversation is between, checked for the reader. */
  async function requestPair(user: AuthUser, requestId: number, djId: number | undefined): Promise<Pair> {
    const request = await store.request(requestId);
    if (!request) throw notFound(MESSAGE_MESSAGES.notFound);
    let djUserId: number;
    if (user.userType === 'dj') {
      if (!(await store.reached(requestId, user.id))) throw notFound(MESSAGE_MESSAGES.notFound);
      djUserId = user.id;
    } else {
      if (request.customerUserId !== user.id) throw notFound(MESSAGE_MESSAGES.notFound);
      if (djId === undefined) throw badRequest(MESSAGE_MESSAGES.djRequired);
      if (!(await store.reached(requestId, djId))) throw notFound(MESSAGE_MESSAGES.djNotReached);
      djUserId = djId;
    }
    return {
      requestId,
      customerUserId: request.customerUserId,
      djUserId,
      bookingId: await store.bookingOf(requestId, djUserId),
    };
  }

  async function bookingPair(user: AuthUser, bookingId: number): Promise<Pair> {
    const booking = await store.booking(bookingId);
    if (!booking || !sideOf(booking, user)) throw notFound(MESSAGE_MESSAGES.notFound);
    return {
      requestId: booking.requestId,
      customerUserId: booking.customerUserId,
      djUserId: booking.djUserId,
      bookingId: booking.id,
    };
  }

  async function factsOf(pair: Pair, queries: MessageQueries = store): Promise<ThreadFacts> {
    const [thread, names, revealed, bookingStatus] = await Promise.all([
      queries.thread(pair.requestId, pair.djUserId),
      queries.names(pair.customerUserId, pair.djUserId),
      queries.confirmedBetween(pair.customerUserId, pair.djUserId),
      pair.bookingId === null ? null : queries.bookingStatus(pair.bookingId),
    ]);
    return {
      thread,
      requestId: pair.requestId,
      bookingId: pair.bookingId,
      customer: { id: pair.customerUserId, name: names.customer },
      dj: { id: pair.djUserId, name: names.dj },
      revealed,
      bookingStatus: bookingStatus as TBookingStatus | null,
    };
  }

  /** The conversation as the reader sees it; reading it marks the other party's messages read. */
  async function read(user: AuthUser, pair: Pair): Promise<TThread> {
    const facts = await factsOf(pair);
    const rows = facts.thread ? await store.messagesOf(facts.thread.id, MESSAGE_LIMITS.pageSize) : [];
    const now = clock.now();
    if (facts.thread && rows.length > 0) await store.markRead(facts.thread.id, partySide(pair, user), now);
    return presentThread(facts, rows, user.id, now);
  }

  async function send(user: AuthUser, pair: Pair, text: string): Promise<TMessage> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const queries = messageQueries(txDb);
      const thread = await queries.ensureThread(pair.requestId, pair.customerUserId, pair.djUserId);
      const row = await queries.insertMessage(thread.id, user.id, text, now);
      const side = partySide(pair, user);
      // Whoever answers has read what came before.
      await queries.markRead(thread.id, side, now);
      await appendBookingEvent(txDb, {
        requestId: pair.requestId,
        type: 'message.sent',
        createdAt: now,
        payload: {
          type: 'message.sent',
          at: now.toISOString(),
          actor: { role: side, userId: user.id },
          dj_id: pair.djUserId,
          customer_id: pair.customerUserId,
          thread_id: thread.id,
          message_id: row.id,
          ...(pair.bookingId ? { booking_id: pair.bookingId } : {}),
        },
      });
      const facts = await factsOf(pair, queries);
      return presentMessage(row, facts, user.id, now);
    });
  }

  return {
    readRequestThread: async (user: AuthUser, requestId: number, djId: number | undefined) =>
      read(user, await requestPair(user, requestId, djId)),
    sendOnRequest: async (user: AuthUser, requestId: number, djId: number | undefined, text: string) =>
      send(user, await requestPair(user, requestId, djId), text),
    readBookingThread: async (user: AuthUser, bookingId: number) =>
      read(user, await bookingPair(user, bookingId)),
    sendOnBooking: async (user: AuthUser, bookingId: number, text: string) =>
      send(user, await bookingPair(user, bookingId), text),

    /** The reader's conversations with unread messages from the other party (for the request lists' badges). */
    async unread(user: AuthUser): Promise<TUnreadThread[]> {
      return (await store.unreadOf(user.id)).map((row) => ({
        request_id: row.requestId,
        dj_id: row.djUserId,
        unread: row.unread,
      }));
    },

    /** The sender corrects a message within 5 minutes of sending it; the earlier text is kept. */
    async edit(user: AuthUser, messageId: number, text: string): Promise<TMessage> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const queries = messageQueries(txDb);
        const found = await queries.message(messageId, { lock: true });
        if (!found || (found.thread.customerUserId !== user.id && found.thread.djUserId !== user.id))
          throw notFound(MESSAGE_MESSAGES.messageNotFound);
        if (found.message.senderUserId !== user.id) throw forbidden(MESSAGE_MESSAGES.notYourMessage);
        if (found.message.removedAt || !mayEditMessage(found.message.createdAt, now))
          throw unprocessable(MESSAGE_MESSAGES.editWindowPassed);
        const row = await queries.editMessage(found.message, text, now);
        const pair: Pair = {
          requestId: found.thread.requestId,
          customerUserId: found.thread.customerUserId,
          djUserId: found.thread.djUserId,
          bookingId: await queries.bookingOf(found.thread.requestId, found.thread.djUserId),
        };
        await appendBookingEvent(txDb, {
          requestId: pair.requestId,
          type: 'message.edited',
          createdAt: now,
          payload: {
            type: 'message.edited',
            at: now.toISOString(),
            actor: { role: partySide(pair, user), userId: user.id },
            dj_id: pair.djUserId,
            customer_id: pair.customerUserId,
            thread_id: found.thread.id,
            message_id: row.id,
            ...(pair.bookingId ? { booking_id: pair.bookingId } : {}),
          },
        });
        return presentMessage(row, await factsOf(pair, queries), user.id, now);
      });
    },

    /** The other party reports a message for the operators to moderate. */
    async report(user: AuthUser, messageId: number, reason: string): Promise<void> {
      const found = await store.message(messageId);
      if (!found || (found.thread.customerUserId !== user.id && found.thread.djUserId !== user.id))
        throw notFound(MESSAGE_MESSAGES.messageNotFound);
      if (found.message.senderUserId === user.id) throw forbidden(MESSAGE_MESSAGES.ownMessage);
      if (!(await store.report('message', messageId, user.id, reason, clock.now())))
        throw conflict(REVIEW_MESSAGES.alreadyReported);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
