import { useState } from 'react';
import { useParams } from 'react-router';
import { ArrowLeft, FileSignature, XCircle } from 'lucide-react';
import { BOOKING_MESSAGES, DJ_HOLDING_BOOKING_STATUSES } from '@cuepoint/domain/booking/booking-api';
import { CARD_RESCUE_MESSAGES } from '@cuepoint/domain/booking/card-rescue';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Alert, Spinner } from '../../../ui/feedback.tsx';
import { Container } from '../../../ui/layout.tsx';
import { LiveIndicator } from '../../live-updates/live-indicator.tsx';
import { useNow } from '../../live-updates/use-relative-time.ts';
import { useLiveRows } from '../lists/use-live-rows.ts';
import { DjAvatar } from '../offers/dj-avatar.tsx';
import { UpdatedAt } from '../offers/updated-at.tsx';
import { BookingContacts } from './booking-contacts.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { dashboardOf, SignedInOnly } from './booking-access.tsx';
import {
  AmountsFacts,
  EventFacts,
  HistoryList,
  PayoutsFacts,
  Section,
  TermsFacts,
  type Reader,
} from './booking-sections.tsx';
import { AddToCalendar } from '../../calendar/add-to-calendar.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { TermsAgreementPanel } from './terms-agreement-panel.tsx';
import { readBookingId, useBooking } from './use-booking.ts';
import type { AuthUser } from '../../accounts/auth-context.tsx';
import { BookingMessages } from '../../messages/booking-messages.tsx';
import { BookingReviews } from '../../reviews/booking-reviews.tsx';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { BookingDispute } from '../../disputes/booking-dispute.tsx';
import { AtRiskNotice, isAtRisk, SecureBookingPanel } from './secure-booking-panel.tsx';
import { RetryButton } from '../../../ui/retry-button.tsx';

function BookingView({ user, reader }: { user: AuthUser; reader: Reader }) {
  const params = useParams();
  const id = readBookingId(params['id']);
  const booking = useBooking(id);
  const { connected, isHighlighted } = useLiveRows((event) => [event.booking_id]);
  const now = useNow();
  const [cancelling, setCancelling] = useState(false);
  // The message a screen left when it sent the reader here (a confirmation, a cancellation).
  const [notice, setNotice] = useFlashMessage('bookingNotice');
  const back = (
    <ButtonLink
      to={dashboardOf(user)}
      variant="ghost"
      size="sm"
      className="-ml-3 mb-4"
      icon={<ArrowLeft className="size-4" aria-hidden />}
    >
      Back to your dashboard
    </ButtonLink>
  );
  if (id === null || booking.isError)
    return (
      <Container className="max-w-3xl py-10">
        {back}
        <h1 className="mb-4 text-3xl font-bold">Booking</h1>
        <Alert tone="error">
          <p>This booking could not be loaded: {booking.error?.message ?? 'Booking not found'}</p>
          {id !== null ? <RetryButton query={booking} className="mt-2" /> : null}
        </Alert>
      </Container>
    );
  if (booking.isPending)
    return (
      <Container className="max-w-3xl py-10">
        <Spinner label="Loading the booking…" />
      </Container>
    );
  const data = booking.data;
  const live = (DJ_HOLDING_BOOKING_STATUSES as readonly string[]).includes(data.status);
  const other = reader === 'customer' ? data.dj_name : data.customer_name;
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      {back}
      <header
        data-highlighted={isHighlighted(data.id) || undefined}
        className="mb-6 flex flex-wrap items-center gap-4 rounded-2xl transition-colors duration-700 data-[highlighted]:bg-cue-500/10"
      >
        {reader === 'customer' ? <DjAvatar image={data.dj_image} /> : null}
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold sm:text-4xl">Booking with {other}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={data.status} />
            <LiveIndicator connected={connected} />
            <UpdatedAt iso={data.updated_at} prefix="Updated" />
          </div>
        </div>
      </header>
      {notice ? (
        <Alert tone="success" className="mb-5">
          {notice}
        </Alert>
      ) : null}
      <div className="mb-6 flex flex-wrap gap-2">
        {reader === 'customer' && data.status === 'awaiting_confirmation' ? (
          <ButtonLink
            to={`/bookings/${data.id}/confirm`}
            icon={<FileSignature className="size-4" aria-hidden />}
          >
            Confirm booking
          </ButtonLink>
        ) : null}
        <AddToCalendar bookingId={data.id} status={data.status} />
        {live ? (
          <Button
            variant="outline"
            size="sm"
            icon={<XCircle className="size-4" aria-hidden />}
            onClick={() => setCancelling(true)}
          >
            Cancel booking
          </Button>
        ) : null}
      </div>
      <TermsAgreementPanel booking={data} reader={reader} />
      {data.cancellation ? (
        <Alert tone="info" className="mb-6">
          Cancelled by {data.cancellation.by === reader ? 'you' : other}: “{data.cancellation.reason}”.{' '}
          {data.cancellation.charged > 0
            ? `${formatMajor(data.cancellation.charged, data.currency)} was charged.`
            : 'Nothing was charged.'}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-6">
        {isAtRisk(data) ? (
          reader === 'customer' ? (
            <SecureBookingPanel booking={data} onSecured={() => setNotice(CARD_RESCUE_MESSAGES.secured)} />
          ) : (
            <AtRiskNotice booking={data} />
          )
        ) : null}
        <Section title="Event">
          <EventFacts booking={data} />
          <BookingContacts booking={data} reader={reader} />
        </Section>
        <Section title="Amounts">
          <AmountsFacts booking={data} reader={reader} />
        </Section>
        <Section title="Contract terms">
          <TermsFacts booking={data} reader={reader} />
        </Section>
        {reader === 'dj' ? (
          <Section title="Payouts">
            <PayoutsFacts booking={data} />
          </Section>
        ) : null}
        <Section title="History">
          <HistoryList booking={data} reader={reader} />
        </Section>
        <BookingMessages booking={data} />
        <BookingReviews booking={data} reader={reader} />
        <BookingDispute booking={data} reader={reader} />
      </div>
      <CancelBookingDialog
        booking={data}
        reader={reader}
        now={now}
        open={cancelling}
        onOpenChange={setCancelling}
        onCancelled={(cancelled) =>
          setNotice(
            reader === 'dj'
              ? BOOKING_MESSAGES.cancelledByDj
              : (cancelled.cancellation?.charged ?? 0) > 0
                ? BOOKING_MESSAGES.cancelledCharged
                : BOOKING_MESSAGES.cancelledFree,
          )
        }
      />
    </Container>
  );
}

/** /bookings/:id: the booking as either party sees it (status, event, terms, amounts, payouts, history). */
export function BookingPage() {
  usePageTitle(
    'Booking',
    'Your booking on Cuepoint: the event, the contract, the amounts and what happened.',
  );
  return <SignedInOnly>{(user, reader) => <BookingView user={user} reader={reader} />}</SignedInOnly>;
}
