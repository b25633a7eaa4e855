import { Plus, Trash2 } from 'lucide-react';
import {
  CO_STREAM_SLOT_DURATIONS,
  MAX_CO_STREAM_SLOTS,
  formatDuration,
} from '@cuepoint/domain/venues/venue-event-rules';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field.tsx';
import { newSlot, type SlotDraft } from './event-form-state.ts';

const small = cn(controlClasses, 'px-3 py-2 text-sm');

/**
 * The co-streaming DJs (docs/product/venues.md): each with a DJ, a start time and a duration of 0:30 to 3:00 in
 * 30-minute steps. At least one stays: the last one cannot be removed.
 */
export function CoStreamSlots({
  slots,
  eventTime,
  error,
  disabled,
  onChange,
}: {
  slots: SlotDraft[];
  eventTime: string;
  error: string | undefined;
  disabled: boolean;
  onChange(next: SlotDraft[]): void;
}) {
  const update = (key: number, changes: Partial<SlotDraft>) =>
    onChange(slots.map((slot) => (slot.key === key ? { ...slot, ...changes } : slot)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-mist-200">Co-streaming DJs</legend>
      <ol className="flex flex-col gap-3">
        {slots.map((slot, index) => {
          const n = index + 1;
          return (
            <li
              key={slot.key}
              className="grid gap-2 rounded-xl border border-ink-600 bg-ink-900 p-3 sm:grid-cols-[1fr_7rem_6.5rem_auto] sm:items-end"
            >
              <label className="flex flex-col gap-1 text-xs text-mist-300">
                DJ
                <input
                  aria-label={`Co-streaming DJ ${n}`}
                  className={small}
                  value={slot.djName}
                  disabled={disabled}
                  placeholder="DJ name"
                  onChange={(event) => update(slot.key, { djName: event.target.value })}
                />
              </label>
              <label className="flex flex-col gap-1 text-xs text-mist-300">
                Start time
                <input
                  type="time"
                  aria-label={`Co-streaming DJ ${n} start time`}
                  className={small}
                  value={slot.startTime}
                  disabled={disabled}
                  onChange={(event) => update(slot.key, { startTime: event.target.value })}
                />
              </label>
              <label className="flex flex-col gap-1 text-xs text-mist-300">
                Duration
                <select
                  aria-label={`Co-streaming DJ ${n} duration`}
                  className={small}
                  value={slot.duration}
                  disabled={disabled}
                  onChange={(event) => update(slot.key, { duration: Number(event.target.value) })}
                >
                  {CO_STREAM_SLOT_DURATIONS.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {formatDuration(minutes)}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove co-streaming DJ ${n}`}
                disabled={disabled || slots.length <= 1}
                icon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => onChange(slots.filter((item) => item.key !== slot.key))}
              />
            </li>
          );
        })}
      </ol>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={disabled || slots.length >= MAX_CO_STREAM_SLOTS}
        icon={<Plus className="size-4" aria-hidden />}
        onClick={() => {
          const last = slots[slots.length - 1];
          onChange([...slots, newSlot(last ? endOf(last) : eventTime)]);
        }}
      >
        Add co-streaming DJ
      </Button>
    </fieldset>
  );
}

/** When a slot ends ("23:30"), the next one's suggested start. */
function endOf(slot: SlotDraft): string {
  const [hours, minutes] = slot.startTime.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return '';
  const total = (hours * 60 + minutes + slot.duration) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
