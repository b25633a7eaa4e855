import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { formatMoney } from '@cuepoint/domain/money/format-money';
import {
  ACCEPTED_EXTENSIONS,
  acceptsExtension,
  RECOMMENDED_PRICES,
  RIGHTS_CONFIRMATION_TEXT,
  TRACK_FILE_FIELDS,
  TRACK_FILE_MAX_BYTES,
  TRACK_GENRES,
  TRACK_PRICE_FIELDS,
  TRACK_UPLOAD_MESSAGES,
  ZTrackUploadFields,
  type TPricedFileField,
  type TProducerTrack,
  type TTrackFileField,
} from '@cuepoint/domain/producers/track-upload';
import { errorReason } from '../../lib/error-reason.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox, SelectField, TextField } from '../../ui/field.tsx';
import { Alert } from '../../ui/feedback.tsx';
import { Modal } from '../../ui/modal.tsx';
import { createProducerTrack } from './producer-api.ts';
import type { TrackFileUploader, TrackUploadHandle } from './track-uploader.ts';
import { UploadSlot, type SlotState } from './upload-slot.tsx';

const SLOTS: Record<TTrackFileField, { label: string; hint: string }> = {
  main_track: {
    label: 'Main track',
    hint: 'AAC, FLAC, WAV or MP3 (320 kbps AAC or lossless FLAC recommended)',
  },
  stems_zip: {
    label: '4-stem ZIP',
    hint: 'A ZIP of four WAV stems of full track length: kick, bass, harmony and vocal',
  },
  elements_zip: {
    label: 'Extracted elements ZIP',
    hint: 'A ZIP of loops, one-shots and vocal chops (audio only)',
  },
  project_file: { label: 'Project file', hint: ACCEPTED_EXTENSIONS.project_file.join(', ') },
};
const EMPTY: Record<TTrackFileField, SlotState> = {
  main_track: { status: 'empty' },
  stems_zip: { status: 'empty' },
  elements_zip: { status: 'empty' },
  project_file: { status: 'empty' },
};
const PRICED = Object.keys(TRACK_PRICE_FIELDS) as TPricedFileField[];
type Text = { title: string; genre: string; bpm: string; rights: boolean } & Record<TPricedFileField, string>;
const START: Text = {
  title: '',
  genre: '',
  bpm: '',
  rights: false,
  stems_zip: '',
  elements_zip: '',
  project_file: '',
};
type Errors = Partial<
  Record<'title' | 'genre' | 'bpm' | 'rights' | TTrackFileField | `${TPricedFileField}_price`, string>
>;

/**
 * Upload New Track (docs/product/producers-and-labels.md): title, genre, optional BPM, four upload slots (main track;
 * 4-stem ZIP, extracted elements ZIP and project file, each with a price in the producer's currency) and the rights
 * checkbox. A chosen file starts uploading at once (resumable, with its progress) and is checked by the server when its
 * last byte arrives, so a refused ZIP says why in its slot; Upload Track sends the form with the finished uploads' ids.
 */
