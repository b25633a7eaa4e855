import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, Check, Undo2, X } from 'lucide-react';
import { DECLINE_REASON_MAX_LENGTH, type TOffer } from '@cuepoint/domain/booking/booking-api';
import { offerStatusLine } from '@cuepoint/domain/booking/offer-status-line';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../../ui/button.tsx';
import { AcceptDialog } from '../../booking/offers/accept-dialog.tsx';
import { FeeLines, feesFor } from '../../booking/offers/fee-lines.tsx';
import { OfferStatusBadge } from '../../booking/offers/offer-status-badge.tsx';
import { awaits, isLive, standingProposal } from '../../booking/offers/offer-terms.ts';
import {
  acceptOffer,
  counterOffer,
  declineOffer,
  refreshNegotiation,
  withdrawOffer,
} from '../../booking/offers/offers-api.ts';
import { RateDialog } from '../../booking/offers/rate-dialog.tsx';
import { ReasonDialog } from '../../booking/offers/reason-dialog.tsx';
import { UpdatedAt } from '../../booking/offers/updated-at.tsx';

type Open = 'accept' | 'decline' | 'counter' | 'withdraw' | null;

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
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const money = (amount: number) => formatMajor(amount, offer.currency);
  const proposal = standingProposal(offer);
  const yourTurn = awaits(offer, 'dj');
  const openChange = (next: boolean) => setOpen((current) => (next ? current : null));
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
      {offer.counter_offer !== null ? (
        <p className="flex items-center gap-2 rounded-lg bg-sky-400/10 px-3 py-2 text-sky-100">
          <ArrowLeftRight className="size-4 shrink-0" aria-hidden />
          {offer.counter_by === 'dj' ? 'Your counter offer' : `Counter offer from ${customerName}`}:{' '}
          <strong>{money(offer.counter_offer)}</strong>
          {offer.counter_hourly_rate !== null ? ` (${money(offer.counter_hourly_rate)} / hour)` : null}
        </p>
      ) : null}
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
        onConfirm={async () => {
          await acceptOffer(offer.id);
          refreshNegotiation(client);
        }}
      >
        <p className="text-mist-200">
          You agree to play for <strong>{money(proposal.total)}</strong> ({money(proposal.hourly)} / hour).
          {customerName} confirms the contract next.
        </p>
        {counterFees ? <FeeLines amounts={counterFees} currency={offer.currency} /> : null}
      </AcceptDialog>
      <ReasonDialog
        open={open === 'decline'}
        onOpenChange={openChange}
        title="Decline the counter offer?"
        description={`${customerName} is told. You may make a new offer while the request is open.`}
        maxLength={DECLINE_REASON_MAX_LENGTH}
        confirmLabel="Decline counter offer"
        onSubmit={async (reason) => {
          await declineOffer(offer.id, reason ? { reason } : {});
          refreshNegotiation(client);
        }}
      />
      <RateDialog
        open={open === 'counter'}
        onOpenChange={openChange}
        title={`Counter ${customerName}'s offer`}
        description={`${customerName} proposes ${money(proposal.hourly)} / hour.`}
        hours={hours}
        currency={offer.currency}
        initialRate={offer.hourly_rate}
        submitLabel="Send counter offer"
        audience="dj"
        initialTerms={{
          payment_terms: offer.payment_terms,
          cancellation_notice_hours: offer.cancellation_notice_hours,
        }}
        onSubmit={async (body) => {
          await counterOffer(offer.id, body);
          refreshNegotiation(client);
        }}
      />
      <AcceptDialog
        open={open === 'withdraw'}
        onOpenChange={openChange}
        title="Withdraw your offer?"
        confirmLabel="Withdraw offer"
        onConfirm={async () => {
          await withdrawOffer(offer.id);
          refreshNegotiation(client);
        }}
      >
        <p className="text-mist-200">
          {customerName} no longer sees it as open. You can make a new one later.
        </p>
      </AcceptDialog>
    </section>
  );
}
