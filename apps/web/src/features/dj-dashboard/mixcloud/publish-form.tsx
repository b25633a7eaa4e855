import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UploadCloud } from 'lucide-react';
import {
  PUBLISH_TARGET_LABELS,
  type TMixcloudStatus,
  type TPublishTarget,
} from '@cuepoint/domain/mixcloud/api';
import { MIXCLOUD_MESSAGES } from '@cuepoint/domain/mixcloud/messages';
import { MIXCLOUD_MP3_MAX_BYTES } from '@cuepoint/domain/mixcloud/sections';
import { parseTags } from '@cuepoint/domain/mixcloud/tags';
import { formatBytes } from '@cuepoint/domain/djs/set-media';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { Checkbox, SelectField, TextField } from '../../../ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TDjSet } from '../sets/sets-api.ts';
import { MIXCLOUD_KEYS, type SendUpload } from './mixcloud-api.ts';
import { ProgressBar } from './progress-bar.tsx';

const isMp3File = (file: File) =>
  file.type === 'audio/mpeg' || file.type === 'audio/mp3' || /\.mp3$/i.test(file.name);
const setHasMp3 = (set: TDjSet | undefined) => set?.media?.mime_type === 'audio/mpeg';

type Errors = Partial<Record<'set' | 'mp3' | 'tracklist' | 'tags' | 'form', string>>;

/**
 * Publishing a set to Mixcloud (docs/product/djs.md): which set, its title, where (the platform's account, the DJ's own
 * when connected, or not at all), its MP3 (the set's own when it is one) and tracklist (the set's own, or a file), and
 * at most 5 tags. The MP3's way to our server shows its progress; Mixcloud's upload is then followed in the list.
 */
