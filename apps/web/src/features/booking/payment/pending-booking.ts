import type { TAuthorization, TBookingAudience, TBookingRequestBody } from '../booking-api.ts';
import type { IntentToConfirm } from './payment-outcome.ts';
import { RETURN_PARAM } from '../return-param.ts';

export { RETURN_PARAM };

/**
 * A booking whose card is at the bank's 3-D Secure page: everything needed to finish it when the browser comes back
 * (the form as filled in, the request, the authorization and this attempt's Idempotency-Key), kept in the tab's
 * sessionStorage for an hour. The return address names the attempt, so only that page resumes it, once.
 */
export type PendingBooking = {
  attemptId: string;
  /** The page's path and query the form stands on, without the return marker. */
  page: string;
  audience: TBookingAudience;
  /** The request being submitted; null for another use of the card step (flowKey names it). */
  body: TBookingRequestBody | null;
  flowKey?: string;
  authorization: TAuthorization;
  intent: IntentToConfirm;
  /** The form's own state, restored as it was. */
  draft: unknown;
  savedAt: number;
};

const STORAGE_KEY = 'cuepoint_pending_booking';
const MAX_AGE_MS = 60 * 60_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A fresh id for one attempt to secure and submit a booking: the submit's Idempotency-Key. */
export function newAttemptId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The page's path and query without the return marker. */
export function pageOf(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(RETURN_PARAM);
  params.delete('payment_intent');
  params.delete('payment_intent_client_secret');
  params.delete('setup_intent');
  params.delete('setup_intent_client_secret');
  params.delete('redirect_status');
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/** Where the bank's page sends the browser back: this page, marked with the attempt. */
export function returnUrl(origin: string, page: string, attemptId: string): string {
  const url = new URL(page, origin);
  url.searchParams.set(RETURN_PARAM, attemptId);
  return url.toString();
}

export function savePendingBooking(pending: PendingBooking): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
}

export function clearPendingBooking(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** A resumed booking and, when the bank's page says so, whether the verification failed. */
export type ResumedBooking = PendingBooking & { authenticationFailed: boolean };

/**
 * The booking to resume on this page: the address carries the attempt's marker and the tab kept that attempt for
 * this page within the hour. Anything else (another page, an old or unreadable record) resumes nothing.
 */
export function pendingBookingFor(
  location: { pathname: string; search: string },
  now: number,
): ResumedBooking | null {
  const attemptId = new URLSearchParams(location.search).get(RETURN_PARAM);
  if (!attemptId) return null;
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingBooking;
    if (pending.attemptId !== attemptId || pending.page !== pageOf(location)) return null;
    if (!(now - pending.savedAt >= 0 && now - pending.savedAt < MAX_AGE_MS)) return null;
    const status = new URLSearchParams(location.search).get('redirect_status');
    return { ...pending, authenticationFailed: status === 'failed' };
  } catch {
    return null;
  }
}
