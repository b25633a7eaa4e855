import { useState } from 'react';
import { Check, FileSignature, X } from 'lucide-react';
import { canAnswerCounter, type TDemoOffer } from '@cuepoint/domain/demo/offer-simulation';
import { formatCalendarDate } from '../../../lib/format.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DjAvatar } from '../../booking/offers/dj-avatar.tsx';
import { UpdatedAt } from '../../booking/offers/updated-at.tsx';
import { BookingConfirmationDialog } from '../demo/booking-confirmation-dialog.tsx';
import { DemoOfferItem, DemoOfferTitle } from '../demo/demo-offer-item.tsx';
import type { DemoBooking } from '../demo/demo-booking.ts';
import type { OfferSimulation } from '../demo/use-offer-simulation.ts';
import { DEMO_OFFER_HOURS, DEMO_VENUE } from './venue-demo-data.ts';

function bookingOf(offer: TDemoOffer): DemoBooking {
  return {
    djName: offer.djName,
    djEmail: `${offer.djName.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    eventType: 'in-person',
    eventDate: offer.eventDate,
    eventTime: offer.eventTime,
    durationHours: DEMO_OFFER_HOURS,
    venue: DEMO_VENUE.venue_name,
    venueAddress: `${DEMO_VENUE.address}, ${DEMO_VENUE.city ?? ''}`,
    finalAmount: offer.offerAmount,
    currency: DEMO_VENUE.currency,
    eventDescription: 'Club night on the main floor',
  };
}

/**
 * The demo's Booking Status (docs/product/content.md): the offers as the simulation moves them; a counter offer can be
 * accepted (after a confirmation) or declined, and an accepted offer goes through the booking confirmation steps.
 */
export function DemoBookingStatus({ simulation }: { simulation: OfferSimulation }) {
  const [accepting, setAccepting] = useState<TDemoOffer | null>(null);
  const [confirming, setConfirming] = useState<TDemoOffer | null>(null);
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(() => new Set());
  const money = (amount: number) => formatMajor(amount, DEMO_VENUE.currency);

  return (
    <section aria-labelledby="demo-offers-title" className="flex flex-col gap-4">
      <h2 id="demo-offers-title" className="font-display text-xl font-semibold">
        Offers on your requests
      </h2>
      <p className="text-sm text-mist-300">
        In this demo, pending offers change on their own every few seconds, as DJs would answer.
      </p>
      <ul aria-label="Offers" className="flex flex-col gap-3">
        {simulation.offers.map((offer) => (
          <DemoOfferItem
            key={offer.id}
            offer={offer}
            simulation={simulation}
            className="flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 sm:flex-row sm:items-start"
          >
            <DjAvatar image={offer.djImage} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <DemoOfferTitle offer={offer} className="text-mist-100" />
              <p className="text-sm text-mist-300">
                {formatCalendarDate(offer.eventDate)} at {offer.eventTime} · {DEMO_OFFER_HOURS} h
              </p>
              <p className="text-mist-100">
                {money(offer.offerAmount)}
                {offer.counterOffer !== null ? (
                  <span className="text-sky-200"> · counter offer {money(offer.counterOffer)}</span>
                ) : null}
              </p>
              {offer.message ? <p className="text-sm text-mist-300">{offer.message}</p> : null}
              <UpdatedAt iso={offer.lastUpdated} prefix="Updated" />
            </div>
            <div className="flex flex-wrap gap-2 sm:flex-col">
              {canAnswerCounter(offer) ? (
                <>
                  <Button
                    size="sm"
                    icon={<Check className="size-4" aria-hidden />}
                    onClick={() => setAccepting(offer)}
                  >
                    Accept {money(offer.counterOffer!)}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Decline the counter offer of ${offer.djName}`}
                    icon={<X className="size-4" aria-hidden />}
                    onClick={() => simulation.decline(offer.id)}
                  >
                    Decline
                  </Button>
                </>
              ) : null}
              {offer.status === 'accepted' && !confirmed.has(offer.id) ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Confirm booking with ${offer.djName}`}
                  icon={<FileSignature className="size-4" aria-hidden />}
                  onClick={() => setConfirming(offer)}
                >
                  Confirm booking
                </Button>
              ) : null}
              {confirmed.has(offer.id) ? (
                <span className="text-sm text-emerald-300">Booking confirmed</span>
              ) : null}
            </div>
          </DemoOfferItem>
        ))}
      </ul>
      <ConfirmDialog
        open={accepting !== null}
        title="Accept this counter offer?"
        description={
          accepting
            ? `${accepting.djName} plays ${formatCalendarDate(accepting.eventDate)} for ${money(accepting.counterOffer ?? accepting.offerAmount)}.`
            : undefined
        }
        confirmLabel="Accept"
        cancelLabel="Cancel"
        onConfirm={() => {
          if (accepting) simulation.accept(accepting.id);
          setAccepting(null);
        }}
        onCancel={() => setAccepting(null)}
      />
      <BookingConfirmationDialog
        booking={confirming ? bookingOf(confirming) : null}
        onClose={() => setConfirming(null)}
        onConfirmed={() => {
          if (confirming) setConfirmed((current) => new Set([...current, confirming.id]));
        }}
      />
    </section>
  );
}
