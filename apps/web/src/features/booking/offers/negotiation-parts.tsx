import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, Check, HandCoins, X } from 'lucide-react';
import type { TOffer } from '@cuepoint/domain/booking/booking-api';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { refreshNegotiation } from './offers-api.ts';

/** Which of a card's dialogs is open; closing any of them opens none. */
export function useDialogChoice<T extends string>() {
  const [open, setOpen] = useState<T | null>(null);
  const openChange = (next: boolean) => setOpen((current) => (next ? current : null));
  return { open, setOpen, openChange };
}

/** A negotiation move that, once made, reloads what both sides see (lists, offers, bookings); it answers the call's. */
export function useNegotiationMove() {
  const client = useQueryClient();
  return <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await call(...args);
      refreshNegotiation(client);
      return result;
    };
}

/**
 * The answers to a proposal waiting for this side: Accept, then Counter (or, for a request, Make an offer), then
 * Decline. A side that cannot agree (booked then) has only Decline.
 */
export function AnswerButtons({
  offering = false,
  declineOnly = false,
  onAccept,
  onBargain,
  onDecline,
}: {
  offering?: boolean;
  declineOnly?: boolean;
  onAccept(): void;
  onBargain(): void;
  onDecline(): void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {declineOnly ? null : (
        <>
          <Button size="sm" icon={<Check className="size-4" aria-hidden />} onClick={onAccept}>
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            icon={
              offering ? (
                <HandCoins className="size-4" aria-hidden />
              ) : (
                <ArrowLeftRight className="size-4" aria-hidden />
              )
            }
            onClick={onBargain}
          >
            {offering ? 'Make an offer' : 'Counter'}
          </Button>
        </>
      )}
      <Button size="sm" variant="ghost" icon={<X className="size-4" aria-hidden />} onClick={onDecline}>
        Decline
      </Button>
    </div>
  );
}

/** The standing counter offer, named by who made it ("Your counter offer: €1,200 (€300 / hour)"). */
export function CounterLine({ offer, from, className }: { offer: TOffer; from: string; className: string }) {
  if (offer.counter_offer === null) return null;
  const money = (amount: number) => formatMajor(amount, offer.currency);
  return (
    <p className={cn('flex items-center gap-2 bg-sky-400/10 px-3 py-2 text-sky-100', className)}>
      <ArrowLeftRight className="size-4 shrink-0" aria-hidden />
      {from}: <strong>{money(offer.counter_offer)}</strong>
      {offer.counter_hourly_rate !== null ? ` (${money(offer.counter_hourly_rate)} / hour)` : null}
    </p>
  );
}
