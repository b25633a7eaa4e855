import { trustNotifications } from '../trust/trust-notifications.ts';
import { cardRescueNotifications, isCardRescueEvent, secureByOf } from './card-rescue-notifications.ts';
import { isTermsEvent, termsNotifications } from './terms-notifications.ts';
import { BOOKING_NOTICES } from './booking-event-notifications.ts';
import {
  eventWhen,
  noticeOf,
  type TBookingEventFacts,
  type TNoticeTable,
  type TNotificationDraft,
} from './notification-parts.ts';
import { OFFER_NOTICES } from './offer-notifications.ts';
import { REQUEST_NOTICES } from './request-notifications.ts';

/**
 * Who hears about each booking outbox event (decision record 025/029 event types), under which preference category,
 * with which words. Pure: the server gathers the facts (the request, names, the DJs a share reached) and stores the
 * drafts. The party that made a move is not told about its own move.
 */

export {
  eventWhen,
  NOTIFICATION_URLS,
  shortDescription,
  type TBookingEventFacts,
  type TNotificationDraft,
} from './notification-parts.ts';

/** Every family's notices by event type: the request's, the booking's and the offer's. */
const NOTICES: TNoticeTable = { ...REQUEST_NOTICES, ...BOOKING_NOTICES, ...OFFER_NOTICES };

export function bookingNotifications(facts: TBookingEventFacts): TNotificationDraft[] {
  const notice = noticeOf(facts);
  const {
    type,
    payload,
    request,
    booking,
    djId,
    djName,
    when,
    customerName,
    customerUrl,
    theCustomer,
    reason,
  } = notice;
  const { toCustomer, toDj } = notice;
  if (isCardRescueEvent(type, payload))
    return cardRescueNotifications(facts, {
      when,
      djName: djName(djId),
      customerName,
      secureBy: eventWhen(secureByOf(request.eventAt), request.eventTimezone),
      customerUrl,
    });

  if (isTermsEvent(type))
    return termsNotifications({
      type,
      booking,
      when,
      djName: djName(djId),
      theCustomer,
      reason,
      toCustomer: (kind, title, body) => toCustomer('bookingUpdates', kind, title, body),
      toDj: (userId, kind, title, body) => toDj(userId, 'bookingUpdates', kind, title, body),
    });
  // offer.accepted is told by the request's acceptance; the rest (authorized, reauthorized, completed, …) are
  // steps the party made itself or that need nothing from anyone. Messages, reviews and disputes: trust/.
  return Object.hasOwn(NOTICES, type) ? NOTICES[type]!(notice) : trustNotifications(facts, when);
}
