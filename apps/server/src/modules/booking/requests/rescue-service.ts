import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import { BOOKING_REFUSALS } from '@cuepoint/domain/booking/transitions';
import { CARD_RESCUE_MESSAGES } from '@cuepoint/domain/booking/card-rescue';
import { isOpenStatus, type TRequestStatus } from '@cuepoint/domain/booking/states';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { Clock } from '../../../adapters/clock.ts';
import type { PaymentGateway } from '../../../adapters/payments/payment-gateway.ts';
import { conflict, notFound } from '../../../http/app-error.ts';
import type { AuthUser } from '../../../http/auth-guard.ts';
import type { createAuthorizeService } from './authorize-service.ts';
import type { BookingEngine } from '../engine/engine.ts';
import { hasSavedCard } from '../engine/lifecycle-state.ts';
import type { BookingStore, RequestRow } from './requests-store.ts';
import { intentIdOf, NEW_CARD, reauthorizeWithCard, type ReauthorizeInput } from './reauthorize-card.ts';

export type RequestRescueDeps = {
  store: BookingStore;
  gateway: PaymentGateway;
  clock: Clock;
  engine: BookingEngine;
  authorize: ReturnType<typeof createAuthorizeService>;
};

/**
 * The rescue of an open request whose saved card failed before any DJ accepted (decision record 028): a new intent for
 * what the request secures, then `reauthorize` with it, checked like a submit's card. A booked request is rescued
 * through its booking (POST /bookings/{id}/authorization and /reauthorize). `useSavedCard` holds the card that failed
 * again, on-session: its holder passes 3-D Secure in the browser when the bank asks, and the card is kept.
 */
export function createRequestRescue({ store, gateway, clock, engine, authorize }: RequestRescueDeps) {
  async function ownOpenRequest(user: AuthUser, id: number): Promise<RequestRow> {
    const row = await store.request(id);
    if (!row || row.customerUserId !== user.id) throw notFound(M.notFound);
    if (!isOpenStatus(row.status as TRequestStatus)) throw conflict(CARD_RESCUE_MESSAGES.requestNotOpen);
    if (row.paymentStatus !== 'failed') throw conflict(BOOKING_REFUSALS.alreadySecured);
    return row;
  }

  return {
    async authorization(user: AuthUser, id: number, idempotencyKey: string | null, options = NEW_CARD) {
      const row = await ownOpenRequest(user, id);
      if (options.useSavedCard && (!hasSavedCard(row) || !row.paymentMethodId))
        throw conflict(CARD_RESCUE_MESSAGES.noSavedCardOnRequest);
      return authorize.authorizeRequest(
        user,
        {
          id: row.id,
          requestId: row.id,
          djUserId: row.djUserId,
          currency: row.currency as TExtendedCurrency,
          amountMinor: row.amountMinor,
          platformFeeMinor: row.platformFeeMinor,
          processingFeeMinor: row.processingFeeMinor,
          djPayoutMinor: row.djPayoutMinor,
          hourlyRateMinor: row.hourlyBudgetMinor,
          durationMinutes: row.durationMinutes,
          eventAt: row.eventAt,
        },
        { idempotencyKey, savedPaymentMethodId: options.useSavedCard ? row.paymentMethodId : null },
      );
    },

    async reauthorize(user: AuthUser, id: number, input: ReauthorizeInput): Promise<void> {
      const intentId = intentIdOf(input);
      const checked = await ownOpenRequest(user, id);
      const expected = {
        intentId,
        amountMinor: checked.amountMinor,
        currency: checked.currency as TExtendedCurrency,
        hourlyRateMinor: checked.hourlyBudgetMinor,
        durationMinutes: checked.durationMinutes,
        djUserId: checked.djUserId,
      };
      await reauthorizeWithCard({ store, gateway, engine }, user, expected, clock.now(), async (tx) => {
        const row = await tx.request(id, { lock: true });
        if (!row || row.customerUserId !== user.id) throw notFound(M.notFound);
        return { request: row, amountMinor: row.amountMinor };
      });
    },
  };
}
