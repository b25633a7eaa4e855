import type { FastifyBaseLogger } from 'fastify';
import type { TBookingEffect, TBookingJob } from '@cuepoint/domain/booking/effects';
import type { TRefusalCode } from '@cuepoint/domain/booking/transitions';
import type { Clock } from '../../../adapters/clock.ts';
import type { PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import type { BookingRow } from '../bookings/bookings-store.ts';
import type { BookingStore, RequestRow } from '../requests/requests-store.ts';

/** What the booking engine (engine.ts) and its payment calls (engine-payments.ts) share. */

export type PaymentRetry =
  | { action: 'release'; requestId: number; intentId: string }
  | { action: 'capture'; requestId: number; intentId: string; amountMinor: number }
  | { action: 'detach'; requestId: number; paymentMethodId: string };

export type EngineDeps = {
  store: BookingStore;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Sends the timer job of that name for the request, due at `at`. */
  sendTimer(job: TBookingJob, requestId: number, at: Date): Promise<void>;
  /** Sends a payment call to be repeated (with the job runner's retries). */
  retryPayment(retry: PaymentRetry): Promise<void>;
  /** Sends a run of the payouts that are due at `at` (after the transaction that scheduled them committed). */
  sendPayoutRun(at: Date): Promise<void>;
};

export type Fired = {
  ok: true;
  request: RequestRow;
  later: TBookingEffect[];
  /** The booking the transition made (an acceptance) or moved, if any. */
  booking: BookingRow | null;
};

export type Refused = { ok: false; code: TRefusalCode; reason: string };
