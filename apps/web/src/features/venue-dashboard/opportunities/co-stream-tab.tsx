import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Check, Radio, UserRound, X } from 'lucide-react';
import {
  canDecide,
  type TCoStreamDecision,
  type TCoStreamOpportunity,
} from '@cuepoint/domain/venues/co-streaming';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { CoStreamStatusBadge } from '../events/destinations-field.tsx';
import { decideCoStream, fetchCoStreamOpportunities } from '../events/events-api.ts';
import { LoadState } from '../parts/load-state.tsx';
import { TabHeading } from '../parts/tab-heading.tsx';
import { useVenueKeys } from '../venue-keys.ts';
import { durationText, placeText } from '../venue-format.ts';

function OpportunityItem({
  item,
  deciding,
  onDecide,
}: {
  item: TCoStreamOpportunity;
  deciding: TCoStreamDecision | null;
  onDecide(decision: TCoStreamDecision): void;
}) {
  const host = [item.host.name, placeText(item.host.city, item.host.country)].filter(Boolean).join(', ');
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 sm:flex-row">
      {item.event.flyer_image ? (
        <img
          src={item.event.flyer_image}
          alt={`Flyer of ${item.event.title}`}
          className="aspect-[4/5] w-full max-w-32 shrink-0 rounded-xl object-cover sm:w-24"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words text-lg font-semibold">{item.event.title}</h3>
          <CoStreamStatusBadge status={item.status} />
        </div>
        <p className="text-sm text-mist-300">From {host}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-mist-300">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 text-mist-400" aria-hidden />
            {formatCalendarDate(item.event.event_date)}, {item.event.event_time} ({item.event.timezone})
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="size-4 text-mist-400" aria-hidden />
            {item.event.dj_name} · {durationText(item.event.duration)}
          </span>
        </p>
        <p className="text-sm font-semibold text-mist-100">Price: {formatMajor(item.price, item.currency)}</p>
        {canDecide(item.status) ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              busy={deciding === 'approve'}
              disabled={deciding !== null}
              icon={<Check className="size-4" aria-hidden />}
              aria-label={`Approve ${item.event.title}`}
              onClick={() => onDecide('approve')}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              busy={deciding === 'decline'}
              disabled={deciding !== null}
              icon={<X className="size-4" aria-hidden />}
              aria-label={`Decline ${item.event.title}`}
              onClick={() => onDecide('decline')}
            >
              Decline
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Co-Stream Opportunities: other venues' events streamed to this one, each with its price and status; a pending one
 * is approved or declined here.
 */
const HEADING = (
  <TabHeading
    title="Co-stream opportunities"
    lead="Other venues' events offered to stream live at your venue."
  />
);

export function CoStreamTab() {
  const toast = useToast();
  const client = useQueryClient();
  const keys = useVenueKeys();
  const opportunities = useQuery({ queryKey: keys.coStream, queryFn: fetchCoStreamOpportunities });

  const decide = useMutation({
    mutationFn: ({ item, decision }: { item: TCoStreamOpportunity; decision: TCoStreamDecision }) =>
      decideCoStream(item.id, decision),
    onSuccess: (decided, { item, decision }) => {
      client.setQueryData<TCoStreamOpportunity[]>(keys.coStream, (current) =>
        (current ?? []).map((entry) =>
          entry.id === decided.id
            ? { ...entry, status: decided.status, decided_at: decided.decided_at }
            : entry,
        ),
      );
      toast.success(
        decision === 'approve'
          ? VENUE_DASHBOARD_MESSAGES.coStreamApproved(item.event.title)
          : VENUE_DASHBOARD_MESSAGES.coStreamDeclined(item.event.title),
      );
    },
    onError: (error) => {
      toast.error(
        VENUE_DASHBOARD_MESSAGES.coStreamDecisionFailed(
          isUnreachable(error) ? 'the server could not be reached' : errorReason(error),
        ),
      );
      void client.invalidateQueries({ queryKey: keys.coStream });
    },
  });

  if (!opportunities.data) return <LoadState query={opportunities} what="co-stream opportunities" />;
  if (!opportunities.data.length) {
    return (
      <>
        {HEADING}
        <EmptyState title="No co-stream opportunities yet" icon={<Radio className="size-8" aria-hidden />}>
          When another venue invites you to receive the stream of one of its events, it shows here to approve
          or decline.
        </EmptyState>
      </>
    );
  }
  const pendingId = decide.isPending ? decide.variables.item.id : null;
  return (
    <>
      {HEADING}
      <ul aria-label="Co-stream opportunities" className="flex flex-col gap-3">
        {opportunities.data.map((item) => (
          <OpportunityItem
            key={item.id}
            item={item}
            deciding={pendingId === item.id ? decide.variables!.decision : null}
            onDecide={(decision) => decide.mutate({ item, decision })}
          />
        ))}
      </ul>
    </>
  );
}
