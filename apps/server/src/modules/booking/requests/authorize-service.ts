import crypto from 'node:crypto';
import {
  authorizationAmounts,
  toApiAmounts,
  type TApiAuthorizationAmounts,
} from '@cuepoint/domain/booking/amounts';
import { toMinor } from '@cuepoint/domain/money/minor-units';
import type { TAuthorizationStrategy } from '@cuepoint/domain/booking/states';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { BOOKING_REFUSALS } from '@cuepoint/domain/booking/transitions';
import { authorizationStrategy, eventEndsAt, isBookingWindowOpen } from '@cuepoint/domain/booking/schedule';
import type { TPaymentAuthorizeBody } from '@cuepoint/domain/booking/request-form';
import type { TPaymentAuthorizeAnswer } from '@cuepoint/domain/booking/request-api';
import type { Clock } from '../../../adapters/clock.ts';
import type {
  IntentMetadata,
  IntentView,
  PaymentGateway,
} from '../../../adapters/payments/payment-gateway.ts';
import { unprocessable } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import { resolveCurrency, resolveEvent } from './request-event.ts';
import { checkNotDuplicate, checkTargetDj } from './request-checks.ts';
import type { BookingStore } from './requests-store.ts';

export type AuthorizeDeps = { store: BookingStore; gateway: PaymentGateway; clock: Clock };

/** What a booking's new authorization is for: its agreed price and split, and the event. */
export type BookingToAuthorize = {
  id: number;
  requestId: number;
  djUserId: number | null;
  currency: TExtendedCurrency;
  amountMinor: number;
  platformFeeMinor: number;
  processingFeeMinor: number;
  djPayoutMinor: number;
  hourlyRateMinor: number;
  durationMinutes: number;
  eventAt: Date;
};

const minutes = (hours: number) => Math.round(hours * 60);

/** A new authorization's Idempotency-Key (null when the client sent none) and the saved card to hold, if any. */
export type RenewalKeys = { idempotencyKey: string | null; savedPaymentMethodId: string | null };

/**
 * POST /payment-authorize.php: the server prices the request (hourly rate × duration through the fee rules), picks the
 * strategy by the 120-hour rule, creates the intent the browser confirms (a SetupIntent to save the card, or a
 * manual-capture PaymentIntent to hold the amount now) and records that it made this intent for this customer and
 * amount, which the submit checks. The same Idempotency-Key answers the same intent.
 */
