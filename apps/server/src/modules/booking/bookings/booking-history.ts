import type { TBookingHistoryEntry } from '@cuepoint/domain/booking/booking-api';

/**
 * One acceptance, one line: accepting an offer moves the offer (`offer.accepted`, with the agreed price) and, in the
 * same transaction, the request (`booking_request.accepted`). The audit trail keeps the offer's line and drops the
 * request's that came with it (same actor, same instant); accepting a request as asked has only the request's line,
 * which stays.
 */
export function oneLinePerAcceptance(entries: readonly TBookingHistoryEntry[]): TBookingHistoryEntry[] {
  const offerAcceptances = new Set(
    entries.filter((entry) => entry.type === 'offer.accepted').map((entry) => `${entry.actor}|${entry.at}`),
  );
  return entries.filter(
    (entry) =>
      entry.type !== 'booking_request.accepted' || !offerAcceptances.has(`${entry.actor}|${entry.at}`),
  );
}
