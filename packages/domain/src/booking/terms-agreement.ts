import { z } from 'zod';
import { fieldTooLong } from '../accounts/messages.ts';
import { zText } from '../text/safe-text.ts';
import {
  CANCELLATION_NOTICE_HOURS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_PAYMENT_TERMS,
  PAYMENT_TERMS,
  TERMS_MESSAGES,
  isCancellationNoticeHours,
  isPaymentTerms,
  type TCancellationNoticeHours,
  type TPaymentTerms,
} from './contract.ts';
import { blankToUndefined, numeric } from './request-form-fields.ts';
import { TERMS_REFUSALS } from './terms-transitions.ts';

/**
 * The DJ's terms travel with the offer (decision record 029): a DJ's standard payment terms and cancellation notice
 * (the profile's), an offer's or a DJ counter's own, and the DJ's answer to terms the customer changed. Only these
 * two terms are the DJ's to agree to; the equipment and the customer's further terms go to the DJ with the contract.
 */

/** The two terms an offer carries. */
export type TOfferTerms = { paymentTerms: TPaymentTerms; cancellationNoticeHours: TCancellationNoticeHours };

export const DEFAULT_OFFER_TERMS: TOfferTerms = {
  paymentTerms: DEFAULT_PAYMENT_TERMS,
  cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS,
};

/** Stored terms as the rules know them; a value they do not know is the default. */
export function offerTermsFrom(paymentTerms: unknown, cancellationNoticeHours: unknown): TOfferTerms {
  return {
    paymentTerms: isPaymentTerms(paymentTerms) ? paymentTerms : DEFAULT_OFFER_TERMS.paymentTerms,
    cancellationNoticeHours: isCancellationNoticeHours(cancellationNoticeHours)
      ? cancellationNoticeHours
      : DEFAULT_OFFER_TERMS.cancellationNoticeHours,
  };
}

/** Whether the customer's terms differ from the DJ's: only the payment terms and the cancellation notice count. */
export function termsChanged(djTerms: TOfferTerms, customerTerms: TOfferTerms): boolean {
  return (
    djTerms.paymentTerms !== customerTerms.paymentTerms ||
    djTerms.cancellationNoticeHours !== customerTerms.cancellationNoticeHours
  );
}

export const DECLINE_TERMS_MESSAGE_MAX_LENGTH = 500;

export const TERMS_AGREEMENT_MESSAGES = {
  ...TERMS_REFUSALS,
  messageTooLong: fieldTooLong('Message', DECLINE_TERMS_MESSAGE_MAX_LENGTH),
  notAwaiting: 'This booking is not waiting for your agreement to new terms',
  customerSetsNoOfferTerms: 'Only the DJ sets the payment terms and cancellation notice of an offer',
} as const;

/** A payment terms value a form or client sends; absent or blank: not given. */
export const ZOptionalPaymentTerms = z.preprocess(
  blankToUndefined,
  z.enum(PAYMENT_TERMS, { error: TERMS_MESSAGES.paymentTermsInvalid }).optional(),
);

/** A notice as a select sends it (72 or "72"); absent or blank: not given. */
export const ZOptionalNoticeHours = z.preprocess(
  (value) => numeric(blankToUndefined(value)),
  z.literal(CANCELLATION_NOTICE_HOURS, { error: TERMS_MESSAGES.noticeInvalid }).optional(),
);

/** The fields an offer or a DJ's counter may carry (absent: the DJ's standard terms, or the offer's standing ones). */
export const offerTermsFields = {
  payment_terms: ZOptionalPaymentTerms,
  cancellation_notice_hours: ZOptionalNoticeHours,
};

/** GET/PUT /dj/profile: the DJ's standard terms. */
export const djStandardTermsFields = {
  default_payment_terms: ZOptionalPaymentTerms,
  default_cancellation_notice_hours: ZOptionalNoticeHours,
};

/** POST /bookings/{id}/decline-terms: why the DJ sends the customer's terms back (the customer reads it). */
export const ZDeclineTermsBody = z.strictObject({
  message: z.preprocess(
    (value) => (value === null ? undefined : value),
    zText({ error: TERMS_REFUSALS.messageRequired, label: 'Message', multiline: true })
      .trim()
      .min(1, TERMS_REFUSALS.messageRequired)
      .max(DECLINE_TERMS_MESSAGE_MAX_LENGTH, TERMS_AGREEMENT_MESSAGES.messageTooLong),
  ),
});
export type TDeclineTermsBody = z.infer<typeof ZDeclineTermsBody>;

/** Who proposed the standing terms of a booking. */
export const TERMS_PROPOSERS = ['dj', 'customer'] as const;

/** The DJ's terms as the offer carried them, beside the booking's (the agreement screen's left column). */
export const ZDjTerms = z.object({
  payment_terms: z.enum(PAYMENT_TERMS),
  cancellation_notice_hours: z.literal(CANCELLATION_NOTICE_HOURS),
});

/** The agreement fields of a booking's `terms`. */
export const termsAgreementFields = {
  proposed_by: z.enum(TERMS_PROPOSERS),
  customer_agreed_at: z.string().nullable(),
  dj_agreed_at: z.string().nullable(),
};

/** The DJ sent the customer's terms back: when and why (null otherwise, and once the booking is confirmed). */
export const ZTermsDeclined = z.object({ message: z.string(), at: z.string() }).nullable();
