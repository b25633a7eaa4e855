import type { TLiveBookingEvent } from '@cuepoint/domain/booking/live-updates-api';
import type { LiveEventRow } from './live-store.ts';

const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^[0-9]{1,9}$/.test(value) && Number(value) > 0
      ? Number(value)
      : null;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const snapshot = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * What a party receives of an outbox row: ids, the type, the state it led to and when. The payload's actor ids,
 * reasons, amounts and payment ids stay on the server.
 */
export function presentLiveEvent(row: LiveEventRow): TLiveBookingEvent {
  const payload = row.payload;
  const to = snapshot(payload['to']);
  const at = textOf(payload['at']);
  const when = at && !Number.isNaN(Date.parse(at)) ? new Date(at) : row.createdAt;
  return {
    id: row.id,
    type: row.type,
    request_id: row.requestId,
    offer_id: idOf(payload['offer_id'] ?? payload['offerId']),
    booking_id: idOf(payload['booking_id'] ?? payload['bookingId']),
    // An offer's event tells the offer's new status; the others the request's.
    status: textOf(
      (row.type.startsWith('offer.') ? payload['offer_to'] : undefined) ?? to['status'] ?? payload['status'],
    ),
    payment_status: textOf(to['payment'] ?? to['payment_status'] ?? payload['payment_status']),
    at: when.toISOString(),
  };
}
