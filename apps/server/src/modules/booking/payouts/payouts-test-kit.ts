import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { feeBreakdown } from '@cuepoint/domain/pricing/fees';
import type { TPaymentTerms } from '@cuepoint/domain/booking/contract';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TestApp } from '../../../test/test-app.ts';
import { startClockedApp } from '../../../test/clocked-app.ts';
import type { JobRunner } from '../../../jobs/runner.ts';
import type { JobDefinition } from '../../../jobs/job.ts';
import type { Db } from '../../../db/client.ts';
import { createDj, createVenue } from '../../../db/seed/factories.ts';
import { bookingEvents, bookingRequests } from '../../../db/schema/booking.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { isTestGateway } from '../../../adapters/payments/create-payment-gateway.ts';
import type { TestGateway } from '../../../adapters/payments/test-gateway/test-gateway.ts';
import type { TestClockControl } from '../../platform/test-clock/test-clock.ts';
import { payoutJobs } from './payouts-job.ts';
import { schedulePayouts } from './payout-schedule-store.ts';

export const HOUR = 3_600_000;
export const API = '/api/v14';

export type PayoutsKit = {
  t: TestApp;
  db: Db;
  gateway: TestGateway;
  clock: TestClockControl;
  runner: JobRunner;
  now(): Date;
  /** Moves the app's time forward and runs every job that fell due on the way (the hourly pay-due run included). */
  advanceHours(hours: number): Promise<string[]>;
  bearer(userId: number): Promise<{ authorization: string }>;
  close(): Promise<void>;
};

/** An app on the test gateway with the payout job on the test clock, as TEST_CLOCK=on runs it. */
export async function startPayoutsKit(): Promise<PayoutsKit> {
  const app = await startClockedApp({ name: 'payouts', jobs: payoutJobs as JobDefinition<object>[] });
  const gateway = app.t.app.services.payments;
  if (!isTestGateway(gateway)) throw new Error('the payouts kit runs on the test gateway');
  return {
    ...app,
    db: app.database.db,
    gateway,
    async advanceHours(hours) {
      return (await app.clock.advance(hours * HOUR)).ran;
    },
  };
}

export type BookingSetup = {
  hours: number;
  /** The agreed hourly rate in major units. */
  rate: number;
  currency: TExtendedCurrency;
  /** Hours from now to the event's start. */
  startsInHours: number;
  /** The customer's card: captured (the booking's charge), only held, or none at all. */
  card?: 'captured' | 'held' | 'none';
  djUserId?: number;
  /** A Connect destination charge to this account (the way bookings were paid before separate transfers). */
  destinationAccountId?: string;
};

export type SeededBooking = {
  bookingId: number;
  requestId: number;
  djUserId: number;
  customerUserId: number;
  intentId: string | null;
  djPayoutMinor: number;
  eventAt: Date;
  eventEndsAt: Date;
};

/**
 * A confirmed booking as the booking engine leaves it at T−24 h: the request confirmed with its card held (or already
 * captured) on the test gateway for the agreed price, and the booking row with its fee split
 * (docs/product/payments.md).
 */