export function PublishForm({
  sets,
  status,
  send,
}: {
  sets: TDjSet[];
  status: TMixcloudStatus;
  send: SendUpload;
}) {
  const client = useQueryClient();
  const audioSets = useMemo(() => sets.filter((set) => set.set_type === 'audio'), [sets]);
  const defaultTarget: TPublishTarget = status.connected
    ? 'user'
    : status.platform_available
      ? 'cuepoint'
      : 'none';
  const [setId, setSetId] = useState<number | null>(audioSets[0]?.id ?? null);
  const set = audioSets.find((item) => item.id === setId);
  const [title, setTitle] = useState(set?.title ?? '');
  const [target, setTarget] = useState<TPublishTarget>(defaultTarget);
  const [tags, setTags] = useState('');
  const [mp3, setMp3] = useState<File | null>(null);
  const [tracklist, setTracklist] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState<number | null>(null);
  const [queued, setQueued] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (errors.form) errorRef.current?.focus();
  }, [errors.form]);

  if (audioSets.length === 0)
    return (
      <p className="text-sm text-mist-300">
        Add an audio set with its tracklist above to publish it to Mixcloud.
      </p>
    );

  const chooseSet = (id: number) => {
    setSetId(id);
    setTitle(audioSets.find((item) => item.id === id)?.title ?? '');
    setErrors({});
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!set) found.set = 'Choose a set to publish.';
    if (target !== 'none') {
      if (mp3 && (!isMp3File(mp3) || mp3.size > MIXCLOUD_MP3_MAX_BYTES))
        found.mp3 =
          mp3.size > MIXCLOUD_MP3_MAX_BYTES ? MIXCLOUD_MESSAGES.mp3TooLarge : MIXCLOUD_MESSAGES.mp3Required;
      else if (!mp3 && !setHasMp3(set)) found.mp3 = MIXCLOUD_MESSAGES.mp3Required;
      if (!tracklist && set && set.tracks.length === 0) found.tracklist = MIXCLOUD_MESSAGES.tracklistRequired;
      const parsed = parseTags(tags);
      if (!parsed.ok) found.tags = parsed.error;
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setQueued(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !set) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSending(0);
    try {
      const answer = await send(
        { setId: set.id, title: title.trim() || set.title, target, tags, mp3, tracklist },
        (progress) => setSending(progress.percent),
      );
      setMp3(null);
      setTracklist(null);
      formRef.current?.reset();
      setQueued(
        answer.queued
          ? `“${answer.data?.title ?? set.title}” is queued for ${PUBLISH_TARGET_LABELS[answer.published_to]}. Follow its upload below.`
          : 'Nothing was published: the set stays as it is.',
      );
      await client.invalidateQueries({ queryKey: MIXCLOUD_KEYS.publishes });
    } catch (error) {
      setErrors({
        form: error instanceof Error && error.message ? error.message : MIXCLOUD_MESSAGES.uploadErrored,
      });
    } finally {
      setSending(null);
    }
  };

  const targets = (['cuepoint', 'user', 'none'] as const).map((value) => ({
    value,
    label: PUBLISH_TARGET_LABELS[value],
  }));
  const targetHint = !status.connected
    ? 'My Mixcloud account: connect it first.'
    : !status.platform_available
      ? MIXCLOUD_MESSAGES.platformNotConfigured
      : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label="Publish a set to Mixcloud"
    >
      <SelectField
        label="Set"
        value={setId ?? ''}
        error={errors.set}
        onChange={(event) => chooseSet(Number(event.target.value))}
      >
        {audioSets.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Title on Mixcloud"
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TargetChoice value={target} onChange={setTarget} options={targets} status={status} hint={targetHint} />
      <Checkbox
        label="High-fidelity pro streaming"
        description={MIXCLOUD_MESSAGES.proComingSoon}
        disabled
        checked={false}
        readOnly
      />
      <TextField
        label="MP3 file"
        type="file"
        accept=".mp3,audio/mpeg"
        optional={setHasMp3(set)}
        error={errors.mp3}
        hint={
          setHasMp3(set) && set?.media
            ? `Leave empty to send the set’s own MP3 (${set.media.original_name}, ${formatBytes(set.media.size_bytes)}).`
            : 'Mixcloud takes MP3 files of up to 4 GB.'
        }
        onChange={(event) => setMp3(event.target.files?.[0] ?? null)}
      />
      <TextField
        label="Tracklist file"
        type="file"
        accept=".csv,.json,.m3u,.txt"
        optional={Boolean(set && set.tracks.length > 0)}
        error={errors.tracklist}
        hint={
          set && set.tracks.length > 0
            ? `Leave empty to send the set’s tracklist (${set.tracks.length} tracks) as Mixcloud sections.`
            : 'CSV with Artist, Track and StartTime (mm:ss) columns, or a DJ software export.'
        }
        onChange={(event) => setTracklist(event.target.files?.[0] ?? null)}
      />
      <TextField
        label="Tags"
        optional
        value={tags}
        error={errors.tags}
        hint="Comma-separated genres, at most 5 (House, Deep House, Techno)."
        onChange={(event) => setTags(event.target.value)}
      />
      {sending !== null ? (
        <ProgressBar value={sending} label="Sending the MP3 to Cuepoint" tone="wave" />
      ) : null}
      {errors.form ? (
        <Alert tone="error" ref={errorRef} tabIndex={-1}>
          <p>{errors.form}</p>
        </Alert>
      ) : null}
      {queued ? (
        <Alert tone="success">
          <p>{queued}</p>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" icon={<UploadCloud className="size-4" aria-hidden />} busy={sending !== null}>
          Publish to Mixcloud
        </Button>
      </div>
    </form>
  );
}

function TargetChoice({
  value,
  onChange,
  options,
  status,
  hint,
}: {
  value: TPublishTarget;
  onChange(next: TPublishTarget): void;
  options: { value: TPublishTarget; label: string }[];
  status: TMixcloudStatus;
  hint: string | undefined;
}) {
  const name = useId();
  const hintId = useId();
  // The DJ's own account needs a connection; the platform's its token on the server (docs/product/djs.md).
  const enabled = (option: TPublishTarget) =>
    option === 'none' || (option === 'user' ? status.connected : status.platform_available);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 text-sm font-medium text-mist-200">Publish to</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative cursor-pointer rounded-full border px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wave-400 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
              option.value === value
                ? 'border-cue-500 bg-cue-500/15 text-cue-300'
                : 'border-ink-600 text-mist-200 hover:border-ink-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={!enabled(option.value)}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-mist-400">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