export function UploadTrackModal({
  open,
  onOpenChange,
  currency,
  uploader,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: TExtendedCurrency;
  uploader: TrackFileUploader;
  onUploaded: (track: TProducerTrack) => void;
}) {
  const [text, setText] = useState<Text>(START);
  const [slots, setSlots] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const handles = useRef<Partial<Record<TTrackFileField, TrackUploadHandle>>>({});
  const attempt = useRef<Partial<Record<TTrackFileField, number>>>({});

  const stopAll = () => {
    for (const handle of Object.values(handles.current)) void handle?.cancel();
    handles.current = {};
    attempt.current = {};
  };
  useEffect(() => stopAll, []);

  const reset = () => {
    stopAll();
    setText(START);
    setSlots(EMPTY);
    setErrors({});
    setFailure(null);
  };

  const setSlot = (field: TTrackFileField, state: SlotState) =>
    setSlots((current) => ({ ...current, [field]: state }));

  function clear(field: TTrackFileField) {
    void handles.current[field]?.cancel();
    delete handles.current[field];
    attempt.current[field] = (attempt.current[field] ?? 0) + 1;
    setSlot(field, { status: 'empty' });
  }

  function choose(field: TTrackFileField, file: File) {
    clear(field);
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (!acceptsExtension(field, file.name)) {
      setSlot(field, { status: 'invalid', name: file.name, error: TRACK_UPLOAD_MESSAGES.wrongType(field) });
      return;
    }
    if (file.size === 0 || file.size > TRACK_FILE_MAX_BYTES[field]) {
      const error =
        file.size === 0 ? TRACK_UPLOAD_MESSAGES.emptyFile(field) : TRACK_UPLOAD_MESSAGES.tooLarge(field);
      setSlot(field, { status: 'invalid', name: file.name, error });
      return;
    }
    const mine = (attempt.current[field] ?? 0) + 1;
    attempt.current[field] = mine;
    const current = () => attempt.current[field] === mine;
    setSlot(field, { status: 'uploading', name: file.name, sent: 0, total: file.size });
    void uploader(file, field, {
      onProgress: (sent, total) => {
        if (current()) setSlot(field, { status: 'uploading', name: file.name, sent, total });
      },
      onSuccess: (uploadId) => {
        if (current()) setSlot(field, { status: 'done', name: file.name, size: file.size, uploadId });
      },
      onError: (error) => {
        if (current()) setSlot(field, { status: 'failed', name: file.name, error });
      },
    }).then((handle) => {
      if (current()) handles.current[field] = handle;
      else void handle.cancel();
    });
  }

  const submitTrack = useMutation({
    mutationFn: createProducerTrack,
    onSuccess: (track) => {
      handles.current = {};
      reset();
      onUploaded(track);
      onOpenChange(false);
    },
    onError: (error) =>
      setFailure(
        errorReason(error) ?? 'The track could not be saved. Please check your connection and try again.',
      ),
  });

  function problems(): Errors {
    const found: Errors = {};
    const parsed = ZTrackUploadFields.safeParse({
      title: text.title,
      genre: text.genre,
      bpm: text.bpm,
      rights_confirmed: text.rights ? 'true' : '',
      ...Object.fromEntries(PRICED.map((field) => [TRACK_PRICE_FIELDS[field], text[field]])),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'rights_confirmed' ? 'rights' : (issue.path[0] as keyof Errors);
        found[key] ??= issue.message;
      }
    }
    if (slots.main_track.status === 'empty') found.main_track = TRACK_UPLOAD_MESSAGES.mainTrackRequired;
    for (const field of PRICED) {
      const chosen = slots[field].status !== 'empty';
      const priced = text[field].trim() !== '';
      if (chosen && !priced) found[`${field}_price`] ??= TRACK_UPLOAD_MESSAGES.priceRequired(field);
      if (!chosen && priced) found[`${field}_price`] ??= TRACK_UPLOAD_MESSAGES.priceWithoutFile(field);
    }
    for (const field of TRACK_FILE_FIELDS) {
      const state = slots[field];
      if (state.status === 'uploading') found[field] = TRACK_UPLOAD_MESSAGES.uploadNotReady(field);
      if (state.status === 'invalid' || state.status === 'failed') found[field] = state.error;
    }
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = problems();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const form = new FormData();
    form.set('title', text.title);
    form.set('genre', text.genre);
    if (text.bpm.trim()) form.set('bpm', text.bpm.trim());
    for (const field of TRACK_FILE_FIELDS) {
      const state = slots[field];
      if (state.status !== 'done') continue;
      form.set(field, state.uploadId);
      if (field !== 'main_track') form.set(TRACK_PRICE_FIELDS[field], text[field].trim());
    }
    form.set('rights_confirmed', 'true');
    submitTrack.mutate(form);
  }

  const busy = Object.values(slots).some((slot) => slot.status === 'uploading');
  const dirty = busy || text.title !== '' || Object.values(slots).some((slot) => slot.status !== 'empty');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Upload New Track"
      size="lg"
      confirmClose={
        dirty && !submitTrack.isPending
          ? {
              title: 'Discard this track?',
              description: 'Files being uploaded stop and what you entered is lost.',
              confirmLabel: 'Discard',
              cancelLabel: 'Keep editing',
            }
          : undefined
      }
    >
      <form onSubmit={submit} noValidate aria-label="Upload new track" className="flex flex-col gap-4">
        <TextField
          label="Title"
          value={text.title}
          onChange={(event) => setText({ ...text, title: event.target.value })}
          error={errors.title}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Genre"
            value={text.genre}
            onChange={(event) => setText({ ...text, genre: event.target.value })}
            error={errors.genre}
            required
          >
            <option value="">Choose a genre</option>
            {TRACK_GENRES.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </SelectField>
          <TextField
            label="BPM"
            optional
            type="number"
            inputMode="numeric"
            min={20}
            max={400}
            value={text.bpm}
            onChange={(event) => setText({ ...text, bpm: event.target.value })}
            error={errors.bpm}
          />
        </div>
        {TRACK_FILE_FIELDS.map((field) => (
          <UploadSlot
            key={field}
            label={SLOTS[field].label}
            hint={SLOTS[field].hint}
            accept={ACCEPTED_EXTENSIONS[field].join(',')}
            state={
              errors[field] && slots[field].status === 'empty'
                ? { status: 'invalid', name: '', error: errors[field] }
                : slots[field]
            }
            onChoose={(file) => choose(field, file)}
            onClear={() => clear(field)}
          >
            {field === 'main_track' ? null : (
              <TextField
                label={`Price (${currency})`}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                placeholder={String(RECOMMENDED_PRICES[field])}
                value={text[field]}
                onChange={(event) => setText({ ...text, [field]: event.target.value })}
                error={errors[`${field}_price`]}
                hint={`Recommended ${formatMoney(RECOMMENDED_PRICES[field] * 100, currency)}`}
              />
            )}
          </UploadSlot>
        ))}
        <Checkbox
          label={RIGHTS_CONFIRMATION_TEXT}
          checked={text.rights}
          onChange={(event) => setText({ ...text, rights: event.target.checked })}
          aria-invalid={errors.rights ? true : undefined}
        />
        {errors.rights ? (
          <p role="alert" className="-mt-2 text-sm text-red-300">
            {errors.rights}
          </p>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="ghost"
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" busy={submitTrack.isPending}>
            {submitTrack.isPending ? 'Saving…' : 'Upload Track'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
