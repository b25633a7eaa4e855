import { ROUTING_EVENT_TYPES } from './effects.ts';
import { isBookingWindowOpen } from './schedule.ts';
import type { TRequestStatus } from './states.ts';

/**
 * A DJ who becomes a match after an open request was shared — a new DJ verifying the address, a DJ who changed the
 * rate, the place, the kinds of performance or the genres (decision record 045) — is reached by it too, while the
 * request is still open to several DJs and can still be answered, and only as long as it has reached fewer than
 * MAX_ROUTED_DJS DJs besides the one it was aimed at. A request still aimed at one DJ alone (its first 48 hours) is
 * not shared early.
 */
export function mayReachNewDjs(request: { status: TRequestStatus; eventAt: Date }, now: Date): boolean {
  return request.status === 'shared' && isBookingWindowOpen(request.eventAt, now);
}

/** The outbox event of such a reach: it tells the DJs it reached, not the customer (nothing they did changed). */
export const REACHED_NEW_DJS_EVENT = ROUTING_EVENT_TYPES[0];
