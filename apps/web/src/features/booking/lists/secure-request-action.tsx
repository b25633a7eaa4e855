import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Lock, ShieldAlert, ShieldCheck } from 'lucide-react';
import { CARD_RESCUE_MESSAGES } from '@cuepoint/domain/booking/card-rescue';
import { REQUEST_RESCUE_CARD_COPY } from '@cuepoint/domain/booking/payment-modal-messages';
import { apiBody, apiClient } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import type { TBookingAudience, TBookingRequestListed, TIntentReference } from '../booking-api.ts';
import type { PaymentFlow } from '../payment/payment-modal.tsx';
import { CardRescueModal, useCardRescue } from '../payment/card-rescue.tsx';
import { refreshNegotiation } from '../offers/offers-api.ts';
import { formatInZone } from '../bookings/booking-format.ts';

const flowKeyOf = (requestId: number, savedCard = false) =>
  `request-authorization-${requestId}${savedCard ? '-saved-card' : ''}`;

/** An open request whose saved card failed before any DJ accepted: the customer secures it with a card again. */
export function showsSecureRequest(
  request: Pick<TBookingRequestListed, 'status' | 'payment_status'>,
): boolean {
  return request.status === 'pending' && request.payment_status === 'failed';
}

/**
 * "Secure this request" (decision record 028): why the card failed, whether the platform tries once more and the
 * deadline, then POST /booking-requests/{id}/authorization, either the saved card confirmed again by its holder (the
 * bank's 3-D Secure page opens when it asks) or another card typed in the payment step, then /reauthorize. The bank's
 * page returns here.
 */
export function SecureRequestAction({
  request,
  audience,
  onSecured,
}: {
  request: TBookingRequestListed;
  audience: TBookingAudience;
  /** Told what happened once the card secures the request (the panel itself goes then). */
  onSecured: (message: string) => void;
}) {
  const client = useQueryClient();
  const headingId = useId();
  const rescue = useCardRescue(flowKeyOf, request.id);
  const { savedCard, choose } = rescue;
  const failure = request.authorization_failure;
  const when = (iso: string) => formatInZone(iso, request.timezone);
  const flow: PaymentFlow = {
    key: flowKeyOf(request.id, savedCard),
    savedCard,
    authorize: (key) =>
      apiBody(
        apiClient.POST('/booking-requests/{id}/authorization', {
          params: { path: { id: request.id } },
          body: savedCard ? { use_saved_card: true } : {},
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
    onDone: (message) => {
      rescue.close();
      onSecured(message);
      refreshNegotiation(client);
    },
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex basis-full flex-col gap-3 rounded-xl border border-amber-400/60 bg-amber-500/10 p-4 text-sm text-mist-100"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-amber-100">
        <ShieldAlert className="size-4 shrink-0" aria-hidden />
        {CARD_RESCUE_MESSAGES.requestPanelTitle}
      </h3>
      <p>
        Your card could not be authorized for this request
        {request.payment_error ? (
          <>
            : <span className="text-amber-100">{request.payment_error}</span>
          </>
        ) : (
          '.'
        )}
      </p>
      {failure?.kind === 'authentication' ? (
        <p>
          Your bank wants you to confirm the payment: use the saved card and confirm it with your bank, or use
          another card.
        </p>
      ) : null}
      {failure?.retry_at ? (
        <p>
          We try your card once more on <time dateTime={failure.retry_at}>{when(failure.retry_at)}</time>; you
          can secure the request now instead.
        </p>
      ) : null}
      {failure ? (
        <p>
          Secure it by{' '}
          <strong>
            <time dateTime={failure.secure_by}>{when(failure.secure_by)}</time>
          </strong>
          , or the request closes without a booking. Nothing is charged now.
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button size="sm" icon={<Lock className="size-4" aria-hidden />} onClick={() => choose(true)}>
          {CARD_RESCUE_MESSAGES.useSavedCard}
        </Button>
        <Button
          size="sm"
          variant="outline"
          icon={<CreditCard className="size-4" aria-hidden />}
          onClick={() => choose(false)}
        >
          {CARD_RESCUE_MESSAGES.useAnotherCard}
        </Button>
      </div>
      <CardRescueModal
        rescue={rescue}
        audience={audience}
        flow={flow}
        focusOnClose={() => document.getElementById(securedNoticeId(request.id))}
      />
    </section>
  );
}

const securedNoticeId = (requestId: number) => `request-${requestId}-secured`;

/** What securing the request did, in words; it takes the keyboard's focus from the panel that went. */
export function SecuredNotice({ requestId, message }: { requestId: number; message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      id={securedNoticeId(requestId)}
      role="status"
      tabIndex={-1}
      className="flex basis-full items-center gap-2 rounded-xl border border-emerald-400/40 bg-emerald-500/10 p-3 text-sm text-emerald-100"
    >
      <ShieldCheck className="size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
