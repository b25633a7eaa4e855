/**
 * The spec's words for a customer's answer to an offer (spec 2 §4, 3 §4, verbatim), with no zod: the booking API's
 * messages and the role pages' demo simulation both say them.
 */
export const OFFER_ANSWER_TEXTS = {
  /** The customer accepted (a first proposal or the DJ's counter). */
  acceptedByCustomer: 'Booking confirmed! Contract sent to DJ.',
  /** A counter offer declined. */
  counterDeclined: 'Counter offer declined.',
} as const;
