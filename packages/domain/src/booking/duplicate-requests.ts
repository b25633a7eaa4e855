import type { TPerformanceType } from './request-rules.ts';
import { isFinalStatus, type TRequestStatus } from './states.ts';

/**
 * One booking asked for once (issue #28, decision record 042): a customer's second active request for the same
 * booking is refused unless the customer says to send it anyway (`allow_duplicate: true`). Active means open,
 * negotiating or booked: any status but the final ones (cancelled, expired, completed). A request whose DJ declined
 * it, or left it, is no longer that DJ's. No zod: the forms load this without schema code.
 */

/** The 409's words; the answer carries `existing_request_id` beside them. */
export const DUPLICATE_REQUEST_MESSAGE = 'You have already asked for this booking';

/** A customer's earlier request, as the duplicate rule reads it. */
export type TEarlierRequest = {
  id: number;
  status: TRequestStatus;
  /** The DJ a targeted request was aimed at. */
  targetDjId: number | null;
  /** The aimed-at DJ declined it (or left it): it is no longer that DJ's. */
  targetLeft: boolean;
  /** The DJ whose acceptance made the booking. */
  acceptedDjId: number | null;
  eventAt: Date;
  eventEndsAt: Date;
  performanceType: TPerformanceType;
  city: string | null;
  country: string | null;
};

/** The request about to be sent. */
export type TNewRequest = {
  djId: number | null;
  eventAt: Date;
  eventEndsAt: Date;
  performanceType: TPerformanceType;
  city: string | null;
  country: string | null;
};

/** Whether a request still counts: open, negotiating or booked. */
export function isActiveRequest(status: TRequestStatus): boolean {
  return status !== 'draft' && !isFinalStatus(status);
}

/** The DJ an earlier request is with: the one who accepted it, else the one it is aimed at unless they declined. */
export function requestDjOf(request: TEarlierRequest): number | null {
  if (request.acceptedDjId !== null) return request.acceptedDjId;
  return request.targetLeft ? null : request.targetDjId;
}

/** Two events overlap when each starts before the other ends (decision record 042; back to back is no overlap). */
export function eventsOverlap(
  a: { eventAt: Date; eventEndsAt: Date },
  b: { eventAt: Date; eventEndsAt: Date },
): boolean {
  return a.eventAt.getTime() < b.eventEndsAt.getTime() && b.eventAt.getTime() < a.eventEndsAt.getTime();
}

const placeText = (value: string | null) =>
  (value ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The same place: the same performance type, city (whatever its case and spacing) and country. */
export function samePlace(
  a: Pick<TNewRequest, 'performanceType' | 'city' | 'country'>,
  b: Pick<TNewRequest, 'performanceType' | 'city' | 'country'>,
): boolean {
  return (
    a.performanceType === b.performanceType &&
    placeText(a.city) === placeText(b.city) &&
    placeText(a.country) === placeText(b.country)
  );
}

/**
 * Whether an earlier request asks for the same booking: for a request aimed at a DJ, an active one with that DJ at an
 * overlapping time; for an open request, an active one at the same date, time and place.
 */
export function isDuplicateOf(earlier: TEarlierRequest, next: TNewRequest): boolean {
  if (!isActiveRequest(earlier.status)) return false;
  if (next.djId !== null) return requestDjOf(earlier) === next.djId && eventsOverlap(earlier, next);
  return earlier.eventAt.getTime() === next.eventAt.getTime() && samePlace(earlier, next);
}

/** The newest earlier request the new one duplicates (the highest id), or null. */
export function duplicateRequestOf(
  earlier: readonly TEarlierRequest[],
  next: TNewRequest,
): TEarlierRequest | null {
  let found: TEarlierRequest | null = null;
  for (const request of earlier)
    if (isDuplicateOf(request, next) && (found === null || request.id > found.id)) found = request;
  return found;
}
