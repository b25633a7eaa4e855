/**
 * What the offer and booking calls take and answer (issue #12; decision record 029), one import for both ends: the
 * statuses and limits (booking-statuses.ts), the messages (booking-messages.ts) and the bodies and answers
 * (booking-schemas.ts). The rules behind them are in offers.ts and contract.ts.
 */

// The contract's constants belong with its rules (contract.ts, no zod); the API names them here too.
export {
  CANCELLATION_NOTICE_HOURS,
  CANCELLATION_NOTICE_LABELS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_PAYMENT_TERMS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
} from './contract.ts';
export type { TCancellationNoticeHours, TPaymentTerms } from './contract.ts';

export * from './booking-statuses.ts';
export * from './booking-messages.ts';
export * from './booking-schemas.ts';
