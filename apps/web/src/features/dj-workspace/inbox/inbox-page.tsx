import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Inbox } from 'lucide-react';
import {
  DJ_INBOX_GROUPS,
  DJ_INBOX_GROUP_LABELS,
  type TDjInboxGroup,
} from '@cuepoint/domain/booking/inbox-groups';
import { cn } from '../../../lib/cn.ts';
import { EmptyState } from '../../../ui/feedback.tsx';
import { FilterButtons, useFilterParam } from '../../../ui/filter-buttons.tsx';
import { LoadFailedAlert } from '../../../ui/retry-button.tsx';
import { InboxItem } from '../../dj-dashboard/booking-requests/inbox-item.tsx';
import { LiveIndicator } from '../../live-updates/live-indicator.tsx';
import { DJ_PAGES } from '../dj-nav.tsx';
import { DjWorkspaceFrame } from '../dj-workspace-frame.tsx';
import { InboxList } from './inbox-list.tsx';
import { useDjInbox, useUnseenRequests, type TSortedInboxRequest } from './use-inbox.ts';

/** The query parameter of the inbox's filter (`?filter=needs_answer`). */
export const INBOX_FILTER_PARAM = 'filter';

function Detail({ request, backTo }: { request: TSortedInboxRequest | null; backTo: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const id = request?.id ?? null;
  // On a phone the list gives way to the request: the focus moves to it, where reading starts. Beside the list the
  // focus stays in the list, so the arrow keys go on through it.
  useEffect(() => {
    const list = document.querySelector('[role="listbox"]');
    if (id !== null && (!list || list.getClientRects().length === 0)) heading.current?.focus();
  }, [id]);
  return (
    <section aria-labelledby="inbox-detail-heading" className="flex min-w-0 flex-col gap-3">
      <Link
        to={backTo}
        className="inline-flex items-center gap-2 self-start text-sm font-semibold text-cue-300 hover:underline lg:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to the inbox
      </Link>
      <h2
        id="inbox-detail-heading"
        ref={heading}
        tabIndex={-1}
        className="font-display text-xl font-semibold"
      >
        {request ? `Request from ${request.customer_name}` : 'Request not found'}
      </h2>
      {request ? (
        <InboxItem key={request.id} request={request} />
      ) : (
        <p className="text-mist-300">This request is not in your inbox (any more). Choose another one.</p>
      )}
    </section>
  );
}

/**
 * /dj-dashboard/inbox and /dj-dashboard/inbox/:requestId (docs/product/djs.md, "Inbox"): the requests that reached the
 * DJ in two panes, the list in its groups (what needs an answer first) and the chosen request with its answers, the
 * DJ's offer and the conversation. On a phone the list, then the request with a way back. The filter and the chosen
 * request are in the address, so reload and Back keep them.
 */
export function DjInboxPage() {
  return (
    <DjWorkspaceFrame
      title="Inbox"
      description="The booking requests that reached you, what needs an answer first."
    >
      <InboxPanes />
    </DjWorkspaceFrame>
  );
}

function InboxPanes() {
  const { query, sorted } = useDjInbox();
  const marks = useUnseenRequests();
  const filters = useFilterParam<TDjInboxGroup>(INBOX_FILTER_PARAM, DJ_INBOX_GROUPS);
  const { value: filter, search } = filters;
  const navigate = useNavigate();
  const params = useParams();
  const selectedId = Number(params.requestId) || null;
  const { seen } = marks;
  useEffect(() => {
    if (selectedId !== null) seen(selectedId);
  }, [selectedId, seen]);
  const suffix = search.toString() ? `?${search.toString()}` : '';
  const listed = filter ? sorted.filter((request) => request.group === filter) : sorted;

  if (query.isPending) return <div aria-hidden className="h-64 animate-pulse rounded-2xl bg-ink-800" />;
  if (query.isError)
    return (
      <LoadFailedAlert query={query} retryClassName="mt-2">
        Your booking requests could not be loaded: {query.error.message}
      </LoadFailedAlert>
    );
  const selected = selectedId === null ? null : (sorted.find((request) => request.id === selectedId) ?? null);
  return (
    <div data-testid="dj-inbox" className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className={cn('flex min-w-0 flex-col gap-4', selectedId !== null && 'hidden lg:flex')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
            <Inbox className="size-5 text-cue-400" aria-hidden />
            Requests
          </h2>
          <LiveIndicator connected={marks.connected} />
        </div>
        <FilterButtons
          label="Show requests"
          value={filter}
          onChange={filters.change}
          options={filters.options(
            sorted.map((request) => request.group),
            DJ_INBOX_GROUP_LABELS,
          )}
        />
        {listed.length === 0 ? (
          <EmptyState title={sorted.length === 0 ? 'No booking requests yet' : 'Nothing here'}>
            <p>
              {sorted.length === 0
                ? 'When a venue or a music enthusiast asks for you, or for DJs like you, the request shows here.'
                : 'No request is in this group right now.'}
            </p>
          </EmptyState>
        ) : (
          <InboxList
            requests={listed}
            selectedId={selectedId}
            marks={marks}
            foldPast={filter === null}
            onSelect={(id) => void navigate(`${DJ_PAGES.inbox}/${id}${suffix}`)}
          />
        )}
      </div>
      <div className={cn('min-w-0', selectedId === null && 'hidden lg:block')}>
        {selectedId === null ? (
          <div className="hidden rounded-2xl border border-dashed border-ink-600 p-10 text-center text-mist-300 lg:block">
            Choose a request to read it, answer it and message the customer.
          </div>
        ) : (
          <Detail request={selected} backTo={`${DJ_PAGES.inbox}${suffix}`} />
        )}
      </div>
    </div>
  );
}
