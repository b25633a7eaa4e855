import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  DJ_SET_DESCRIPTION_MAX,
  DJ_SET_MESSAGES,
  DJ_SET_TITLE_MAX,
  DJ_SET_TYPES,
  DJ_SET_TYPE_LABELS,
} from '@cuepoint/domain/djs/set-rules';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { Checkbox, TextAreaField, TextField } from '../../../ui/field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { MediaField } from './media-field.tsx';
import {
  initialSetForm,
  savedSetMessage,
  setFormBody,
  setFormProblem,
  type TSetFormValues,
  type TSetSource,
} from './set-form-state.ts';
import { useDjStorage, useSaveDjSet, type TDjSet } from './sets-api.ts';
import { TracklistField } from './tracklist-field.tsx';
import type { TMediaUploader } from './upload/media-uploader.ts';
import { useMediaUpload } from './upload/use-media-upload.ts';

type SetFormProps = {
  /** The set to edit; a new set without it. */
  set?: TDjSet | undefined;
  uploader: TMediaUploader;
  onSaved(saved: TDjSet): void;
  onCancel?: (() => void) | undefined;
  /** Told whether the form holds something that closing it would lose (a change, a running upload). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
};

const TYPE_OPTIONS = DJ_SET_TYPES.map((type) => ({ value: type, label: DJ_SET_TYPE_LABELS[type] }));
const SOURCE_OPTIONS: readonly { value: TSetSource; label: string }[] = [
  { value: 'url', label: 'Link' },
  { value: 'file', label: 'Media file' },
];

/**
 * Adds or edits a set (docs/product/djs.md): audio, video or tracklist-only; title, description, public or private;
 * the tracklist pasted or from a file; for audio and video a set URL or a media file uploaded resumably. The spec's
 * messages show here before anything is sent. Sent while the file is still uploading, the set is saved as soon as
 * the upload is finished and checked.
 */
export function SetForm({ set, uploader, onSaved, onCancel, onDirtyChange }: SetFormProps) {
  const editing = Boolean(set);
  const [values, setValues] = useState<TSetFormValues>(() => initialSetForm(set));
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saveWhenUploaded, setSaveWhenUploaded] = useState(false);
  const toast = useToast();
  const storage = useDjStorage();
  const save = useSaveDjSet();
  const upload = useMediaUpload({
    uploader,
    onFailed: (message) => toast.error(DJ_SET_MESSAGES.uploadFailed(message)),
  });
  const problemId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const phase = upload.state.phase;

  const mediaChosen = phase !== 'idle' && phase !== 'failed';
  const keepsMedia = Boolean(set?.media) && phase === 'idle';
  const uploading = mediaChosen && phase !== 'complete';
  const dirty = touched || mediaChosen;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const change = (next: Partial<TSetFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setTouched(true);
    setProblem(null);
    setServerError(null);
  };

  const send = () => {
    const body = setFormBody(values, { uploadId: upload.state.uploadId, editing: set });
    save.mutate(
      { id: set?.id, body },
      {
        onSuccess: (saved) => {
          toast.success(savedSetMessage(saved, editing));
          upload.clear();
          if (!editing) {
            setValues(initialSetForm());
            setTouched(false);
          }
          onSaved(saved);
        },
        onError: (error) => {
          const reason = errorReason(error);
          if (editing) toast.error(DJ_SET_MESSAGES.saveFailed(reason));
          else if (body.upload_id)
            toast.error(
              isUnreachable(error) ? DJ_SET_MESSAGES.uploadUnreachable : DJ_SET_MESSAGES.uploadFailed(reason),
            );
          else toast.error(DJ_SET_MESSAGES.addFailed);
          setServerError(reason ?? 'The server could not be reached. Please try again.');
        },
      },
    );
  };

  // Sent during the upload: saved once the file is in and checked; a failed upload drops the request.
  useEffect(() => {
    if (!saveWhenUploaded) return;
    if (phase === 'complete') {
      setSaveWhenUploaded(false);
      send();
    } else if (phase === 'failed' || phase === 'idle') {
      setSaveWhenUploaded(false);
    }
    // send reads the form as it is when the upload finishes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, saveWhenUploaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = setFormProblem(values, mediaChosen || keepsMedia);
    setProblem(found);
    if (found) {
      // The first field the message is about gets focus, once the message is rendered.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (values.setType !== 'tracklist' && values.source === 'file' && uploading) {
      setSaveWhenUploaded(true);
      return;
    }
    send();
  };

  const needsTitle = Boolean(problem) && !values.title.trim();
  const needsTracklist = Boolean(problem) && !values.tracklist.trim();
  const needsSource = Boolean(problem) && values.setType !== 'tracklist';
  const describedBy = problem ? problemId : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <ChoiceGroup
        legend="Set type"
        value={values.setType}
        options={TYPE_OPTIONS}
        disabled={mediaChosen}
        hint={mediaChosen ? 'Remove the media file to change the type.' : undefined}
        onChange={(setType) => change({ setType })}
      />
      <TextField
        label="Title"
        required
        value={values.title}
        maxLength={DJ_SET_TITLE_MAX}
        aria-invalid={needsTitle || undefined}
        aria-describedby={needsTitle ? describedBy : undefined}
        onChange={(event) => change({ title: event.target.value })}
      />
      <TextAreaField
        label="Description"
        optional
        value={values.description}
        maxLength={DJ_SET_DESCRIPTION_MAX}
        className="min-h-20"
        onChange={(event) => change({ description: event.target.value })}
      />
      {values.setType === 'tracklist' ? null : (
        <div className="grid gap-4 rounded-2xl border border-ink-700 p-4">
          <ChoiceGroup
            legend="Where the set plays"
            value={values.source}
            options={SOURCE_OPTIONS}
            disabled={uploading}
            onChange={(source) => change({ source })}
          />
          {values.source === 'url' ? (
            <TextField
              label="Set URL"
              type="url"
              inputMode="url"
              placeholder="https://soundcloud.com/you/your-set"
              hint="SoundCloud, Mixcloud, YouTube, Twitch or any link where the set plays."
              value={values.externalUrl}
              aria-invalid={
                needsSource && (!values.externalUrl.trim() || problem === DJ_SET_MESSAGES.urlInvalid)
                  ? true
                  : undefined
              }
              aria-describedby={needsSource ? describedBy : undefined}
              onChange={(event) => change({ externalUrl: event.target.value })}
            />
          ) : (
            <MediaField
              setType={values.setType}
              upload={upload}
              freeBytes={storage.data?.free_bytes}
              current={set?.media ?? null}
              error={mediaError}
              onError={setMediaError}
              invalid={needsSource && !mediaChosen && !keepsMedia}
              describedBy={describedBy}
            />
          )}
        </div>
      )}
      <TracklistField
        text={values.tracklist}
        filename={values.tracklistFilename}
        invalid={needsTracklist}
        describedBy={needsTracklist ? describedBy : undefined}
        onChange={({ text, filename }) =>
          change({ tracklist: text, tracklistFilename: filename, tracklistChanged: true })
        }
      />
      <Checkbox
        label="Public"
        description="Shown on your public page and in the latest sets. Private sets only you see."
        checked={values.isPublic}
        onChange={(event) => change({ isPublic: event.target.checked })}
      />
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-300">
          {problem}
        </p>
      ) : null}
      {saveWhenUploaded ? (
        <Alert tone="info">Your set is saved as soon as the upload is finished and checked.</Alert>
      ) : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" busy={save.isPending || saveWhenUploaded}>
          {editing ? 'Save changes' : 'Add DJ Set'}
        </Button>
      </div>
    </form>
  );
}
