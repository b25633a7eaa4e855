import { CalendarX2, Receipt } from 'lucide-react';
import {
  BOOKING_MESSAGES,
  DECLINE_REASON_MAX_LENGTH,
  type TDjInboxRequest,
} from '@cuepoint/domain/booking/booking-api';
import type { TRecipientReason } from '@cuepoint/domain/booking/request-api';
import { PERFORMANCE_TYPE_LABELS } from '@cuepoint/domain/booking/request-rules';
import { DEFAULT_CANCELLATION_NOTICE_HOURS, DEFAULT_PAYMENT_TERMS } from '@cuepoint/domain/booking/contract';
import { isFinalStatus } from '@cuepoint/domain/booking/states';
import { placeLine } from '../../../lib/place-time-format.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { RequestStatusBadge } from '../../booking/lists/request-status-badge.tsx';
import { AcceptDialog } from '../../booking/offers/accept-dialog.tsx';
import { FeeLines, feesFor } from '../../booking/offers/fee-lines.tsx';
import {
  AnswerButtons,
  useDialogChoice,
  useNegotiationMove,
} from '../../booking/offers/negotiation-parts.tsx';
import { isLive } from '../../booking/offers/offer-terms.ts';
import { acceptRequest, declineRequest, makeOffer } from '../../booking/offers/offers-api.ts';
import { RateDialog } from '../../booking/offers/rate-dialog.tsx';
import { ReasonDialog } from '../../booking/offers/reason-dialog.tsx';
import { UpdatedAt } from '../../booking/offers/updated-at.tsx';
import { hoursLabel } from '../../booking/request-form/duration-options.ts';
import { formatInstant } from '../format.ts';
import { DjOfferPanel } from './dj-offer-panel.tsx';
import { useDjProfile } from '../use-dashboard-queries.ts';
import { RequestConversation, useUnreadConversations } from '../../messages/request-messages.tsx';

/**
 * A request in the DJ's inbox (GET /dj/booking-requests), with the DJ's own offer, the booking an acceptance made and
 * whether another booking holds the DJ then.
 */
export type TInboxRequest = TDjInboxRequest;

const REASONS: Record<TRecipientReason, string> = {
  targeted: 'Asked for you',
  matching: 'Matches your profile',
  similar: 'Shared with similar DJs',
};

/** DJs can still answer: no DJ accepted and the request is neither cancelled nor expired. */
export function isOpenToAnswers(request: TInboxRequest): boolean {
  return (request.state === 'routed_to_dj' || request.state === 'shared') && !request.booking_id;
}

/**
 * One request that reached the DJ: who asks, when, how long and where, the budget and what the DJ would earn after
 * the platform and card fees; Accept as asked, Make an offer or Decline while it is open; the DJ's own offer.
 */
