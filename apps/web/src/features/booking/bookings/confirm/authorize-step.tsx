import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Lock } from 'lucide-react';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { AGREED_PRICE_CARD_COPY } from '@cuepoint/domain/booking/payment-modal-messages';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../../../ui/button.tsx';
import { Alert } from '../../../../ui/feedback.tsx';
import type { TBookingAudience } from '../../booking-api.ts';
import type { PaymentFlow } from '../../payment/payment-modal.tsx';
import { CardRescueModal, useCardRescue } from '../../payment/card-rescue.tsx';
import { refreshNegotiation } from '../../offers/offers-api.ts';
import { authorizeBooking, reauthorizeBooking } from '../bookings-api.ts';

export const flowKeyOf = (bookingId: number, savedCard = false) =>
  `booking-authorization-${bookingId}${savedCard ? '-saved-card' : ''}`;

/**
 * The new authorization (decision record 029): when the agreed price is above what the card secures (or the saved
 * card failed), the customer secures the agreed price in the payment modal (POST /bookings/{id}/authorization, the
 * card, POST /bookings/{id}/reauthorize) before confirming. The bank's 3-D Secure page returns here.
 */
export function AuthorizeStep({
  booking,
  onSecured,
  actionLabel = 'Authorize card',
  savedCardLabel,
}: {
  booking: TBooking;
  onSecured?: () => void;
  /** The button's words ("Secure this booking" on a confirmed booking's page). */
  actionLabel?: string;
  /** When set, a first choice with these words: the saved card that failed, confirmed again by its holder. */
  savedCardLabel?: string;
}) {
  const client = useQueryClient();
  const rescue = useCardRescue(flowKeyOf, booking.id);
  const { savedCard } = rescue;
  const [done, setDone] = useState<string | null>(null);
  const money = (amount: number) => formatMajor(amount, booking.currency);
  const audience: TBookingAudience = booking.customer_type;
  const flow: PaymentFlow = {
    key: flowKeyOf(booking.id, savedCard),
    savedCard,
    authorize: (key) => authorizeBooking(booking.id, key, { useSavedCard: savedCard }),
    submit: async (reference) => {
      await reauthorizeBooking(booking.id, reference);
      return 'Your card now secures the agreed price.';
    },
    progressLabel: 'Securing the agreed price…',
    copy: AGREED_PRICE_CARD_COPY,
    onDone: (message) => {
      rescue.close();
      setDone(message);
      onSecured?.();
      refreshNegotiation(client);
    },
  };
  const secured = done !== null || !booking.needs_authorization;
  return (
    <div className="flex flex-col gap-4">
      {secured ? (
        <Alert tone="success">{done ?? 'Your card secures the agreed price.'}</Alert>
      ) : (
        <>
          <p className="text-mist-200">
            The agreed price is <strong>{money(booking.amounts.customer_pays)}</strong>;{' '}
            {booking.payment_status === 'failed'
              ? 'the authorization of your card failed.'
              : `your card secures ${money(booking.hold_amount)}.`}{' '}
            Authorize your card for the agreed price: nothing is charged now
            {/* Only an authorized card has a hold to release; a saved card was never held. */}
            {booking.payment_status === 'authorized' ? ', and the earlier hold is released.' : '.'}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {savedCardLabel ? (
              <Button icon={<Lock className="size-4" aria-hidden />} onClick={() => rescue.choose(true)}>
                {savedCardLabel}
              </Button>
            ) : null}
            <Button
              variant={savedCardLabel ? 'outline' : 'primary'}
              icon={
                savedCardLabel ? (
                  <CreditCard className="size-4" aria-hidden />
                ) : (
                  <Lock className="size-4" aria-hidden />
                )
              }
              onClick={() => rescue.choose(false)}
            >
              {actionLabel}
            </Button>
          </div>
        </>
      )}
      <CardRescueModal rescue={rescue} audience={audience} flow={flow} />
    </div>
  );
}
