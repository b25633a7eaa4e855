import { AlertTriangle, ShieldAlert } from 'lucide-react';
import type { TBooking } from '@cuepoint/domain/booking/booking-api';
import { CARD_RESCUE_MESSAGES } from '@cuepoint/domain/booking/card-rescue';
import { AuthorizeStep } from './confirm/authorize-step.tsx';
import { formatInZone } from './booking-format.ts';

/** Whether the booking is confirmed and its card failed: the customer secures it, the DJ is told it is at risk. */
export function isAtRisk(booking: TBooking): boolean {
  return (
    booking.status === 'confirmed' && booking.needs_authorization && booking.authorization_failure !== null
  );
}

const PANEL_ID = 'secure-this-booking';

/**
 * "Secure this booking" (decision record 028): the customer's confirmed booking whose saved card failed. Why it
 * failed, whether the platform tries once more and when, the deadline, then the payment step for the agreed price:
 * the saved card again, confirmed by its holder (the bank's 3-D Secure page opens when it asks for one), or another
 * card typed in the payment step.
 */
export function SecureBookingPanel({
  booking,
  onSecured,
}: {
  booking: TBooking;
  /** The card now secures it (the booking is read again and the panel goes). */
  onSecured?: () => void;
}) {
  const failure = booking.authorization_failure;
  if (!failure) return null;
  const when = (iso: string) => formatInZone(iso, booking.event.timezone);
  return (
    <section
      aria-labelledby={PANEL_ID}
      className="rounded-2xl border border-amber-400/60 bg-amber-500/10 p-5 sm:p-6"
    >
      <h2
        id={PANEL_ID}
        className="mb-3 flex items-center gap-2 font-display text-lg font-semibold text-amber-100"
      >
        <ShieldAlert className="size-5 shrink-0" aria-hidden />
        {CARD_RESCUE_MESSAGES.panelTitle}
      </h2>
      <div className="mb-4 flex flex-col gap-2 text-sm text-mist-100">
        <p>
          Your card could not be authorized for this booking
          {failure.reason ? (
            <>
              : <span className="text-amber-100">{failure.reason}</span>
            </>
          ) : (
            '.'
          )}
        </p>
        {failure.kind === 'authentication' ? (
          <p>
            Your bank wants you to confirm the payment: use the same card and confirm it with your bank, or
            use another card.
          </p>
        ) : null}
        {failure.retry_at ? (
          <p>
            We try your card once more on <time dateTime={failure.retry_at}>{when(failure.retry_at)}</time>;
            you can secure the booking now instead.
          </p>
        ) : null}
        <p>
          Secure it by{' '}
          <strong>
            <time dateTime={failure.secure_by}>{when(failure.secure_by)}</time>
          </strong>
          , or the booking is released and {booking.dj_name} is free to take other gigs. Nothing is charged
          until 24 hours before the event.
        </p>
      </div>
      <AuthorizeStep
        booking={booking}
        actionLabel={CARD_RESCUE_MESSAGES.useAnotherCard}
        savedCardLabel={CARD_RESCUE_MESSAGES.useSavedCard}
        {...(onSecured ? { onSecured } : {})}
      />
    </section>
  );
}

/** The DJ's notice that the booking is at risk, and until when. */
export function AtRiskNotice({ booking }: { booking: TBooking }) {
  const failure = booking.authorization_failure;
  if (!failure) return null;
  const secureBy = formatInZone(failure.secure_by, booking.event.timezone);
  return (
    <section
      aria-labelledby="booking-at-risk"
      className="rounded-2xl border border-amber-400/60 bg-amber-500/10 p-5 text-sm text-mist-100 sm:p-6"
    >
      <h2
        id="booking-at-risk"
        className="mb-2 flex items-center gap-2 font-display text-lg font-semibold text-amber-100"
      >
        <AlertTriangle className="size-5 shrink-0" aria-hidden />
        {CARD_RESCUE_MESSAGES.atRiskTitle}
      </h2>
      <p>
        {booking.customer_name}’s card could not be authorized, so this booking is not secured yet. They have
        been asked to secure it{failure.retry_at ? ', and the card is tried once more automatically' : ''}.
      </p>
      <p className="mt-2">
        If it is not secured by{' '}
        <strong>
          <time dateTime={failure.secure_by}>{secureBy}</time>
        </strong>
        , the booking is released, nothing is charged and you are told. Once it is secured, it is charged 24
        hours before the event as agreed.
      </p>
    </section>
  );
}