export function InboxItem({ request, highlighted }: { request: TInboxRequest; highlighted?: boolean }) {
  const hydrated = useHydrated();
  const move = useNegotiationMove();
  // The offer form starts from the DJ's standard terms (the profile's).
  const profile = useDjProfile().data;
  const standardTerms = {
    payment_terms: profile?.default_payment_terms ?? DEFAULT_PAYMENT_TERMS,
    cancellation_notice_hours:
      profile?.default_cancellation_notice_hours ?? DEFAULT_CANCELLATION_NOTICE_HOURS,
  };
  const { open, setOpen, openChange } = useDialogChoice<'accept' | 'offer' | 'decline'>();
  const money = (amount: number) => formatMajor(amount, request.currency);
  // Once booked, the breakdown is of the agreed price.
  const fees = feesFor(request.agreed?.hourly_rate ?? request.hourly_budget, request.duration);
  const offer = request.my_offer ?? null;
  const canAnswer = isOpenToAnswers(request) && !(offer && isLive(offer));
  const bookedThen = request.booked_then;
  const when = formatInstant(request.date, hydrated);
  const unread = useUnreadConversations();
  return (
    <article
      aria-label={`Request from ${request.customer_name} for ${when}`}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-900 p-4 transition-colors duration-700',
        highlighted && 'border-cue-400 bg-cue-500/10',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <RequestStatusBadge status={request.status} />
        <span className="text-xs font-semibold text-cue-300">{REASONS[request.reason]}</span>
        <span className="ml-auto">
          <UpdatedAt iso={offer?.last_updated ?? request.reached_at} />
        </span>
      </div>
      <p className="font-semibold text-mist-100">
        <time dateTime={request.date}>{when}</time>
      </p>
      <p className="text-sm text-mist-300">
        {hoursLabel(request.duration)} · {PERFORMANCE_TYPE_LABELS[request.performance_type]} ·{' '}
        {placeLine(request.city, request.country) ?? 'Not specified'}
      </p>
      <p className="text-sm text-mist-300">
        {request.customer_name} ({request.customer_type === 'venue' ? 'venue' : 'music enthusiast'})
      </p>
      {request.agreed ? (
        <p className="text-sm text-mist-200">
          Agreed {money(request.agreed.amount)} ({money(request.agreed.hourly_rate)} / hour) · you earn{' '}
          <strong className="text-emerald-200">{money(request.agreed.dj_payout)}</strong>
        </p>
      ) : (
        <p className="text-sm text-mist-200">
          Budget {money(request.total_budget)} ({money(request.hourly_budget)} / hour) · you would earn{' '}
          <strong className="text-emerald-200">{money(request.dj_payout)}</strong>
        </p>
      )}
      {fees ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-mist-300 hover:text-mist-100">Fee breakdown</summary>
          <FeeLines amounts={fees} currency={request.currency} className="mt-2" />
        </details>
      ) : null}
      <p className="line-clamp-3 whitespace-pre-line text-sm text-mist-400">{request.description}</p>
      {offer ? (
        <DjOfferPanel
          offer={offer}
          hours={request.duration}
          customerName={request.customer_name}
          settled={isFinalStatus(request.state)}
        />
      ) : null}
      {canAnswer && bookedThen ? (
        <p className="flex items-center gap-2 text-sm text-amber-200">
          <CalendarX2 className="size-4 shrink-0" aria-hidden />
          {BOOKING_MESSAGES.djBookedThen}: decline it, or cancel that booking first.
        </p>
      ) : null}
      {canAnswer ? (
        <AnswerButtons
          offering
          declineOnly={Boolean(bookedThen)}
          onAccept={() => setOpen('accept')}
          onBargain={() => setOpen('offer')}
          onDecline={() => setOpen('decline')}
        />
      ) : null}
      <RequestConversation
        requestId={request.id}
        djId={null}
        partnerName={request.customer_name}
        unread={unread.unreadOf(request.id, null)}
      />
      {request.booking_id ? (
        <ButtonLink
          to={`/bookings/${request.booking_id}`}
          size="sm"
          variant="outline"
          className="self-start"
          icon={<Receipt className="size-4" aria-hidden />}
        >
          View booking
        </ButtonLink>
      ) : null}
      <AcceptDialog
        open={open === 'accept'}
        onOpenChange={openChange}
        title="Accept this request as asked?"
        confirmLabel="Accept request"
        onConfirm={() => move(acceptRequest)(request.id)}
      >
        <p className="text-mist-200">
          You agree to play for {request.customer_name} for <strong>{money(request.total_budget)}</strong> (
          {money(request.hourly_budget)} / hour). {request.customer_name} confirms the contract next.
        </p>
        {fees ? <FeeLines amounts={fees} currency={request.currency} /> : null}
      </AcceptDialog>
      <RateDialog
        open={open === 'offer'}
        onOpenChange={openChange}
        title="Make an offer"
        description={`${request.customer_name} offers ${money(request.hourly_budget)} / hour for ${hoursLabel(request.duration)}. Name your hourly rate.`}
        hours={request.duration}
        currency={request.currency}
        initialRate={request.hourly_budget}
        submitLabel="Send offer"
        audience="dj"
        initialTerms={standardTerms}
        onSubmit={(body) => move(makeOffer)(request.id, body)}
      />
      <ReasonDialog
        open={open === 'decline'}
        onOpenChange={openChange}
        title="Decline this request?"
        description={`${request.customer_name} is told; the request may go on to other DJs.`}
        maxLength={DECLINE_REASON_MAX_LENGTH}
        confirmLabel="Decline request"
        onSubmit={(reason) => move(declineRequest)(request.id, reason)}
      />
    </article>
  );
}
