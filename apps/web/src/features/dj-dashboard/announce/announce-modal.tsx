import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ANNOUNCED_SET_MESSAGES,
  ANNOUNCED_SET_TEXT_MAX,
  ANNOUNCED_SET_TITLE_MAX,
  ANNOUNCE_DURATIONS,
  defaultAnnouncedSetTitle,
  type TAnnounceDuration,
} from '@cuepoint/domain/djs/announced-set-rules';
import { Modal } from '../../../ui/modal.tsx';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { errorReason } from '../../../lib/error-reason.ts';
import { GenrePicker } from '../../../ui/genre-picker.tsx';
import { useGenreCatalogue } from '../use-dashboard-queries.ts';
import {
  announceBody,
  announceFormErrors,
  defaultAnnounceForm,
  type TAnnounceErrors,
  type TAnnounceForm,
} from './announce-form.ts';
import { toLocalInputValue, viewerTimeZone } from './local-date-time.ts';
import { useAnnounceSet } from './events-api.ts';
import { durationLabel } from './duration-label.ts';

type AnnounceModalProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  stageName: string;
  /** The clock the defaults and the "not in the past" rule read; tests pass their own. */
  now?: () => Date;
};

const DISCARD = {
  title: 'Discard this announcement?',
  description: 'What you entered is not saved.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
};

/**
 * "Announce Next DJ Set" (docs/product/djs.md): title '{stage name} Live Set', start 24 hours ahead on the
 * viewer's clock (sent with its offset), 60 minutes, up to 4 genres, notes, co-streaming. The form starts afresh each
 * time the modal opens.
 */
export function AnnounceModal({ open, onOpenChange, stageName, now = () => new Date() }: AnnounceModalProps) {
  const [opened, setOpened] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpened((count) => count + 1);
      setDirty(false);
    }
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Announce Next DJ Set"
      description="Tell venues and fans when you play next; your public page shows your next set."
      size="lg"
      confirmClose={dirty ? DISCARD : undefined}
    >
      <AnnounceForm
        key={opened}
        stageName={stageName}
        now={now}
        onChanged={() => setDirty(true)}
        onDone={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function AnnounceForm({
  stageName,
  now,
  onChanged,
  onDone,
}: {
  stageName: string;
  now: () => Date;
  onChanged(): void;
  onDone(): void;
}) {
  const [form, setForm] = useState<TAnnounceForm>(() => defaultAnnounceForm(stageName, now()));
  const [errors, setErrors] = useState<TAnnounceErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field with a message gets focus (once its message is rendered).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const announce = useAnnounceSet();
  const catalogue = useGenreCatalogue();
  const toast = useToast();

  const set = <K extends keyof TAnnounceForm>(key: K, value: TAnnounceForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key === 'start' || key === 'genres') setErrors((current) => ({ ...current, [key]: undefined }));
    onChanged();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = announceFormErrors(form, now());
    setErrors(found);
    setServerError(null);
    if (found.start || found.genres) return setFocusRequest((count) => count + 1);
    announce.mutate(announceBody(form, defaultAnnouncedSetTitle(stageName)), {
      onSuccess: (event) => {
        toast.success(`Announced: ${event.title}`);
        onDone();
      },
      onError: (error) => {
        toast.error(ANNOUNCED_SET_MESSAGES.announceFailed);
        setServerError(errorReason(error) ?? 'The server could not be reached. Please try again.');
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        label="Title"
        value={form.title}
        maxLength={ANNOUNCED_SET_TITLE_MAX}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label="Description"
        optional
        value={form.description}
        maxLength={ANNOUNCED_SET_TEXT_MAX}
        className="min-h-20"
        onChange={(event) => set('description', event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Start date and time"
          type="datetime-local"
          required
          value={form.start}
          min={toLocalInputValue(now())}
          hint={`Your time (${viewerTimeZone()})`}
          error={errors.start}
          onChange={(event) => set('start', event.target.value)}
        />
        <SelectField
          label="Duration"
          value={form.duration}
          onChange={(event) => set('duration', Number(event.target.value) as TAnnounceDuration)}
        >
          {ANNOUNCE_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {durationLabel(minutes)}
            </option>
          ))}
        </SelectField>
      </div>
      <GenrePicker
        label="Genres"
        value={form.genres}
        options={catalogue.data}
        onChange={(genres) => set('genres', genres)}
        error={errors.genres}
      />
      <TextAreaField
        label="Notes"
        optional
        value={form.notes}
        maxLength={ANNOUNCED_SET_TEXT_MAX}
        className="min-h-20"
        hint="Anything venues should know: stream setup, guests, the vibe."
        onChange={(event) => set('notes', event.target.value)}
      />
      <Checkbox
        label="Co-streaming available"
        description="Venues may stream this set live on their own screens."
        checked={form.coStreaming}
        onChange={(event) => set('coStreaming', event.target.checked)}
      />
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={announce.isPending}>
          Announce Set
        </Button>
      </div>
    </form>
  );
}
