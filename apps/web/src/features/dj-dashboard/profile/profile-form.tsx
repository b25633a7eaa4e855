import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ZDjProfileSave } from '@cuepoint/domain/djs/profile';
import {
  DJ_AVAILABILITY_TYPE_LABELS,
  DJ_AVAILABILITY_TYPES,
  DJ_BIO_MAX_LENGTH,
  DJ_PERFORMANCE_FLAGS,
  DJ_PROFILE_MESSAGES,
  DJ_SOCIAL_PLATFORMS,
  type TDjAvailabilityType,
} from '@cuepoint/domain/djs/profile-rules';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { COUNTRIES } from '@cuepoint/domain/catalog/countries';
import { Button } from '../../../ui/button.tsx';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { saveProfile, type DashboardProfile } from '../dashboard-api.ts';
import { useProfileCache } from '../use-dashboard-queries.ts';
import { isUnreachable } from '../../../lib/error-reason.ts';
import {
  fieldOfServerMessage,
  issuesToErrors,
  stripFieldPrefix,
  toDraft,
  toSaveBody,
  type ProfileDraft,
  type ProfileErrors,
} from './profile-draft.ts';
import { PERFORMANCE_TYPE_LABELS, SOCIAL_LINK_LABELS } from './profile-labels.ts';
import { draftFieldBinder } from '../../../lib/draft-field-binding.ts';

function Fieldset({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-display text-base font-semibold text-mist-100">{legend}</legend>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/**
 * The profile's edit mode (docs/product/djs.md): the stage name read-only, bio, website, social links, performance
 * types and current location. Checked with the save's own schema before sending; a refusal shows next to its field,
 * anything else in a toast. Cancel discards every change.
 */
export function ProfileForm({ profile, onDone }: { profile: DashboardProfile; onDone(): void }) {
  const toast = useToast();
  const cache = useProfileCache();
  const [draft, setDraft] = useState<ProfileDraft>(() => toDraft(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // Edit mode opens on the first field that can change.
  useEffect(() => formRef.current?.querySelector('textarea')?.focus(), []);

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      cache.put(saved);
      toast.success('Profile saved');
      onDone();
    },
    onError: (error) => {
      if (isUnreachable(error)) {
        toast.error(DJ_DASHBOARD_MESSAGES.saveProfileUnreachable);
        return;
      }
      const message = error instanceof ApiError ? error.message : '';
      const field = message ? fieldOfServerMessage(message) : null;
      if (field) showErrors({ [field]: stripFieldPrefix(message) });
      else toast.error(DJ_DASHBOARD_MESSAGES.saveProfileFailed(message));
    },
  });

  function showErrors(next: ProfileErrors) {
    setErrors(next);
    // The first field in error takes focus, so its message is read out and in view.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K], errorKey: string = key) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[errorKey]) setErrors(({ [errorKey]: _, ...rest }) => rest);
  };
  const bind = draftFieldBinder(draft, errors, (key, value) => set(key, value));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = toSaveBody(draft, profile.stage_name);
    const parsed = ZDjProfileSave.safeParse(body);
    if (!parsed.success) {
      showErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(body);
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-6"
      aria-label="Edit profile"
    >
      <TextField
        label="Stage name"
        value={profile.stage_name}
        readOnly
        aria-readonly
        hint={DJ_PROFILE_MESSAGES.stageNameReadOnly}
        error={errors['stage_name']}
      />
      <TextAreaField
        label="Bio"
        {...bind('bio')}
        maxLength={DJ_BIO_MAX_LENGTH}
        rows={5}
        placeholder="Your sound, your story, where you play."
        optional
      />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://yourname.com"
        {...bind('website_url')}
        optional
      />
      <Fieldset legend="Social links" error={errors['social_links']}>
        <p className="-mt-2 text-xs text-mist-400">A profile URL or your username (with or without @).</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {DJ_SOCIAL_PLATFORMS.map((platform) => (
            <TextField
              key={platform}
              label={SOCIAL_LINK_LABELS[platform]}
              value={draft.social_links[platform]}
              placeholder={platform === 'website' ? 'linktr.ee/yourname' : '@yourname'}
              error={errors[`social_links.${platform}`]}
              onChange={(event) =>
                set(
                  'social_links',
                  { ...draft.social_links, [platform]: event.target.value },
                  `social_links.${platform}`,
                )
              }
              optional
            />
          ))}
        </div>
      </Fieldset>
      <Fieldset legend="Performance types">
        <div className="grid gap-2 sm:grid-cols-2">
          {DJ_PERFORMANCE_FLAGS.map(([flag]) => (
            <Checkbox
              key={flag}
              label={PERFORMANCE_TYPE_LABELS[flag].label}
              description={PERFORMANCE_TYPE_LABELS[flag].description}
              checked={draft.flags[flag]}
              onChange={(event) => set('flags', { ...draft.flags, [flag]: event.target.checked })}
            />
          ))}
        </div>
      </Fieldset>
      <Fieldset legend="Current location">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="City"
            autoComplete="address-level2"
            value={draft.city}
            onChange={(event) => set('city', event.target.value, 'current_location.city')}
            error={errors['current_location.city']}
            optional
          />
          <SelectField
            label="Country"
            autoComplete="country"
            value={draft.country}
            onChange={(event) => set('country', event.target.value, 'current_location.country')}
            error={errors['current_location.country']}
          >
            <option value="">Select your country</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="I am"
            value={draft.availability_type}
            onChange={(event) =>
              set(
                'availability_type',
                event.target.value as TDjAvailabilityType,
                'current_location.availability_type',
              )
            }
            error={errors['current_location.availability_type']}
          >
            {DJ_AVAILABILITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {DJ_AVAILABILITY_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
        </div>
      </Fieldset>
      <div className="flex flex-wrap justify-end gap-3 border-t border-ink-700 pt-5">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}
