import { useContext } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import {
  BOOKING_STATUS_LABELS,
  DJ_HOLDING_BOOKING_STATUSES,
  type TBookingStatus,
  type TOffer,
} from '@cuepoint/domain/booking/booking-api';
import { offerStatusLine } from '@cuepoint/domain/booking/offer-status-line';
import { cn } from '../../../lib/cn.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { formatInZone } from '../../booking/bookings/booking-format.ts';
import type { TBookingRequestListed } from '../../booking/booking-api.ts';
import { useBookingRequests } from '../../booking/lists/use-booking-requests.ts';
import { useLiveRows } from '../../booking/lists/use-live-rows.ts';
import { DjAvatar } from '../../booking/offers/dj-avatar.tsx';
import { OfferStatusBadge } from '../../booking/offers/offer-status-badge.tsx';
import { fetchOffers, offersKey } from '../../booking/offers/offers-api.ts';
import { UpdatedAt } from '../../booking/offers/updated-at.tsx';
import { LiveIndicator } from '../../live-updates/live-indicator.tsx';
import { useBrowserTimeZone } from '../../../lib/use-client-values.ts';
import { LoadState } from '../parts/load-state.tsx';
import { VenueUserContext } from '../venue-keys.ts';

/** How many of the latest updates the panel lists. */
export const UPDATES_SHOWN = 6;

/**
 * One line of the panel: an offer and the request it answers (also drawn by the role page's demo, whose sample
 * evenings are wall-clock times: it passes `when` as the rest of its screen writes them, not moved into a zone).
 */
export type Update = {
  offer: TOffer;
  request: Pick<TBookingRequestListed, 'date'> & { booking_status?: TBookingStatus | null };
  when?: string;
};

/** An accepted offer's booking that ended since: its end, not the acceptance's 'Contract sent to DJ.' of long ago. */
function endedBookingLine(update: Update): string | null {
  const status = update.request.booking_status;
  if (update.offer.status !== 'accepted' || !status) return null;
  if ((DJ_HOLDING_BOOKING_STATUSES as readonly string[]).includes(status)) return null;
  return `Booking ${BOOKING_STATUS_LABELS[status].toLowerCase()}.`;
}

export function UpdateItem({ update, highlighted }: { update: Update; highlighted: boolean }) {
  const timeZone = useBrowserTimeZone();
  const { offer, request } = update;
  const money = (amount: number) => formatMajor(amount, offer.currency);
  const message =
    endedBookingLine(update) ?? offerStatusLine(offer, { side: 'customer', money }) ?? offer.message;
  return (
    <li
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex gap-3 rounded-xl border border-transparent bg-ink-900 px-3 py-2.5 transition-colors duration-700',
        highlighted && 'border-cue-400 bg-cue-500/10',
      )}
    >
      <DjAvatar image={offer.dj_image} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold text-mist-100">{offer.dj_name}</span>
          <OfferStatusBadge status={offer.status} />
        </div>
        <time dateTime={request.date} className="text-xs text-mist-300">
          {update.when ?? formatInZone(request.date, timeZone)}
        </time>
        <p className="text-sm text-mist-200">
          {money(offer.offer_amount)}
          {offer.counter_offer !== null ? (
            <span className="text-sky-200"> · counter {money(offer.counter_offer)}</span>
          ) : null}
        </p>
        {message ? <p className="line-clamp-2 text-xs text-mist-300">{message}</p> : null}
        <UpdatedAt iso={offer.last_updated} />
      </div>
    </li>
  );
}

/**
 * Recent Booking Updates (docs/product/booking-requests.md): the latest moves on the venue's requests (each DJ's offer
 * with its status, the event's date and time, the amount and any counter, the message, how long ago), live with its
 * indicator and a 5 s highlight of what just changed.
 */
export function RecentBookingUpdatesCard() {
  const userId = useContext(VenueUserContext) ?? 0;
  const requests = useBookingRequests('venue', userId);
  const { connected, isHighlighted } = useLiveRows((event) => [event.offer_id]);
  const withOffers = (requests.data ?? []).filter(
    (request) => request.offers_count > 0 || (request as { booking_id?: number | null }).booking_id,
  );
  const offers = useQueries({
    queries: withOffers.map((request) => ({
      queryKey: offersKey(request.id),
      queryFn: () => fetchOffers(request.id),
    })),
  });
  const updates: Update[] = withOffers
    .flatMap((request, index) => (offers[index]?.data ?? []).map((offer) => ({ offer, request })))
    .sort((a, b) => b.offer.last_updated.localeCompare(a.offer.last_updated))
    .slice(0, UPDATES_SHOWN);
  return (
    <DashboardCard
      title="Recent Booking Updates"
      icon={<Activity className="size-5" aria-hidden />}
      action={<LiveIndicator connected={connected} />}
      testId="recent-booking-updates"
    >
      {requests.isPending || requests.isError ? (
        <LoadState query={requests} what="your booking updates" />
      ) : updates.length ? (
        <ul aria-label="Recent booking updates" className="flex flex-col gap-2">
          {updates.map((update) => (
            <UpdateItem key={update.offer.id} update={update} highlighted={isHighlighted(update.offer.id)} />
          ))}
        </ul>
      ) : requests.data.length && offers.some((query) => query.isPending) ? (
        <div aria-hidden className="h-16 animate-pulse rounded-xl bg-ink-800" />
      ) : requests.data.length ? (
        <p className="text-sm text-mist-300">
          No offers yet: DJs' answers to your requests show here as they come.
        </p>
      ) : (
        <EmptyState title="No booking requests yet">
          <p>Start making offers to DJs to see updates here</p>
        </EmptyState>
      )}
    </DashboardCard>
  );
}
