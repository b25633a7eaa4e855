import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DAW_GROUPS } from '@cuepoint/domain/catalog/daws';
import { EXTENDED_CURRENCIES } from '@cuepoint/domain/catalog/currencies';
import { TRAINING_EXPERIENCE_MAX_YEARS, TRAINING_RATE_STEP } from '@cuepoint/domain/catalog/training';
import {
  PRODUCER_PROFILE_MESSAGES,
  REMIX_URL_HOST,
  ZProducerProfileUpdate,
  type TProducerProfile,
  type TProducerProfileUpdate,
} from '@cuepoint/domain/producers/producer-profile';
import { ApiError } from '../../lib/api.ts';
import { errorReason } from '../../lib/error-reason.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { Alert } from '../../ui/feedback.tsx';
import { Modal } from '../../ui/modal.tsx';
import { updateProducerProfile } from './producer-api.ts';

type Draft = {
  producer_name: string;
  primary_daw: string;
  remix_handle: string;
  bio: string;
  experience_years: string;
  training_hourly_rate: string;
  training_currency: string;
};
type Field = keyof Draft;

const draftOf = (profile: TProducerProfile): Draft => ({
  producer_name: profile.producer_name,
  primary_daw: profile.primary_daw ?? '',
  remix_handle: profile.remix_handle ?? '',
  bio: profile.bio,
  experience_years: String(profile.experience_years),
  training_hourly_rate: String(profile.training_hourly_rate),
  training_currency: profile.training_currency,
});

const changesOf = (draft: Draft) =>
  ({ ...draft, primary_daw: draft.primary_daw || null }) as TProducerProfileUpdate;

/**
 * Edit Profile (docs/product/producers-and-labels.md): producer name, primary DAW (grouped Professional, Prosumer,
 * Free, Tracker), remix handle (shown as remix.me/{handle}), bio, experience years and training rate per hour with its
 * currency, saved to the server. The shared schema checks the fields here first; the server's refusal (a taken handle)
 * shows at its field.
 */
export function EditProfileModal({
  profile,
  open,
  onOpenChange,
  onSaved,
}: {
  profile: TProducerProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (profile: TProducerProfile) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState(open);
  // Opened again: start from the saved profile.
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setDraft(draftOf(profile));
      setErrors({});
      setFailure(null);
    }
  }

  const save = useMutation({
    mutationFn: updateProducerProfile,
    onSuccess: (saved) => {
      onSaved(saved);
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setErrors({ remix_handle: error.message });
      else
        setFailure(
          errorReason(error) ?? 'The profile could not be saved. Please check your connection and try again.',
        );
    },
  });

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZProducerProfileUpdate.safeParse(changesOf(draft));
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    save.mutate(changesOf(draft));
  }

  const handle = draft.remix_handle.trim();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Edit Profile" size="lg">
      <form onSubmit={submit} noValidate aria-label="Edit profile" className="flex flex-col gap-4">
        <TextField
          label="Producer name"
          value={draft.producer_name}
          onChange={(event) => change('producer_name', event.target.value)}
          error={errors.producer_name}
          autoComplete="nickname"
          required
        />
        <SelectField
          label="Primary DAW"
          value={draft.primary_daw}
          onChange={(event) => change('primary_daw', event.target.value)}
          error={errors.primary_daw}
        >
          <option value="">Not set</option>
          {DAW_GROUPS.map((group) => (
            <optgroup key={group.group} label={group.group}>
              {group.daws.map((daw) => (
                <option key={daw} value={daw}>
                  {daw}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField
          label="Remix handle"
          optional
          value={draft.remix_handle}
          onChange={(event) => change('remix_handle', event.target.value)}
          error={errors.remix_handle}
          hint={
            handle
              ? `Your remix URL: ${REMIX_URL_HOST}/${handle}`
              : 'Letters, numbers, hyphens and underscores'
          }
          autoComplete="off"
        />
        <TextAreaField
          label="Bio"
          optional
          rows={4}
          value={draft.bio}
          onChange={(event) => change('bio', event.target.value)}
          error={errors.bio}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Experience (years)"
            type="number"
            inputMode="numeric"
            min={0}
            max={TRAINING_EXPERIENCE_MAX_YEARS}
            value={draft.experience_years}
            onChange={(event) => change('experience_years', event.target.value)}
            error={errors.experience_years}
          />
          <TextField
            label="Training rate per hour"
            type="number"
            inputMode="numeric"
            min={0}
            step={TRAINING_RATE_STEP}
            value={draft.training_hourly_rate}
            onChange={(event) => change('training_hourly_rate', event.target.value)}
            error={errors.training_hourly_rate}
            hint="0 hides DAW Training"
          />
          <SelectField
            label="Currency"
            value={draft.training_currency}
            onChange={(event) => change('training_currency', event.target.value)}
            error={errors.training_currency}
          >
            {EXTENDED_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Profile'}
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {save.isSuccess ? PRODUCER_PROFILE_MESSAGES.saved : ''}
        </p>
      </form>
    </Modal>
  );
}
