import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { REQUEST_RESCUE_CARD_COPY } from '@cuepoint/domain/booking/payment-modal-messages';
import { apiBody, apiClient } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/feedback.tsx';
import type { TBookingAudience, TBookingRequestListed, TIntentReference } from '../booking-api.ts';
import type { PaymentFlow } from '../payment/payment-modal.tsx';
import { pendingBookingFor, type ResumedBooking } from '../payment/pending-booking.ts';
import { refreshNegotiation } from '../offers/offers-api.ts';

const PaymentModal = lazy(() => import('../payment/payment-modal.tsx'));

const flowKeyOf = (requestId: number) => `request-authorization-${requestId}`;

/** An open request whose saved card failed before any DJ accepted: the customer secures it with a card again. */
export function showsSecureRequest(
  request: Pick<TBookingRequestListed, 'status' | 'payment_status'>,
): boolean {
  return request.status === 'pending' && request.payment_status === 'failed';
}

/**
 * "Secure this request" (decision record 028): POST /booking-requests/{id}/authorization, the card in the payment step
 * (the same card through the bank's 3-D Secure page, or another), then /reauthorize. The bank's page returns here.
 */
export function SecureRequestAction({
  request,
  audience,
}: {
  request: TBookingRequestListed;
  audience: TBookingAudience;
}) {
  const client = useQueryClient();
  const location = useLocation();
  const [resume] = useState<ResumedBooking | null>(() => {
    const pending = pendingBookingFor(location, Date.now());
    return pending?.flowKey === flowKeyOf(request.id) ? pending : null;
  });
  const [open, setOpen] = useState(resume !== null);
  const flow: PaymentFlow = {
    key: flowKeyOf(request.id),
    authorize: (key) =>
      apiBody(
        apiClient.POST('/booking-requests/{id}/authorization', {
          params: { path: { id: request.id } },
          body: {},
          headers: { 'Idempotency-Key': key },
        }),
      ),
    submit: async (reference: TIntentReference) => {
      await apiBody(
        apiClient.POST('/booking-requests/{id}/reauthorize', {
          params: { path: { id: request.id } },
          body: reference,
        }),
      );
      return 'Your card secures this request again.';
    },
    progressLabel: 'Securing your request…',
    copy: REQUEST_RESCUE_CARD_COPY,
    onDone: () => {
      setOpen(false);
      refreshNegotiation(client);
    },
  };
  return (
    <>
      <Button size="sm" icon={<ShieldAlert className="size-4" aria-hidden />} onClick={() => setOpen(true)}>
        Secure this request
      </Button>
      {open ? (
        <Suspense fallback={<Spinner label="Opening the secure payment…" />}>
          <PaymentModal
            audience={audience}
            failureMode="inline"
            body={null}
            flow={flow}
            draft={null}
            resume={resume}
            onClose={() => setOpen(false)}
            onSubmitted={() => {}}
            onAuthorizationFailed={() => {}}
          />
        </Suspense>
      ) : null}
    </>
  );
}
