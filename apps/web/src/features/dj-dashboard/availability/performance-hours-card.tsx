import { useState, type FormEvent } from 'react';
import { Clock3 } from 'lucide-react';
import type { TPerformanceHour } from '@cuepoint/domain/djs/performance-hours';
import { WEEKDAYS, type TWeekday } from '@cuepoint/domain/djs/weekly-slot';
import { timeZoneLabel } from '@cuepoint/domain/catalog/timezones';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { Checkbox, SelectField, TextField } from '../../../ui/field.tsx';
import { Badge, EmptyState } from '../../../ui/feedback.tsx';
import { DJ_DASHBOARD_KEYS, addPerformanceHour, deletePerformanceHour } from '../dashboard-api.ts';
import { weekdayLabel } from '../format.ts';
import { useBrowserTimeZone } from '../../../lib/use-client-values.ts';
import { usePerformanceHours } from '../use-dashboard-queries.ts';
import {
  AddItemButton,
  ListedItemsCard,
  RemovableList,
  useAddItem,
  useRemoveItem,
} from './listed-items-card.tsx';
import { EMPTY_TIME_SLOT, timeSlotBody, type TimeSlotDraft } from './time-slot-form.ts';
import { useTimeZones } from './use-time-zones.ts';
import { draftFieldBinder } from '../../../lib/draft-field-binding.ts';

const slotName = (slot: TPerformanceHour) =>
  `${weekdayLabel(slot.day_of_week)} ${slot.start_time}–${slot.end_time}`;

function TimeSlotForm() {
  const browserZone = useBrowserTimeZone();
  const zones = useTimeZones();
  const [draft, setDraft] = useState<TimeSlotDraft>(EMPTY_TIME_SLOT);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const zone = draft.timezone ?? browserZone;
  const add = useAddItem({
    queryKey: DJ_DASHBOARD_KEYS.performanceHours,
    add: addPerformanceHour,
    onAdded: () =>
      setDraft((current) => ({ ...EMPTY_TIME_SLOT, day: current.day, timezone: current.timezone })),
    done: (data: TPerformanceHour) => `Time slot added: ${slotName(data)}`,
    failed: DJ_DASHBOARD_MESSAGES.addTimeSlotFailed,
  });

  const set = <K extends keyof TimeSlotDraft>(key: K, value: TimeSlotDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = timeSlotBody(draft, browserZone);
    if ('error' in result) {
      setError({ field: result.field, message: result.error });
      return;
    }
    add.mutate(result.body);
  }

  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const bind = draftFieldBinder(draft, error ? { [error.field]: error.message } : {}, (key, value) =>
    set(key, value),
  );
  const zoneOptions = zones.includes(zone) ? zones : [zone, ...zones];
  return (
    <form onSubmit={submit} noValidate aria-label="Add a time slot" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Day"
          value={draft.day}
          onChange={(event) => set('day', event.target.value as TWeekday)}
          error={errorFor('day')}
        >
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {weekdayLabel(day)}
            </option>
          ))}
        </SelectField>
        <TextField label="Start time" type="time" {...bind('startTime')} />
        <TextField label="End time" type="time" {...bind('endTime')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <SelectField
          label="Time zone"
          value={zone}
          onChange={(event) => set('timezone', event.target.value)}
          error={errorFor('timezone')}
        >
          {zoneOptions.map((name) => (
            <option key={name} value={name}>
              {timeZoneLabel(name)}
            </option>
          ))}
        </SelectField>
        <Checkbox
          label="Available"
          description="Bookable in this slot"
          checked={draft.is_available}
          onChange={(event) => set('is_available', event.target.checked)}
        />
      </div>
      <AddItemButton busy={add.isPending}>Add time slot</AddItemButton>
    </form>
  );
}

function TimeSlotList({ slots }: { slots: TPerformanceHour[] }) {
  const remove = useRemoveItem({
    queryKey: DJ_DASHBOARD_KEYS.performanceHours,
    remove: deletePerformanceHour,
    done: (slot: TPerformanceHour) => `Time slot removed: ${slotName(slot)}`,
    failed: DJ_DASHBOARD_MESSAGES.deleteTimeSlotFailed,
  });
  if (!slots.length) {
    return (
      <EmptyState title="No time slots yet">
        Add the weekly hours when venues and hosts can book you for a remote set.
      </EmptyState>
    );
  }
  const ordered = [...slots].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.day_of_week) - WEEKDAYS.indexOf(b.day_of_week) ||
      a.start_time.localeCompare(b.start_time),
  );
  return (
    <RemovableList
      label="Your time slots"
      items={ordered}
      itemClassName="flex flex-wrap items-center gap-x-4 gap-y-1 py-3"
      remove={remove}
      deleteLabel={(slot) => `Delete time slot ${slotName(slot)}`}
    >
      {(slot) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {weekdayLabel(slot.day_of_week)}{' '}
              <span className="whitespace-nowrap">
                {slot.start_time}–{slot.end_time}
              </span>
              {slot.crosses_midnight ? <span className="font-normal text-mist-400"> (next day)</span> : null}
            </p>
            <p className="text-sm text-mist-400">
              {timeZoneLabel(slot.timezone)}
              {slot.start_time_utc && slot.end_time_utc ? (
                <>
                  {' · '}
                  <span className="whitespace-nowrap">{`UTC ${slot.start_time_utc}–${slot.end_time_utc}`}</span>
                </>
              ) : null}
            </p>
          </div>
          <Badge tone={slot.is_available ? 'cue' : 'neutral'}>
            {slot.is_available ? 'Available' : 'Unavailable'}
          </Badge>
        </>
      )}
    </RemovableList>
  );
}

/** Remote performance hours (docs/product/djs.md): weekly slots with their UTC times as the server works them out. */
export function PerformanceHoursCard() {
  return (
    <ListedItemsCard
      title="Remote performance hours"
      icon={<Clock3 className="size-5" aria-hidden />}
      testId="performance-hours-card"
      query={usePerformanceHours()}
      failedText="Your time slots"
      list={(slots) => <TimeSlotList slots={slots} />}
      form={<TimeSlotForm />}
    />
  );
}
