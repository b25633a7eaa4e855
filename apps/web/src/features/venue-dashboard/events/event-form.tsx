import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import { VENUE_EVENT_MESSAGES as M } from '@cuepoint/domain/venues/venue-event-rules';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { ApiError } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox, TextAreaField, TextField } from '../../../ui/field.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { UploadProgressBar } from '../../../ui/image-picker.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { draftFieldBinder } from '../../../lib/draft-field-binding.ts';
import { useVenueKeys } from '../venue-keys.ts';
import { CoStreamSlots } from './co-stream-slots.tsx';
import { DestinationsField } from './destinations-field.tsx';
import { byStart, saveVenueEvent, type EventSave } from './events-api.ts';
import { eventFields, validateEvent, type EventDraft, type EventErrors } from './event-form-state.ts';
import { FlyerField } from './flyer-field.tsx';

/** Server refusals that concern what was typed: their reason follows the spec's message at the top of the form. */
const REFUSALS = new Set([400, 404, 409, 413, 415, 422]);

/**
 * The Add Event and Edit Event form (docs/product/venues.md): every field of the event, the remote and co-stream
 * choices excluding each other, the co-streaming DJs and destination venues when co-streamed, and the flyer with its
 * upload's progress. Each message shows next to its field; a failed save says 'Failed to save event. Please try again.'
 * and keeps what was typed.
 */
export function EventForm({
  event,
  draft,
  currency,
  onDraftChange,
  onDone,
  onCancel,
  saveEvent = saveVenueEvent,
}: {
  event: TVenueEvent | null;
  draft: EventDraft;
  currency: string;
  onDraftChange(next: EventDraft): void;
  onDone(): void;
  onCancel(): void;
  /** Where a valid event goes: the server, or the role page demo's own list. */
  saveEvent?: (save: EventSave) => Promise<TVenueEvent>;
}) {
  const toast = useToast();
  const client = useQueryClient();
  const keys = useVenueKeys();
  const [errors, setErrors] = useState<EventErrors>({});
  const [percent, setPercent] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const save = useMutation({
    mutationFn: () =>
      saveEvent({
        ...(event ? { eventId: event.id } : {}),
        fields: eventFields(draft, event ?? undefined),
        flyer: draft.flyer.kind === 'picked' ? draft.flyer.file : undefined,
        onProgress: (progress) => setPercent(progress.percent),
      }),
    onSuccess: (saved) => {
      client.setQueryData<TVenueEvent[]>(keys.events, (current) =>
        [...(current ?? []).filter((item) => item.id !== saved.id), saved].sort(byStart),
      );
      void client.invalidateQueries({ queryKey: keys.analytics });
      toast.success(event ? VENUE_DASHBOARD_MESSAGES.eventUpdated : VENUE_DASHBOARD_MESSAGES.eventCreated);
      onDone();
    },
    onError: (error) => {
      // The toast is for the page; the dialog repeats it, since assistive technology reads only the dialog now.
      toast.error(M.saveFailed);
      const reason = error instanceof ApiError && REFUSALS.has(error.status) ? ` ${error.message}` : '';
      setErrors({ form: `${M.saveFailed}${reason}` });
    },
    onSettled: () => setPercent(null),
  });
  const busy = save.isPending;

  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K], errorKey: string = key) => {
    onDraftChange({ ...draft, [key]: value });
    if (errors[errorKey]) setErrors(({ [errorKey]: _, ...rest }) => rest);
  };
  const bind = draftFieldBinder(draft, errors, (key, value) => set(key, value), { disabled: busy });

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const found = validateEvent(draft, new Date());
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => {
        const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (invalid) invalid.focus();
        else
          formRef.current
            ?.querySelector<HTMLElement>('[role="alert"]')
            ?.scrollIntoView?.({ block: 'center' });
      });
      return;
    }
    save.mutate();
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={event ? 'Edit event' : 'Add event'}
      className="flex flex-col gap-5"
    >
      {errors['form'] ? <Alert tone="error">{errors['form']}</Alert> : null}
      <TextField label="Event title" {...bind('title')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Date" type="date" {...bind('date')} />
        <TextField label="Time" type="time" {...bind('time')} />
        <TextField
          label="Duration"
          inputMode="numeric"
          placeholder="2:00"
          hint="Hours and minutes, h:mm"
          {...bind('duration')}
        />
      </div>
      <TextField label="Lead DJ" {...bind('djName')} />
      <TextAreaField label="Description" rows={3} {...bind('description')} optional />
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-mist-200">How the event is played</legend>
        <Checkbox
          label="Remote DJ"
          description="The DJ streams in from elsewhere"
          checked={draft.isRemote}
          disabled={busy}
          onChange={(e) =>
            onDraftChange({
              ...draft,
              isRemote: e.target.checked,
              coStream: e.target.checked ? false : draft.coStream,
            })
          }
        />
        <Checkbox
          label="Co-stream"
          description="Stream the event to other venues"
          checked={draft.coStream}
          disabled={busy}
          onChange={(e) =>
            onDraftChange({
              ...draft,
              coStream: e.target.checked,
              isRemote: e.target.checked ? false : draft.isRemote,
            })
          }
        />
      </fieldset>
      {draft.coStream ? (
        <div className="flex flex-col gap-5 rounded-2xl border border-ink-600 p-4">
          <CoStreamSlots
            slots={draft.slots}
            eventTime={draft.time}
            error={errors['slots']}
            disabled={busy}
            onChange={(slots) => set('slots', slots, 'slots')}
          />
          <DestinationsField
            destinations={draft.destinations}
            currency={currency}
            errors={errors}
            disabled={busy}
            onChange={(destinations) => {
              onDraftChange({ ...draft, destinations });
              setErrors(({ destinations: _, ...rest }) =>
                Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('destination.'))),
              );
            }}
          />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Ticket URL"
          type="url"
          inputMode="url"
          placeholder="https://tickets.example.com/your-event"
          {...bind('ticketUrl')}
          optional
        />
        <TextField
          label={`Ticket price (${currency})`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...bind('ticketPrice')}
          optional
        />
      </div>
      <FlyerField
        value={draft.flyer}
        error={errors['flyer']}
        disabled={busy}
        onChange={(flyer) => onDraftChange({ ...draft, flyer })}
        onError={(message) =>
          setErrors(({ flyer: _, ...rest }) => (message ? { ...rest, flyer: message } : rest))
        }
      />
      {percent !== null ? <UploadProgressBar label="Uploading flyer image" percent={percent} /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {event ? 'Save Event' : 'Add Event'}
        </Button>
      </div>
    </form>
  );
}
