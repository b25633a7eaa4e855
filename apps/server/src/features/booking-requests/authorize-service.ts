import crypto from 'node:crypto';
import { authorizationAmounts, toApiAmounts, toMinor } from '@cuepoint/domain/booking/amounts';
import { BOOKING_REFUSALS } from '@cuepoint/domain/booking/transitions';
import { authorizationStrategy, isBookingWindowOpen } from '@cuepoint/domain/booking/schedule';
import type { TPaymentAuthorizeBody } from '@cuepoint/domain/booking/request-form';
import type { TPaymentAuthorizeAnswer } from '@cuepoint/domain/booking/request-api';
import type { Clock } from '../../adapters/clock.ts';
import type { PaymentGateway, IntentMetadata } from '../../adapters/payments/payment-gateway.ts';
import { unprocessable } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { checkTargetDj, resolveCurrency, resolveEvent } from './request-event.ts';
import type { BookingStore } from './store.ts';

export type AuthorizeDeps = { store: BookingStore; gateway: PaymentGateway; clock: Clock };

const minutes = (hours: number) => Math.round(hours * 60);

/**
 * POST /payment-authorize.php: the server prices the request (hourly rate × duration through the fee rules), picks the
 * strategy by the 120-hour rule, creates the intent the browser confirms (a SetupIntent to save the card, or a
 * manual-capture PaymentIntent to hold the amount now) and records that it made this intent for this customer and
 * amount, which the submit checks. The same Idempotency-Key answers the same intent.
 */
export function createAuthorizeService({ store, gateway, clock }: AuthorizeDeps) {
  return {
    async authorize(
      user: AuthUser,
      body: TPaymentAuthorizeBody,
      idempotencyKey: string | null,
    ): Promise<TPaymentAuthorizeAnswer> {
      const now = clock.now();
      const { eventAt } = resolveEvent(body.when, body.timezone, user, now);
      if (!isBookingWindowOpen(eventAt, now)) throw unprocessable(BOOKING_REFUSALS.tooLate);
      await checkTargetDj(store, body.djId);
      const currency = resolveCurrency(body.currency, user);
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
      const account = body.djId === null ? null : await gateway.connectAccountOf(body.djId);
      const djHasStripe = account?.chargesEnabled ?? false;
      const customerId = await gateway.customerFor({
        userId: user.id,
        email: user.email,
        name: user.displayName,
      });
      const key = `booking-authorize-${user.id}-${idempotencyKey ?? crypto.randomUUID()}`;
      const metadata: IntentMetadata = {
        purpose: 'booking_request',
        user_id: String(user.id),
        event_at: eventAt.toISOString(),
        hourly_rate: String(body.hourlyRate),
        duration_hours: String(body.durationHours),
        ...(body.djId === null ? {} : { dj_id: String(body.djId) }),
      };
      const intent =
        strategy === 'save_payment_method'
          ? await gateway.createSetupIntent({ customerId, metadata, idempotencyKey: key })
          : await gateway.createAuthorization({
              amountMinor: amounts.customerPaysMinor,
              currency,
              customerId,
              metadata,
              destination:
                account && djHasStripe
                  ? {
                      accountId: account.accountId,
                      applicationFeeMinor: amounts.platformFeeMinor + amounts.processingFeeMinor,
                    }
                  : undefined,
              idempotencyKey: key,
            });
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
      const client = { id: intent.id, client_secret: intent.clientSecret };
      return {
        success: true,
        amounts: toApiAmounts(amounts),
        payment_mode: djHasStripe ? 'direct_to_dj' : 'platform',
        setup_intent: intent.kind === 'setup_intent' ? client : null,
        payment_intent: intent.kind === 'payment_intent' ? client : null,
        dj_has_stripe: djHasStripe,
      };
    },
  };
}
