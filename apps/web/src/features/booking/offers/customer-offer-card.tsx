import { CANCELLATION_NOTICE_LABELS, PAYMENT_TERMS_LABELS } from '@cuepoint/domain/booking/contract';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, Check, FileSignature, X } from 'lucide-react';
import { DECLINE_REASON_MAX_LENGTH, type TOffer } from '@cuepoint/domain/booking/booking-api';
import { offerStatusLine } from '@cuepoint/domain/booking/offer-status-line';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { cn } from '../../../lib/cn.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { AcceptDialog } from './accept-dialog.tsx';
import { DjAvatar } from './dj-avatar.tsx';
import { OfferStatusBadge } from './offer-status-badge.tsx';
import { awaits, standingProposal } from './offer-terms.ts';
import { acceptOffer, counterOffer, declineOffer, refreshNegotiation } from './offers-api.ts';
import { RateDialog } from './rate-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { UpdatedAt } from './updated-at.tsx';

type Open = 'accept' | 'decline' | 'counter' | null;

/**
 * One DJ's offer as the customer sees it (docs/product/offers-and-contracts.md): picture and name, the amount and any
 * counter, the status with its colour and icon, the DJ's message and the latest outcome, how long ago it changed. When
 * the offer waits for the customer: Accept (asked first), Decline, Counter with another rate.
 */
export function CustomerOfferCard({
  offer,
  hours,
  secured,
  highlighted,
  onAccepted,
}: {
  offer: TOffer;
  hours: number;
  /** What the customer's card secures for the request (held or saved), in major units. */
  secured?: number | undefined;
  highlighted?: boolean;
  onAccepted?(bookingId: number): void;
}) {
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const money = (amount: number) => formatMajor(amount, offer.currency);
  const proposal = standingProposal(offer);
  const yourTurn = awaits(offer, 'customer');
  const counterFrom = offer.counter_by === 'customer' ? 'Your counter offer' : 'Counter offer from the DJ';
  const openChange = (next: boolean) => setOpen((current) => (next ? current : null));
  const statusLine = offerStatusLine(offer, { side: 'customer', money });
  const aboveCard = (total: number) =>
    secured !== undefined && total > secured
      ? `That is above the ${money(secured)} your card secures: you authorize your card again for the new price before you confirm the booking.`
      : null;
  const counterNotes = (rate: number, total: number) =>
    [
      rate > proposal.hourly
        ? `That is more than ${offer.dj_name} asks (${money(proposal.hourly)} / hour).`
        : null,
      aboveCard(total),
    ].filter((note): note is string => note !== null);
  const acceptNote = aboveCard(proposal.total);
  return (
    <article
      aria-label={`Offer from ${offer.dj_name}`}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 transition-colors duration-700',
        highlighted && 'border-cue-400 bg-cue-500/10',
      )}
    >
      <div className="flex items-start gap-3">
        <DjAvatar image={offer.dj_image} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-mist-100">{offer.dj_name}</p>
          <p className="text-sm text-mist-300">
            <span className="font-display text-lg font-semibold text-mist-100">
              {money(offer.offer_amount)}
            </span>{' '}
            ({money(offer.hourly_rate)} / hour)
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <OfferStatusBadge status={offer.status} />
          <UpdatedAt iso={offer.last_updated} />
        </div>
      </div>
      {offer.counter_offer !== null ? (
        <p className="flex items-center gap-2 rounded-xl bg-sky-400/10 px-3 py-2 text-sm text-sky-100">
          <ArrowLeftRight className="size-4 shrink-0" aria-hidden />
          {counterFrom}: <strong>{money(offer.counter_offer)}</strong>
          {offer.counter_hourly_rate !== null ? ` (${money(offer.counter_hourly_rate)} / hour)` : null}
        </p>
      ) : null}
      <p className="text-sm text-mist-300">
        <span className="text-mist-400">Terms:</span> {PAYMENT_TERMS_LABELS[offer.payment_terms]} payment ·{' '}
        {CANCELLATION_NOTICE_LABELS[offer.cancellation_notice_hours]} cancellation notice
      </p>
      {offer.message ? (
        <blockquote className="whitespace-pre-line border-l-2 border-ink-500 pl-3 text-sm text-mist-300">
          {offer.message}
        </blockquote>
      ) : null}
      {statusLine ? <p className="text-sm font-medium text-mist-200">{statusLine}</p> : null}
      {yourTurn ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" icon={<Check className="size-4" aria-hidden />} onClick={() => setOpen('accept')}>
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            icon={<ArrowLeftRight className="size-4" aria-hidden />}
            onClick={() => setOpen('counter')}
          >
            Counter
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<X className="size-4" aria-hidden />}
            onClick={() => setOpen('decline')}
          >
            Decline
          </Button>
        </div>
      ) : offer.status === 'accepted' && offer.booking_id ? (
        <ButtonLink
          to={`/bookings/${offer.booking_id}/confirm`}
          size="sm"
          className="self-start"
          icon={<FileSignature className="size-4" aria-hidden />}
        >
          Confirm booking
        </ButtonLink>
      ) : null}
      <AcceptDialog
        open={open === 'accept'}
        onOpenChange={openChange}
        title={`Accept ${offer.dj_name}'s offer?`}
        confirmLabel="Accept offer"
        onConfirm={async () => {
          const accepted = await acceptOffer(offer.id);
          refreshNegotiation(client);
          onAccepted?.(accepted.booking.id);
        }}
      >
        <p className="text-mist-200">
          You agree to book {offer.dj_name} for <strong>{money(proposal.total)}</strong> (
          {money(proposal.hourly)} / hour). The request closes to every other DJ; you confirm the contract
          next.
        </p>
        {acceptNote ? <p className="text-sm text-amber-200">{acceptNote}</p> : null}
      </AcceptDialog>
      <ReasonDialog
        open={open === 'decline'}
        onOpenChange={openChange}
        title={`Decline ${offer.dj_name}'s offer?`}
        description="The DJ is told; your request stays open to other offers."
        maxLength={DECLINE_REASON_MAX_LENGTH}
        confirmLabel="Decline offer"
        onSubmit={async (reason) => {
          await declineOffer(offer.id, reason ? { reason } : {});
          refreshNegotiation(client);
        }}
      />
      <RateDialog
        open={open === 'counter'}
        onOpenChange={openChange}
        title={`Counter ${offer.dj_name}'s offer`}
        description={`The DJ proposes ${money(proposal.hourly)} / hour. Name your hourly rate; the DJ answers next.`}
        hours={hours}
        currency={offer.currency}
        initialRate={null}
        submitLabel="Send counter offer"
        audience="customer"
        notesFor={counterNotes}
        onSubmit={async (body) => {
          await counterOffer(offer.id, body);
          refreshNegotiation(client);
        }}
      />
    </article>
  );
}
