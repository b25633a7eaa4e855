import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Clock, Pencil } from 'lucide-react';
import { WEEKDAYS, type TWeekday } from '@cuepoint/domain/djs/weekly-slot';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import {
  WEEKDAY_LABELS,
  closesNextDay,
  type TOpeningDay,
  type TOpeningHours,
} from '@cuepoint/domain/venues/opening-hours';
import type { TVenueSettings } from '@cuepoint/domain/venues/venue-profile';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { changedDays, isDirty, weekProblems } from './opening-hours-draft.ts';

export const CLOSES_NEXT_DAY = 'closes next day';

function NextDayNote() {
  return <Badge tone="amber">{CLOSES_NEXT_DAY}</Badge>;
}

/** The saved week, one line per weekday. */
function HoursList({ hours }: { hours: TOpeningHours }) {
  return (
    <ul aria-label="Opening hours" className="divide-y divide-ink-700">
      {WEEKDAYS.map((day) => {
        const value = hours[day];
        return (
          <li key={day} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
            <span className="font-semibold text-mist-100">{WEEKDAY_LABELS[day]}</span>
            {value.closed ? (
              <span className="text-mist-400">Closed</span>
            ) : (
              <span className="flex items-center gap-2 text-mist-200">
                <span>
                  {value.open} – {value.close}
                </span>
                {closesNextDay(value) ? <NextDayNote /> : null}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function DayRow({
  day,
  value,
  problem,
  disabled,
  onChange,
}: {
  day: TWeekday;
  value: TOpeningDay;
  problem: string | undefined;
  disabled: boolean;
  onChange(next: TOpeningDay): void;
}) {
  const label = WEEKDAY_LABELS[day];
  const problemId = `opening-hours-${day}-problem`;
  const time = (which: 'open' | 'close') => (
    <label className="flex flex-col gap-1 text-xs text-mist-300">
      {which === 'open' ? 'Opens' : 'Closes'}
      <input
        type="time"
        aria-label={`${label} ${which === 'open' ? 'opens' : 'closes'}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        value={value[which]}
        disabled={disabled || value.closed}
        onChange={(event) => onChange({ ...value, [which]: event.target.value })}
        className={cn(controlClasses, 'px-3 py-2 text-sm')}
      />
    </label>
  );
  return (
    <fieldset className="grid gap-3 border-b border-ink-700 py-3 sm:grid-cols-[8rem_7rem_1fr] sm:items-end">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden className="font-semibold text-mist-100 sm:pb-2.5">
        {label}
      </span>
      <label className="flex items-center gap-2 text-sm text-mist-200 sm:pb-2.5">
        <input
          type="checkbox"
          className="size-5 accent-cue-500"
          checked={value.closed}
          disabled={disabled}
          aria-label={`${label} closed`}
          onChange={(event) => onChange({ ...value, closed: event.target.checked })}
        />
        Closed
      </label>
      <div className="flex flex-wrap items-end gap-3">
        {time('open')}
        {time('close')}
        {!value.closed && closesNextDay(value) ? (
          <span className="pb-2.5">
            <NextDayNote />
          </span>
        ) : null}
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-300 sm:col-span-3">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Opening hours per weekday (docs/product/venues.md; docs/product/venues.md): view mode, or edit mode where each day
 * has its times and a closed toggle. Save is enabled only after a change, Cancel puts the saved week back. A closing
 * time earlier than the opening time closes after midnight and says "closes next day".
 */
export function OpeningHoursEditor({
  hours,
  save,
}: {
  hours: TOpeningHours;
  /** Sends the changed days; resolves with the saved settings. */
  save(changes: Partial<TOpeningHours>): Promise<TVenueSettings>;
}) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<TOpeningHours>(hours);
  const [showProblems, setShowProblems] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const dirty = isDirty(draft, hours);
  const problems = weekProblems(draft);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      toast.success(VENUE_DASHBOARD_MESSAGES.hoursSaved);
      setDraft(saved.opening_hours);
      stop();
    },
    onError: (error) =>
      toast.error(
        VENUE_DASHBOARD_MESSAGES.hoursFailed(
          isUnreachable(error) ? 'the server could not be reached' : errorReason(error),
        ),
      ),
  });

  function stop() {
    setEditing(false);
    setShowProblems(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  function cancel() {
    setDraft(hours);
    stop();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(problems).length) {
      setShowProblems(true);
      return;
    }
    mutation.mutate(changedDays(draft, hours));
  }

  return (
    <section aria-labelledby="opening-hours-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="opening-hours-title" className="flex items-center gap-2 text-lg font-semibold">
          <Clock className="size-5 text-cue-400" aria-hidden />
          Opening hours
        </h2>
        {editing ? null : (
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden />}
            onClick={() => {
              setDraft(hours);
              setEditing(true);
            }}
          >
            Edit hours
          </Button>
        )}
      </div>
      {editing ? (
        <form onSubmit={submit} noValidate aria-label="Edit opening hours" className="flex flex-col gap-4">
          <div>
            {WEEKDAYS.map((day) => (
              <DayRow
                key={day}
                day={day}
                value={draft[day]}
                problem={showProblems ? problems[day] : undefined}
                disabled={mutation.isPending}
                onChange={(next) => setDraft((current) => ({ ...current, [day]: next }))}
              />
            ))}
          </div>
          <p className="text-xs text-mist-400">
            A closing time earlier than the opening time means the venue closes after midnight, on the next
            day.
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={cancel} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!dirty} busy={mutation.isPending}>
              Save hours
            </Button>
          </div>
        </form>
      ) : (
        <HoursList hours={hours} />
      )}
    </section>
  );
}
