import { CANCELLATION_NOTICE_LABELS, PAYMENT_TERMS_LABELS } from '@cuepoint/domain/booking/contract';
import { FileSignature } from 'lucide-react';
import type { TOffer } from '@cuepoint/domain/booking/booking-api';
import { offerStatusLine } from '@cuepoint/domain/booking/offer-status-line';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { cn } from '../../../lib/cn.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { AcceptDialog } from './accept-dialog.tsx';
import { DjAvatar } from './dj-avatar.tsx';
import { AnswerButtons, CounterLine, useDialogChoice, useNegotiationMove } from './negotiation-parts.tsx';
import { CounterOfferDialog, DeclineOfferDialog } from './offer-dialogs.tsx';
import { OfferStatusBadge } from './offer-status-badge.tsx';
import { awaits, standingProposal } from './offer-terms.ts';
import { acceptOffer } from './offers-api.ts';
import { UpdatedAt } from './updated-at.tsx';

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
  const { open, setOpen, openChange } = useDialogChoice<'accept' | 'decline' | 'counter'>();
  const move = useNegotiationMove();
  const money = (amount: number) => formatMajor(amount, offer.currency);
  const proposal = standingProposal(offer);
  const yourTurn = awaits(offer, 'customer');
  const counterFrom = offer.counter_by === 'customer' ? 'Your counter offer' : 'Counter offer from the DJ';
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
      <CounterLine offer={offer} from={counterFrom} className="rounded-xl text-sm" />
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
        <AnswerButtons
          onAccept={() => setOpen('accept')}
          onBargain={() => setOpen('counter')}
          onDecline={() => setOpen('decline')}
        />
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
          const accepted = await move(acceptOffer)(offer.id);
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
      <DeclineOfferDialog
        offer={offer}
        open={open === 'decline'}
        onOpenChange={openChange}
        title={`Decline ${offer.dj_name}'s offer?`}
        description="The DJ is told; your request stays open to other offers."
        confirmLabel="Decline offer"
      />
      <CounterOfferDialog
        offer={offer}
        open={open === 'counter'}
        onOpenChange={openChange}
        title={`Counter ${offer.dj_name}'s offer`}
        description={`The DJ proposes ${money(proposal.hourly)} / hour. Name your hourly rate; the DJ answers next.`}
        hours={hours}
        initialRate={null}
        audience="customer"
        notesFor={counterNotes}
      />
    </article>
  );
}
