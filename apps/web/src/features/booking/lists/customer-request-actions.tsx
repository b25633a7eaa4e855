import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, FileSignature, Receipt, ShieldAlert, XCircle } from 'lucide-react';
import type { TBookingRequestWithBooking, TBookingStatus } from '@cuepoint/domain/booking/booking-api';
import { apiBody, apiClient } from '../../../lib/api.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import type { TBookingAudience, TBookingRequestListed } from '../booking-api.ts';
import { SecureRequestAction, SecuredNotice, showsSecureRequest } from './secure-request-action.tsx';
import { OffersDialog } from '../offers/offers-dialog.tsx';
import { refreshNegotiation } from '../offers/offers-api.ts';
import { ReasonDialog } from '../offers/reason-dialog.tsx';
import { CustomerRequestMessages } from '../../messages/customer-request-messages.tsx';

/** A listed request with the booking an acceptance made (issue #12). */
export type TListedWithBooking = TBookingRequestListed & {
  booking_id?: number | null;
  booking_status?: TBookingStatus | null;
  booked?: TBookingRequestWithBooking['booked'];
};

/** docs/product/booking-requests.md: View Offers shows for a pending request that has offers. */
export function showsViewOffers(request: Pick<TBookingRequestListed, 'status' | 'offers_count'>): boolean {
  return request.status === 'pending' && request.offers_count > 0;
}

/** A request may be withdrawn while DJs can still answer it (once a DJ accepted, the booking page cancels it). */
export function showsCancelRequest(request: TListedWithBooking): boolean {
  return request.status === 'pending' && !request.booking_id;
}

const CANCEL_REASON_MAX = 500;

/**
 * What the customer can do with one listed request: see and answer the offers, confirm the booking an acceptance
 * made (the three steps), open the booking, or withdraw the request with a reason the DJs are told.
 */
export function CustomerRequestActions({
  request,
  title,
  isHighlighted,
  audience = 'enthusiast',
}: {
  request: TListedWithBooking;
  title: string;
  isHighlighted?: (offerId: number) => boolean;
  /** Whose payment step opens when a failed card is secured again. */
  audience?: TBookingAudience;
}) {
  const client = useQueryClient();
  const [open, setOpen] = useState<'offers' | 'cancel' | null>(null);
  const [secured, setSecured] = useState<string | null>(null);
  const bookingId = request.booking_id ?? null;
  return (
    <>
      {secured ? <SecuredNotice requestId={request.id} message={secured} /> : null}
      {showsSecureRequest(request) && !bookingId ? (
        <SecureRequestAction request={request} audience={audience} onSecured={setSecured} />
      ) : null}
      {showsViewOffers(request) ? (
        <Button size="sm" icon={<Eye className="size-4" aria-hidden />} onClick={() => setOpen('offers')}>
          View Offers
        </Button>
      ) : null}
      {bookingId && request.booking_status === 'awaiting_confirmation' ? (
        <ButtonLink
          to={`/bookings/${bookingId}/confirm`}
          size="sm"
          icon={<FileSignature className="size-4" aria-hidden />}
        >
          Confirm booking
        </ButtonLink>
      ) : null}
      {bookingId && request.booking_status === 'confirmed' && request.payment_status === 'failed' ? (
        <ButtonLink
          to={`/bookings/${bookingId}`}
          size="sm"
          icon={<ShieldAlert className="size-4" aria-hidden />}
        >
          Secure this booking
        </ButtonLink>
      ) : null}
      {bookingId ? (
        <ButtonLink
          to={`/bookings/${bookingId}`}
          size="sm"
          variant="outline"
          icon={<Receipt className="size-4" aria-hidden />}
        >
          View booking
        </ButtonLink>
      ) : null}
      {showsCancelRequest(request) ? (
        <Button
          size="sm"
          variant="ghost"
          icon={<XCircle className="size-4" aria-hidden />}
          onClick={() => setOpen('cancel')}
        >
          Cancel request
        </Button>
      ) : null}
      <CustomerRequestMessages requestId={request.id} />
      <OffersDialog
        requestId={request.id}
        hours={request.duration}
        secured={request.amounts.customer_pays}
        title={title}
        open={open === 'offers'}
        onOpenChange={(next) => setOpen(next ? 'offers' : null)}
        isHighlighted={isHighlighted}
      />
      <ReasonDialog
        open={open === 'cancel'}
        onOpenChange={(next) => setOpen(next ? 'cancel' : null)}
        title="Cancel this booking request?"
        description="The hold on your card is released and nothing is charged. The DJs it reached are told why."
        maxLength={CANCEL_REASON_MAX}
        confirmLabel="Cancel request"
        cancelLabel="Keep request"
        onSubmit={async (reason) => {
          await apiBody(
            apiClient.POST('/booking-requests/{id}/cancel', {
              params: { path: { id: request.id } },
              body: reason ? { reason } : {},
            }),
          );
          refreshNegotiation(client);
        }}
      />
    </>
  );
}