export async function seedBooking(kit: PayoutsKit, setup: BookingSetup): Promise<SeededBooking> {
  const now = kit.now();
  const { user: venue } = await createVenue(kit.db);
  const djUserId = setup.djUserId ?? (await createDj(kit.db)).user.id;
  const fees = feeBreakdown(setup.hours, Math.round(setup.rate * 100));
  let intentId: string | null = null;
  if ((setup.card ?? 'captured') !== 'none') {
    const customerId = await kit.gateway.customerFor({
      userId: venue.id,
      email: venue.email,
      name: venue.displayName,
    });
    const intent = await kit.gateway.createAuthorization({
      amountMinor: fees.customerPaysMinor,
      currency: setup.currency,
      customerId,
      metadata: {},
      ...(setup.destinationAccountId
        ? {
            destination: {
              accountId: setup.destinationAccountId,
              applicationFeeMinor: fees.platformFeeMinor + fees.processingFeeMinor,
            },
          }
        : {}),
      idempotencyKey: `payouts-kit-${crypto.randomUUID()}`,
    });
    await kit.gateway.confirm({ clientSecret: intent.clientSecret, paymentMethod: 'pm_card_visa' });
    if ((setup.card ?? 'captured') === 'captured')
      await kit.gateway.capture({ intentId: intent.id, idempotencyKey: `payouts-kit-${intent.id}` });
    intentId = intent.id;
  }
  const eventAt = new Date(now.getTime() + setup.startsInHours * HOUR);
  const eventEndsAt = new Date(eventAt.getTime() + setup.hours * HOUR);
  const [request] = await kit.db
    .insert(bookingRequests)
    .values({
      customerUserId: venue.id,
      customerRole: 'venue',
      djUserId,
      acceptedDjUserId: djUserId,
      description: 'Rooftop opening night',
      eventAt,
      eventTimezone: 'Europe/Berlin',
      durationMinutes: setup.hours * 60,
      eventEndsAt,
      performanceType: 'remote',
      hourlyBudgetMinor: Math.round(setup.rate * 100),
      currency: setup.currency,
      amountMinor: fees.customerPaysMinor,
      platformFeeMinor: fees.platformFeeMinor,
      processingFeeMinor: fees.processingFeeMinor,
      djPayoutMinor: fees.djPayoutMinor,
      chargeMinor: fees.customerPaysMinor,
      authorizationStrategy: 'authorize_now',
      status: 'confirmed',
      paymentStatus: setup.card === 'held' ? 'authorized' : 'captured',
      gateway: 'test',
      paymentIntentId: intentId,
      routedAt: now,
      expiresAt: new Date(eventAt.getTime() - 23 * HOUR),
    })
    .returning();
  const [booking] = await kit.db
    .insert(bookings)
    .values({
      requestId: request!.id,
      djUserId,
      customerUserId: venue.id,
      status: 'confirmed',
      hourlyRateMinor: Math.round(setup.rate * 100),
      currency: setup.currency,
      amountMinor: fees.customerPaysMinor,
      platformFeeMinor: fees.platformFeeMinor,
      processingFeeMinor: fees.processingFeeMinor,
      djPayoutMinor: fees.djPayoutMinor,
      paymentTerms: '50_50',
      cancellationNoticeHours: 72,
      confirmedAt: now,
    })
    .returning();
  return {
    bookingId: booking!.id,
    requestId: request!.id,
    djUserId,
    customerUserId: venue.id,
    intentId,
    djPayoutMinor: fees.djPayoutMinor,
    eventAt,
    eventEndsAt,
  };
}

/** The booking's payouts per the terms, as the capture writes them (in a transaction of its own). */
export async function scheduleFor(kit: PayoutsKit, booking: SeededBooking, terms: TPaymentTerms) {
  await kit.db.update(bookings).set({ paymentTerms: terms }).where(eq(bookings.id, booking.bookingId));
  const currency = (await currencyOf(kit, booking.bookingId)) as TExtendedCurrency;
  return kit.db.transaction(async (tx) =>
    schedulePayouts(tx as unknown as Db, {
      bookingId: booking.bookingId,
      djUserId: booking.djUserId,
      currency,
      djPayoutMinor: booking.djPayoutMinor,
      terms,
      capturedAt: kit.now(),
      eventEndsAt: booking.eventEndsAt,
      gateway: kit.gateway,
    }),
  );
}

async function currencyOf(kit: PayoutsKit, bookingId: number): Promise<string> {
  const [row] = await kit.db
    .select({ currency: bookings.currency })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row!.currency;
}

/** The outbox rows of a request, oldest first. */
export async function outboxOf(kit: PayoutsKit, requestId: number) {
  return kit.db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.requestId, requestId))
    .orderBy(bookingEvents.id);
}
