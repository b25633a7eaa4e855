import { Undo2 } from 'lucide-react';
import type { TOffer } from '@cuepoint/domain/booking/booking-api';
import { offerStatusLine } from '@cuepoint/domain/booking/offer-status-line';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../../ui/button.tsx';
import { AcceptDialog } from '../../booking/offers/accept-dialog.tsx';
import { FeeLines, feesFor } from '../../booking/offers/fee-lines.tsx';
import { OfferStatusBadge } from '../../booking/offers/offer-status-badge.tsx';
import {
  AnswerButtons,
  CounterLine,
  useDialogChoice,
  useNegotiationMove,
} from '../../booking/offers/negotiation-parts.tsx';
import { CounterOfferDialog, DeclineOfferDialog } from '../../booking/offers/offer-dialogs.tsx';
import { awaits, isLive, standingProposal } from '../../booking/offers/offer-terms.ts';
import { acceptOffer, withdrawOffer } from '../../booking/offers/offers-api.ts';
import { UpdatedAt } from '../../booking/offers/updated-at.tsx';

/**
 * The DJ's own offer on a request: its status, amount and the customer's counter, the latest outcome in the DJ's
 * words. When it waits for the DJ (a counter from the customer): Accept, Decline, Counter; while it waits for the
 * customer: Withdraw. The customer is named by their display name.
 */
export function DjOfferPanel({
  offer,
  hours,
  customerName,
  settled = false,
}: {
  offer: TOffer;
  hours: number;
  customerName: string;
  /** The request is over (completed, expired, cancelled): the negotiation's last line is history, not news. */
  settled?: boolean;
}) {
  const { open, setOpen, openChange } = useDialogChoice<'accept' | 'decline' | 'counter' | 'withdraw'>();
  const move = useNegotiationMove();
  const money = (amount: number) => formatMajor(amount, offer.currency);
  const proposal = standingProposal(offer);
  const yourTurn = awaits(offer, 'dj');
  const counterFees = feesFor(proposal.hourly, hours);
  const statusLine = settled ? null : offerStatusLine(offer, { side: 'dj', customerName, money });
  return (
    <section
      aria-label="Your offer"
      className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-850 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-mist-100">Your offer</span>
        <OfferStatusBadge status={offer.status} />
        <span className="ml-auto">
          <UpdatedAt iso={offer.last_updated} />
        </span>
      </div>
      <p className="text-mist-200">
        {money(offer.offer_amount)} ({money(offer.hourly_rate)} / hour)
      </p>
      <CounterLine
        offer={offer}
        from={offer.counter_by === 'dj' ? 'Your counter offer' : `Counter offer from ${customerName}`}
        className="rounded-lg"
      />
      {offer.message ? (
        // The latest message of the negotiation: the DJ's with the offer, or either side's with a counter.
        <blockquote
          aria-label="Latest message"
          className="whitespace-pre-line border-l-2 border-ink-500 pl-3 text-mist-300"
        >
          {offer.message}
        </blockquote>
      ) : null}
      {statusLine ? <p className="font-medium text-mist-200">{statusLine}</p> : null}
      {yourTurn ? (
        <AnswerButtons
          onAccept={() => setOpen('accept')}
          onBargain={() => setOpen('counter')}
          onDecline={() => setOpen('decline')}
        />
      ) : isLive(offer) ? (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          icon={<Undo2 className="size-4" aria-hidden />}
          onClick={() => setOpen('withdraw')}
        >
          Withdraw offer
        </Button>
      ) : null}
      <AcceptDialog
        open={open === 'accept'}
        onOpenChange={openChange}
        title="Accept the counter offer?"
        confirmLabel="Accept counter offer"
        onConfirm={() => move(acceptOffer)(offer.id)}
      >
        <p className="text-mist-200">
          You agree to play for <strong>{money(proposal.total)}</strong> ({money(proposal.hourly)} / hour).
          {customerName} confirms the contract next.
        </p>
        {counterFees ? <FeeLines amounts={counterFees} currency={offer.currency} /> : null}
      </AcceptDialog>
      <DeclineOfferDialog
        offer={offer}
        open={open === 'decline'}
        onOpenChange={openChange}
        title="Decline the counter offer?"
        description={`${customerName} is told. You may make a new offer while the request is open.`}
        confirmLabel="Decline counter offer"
      />
      <CounterOfferDialog
        offer={offer}
        open={open === 'counter'}
        onOpenChange={openChange}
        title={`Counter ${customerName}'s offer`}
        description={`${customerName} proposes ${money(proposal.hourly)} / hour.`}
        hours={hours}
        initialRate={offer.hourly_rate}
        audience="dj"
        initialTerms={{
          payment_terms: offer.payment_terms,
          cancellation_notice_hours: offer.cancellation_notice_hours,
        }}
      />
      <AcceptDialog
        open={open === 'withdraw'}
        onOpenChange={openChange}
        title="Withdraw your offer?"
        confirmLabel="Withdraw offer"
        onConfirm={() => move(withdrawOffer)(offer.id)}
      >
        <p className="text-mist-200">
          {customerName} no longer sees it as open. You can make a new one later.
        </p>
      </AcceptDialog>
    </section>
  );
}
