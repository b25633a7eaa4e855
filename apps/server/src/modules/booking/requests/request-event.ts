import { eventInstant, type TEventMoment } from '@cuepoint/domain/booking/schedule';
import { currencyForCountry, type TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { isInThePast } from '@cuepoint/domain/venues/venue-event-rules';
import { BOOKING_FORM_MESSAGES } from '@cuepoint/domain/booking/request-rules';
import { unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';

export type ResolvedEvent = { eventAt: Date; timezone: string };

const knownZones = new Map<string, boolean>();

function validZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(zone, known);
  }
  return known ? zone : null;
}

/**
 * The event's instant and zone: a wall-clock date read in the zone the browser sent, else the account's, else UTC;
 * an instant with an offset as given. An event in the past is refused.
 */
export function resolveEvent(
  when: TEventMoment,
  timezone: string | null,
  user: AuthUser,
  now: Date,
): ResolvedEvent {
  const zone = validZone(timezone) ?? validZone(user.row.timezone) ?? 'UTC';
  const eventAt = eventInstant(when, zone);
  if (isInThePast(eventAt, now)) throw unprocessable(BOOKING_FORM_MESSAGES.inThePast);
  return { eventAt, timezone: zone };
}

/** The request's currency: the one chosen, else the customer's country's (docs/product/booking-requests.md). */
export function resolveCurrency(chosen: TExtendedCurrency | null, user: AuthUser): TExtendedCurrency {
  return chosen ?? currencyForCountry(user.row.country);
}
