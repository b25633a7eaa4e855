import { formatMoney, isExtendedCurrency } from '../catalog/currencies.ts';
import type { TBookingEventFacts, TNotificationDraft } from '../notifications/notification-parts.ts';
import type { TNotificationCategory } from '../notifications/preferences.ts';
import { MESSAGE_EVENT_TYPES } from './trust-events.ts';
import { DISPUTE_OUTCOMES } from './disputes.ts';

/**
 * Who hears about a message, review or dispute (decision record 034), with which words: the other party of the
 * conversation or booking; both for a published review and a decision. A message's text never leaves the
 * conversation (notifications say who wrote, not what). `when` is the event's date as booking notifications word it.
 */
export function trustNotifications(facts: TBookingEventFacts, when: string): TNotificationDraft[] {
  const { type, payload, request } = facts;
  const num = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  const whole = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  const currency = typeof payload['currency'] === 'string' ? payload['currency'] : request.currency;
  /** An amount of the payload in minor units, in its currency; null when there is none to state. */
  const money = (value: unknown) => {
    const minor = whole(value);
    return minor !== null && isExtendedCurrency(currency) ? formatMoney(minor, currency) : null;
  };
  const actor = (payload['actor'] ?? {}) as { role?: unknown };
  const role = actor.role === 'customer' || actor.role === 'dj' ? actor.role : 'system';
  const djId = num(payload['dj_id']) ?? facts.booking?.djUserId ?? null;
  if (djId === null) return [];
  const bookingId = num(payload['booking_id']) ?? facts.booking?.id ?? null;
  const djName = facts.djNames.get(djId) ?? 'The DJ';
  const customerWord = request.customerRole === 'venue' ? 'The venue' : 'The customer';
  const url = (side: 'customer' | 'dj') =>
    bookingId !== null
      ? `/bookings/${bookingId}`
      : side === 'dj'
        ? '/dj-dashboard'
        : request.customerRole === 'venue'
          ? '/venue-dashboard?tab=bookings'
          : '/enthusiast-dashboard?tab=events';
  // A DJ's message answers the customer's request ('DJ answers and offers on your booking requests'); reviews,
  // disputes and refunds concern a booking that took place: booking updates.
  const customerCategory: TNotificationCategory = (MESSAGE_EVENT_TYPES as readonly string[]).includes(type)
    ? 'requestResponses'
    : 'bookingUpdates';
  const toCustomer = (kind: string, title: string, body: string): TNotificationDraft => ({
    userId: request.customerUserId,
    audience: request.customerRole,
    category: customerCategory,
    kind,
    title,
    body,
    url: url('customer'),
  });
  const toDj = (kind: string, title: string, body: string): TNotificationDraft => ({
    userId: djId,
    audience: 'dj',
    category: 'bookingUpdates',
    kind,
    title,
    body,
    url: url('dj'),
  });
  const toOther = (kind: string, customerTitle: string, djTitle: string, body: string) =>
    role === 'dj'
      ? [toCustomer(kind, customerTitle, body)]
      : role === 'customer'
        ? [toDj(kind, djTitle, body)]
        : [];

  switch (type) {
    case 'message.sent':
      return toOther(
        'message',
        `New message from ${djName}`,
        `New message from ${customerWord.toLowerCase()}`,
        `About the booking for ${when}. Open the conversation to read it.`,
      );
    case 'review.written':
      // The second review publishes both: the other party, who already wrote theirs, hears of it as published.
      if (payload['other_written'] === true) return [];
      return toOther(
        'review_written',
        `${djName} reviewed your booking`,
        `${customerWord} reviewed your booking`,
        `Write your review of the booking on ${when} within 14 days: both reviews are published together.`,
      );
    case 'review.published': {
      // Both written, or the 14 days ended with one: then whoever did not write learns that the other did.
      const body =
        payload['window_closed'] === true
          ? `The review period of the booking on ${when} ended: the review written is published.`
          : `The reviews of the booking on ${when} are published.`;
      return [
        toCustomer('review_published', 'Reviews published', body),
        toDj('review_published', 'Reviews published', body),
      ];
    }
    case 'review.answered':
      return toOther(
        'review_answered',
        `${djName} answered your review`,
        `${customerWord} answered your review`,
        `Your review of the booking on ${when} has an answer.`,
      );
    case 'dispute.opened':
      return toOther(
        'dispute_opened',
        `${djName} opened a dispute`,
        `${customerWord} opened a dispute`,
        `A dispute about the booking on ${when} waits for your answer.`,
      );
    case 'dispute.answered':
      return toOther(
        'dispute_answered',
        `${djName} answered your dispute`,
        `${customerWord} answered your dispute`,
        `Cuepoint decides the dispute about the booking on ${when} next.`,
      );
    case 'dispute.decided': {
      const decided = `Cuepoint decided the dispute about the booking on ${when}`;
      const outcome = DISPUTE_OUTCOMES.find((known) => known === payload['outcome']);
      const refund = money(payload['amount_minor']);
      // An event written before decisions carried their money says only that it was decided.
      if (!outcome || (outcome !== 'no_refund' && refund === null))
        return [
          toCustomer('dispute_decided', 'Dispute decided', `${decided}.`),
          toDj('dispute_decided', 'Dispute decided', `${decided}.`),
        ];
      if (outcome === 'no_refund')
        return [
          toCustomer('dispute_decided', 'Dispute decided', `${decided}: no refund.`),
          toDj('dispute_decided', 'Dispute decided', `${decided}: no refund. Your payout stays as agreed.`),
        ];
      const words = `a ${outcome === 'full_refund' ? 'full' : 'partial'} refund of ${refund}`;
      // The DJ's share of the refund came out of the payout: the DJ reads what is left of it.
      const payoutNow = num(payload['dj_share_minor']) === null ? null : money(payload['dj_payout_minor']);
      return [
        toCustomer('dispute_decided', 'Dispute decided', `${decided}: ${words} to your card.`),
        toDj(
          'dispute_decided',
          'Dispute decided',
          `${decided}: ${words} to ${customerWord.toLowerCase()}.` +
            (payoutNow === null ? '' : ` Your payout for this booking is now ${payoutNow}.`),
        ),
      ];
    }
    case 'dispute.refunded': {
      // A refund of nothing is never sent: an amount of 0 is no amount to state.
      const refunded = num(payload['amount_minor']) === null ? null : money(payload['amount_minor']);
      return [
        toCustomer(
          'refund_sent',
          'Refund sent',
          `${refunded ?? 'A refund'} for the booking on ${when} is on its way back to your card.`,
        ),
      ];
    }
    default:
      return [];
  }
}
