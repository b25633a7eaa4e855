import { OFFER_MESSAGES, type TOffer, type TOfferSide } from './booking-api.ts';

/**
 * An offer's latest outcome as each party reads it. The offer keeps one status line (OFFER_MESSAGES: the spec's
 * words, which the spec gives to the customer, and ours); a line written from one side is put in the other side's
 * words here, naming the other party, so neither reads a line meant for the other ("Contract sent to DJ." to the DJ).
 */

/** What the DJ reads where the stored line is the customer's (or names the customer in the third person). */
export const OFFER_LINES_FOR_DJ = {
  bookingConfirmed: 'Booking confirmed. The contract is on its way to you.',
  countered: (customer: string, rate: string | null) =>
    rate === null ? `${customer} sent a counter offer.` : `${customer} countered with ${rate} / hour.`,
  counterSent: (customer: string) => `Counter offer sent to ${customer}.`,
  offerAccepted: (customer: string) => `${customer} accepted your offer and confirms the contract next.`,
  counterAccepted: (customer: string) => `Counter offer accepted. ${customer} confirms the contract next.`,
  withdrawn: 'You withdrew this offer.',
} as const;

/** What the customer reads where the stored line is the DJ's (or names the customer in the third person). */
export const OFFER_LINES_FOR_CUSTOMER = {
  countered: (dj: string, rate: string | null) =>
    rate === null ? `${dj} sent a counter offer.` : `${dj} countered with ${rate} / hour.`,
  offerAccepted: 'Offer accepted. Confirm the contract next.',
  counterAccepted: (dj: string) => `${dj} accepted your counter offer. Confirm the contract next.`,
} as const;

/** Who reads the line; `money` writes an amount in the offer's currency as the reader's screen does ('€145'). */
export type TOfferLineReader =
  | { side: Extract<TOfferSide, 'customer'>; money: (amount: number) => string }
  /** The DJ reads the customer's display name (the customer reads the offer's `dj_name`). */
  | { side: Extract<TOfferSide, 'dj'>; customerName: string; money: (amount: number) => string };

type LineOffer = Pick<TOffer, 'status_message' | 'dj_name' | 'counter_hourly_rate'>;

/** The offer's status line for one party; null without one. Lines true from both sides pass unchanged. */
export function offerStatusLine(offer: LineOffer, reader: TOfferLineReader): string | null {
  const stored = offer.status_message;
  if (!stored) return null;
  const rate = offer.counter_hourly_rate === null ? null : reader.money(offer.counter_hourly_rate);
  if (reader.side === 'dj') {
    const customer = reader.customerName;
    switch (stored) {
      case OFFER_MESSAGES.acceptedByCustomer:
        return OFFER_LINES_FOR_DJ.bookingConfirmed;
      case OFFER_MESSAGES.counterSentByCustomer:
        return OFFER_LINES_FOR_DJ.countered(customer, rate);
      case OFFER_MESSAGES.counterSentByDj:
        return OFFER_LINES_FOR_DJ.counterSent(customer);
      case OFFER_MESSAGES.offerAcceptedByCustomer:
        return OFFER_LINES_FOR_DJ.offerAccepted(customer);
      case OFFER_MESSAGES.counterAcceptedByDj:
        return OFFER_LINES_FOR_DJ.counterAccepted(customer);
      case OFFER_MESSAGES.withdrawn:
        return OFFER_LINES_FOR_DJ.withdrawn;
      default:
        return stored;
    }
  }
  switch (stored) {
    case OFFER_MESSAGES.counterSentByDj:
      return OFFER_LINES_FOR_CUSTOMER.countered(offer.dj_name, rate);
    case OFFER_MESSAGES.offerAcceptedByCustomer:
      return OFFER_LINES_FOR_CUSTOMER.offerAccepted;
    case OFFER_MESSAGES.counterAcceptedByDj:
      return OFFER_LINES_FOR_CUSTOMER.counterAccepted(offer.dj_name);
    default:
      return stored;
  }
}