export function createAuthorizeService({ store, gateway, clock }: AuthorizeDeps) {
  /**
   * The intent the browser confirms: a SetupIntent to save the card, or a manual-capture PaymentIntent holding the
   * amount on the platform's account. The DJ is paid later by a transfer (separate charges and transfers), so the
   * payout can follow the contract's payment terms.
   */
  async function createIntent(
    user: AuthUser,
    strategy: TAuthorizationStrategy,
    amountMinor: number,
    currency: TExtendedCurrency,
    metadata: IntentMetadata,
    idempotencyKey: string,
  ) {
    const customerId = await gateway.customerFor({
      userId: user.id,
      email: user.email,
      name: user.displayName,
    });
    return strategy === 'save_payment_method'
      ? gateway.createSetupIntent({ customerId, metadata, idempotencyKey })
      : gateway.createAuthorization({ amountMinor, currency, customerId, metadata, idempotencyKey });
  }

  /** A hold on the customer's saved card, on-session: the browser passes 3-D Secure when the bank asks for it. */
  async function holdSavedCard(
    user: AuthUser,
    paymentMethodId: string,
    booking: BookingToAuthorize,
    metadata: IntentMetadata,
    idempotencyKey: string,
  ) {
    const customerId = await gateway.customerFor({
      userId: user.id,
      email: user.email,
      name: user.displayName,
    });
    return gateway.authorizeSavedCard({
      amountMinor: booking.amountMinor,
      currency: booking.currency,
      customerId,
      paymentMethodId,
      metadata,
      idempotencyKey,
    });
  }

  /** Whether the DJ can be paid through the gateway already (`dj_has_stripe`); false for an open request. */
  async function djHasStripe(djUserId: number | null): Promise<boolean> {
    if (djUserId === null) return false;
    return (await gateway.connectAccountOf(djUserId))?.chargesEnabled ?? false;
  }

  function answer(
    intent: IntentView,
    amounts: TApiAuthorizationAmounts,
    hasStripe: boolean,
  ): TPaymentAuthorizeAnswer {
    const client = { id: intent.id, client_secret: intent.clientSecret };
    return {
      success: true,
      amounts,
      // Every charge is the platform's; DJs are paid by transfers.
      payment_mode: 'platform',
      setup_intent: intent.kind === 'setup_intent' ? client : null,
      payment_intent: intent.kind === 'payment_intent' ? client : null,
      dj_has_stripe: hasStripe,
    };
  }

  /**
   * A new intent for what an open request or a booking already secures: the saved card held at once, with its holder
   * present to pass 3-D Secure if the bank asks, or a new card by the 120-hour rule; recorded like a submit's.
   */
  async function authorizeAgain(
    user: AuthUser,
    target: BookingToAuthorize,
    metadata: IntentMetadata,
    how: RenewalKeys & { keyPrefix: string },
  ) {
    const now = clock.now();
    if (!isBookingWindowOpen(target.eventAt, now)) throw unprocessable(BOOKING_REFUSALS.tooLate);
    const saved = how.savedPaymentMethodId;
    const strategy = saved ? 'authorize_now' : authorizationStrategy(target.eventAt, now);
    const key = `${how.keyPrefix}-${saved ? 'saved-card' : 'authorize'}-${user.id}-${how.idempotencyKey ?? crypto.randomUUID()}`;
    const intent = saved
      ? await holdSavedCard(user, saved, target, metadata, key)
      : await createIntent(user, strategy, target.amountMinor, target.currency, metadata, key);
    await store.insertAuthorization({
      intentId: intent.id,
      kind: intent.kind,
      gateway: gateway.mode,
      userId: user.id,
      djUserId: target.djUserId,
      amountMinor: target.amountMinor,
      currency: target.currency,
      hourlyRateMinor: target.hourlyRateMinor,
      durationMinutes: target.durationMinutes,
      eventAt: target.eventAt,
      strategy,
      idempotencyKey: key,
      createdAt: now,
    });
    const amounts = toApiAmounts({
      currency: target.currency,
      strategy,
      customerPaysMinor: target.amountMinor,
      platformFeeMinor: target.platformFeeMinor,
      processingFeeMinor: target.processingFeeMinor,
      djPayoutMinor: target.djPayoutMinor,
    });
    return { intent, amounts };
  }

  return {
    async authorize(
      user: AuthUser,
      body: TPaymentAuthorizeBody,
      idempotencyKey: string | null,
    ): Promise<TPaymentAuthorizeAnswer> {
      const now = clock.now();
      const { eventAt } = resolveEvent(body.when, body.timezone, user, now);
      if (!isBookingWindowOpen(eventAt, now)) throw unprocessable(BOOKING_REFUSALS.tooLate);
      const currency = resolveCurrency(body.currency, user);
      await checkTargetDj(store, body.djId, { minor: toMinor(body.hourlyRate), currency });
      // The submit's duplicate check, before any card is asked for: an open request needs its place for it.
      if (!body.allowDuplicate && (body.djId !== null || body.place !== null))
        await checkNotDuplicate(store, user.id, {
          djId: body.djId,
          eventAt,
          eventEndsAt: eventEndsAt(eventAt, body.durationHours),
          performanceType: body.place?.performanceType ?? 'remote',
          city: body.place?.city ?? null,
          country: body.place?.country ?? null,
        });
      const strategy = authorizationStrategy(eventAt, now);
      let amounts;
      try {
        amounts = authorizationAmounts({
          hourlyRate: body.hourlyRate,
          durationHours: body.durationHours,
          currency,
          strategy,
        });
      } catch {
        throw unprocessable(BOOKING_REFUSALS.noAmount);
      }
      const metadata: IntentMetadata = {
        purpose: 'booking_request',
        user_id: String(user.id),
        event_at: eventAt.toISOString(),
        hourly_rate: String(body.hourlyRate),
        duration_hours: String(body.durationHours),
        ...(body.djId === null ? {} : { dj_id: String(body.djId) }),
      };
      const key = `booking-authorize-${user.id}-${idempotencyKey ?? crypto.randomUUID()}`;
      const intent = await createIntent(user, strategy, amounts.customerPaysMinor, currency, metadata, key);
      await store.insertAuthorization({
        intentId: intent.id,
        kind: intent.kind,
        gateway: gateway.mode,
        userId: user.id,
        djUserId: body.djId,
        amountMinor: amounts.customerPaysMinor,
        currency,
        hourlyRateMinor: toMinor(body.hourlyRate),
        durationMinutes: minutes(body.durationHours),
        eventAt,
        strategy,
        idempotencyKey: key,
        createdAt: now,
      });
      return answer(intent, toApiAmounts(amounts), await djHasStripe(body.djId));
    },

    /**
     * POST /booking-requests/{id}/authorization: a new intent for what the open request secures, when its saved card
     * failed before any DJ accepted (then POST /booking-requests/{id}/reauthorize checks it like a submit): a new card
     * in the payment step, or the saved card held at once on-session, its holder present for 3-D Secure.
     */
    async authorizeRequest(user: AuthUser, request: BookingToAuthorize, keys: RenewalKeys) {
      const metadata: IntentMetadata = {
        purpose: 'booking_request',
        user_id: String(user.id),
        booking_request_id: String(request.requestId),
        event_at: request.eventAt.toISOString(),
      };
      const { intent, amounts } = await authorizeAgain(user, request, metadata, {
        keyPrefix: `booking-request-${request.requestId}`,
        ...keys,
      });
      return answer(intent, amounts, false);
    },

    /**
     * POST /bookings/{id}/authorization: a new intent for the booking's agreed price, by the same 120-hour rule (the
     * customer confirms it in the payment step, then POST /bookings/{id}/reauthorize checks it like a submit).
     */
    async authorizeBooking(user: AuthUser, booking: BookingToAuthorize, keys: RenewalKeys) {
      const metadata: IntentMetadata = {
        purpose: 'booking',
        user_id: String(user.id),
        booking_id: String(booking.id),
        booking_request_id: String(booking.requestId),
        event_at: booking.eventAt.toISOString(),
      };
      const { intent, amounts } = await authorizeAgain(user, booking, metadata, {
        keyPrefix: `booking-${booking.id}`,
        ...keys,
      });
      return answer(intent, amounts, await djHasStripe(booking.djUserId));
    },
  };
}
