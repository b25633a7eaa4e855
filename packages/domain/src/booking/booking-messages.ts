import { amountLimit } from '../catalog/money-text.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { TERMS_MESSAGES } from './contract.ts';
import { OFFER_ANSWER_TEXTS } from './offer-texts.ts';
import { BOOKING_REFUSALS } from './transition-guards.ts';
import {
  CANCEL_REASON_MAX_LENGTH,
  DECLINE_REASON_MAX_LENGTH,
  OFFER_HOURLY_RATE_MAX,
  OFFER_MESSAGE_MAX_LENGTH,
} from './booking-statuses.ts';

/** The words of the offer and booking calls: their refusals and answers, and how long ago something changed. */

export const OFFER_MESSAGES = {
  ...OFFER_ANSWER_TEXTS,
  /** docs/product/booking-requests.md: the offer form's amount. */
  rateInvalid: 'Please enter a valid offer amount',
  /** Ours (decision record 029). */
  counterAcceptedByDj: 'Counter offer accepted. The customer confirms the contract next.',
  /**
   * The customer accepted: the booking waits for the customer's contract, so the spec's 'Booking confirmed! Contract
   * sent to DJ.' (acceptedByCustomer) becomes the offer's line only when the customer confirms it.
   */
  offerAcceptedByCustomer: 'Offer accepted. The customer confirms the contract next.',
  offerDeclined: 'Offer declined.',
  counterSentByCustomer: 'Counter offer sent to the DJ.',
  counterSentByDj: 'Counter offer sent to the customer.',
  withdrawn: 'Offer withdrawn by the DJ.',
  closedBookedElsewhere: 'This request was booked with another DJ.',
  closedAcceptedAsAsked: 'The DJ accepted the request as asked.',
  closedCancelled: 'This request was cancelled by the customer.',
  closedExpired: 'This request expired before a booking was made.',
  closedDjBookedThen: 'The DJ was booked for another event at that time.',
  notYourTurn: "It is the other side's turn to answer this offer",
  alreadyAccepted: BOOKING_REFUSALS.alreadyAccepted,
  notLive: 'This offer is no longer open',
  requestNotOpen: 'This request is no longer open to offers',
  liveOfferExists: 'You already have an open offer on this request: wait for an answer or withdraw it first',
  notYourOffer: 'Only the DJ who made this offer can withdraw it',
  notReached: 'This booking request was not sent to you',
  notCustomer: 'Only the customer who made this booking request can do this',
  notParty: 'Only the customer who made this request or the DJ who made this offer can answer it',
  /** The currency is the request's: screens that know it say it as money (offerMessageIn). */
  rateTooHigh: `Hourly rate must be at most ${amountLimit(OFFER_HOURLY_RATE_MAX)} in the request's currency`,
  rateDecimals: 'Hourly rate must have at most 2 decimals',
  amountTooSmall: 'This amount is too small to leave any payout after fees',
  amountTooLarge: 'This offer is too large to be paid by card',
  sameAmount: 'A counter offer must name a different amount',
  messageTooLong: fieldTooLong('Message', OFFER_MESSAGE_MAX_LENGTH),
  reasonTooLong: fieldTooLong('Reason', DECLINE_REASON_MAX_LENGTH),
  notFound: 'Offer not found',
} as const;

export const BOOKING_MESSAGES = {
  /** Decision record 029. */
  agreeRequired: 'You must agree to the contract terms to confirm',
  priceAboveHold: BOOKING_REFUSALS.chargeAboveHold,
  alreadyAccepted: BOOKING_REFUSALS.alreadyAccepted,
  cancelReasonRequired: BOOKING_REFUSALS.cancelReasonRequired,
  chargedAlready: BOOKING_REFUSALS.chargedAlready,
  payoutAccountMissing: 'Connect a payout account to receive this payout',
  /** Ours: a DJ plays one booking at a time (decision record 042). */
  djBookedThen: 'You already have a booking at that time',
  djBookedElsewhere: 'This DJ is already booked at that time',
  /** Ours: the field checks of the confirmation and the outcomes both sides read. */
  paymentTermsInvalid: TERMS_MESSAGES.paymentTermsInvalid,
  noticeInvalid: TERMS_MESSAGES.noticeInvalid,
  equipmentInvalid: 'Equipment provided must be a list of items',
  equipmentTooMany: TERMS_MESSAGES.equipmentTooMany,
  equipmentItemTooLong: TERMS_MESSAGES.equipmentItemTooLong,
  additionalTermsTooLong: TERMS_MESSAGES.additionalTermsTooLong,
  specialRequirementsTooLong: TERMS_MESSAGES.specialRequirementsTooLong,
  cancelReasonTooLong: fieldTooLong('Reason', CANCEL_REASON_MAX_LENGTH),
  cancelledFree: 'Booking cancelled. Nothing was charged and the hold on the card was released.',
  cancelledCharged: 'Booking cancelled inside the cancellation notice: the agreed amount was charged.',
  cancelledByDj:
    'The DJ cancelled the booking. Nothing was charged; the request is open to similar DJs again.',
  notConfirmable: 'Only a booking awaiting confirmation can be confirmed',
  notCancellable: 'This booking has ended and can no longer be cancelled',
  notFound: 'Booking not found',
} as const;

const SECOND_MS = 1000;
const UNITS = [
  { ms: 86_400_000, word: 'day' },
  { ms: 3_600_000, word: 'hour' },
  { ms: 60_000, word: 'minute' },
] as const;

/**
 * docs/product/booking-requests.md: how long ago something changed: under 60 s 'Just now', then 'N minute(s) ago', 'N
 * hour(s) ago', 'N day(s) ago' (whole units, rounded down). A time ahead of `now` (clocks apart) is 'Just now'; an
 * unreadable one is ''.
 */
export function relativeTime(from: string | Date, now: Date): string {
  const at = typeof from === 'string' ? new Date(from) : from;
  const elapsed = now.getTime() - at.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < 60 * SECOND_MS) return 'Just now';
  for (const { ms, word } of UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count >= 1) return `${count} ${word}${count === 1 ? '' : 's'} ago`;
  }
  return 'Just now';
}
