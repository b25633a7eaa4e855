import type { FastifyBaseLogger } from 'fastify';
import { authorizationAmounts } from '@cuepoint/domain/booking/amounts';
import { toMinor } from '@cuepoint/domain/money/minor-units';
import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import type { TBookingRequestInput } from '@cuepoint/domain/booking/request-form';
import type { TBookingAudience } from '@cuepoint/domain/booking/request-rules';
import { BOOKING_REFUSALS, draftBookingRequest, fire } from '@cuepoint/domain/booking/transitions';
import { expiresAt } from '@cuepoint/domain/booking/schedule';
import type { TBookingRequestListed } from '@cuepoint/domain/booking/request-api';
import type { Clock } from '../../../adapters/clock.ts';
import type { PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import { AppError, conflict, unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import { refusalError, type BookingEngine } from '../engine/engine.ts';
import { releaseRefusedHold, verifyCard } from '../engine/intent-checks.ts';
import { presentListed } from './present.ts';
import { resolveCurrency, resolveEvent } from './request-event.ts';
import { checkNotDuplicate, checkTargetDj } from './request-checks.ts';
import { isUniqueViolation, type BookingStore, type RequestRow } from './requests-store.ts';

export type SubmitDeps = {
  store: BookingStore;
  gateway: PaymentGateway;
  clock: Clock;
  engine: BookingEngine;
  log: FastifyBaseLogger;
};

export type Submitted = { created: boolean; data: TBookingRequestListed };

/**
 * The three submits (POST /booking-request.php, /venue-booking-request.php, /booking-requests.php): the form, the card
 * the server verified at the gateway, then the lifecycle's `submit`, and the request, the DJs it reaches and its
 * outbox event in one transaction; its timers are sent once that committed. A retry with the same Idempotency-Key
 * answers the request the first one created; a new request for a booking the customer already asked for is a 409
 * naming it unless `allow_duplicate` (decision record 042), and any refusal releases the card's hold.
 */
export function createSubmitService({ store, gateway, clock, engine, log }: SubmitDeps) {
  /** A request an earlier submit created, as listed. */
  async function answer(row: RequestRow): Promise<Submitted> {
    const listed = await store.listedRequest(row.id);
    return { created: false, data: presentListed(listed!) };
  }

  /** The request an earlier submit with this key created: the same card answers it, another is a misuse of the key. */
  async function replay(user: AuthUser, key: string, intentId: string | null): Promise<Submitted | null> {
    const earlier = await store.requestByIdempotencyKey(user.id, key);
    if (!earlier) return null;
    const sameCard =
      intentId !== null && (earlier.setupIntentId === intentId || earlier.paymentIntentId === intentId);
    if (!sameCard) throw conflict(M.idempotencyKeyReused);
    return answer(earlier);
  }

  async function submitOnce(
    user: AuthUser,
    role: TBookingAudience,
    input: TBookingRequestInput,
    idempotencyKey: string | null,
  ): Promise<Submitted> {
    if (idempotencyKey) {
      const replayed = await replay(user, idempotencyKey, input.paymentIntentId);
      if (replayed) return replayed;
    }
    if (input.paymentIntentId === null) throw unprocessable(M.paymentMethodOnly);
    const now = clock.now();
    const { eventAt, timezone } = resolveEvent(input.when, input.timezone, user, now);
    const currency = resolveCurrency(input.currency, user);
    const djName = await checkTargetDj(store, input.djId, { minor: toMinor(input.hourlyBudget), currency });
    let amounts;
    try {
      amounts = authorizationAmounts({
        hourlyRate: input.hourlyBudget,
        durationHours: input.durationHours,
        currency,
        strategy: 'authorize_now',
      });
    } catch {
      throw unprocessable(BOOKING_REFUSALS.noAmount);
    }
    const card = await verifyCard({ store, gateway }, user, {
      intentId: input.paymentIntentId,
      amountMinor: amounts.customerPaysMinor,
      currency,
      hourlyRateMinor: toMinor(input.hourlyBudget),
      durationMinutes: Math.round(input.durationHours * 60),
      djUserId: input.djId,
    });

    const draft = draftBookingRequest({
      customerId: user.id,
      targetDjId: input.djId,
      eventAt,
      durationHours: input.durationHours,
      currency,
      amountMinor: amounts.customerPaysMinor,
    });
    const fired = fire(draft, 'submit', { role: 'customer', userId: user.id }, now, {
      payment: card.payment,
    });
    if (!fired.ok) throw refusalError(fired);
    const next = fired.next;

    let stored: { request: RequestRow; later: Awaited<ReturnType<BookingEngine['storeEffects']>> };
    try {
      stored = await store.transaction(async (tx) => {
        // One submit of this customer at a time: of two sent at once for one booking, the second meets the first.
        await tx.lockCustomerRequests(user.id);
        if (!input.allowDuplicate)
          await checkNotDuplicate(tx, user.id, {
            djId: input.djId,
            eventAt,
            eventEndsAt: next.eventEndsAt,
            performanceType: input.performanceType,
            city: input.city,
            country: input.country,
          });
        const request = await tx.insertRequest({
          customerUserId: user.id,
          customerRole: role,
          djUserId: input.djId,
          description: input.description,
          similarDjs: input.similarDjs,
          preferredGenres: input.preferredGenres,
          examplePlaylist: input.examplePlaylist,
          eventAt,
          eventTimezone: timezone,
          durationMinutes: Math.round(input.durationHours * 60),
          eventEndsAt: next.eventEndsAt,
          performanceType: input.performanceType,
          city: input.city,
          country: input.country,
          hourlyBudgetMinor: toMinor(input.hourlyBudget),
          currency,
          amountMinor: next.amountMinor,
          platformFeeMinor: amounts.platformFeeMinor,
          processingFeeMinor: amounts.processingFeeMinor,
          djPayoutMinor: amounts.djPayoutMinor,
          authorizationStrategy: card.payment === 'card_saved' ? 'save_payment_method' : 'authorize_now',
          status: next.status,
          paymentStatus: next.payment ?? card.payment,
          gateway: gateway.mode,
          paymentIntentId: card.paymentIntentId,
          setupIntentId: card.setupIntentId,
          paymentMethodId: card.paymentMethodId,
          idempotencyKey,
          routedAt: now,
          sharedAt: next.status === 'shared' ? now : null,
          expiresAt: expiresAt(eventAt),
          createdAt: now,
          updatedAt: now,
        });
        const later = await engine.storeEffects(tx, request, fired.effects, now);
        return { request, later };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'booking_requests_idempotency_unique') && idempotencyKey) {
        const replayed = await replay(user, idempotencyKey, input.paymentIntentId);
        if (replayed) return replayed;
      }
      if (isUniqueViolation(error)) throw unprocessable(M.intentUsed);
      throw error;
    }
    await engine.performLater(stored.request, stored.later);
    // The new row as stored (its effects touch other tables) with the aimed-at DJ's name: listed without a query.
    return { created: true, data: presentListed({ ...stored.request, djName }) };
  }

  return {
    async submit(
      user: AuthUser,
      role: TBookingAudience,
      input: TBookingRequestInput,
      idempotencyKey: string | null,
    ): Promise<Submitted> {
      try {
        return await submitOnce(user, role, input, idempotencyKey);
      } catch (error) {
        // A refusal in words (4xx) releases the card's hold for this request at once; a failure of ours keeps it,
        // so the customer's retry can still use it.
        const refused = error instanceof AppError && error.status >= 400 && error.status < 500;
        if (refused && input.paymentIntentId !== null)
          await releaseRefusedHold({ store, gateway, log }, user, input.paymentIntentId);
        throw error;
      }
    },
  };
}
