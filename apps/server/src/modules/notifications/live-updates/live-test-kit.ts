import { bookingRequestRecipients, bookingRequests } from '../../../db/schema/booking.ts';
import { bookingOffers, bookings } from '../../../db/schema/bookings.ts';
import type { Db } from '../../../db/client.ts';

const HOUR = 3_600_000;

/** A submitted request as the booking engine stores it, with only what live updates and calendars read. */
export async function insertRequest(
  db: Db,
  input: {
    customerUserId: number;
    customerRole?: 'venue' | 'enthusiast';
    djUserId?: number | null;
    eventAt?: Date;
    durationMinutes?: number;
    performanceType?: 'remote' | 'onsite';
    city?: string | null;
    country?: string | null;
    description?: string;
    status?: string;
  },
) {
  const eventAt = input.eventAt ?? new Date(Date.UTC(2027, 5, 12, 20, 0));
  const durationMinutes = input.durationMinutes ?? 180;
  const [row] = await db
    .insert(bookingRequests)
    .values({
      customerUserId: input.customerUserId,
      customerRole: input.customerRole ?? 'venue',
      djUserId: input.djUserId ?? null,
      description: input.description ?? 'Summer terrace opening night',
      eventAt,
      eventTimezone: 'Europe/Berlin',
      durationMinutes,
      eventEndsAt: new Date(eventAt.getTime() + (durationMinutes / 60) * HOUR),
      performanceType: input.performanceType ?? 'onsite',
      city: input.city === undefined ? 'Berlin' : input.city,
      country: input.country === undefined ? 'DE' : input.country,
      hourlyBudgetMinor: 15_000,
      currency: 'EUR',
      amountMinor: 49_500,
      platformFeeMinor: 4_500,
      processingFeeMinor: 1_500,
      djPayoutMinor: 43_500,
      authorizationStrategy: 'authorize_now',
      status: input.status ?? 'shared',
      paymentStatus: 'authorized',
      gateway: 'test',
      paymentIntentId: `pi_live_${Math.random().toString(36).slice(2)}`,
      routedAt: new Date(eventAt.getTime() - 240 * HOUR),
      expiresAt: new Date(eventAt.getTime() - 23 * HOUR),
    })
    .returning();
  if (!row) throw new Error('request insert returned no row');
  return row;
}

export async function reach(db: Db, requestId: number, djUserId: number, reachedAt = new Date()) {
  await db.insert(bookingRequestRecipients).values({ requestId, djUserId, reason: 'matching', reachedAt });
}

export async function insertOffer(db: Db, requestId: number, djUserId: number) {
  const [row] = await db
    .insert(bookingOffers)
    .values({
      requestId,
      djUserId,
      status: 'pending',
      hourlyRateMinor: 16_000,
      amountMinor: 52_800,
      awaiting: 'customer',
    })
    .returning();
  if (!row) throw new Error('offer insert returned no row');
  return row;
}

export async function insertBooking(
  db: Db,
  input: {
    requestId: number;
    djUserId: number;
    customerUserId: number;
    status?: string;
    cancelledAt?: Date | null;
    additionalTerms?: string | null;
  },
) {
  const [row] = await db
    .insert(bookings)
    .values({
      requestId: input.requestId,
      djUserId: input.djUserId,
      customerUserId: input.customerUserId,
      status: input.status ?? 'confirmed',
      hourlyRateMinor: 15_000,
      currency: 'EUR',
      amountMinor: 49_500,
      platformFeeMinor: 4_500,
      processingFeeMinor: 1_500,
      djPayoutMinor: 43_500,
      paymentTerms: '50_50',
      cancellationNoticeHours: 72,
      additionalTerms: input.additionalTerms ?? null,
      cancelledAt: input.cancelledAt ?? null,
      confirmedAt: input.status === 'awaiting_confirmation' ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('booking insert returned no row');
  return row;
}
