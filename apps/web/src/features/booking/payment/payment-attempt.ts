import type { TBookingAudience, TBookingRequestBody, TIntentReference } from '../booking-api.ts';
import { pageOf } from './pending-booking.ts';

/**
 * The payment step of a new request, kept in the tab's sessionStorage from the moment it opens until the request is
 * submitted (or the step is cancelled): its Idempotency-Key, the request and the form as filled in, and once the card
 * is secured, the intent. A reload mid-payment opens the same step again: the payment step answers the same intent
 * for the same key (no second hold), and a secured card is submitted with the same key, so a request made before the
 * reload is answered, not made twice (issue #28).
 */
export type PaymentAttempt = {
  attemptId: string;
  /** The page's path and query the form stands on. */
  page: string;
  audience: TBookingAudience;
  body: TBookingRequestBody;
  draft: unknown;
  /** The customer chose to send it although they already asked for this booking. */
  allowDuplicate: boolean;
  /** The card this attempt secured, once it did. */
  secured: TIntentReference | null;
  savedAt: number;
};

const STORAGE_KEY = 'cuepoint_payment_attempt';
/** A card held for a request is released after 7 days; an attempt is resumed within a day. */
const MAX_AGE_MS = 24 * 60 * 60_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePaymentAttempt(attempt: PaymentAttempt): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // A full or refused storage only loses the resume after a reload.
  }
}

/** Records the card this attempt secured, before the request is submitted with it. */
export function markAttemptSecured(attemptId: string, secured: TIntentReference): void {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return;
  try {
    const attempt = JSON.parse(raw) as PaymentAttempt;
    if (attempt.attemptId === attemptId) savePaymentAttempt({ ...attempt, secured });
  } catch {
    // An unreadable record resumes nothing.
  }
}

export function clearPaymentAttempt(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** The attempt this page left unfinished (same page and form, within the day), or null. */
export function paymentAttemptFor(
  location: { pathname: string; search: string },
  audience: TBookingAudience,
  now: number,
): PaymentAttempt | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const attempt = JSON.parse(raw) as PaymentAttempt;
    if (attempt.page !== pageOf(location) || attempt.audience !== audience || !attempt.body) return null;
    if (!(now - attempt.savedAt >= 0 && now - attempt.savedAt < MAX_AGE_MS)) return null;
    return attempt;
  } catch {
    return null;
  }
}
