import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { DJ_INBOX_GROUP_LABELS, type TDjInboxGroup } from '@cuepoint/domain/booking/inbox-groups';
import { cn } from '../../../lib/cn.ts';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { FOCUS_RING_CLASSES } from '../../../ui/field.tsx';
import { formatInstant } from '../../dj-dashboard/format.ts';
import type { TSortedInboxRequest } from './use-inbox.ts';

/** What the list shows of a request's description: its first line that says something. */
export function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

/** The keys that move through the list, and where each leads from `index` among `count`. */
export function nextIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export type InboxMarks = {
  unreadMessages(id: number): number;
  changed(id: number): boolean;
};

function Option({
  request,
  selected,
  focusable,
  marks,
  onSelect,
  register,
}: {
  request: TSortedInboxRequest;
  selected: boolean;
  focusable: boolean;
  marks: InboxMarks;
  onSelect(id: number): void;
  register(id: number, element: HTMLDivElement | null): void;
}) {
  const hydrated = useHydrated();
  const unread = marks.unreadMessages(request.id);
  const changed = marks.changed(request.id);
  const marked = unread > 0 || changed;
  const when = formatInstant(request.date, hydrated);
  return (
    <div
      ref={(element) => register(request.id, element)}
      role="option"
      id={`inbox-option-${request.id}`}
      aria-selected={selected}
      tabIndex={focusable ? 0 : -1}
      data-request-id={request.id}
      onClick={() => onSelect(request.id)}
      className={cn(
        'flex cursor-pointer flex-col gap-0.5 rounded-xl border px-3 py-2.5 text-left',
        FOCUS_RING_CLASSES,
        selected ? 'border-cue-400 bg-cue-500/10' : 'border-transparent hover:bg-ink-800',
      )}
    >
      <span className="flex items-center gap-2">
        <span className={cn('truncate text-mist-100', marked ? 'font-bold' : 'font-semibold')}>
          {request.customer_name}
        </span>
        {marked ? (
          <span className="ml-auto inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-cue-300">
            <span aria-hidden className="size-2 rounded-full bg-cue-400" />
            {unread > 0 ? `${unread} unread` : 'New'}
          </span>
        ) : null}
      </span>
      <time dateTime={request.date} className="text-xs text-mist-300">
        {when}
      </time>
      <span className="truncate text-sm text-mist-400">{firstLine(request.description)}</span>
    </div>
  );
}

/**
 * The inbox's requests as one listbox, in groups (docs/product/djs.md, "Inbox"): one tab stop, the arrow keys, Home
 * and End move between requests, Enter, Space or a click opens one. The past ones are folded away behind a button
 * unless the filter asks for them or one of them is open.
 */
export function InboxList({
  requests,
  selectedId,
  marks,
  foldPast,
  onSelect,
}: {
  requests: readonly TSortedInboxRequest[];
  selectedId: number | null;
  marks: InboxMarks;
  /** Past requests start folded (the list without a filter). */
  foldPast: boolean;
  onSelect(id: number): void;
}) {
  const baseId = useId();
  const pastCount = requests.filter((request) => request.group === 'past').length;
  const selectedPast = requests.some((request) => request.id === selectedId && request.group === 'past');
  const [pastOpen, setPastOpen] = useState(false);
  const showPast = !foldPast || pastOpen || selectedPast;
  const visible = showPast ? requests : requests.filter((request) => request.group !== 'past');
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const elements = useRef(new Map<number, HTMLDivElement>());
  const register = (id: number, element: HTMLDivElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  };
  const tabStop =
    [focusedId, selectedId].find((id) => id !== null && visible.some((request) => request.id === id)) ??
    visible[0]?.id ??
    null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = visible.findIndex((request) => request.id === tabStop);
    if ((event.key === 'Enter' || event.key === ' ') && tabStop !== null) {
      event.preventDefault();
      onSelect(tabStop);
      return;
    }
    const next = nextIndex(event.key, Math.max(index, 0), visible.length);
    if (next === null) return;
    event.preventDefault();
    const id = visible[next]!.id;
    setFocusedId(id);
    elements.current.get(id)?.focus();
  }

  const groups = [...new Set(visible.map((request) => request.group))] as TDjInboxGroup[];
  const pastGroupId = `${baseId}-past`;
  return (
    <div className="flex flex-col gap-3">
      <div
        role="listbox"
        aria-label="Booking requests"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const id = Number((event.target as HTMLElement).dataset.requestId);
          if (Number.isInteger(id) && id > 0) setFocusedId(id);
        }}
        className="flex flex-col gap-4"
      >
        {groups.map((group) => {
          const labelId = `${baseId}-${group}`;
          return (
            <div
              key={group}
              role="group"
              aria-labelledby={labelId}
              id={group === 'past' ? pastGroupId : undefined}
              className="flex flex-col gap-1"
            >
              <div
                id={labelId}
                role="presentation"
                className="px-3 text-xs font-semibold uppercase tracking-wider text-mist-400"
              >
                {DJ_INBOX_GROUP_LABELS[group]}
              </div>
              {visible
                .filter((request) => request.group === group)
                .map((request) => (
                  <Option
                    key={request.id}
                    request={request}
                    selected={request.id === selectedId}
                    focusable={request.id === tabStop}
                    marks={marks}
                    onSelect={onSelect}
                    register={register}
                  />
                ))}
            </div>
          );
        })}
      </div>
      {foldPast && pastCount > 0 && !selectedPast ? (
        <button
          type="button"
          aria-expanded={pastOpen}
          aria-controls={pastOpen ? pastGroupId : undefined}
          onClick={() => setPastOpen((open) => !open)}
          className={cn(
            'inline-flex items-center gap-2 self-start rounded-lg px-3 py-2 text-sm font-semibold text-mist-200 hover:text-mist-100',
            FOCUS_RING_CLASSES,
          )}
        >
          <ChevronDown className={cn('size-4 transition-transform', pastOpen && 'rotate-180')} aria-hidden />
          {pastOpen ? 'Hide past requests' : `Show past requests (${pastCount})`}
        </button>
      ) : null}
    </div>
  );
}
