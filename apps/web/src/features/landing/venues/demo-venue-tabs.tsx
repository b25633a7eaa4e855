import { useState } from 'react';
import { CalendarPlus, Heart, MapPinned, Radio, Trash2 } from 'lucide-react';
import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import { formatCalendarDate } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Badge, EmptyState } from '../../../ui/feedback.tsx';
import { EventItem } from '../../venue-dashboard/events/event-item.tsx';
import type { TOpeningHours } from '@cuepoint/domain/venues/opening-hours';
import { OpeningHoursEditor } from '../../venue-dashboard/settings/opening-hours-editor.tsx';
import { VenueDetailsView } from '../../venue-dashboard/settings/venue-details-view.tsx';
import { daysFromToday } from '../demo/sample-dates.ts';
import { DEMO_OPPORTUNITIES, DEMO_VENUE } from './venue-demo-data.ts';

const DELETE_QUESTION =
  'Are you sure you want to delete this event? This will also remove all co-streaming DJs and cannot be undone.';

/** Events sorted by date, then time (docs/product/content.md), with Add Event; Delete asks first. */
export function DemoEventsTab({
  events,
  onAdd,
  onDelete,
  onEdit,
}: {
  events: readonly TVenueEvent[];
  onAdd(): void;
  onDelete(id: number): void;
  onEdit(event: TVenueEvent): void;
}) {
  const [deleting, setDeleting] = useState<TVenueEvent | null>(null);
  const sorted = [...events].sort(
    (a, b) => a.event_date.localeCompare(b.event_date) || a.event_time.localeCompare(b.event_time),
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold">Your events</h2>
        <Button size="sm" icon={<CalendarPlus className="size-4" aria-hidden />} onClick={onAdd}>
          Add Event
        </Button>
      </div>
      {sorted.length ? (
        <ul aria-label="Events" className="flex flex-col gap-4">
          {sorted.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              onEdit={() => onEdit(event)}
              onDelete={() => setDeleting(event)}
            />
          ))}
        </ul>
      ) : (
        <EmptyState title="No events yet" />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete event?"
        description={DELETE_QUESTION}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => {
          if (deleting) onDelete(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** In-Person and Co-Stream Opportunities: sample DJs available near the venue or streaming into it. */
export function DemoOpportunitiesTab({ kind }: { kind: 'in-person' | 'co-stream' }) {
  const items = DEMO_OPPORTUNITIES.filter((item) => item.kind === kind);
  return (
    <ul
      aria-label={kind === 'in-person' ? 'In-person opportunities' : 'Co-stream opportunities'}
      className="grid gap-3 sm:grid-cols-2"
    >
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 rounded-2xl border border-ink-600 bg-ink-900 p-4">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">{item.djName}</h3>
            <Badge tone={kind === 'in-person' ? 'cue' : 'wave'}>
              {kind === 'in-person' ? (
                <MapPinned className="size-3" aria-hidden />
              ) : (
                <Radio className="size-3" aria-hidden />
              )}
              {kind === 'in-person' ? 'In person' : 'Co-stream'}
            </Badge>
          </div>
          <p className="text-sm text-mist-300">
            {item.genres} · {item.city} · {formatCalendarDate(daysFromToday(item.date))}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function DemoFavoritesTab({
  favorites,
  onRemove,
}: {
  favorites: readonly string[];
  onRemove(name: string): void;
}) {
  return favorites.length ? (
    <ul aria-label="Favorite DJs" className="flex flex-col gap-2">
      {favorites.map((name) => (
        <li key={name} className="flex items-center justify-between gap-3 rounded-xl bg-ink-900 px-4 py-3">
          <span className="inline-flex items-center gap-2 font-semibold">
            <Heart className="size-4 text-cue-400" aria-hidden />
            {name}
          </span>
          <Button
            size="sm"
            variant="ghost"
            icon={<Trash2 className="size-4" aria-hidden />}
            onClick={() => onRemove(name)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  ) : (
    <EmptyState title="No favorite DJs yet" />
  );
}

/** The sample venue's details, and its opening hours, which can be edited here and are kept only on this page. */
export function DemoSettingsTab({
  hours,
  onSaveHours,
}: {
  hours: TOpeningHours;
  onSaveHours(next: TOpeningHours): void;
}) {
  return (
    <div className="flex flex-col gap-8">
      <VenueDetailsView profile={DEMO_VENUE} />
      <OpeningHoursEditor
        hours={hours}
        save={(changes) => {
          const next = { ...hours, ...changes };
          onSaveHours(next);
          return Promise.resolve({ venue_profile: DEMO_VENUE, opening_hours: next, favorite_djs: [] });
        }}
      />
    </div>
  );
}
