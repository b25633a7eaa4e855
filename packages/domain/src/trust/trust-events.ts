/**
 * The outbox events of reviews, messages and disputes (decision record 034): written with appendBookingEvent in the
 * transaction of the change, so live updates and notifications pick them up. Each payload names the request, the
 * booking or conversation, the DJ party (`dj_id`) and the actor; message texts never travel in the outbox.
 */
export const REVIEW_EVENT_TYPES = ['review.written', 'review.published', 'review.answered'] as const;
export const MESSAGE_EVENT_TYPES = ['message.sent', 'message.edited'] as const;
export const DISPUTE_EVENT_TYPES = [
  'dispute.opened',
  'dispute.answered',
  'dispute.decided',
  'dispute.refunded',
] as const;

export const TRUST_EVENT_TYPES = [
  ...REVIEW_EVENT_TYPES,
  ...MESSAGE_EVENT_TYPES,
  ...DISPUTE_EVENT_TYPES,
] as const;
export type TTrustEventType = (typeof TRUST_EVENT_TYPES)[number];

/** The audit trail's words for them (the booking page's history). */
export const TRUST_EVENT_LABELS: Record<TTrustEventType, string> = {
  'review.written': 'Review written',
  'review.published': 'Reviews published',
  'review.answered': 'Review answered',
  'message.sent': 'Message sent',
  'message.edited': 'Message edited',
  'dispute.opened': 'Dispute opened',
  'dispute.answered': 'Dispute answered',
  'dispute.decided': 'Dispute decided',
  'dispute.refunded': 'Refund sent',
};
