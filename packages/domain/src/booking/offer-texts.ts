/**
 * The spec's words for a customer's answer to an offer (docs/product/offers-and-contracts.md; word for word), with no
 * zod: the booking API's messages and the role pages' demo simulation both say them.
 */
export const OFFER_ANSWER_TEXTS = {
  /** The customer accepted (a first proposal or the DJ's counter). */
  acceptedByCustomer: 'Booking confirmed! Contract sent to DJ.',
  /** A counter offer declined. */
  counterDeclined: 'Counter offer declined.',
} as const;
