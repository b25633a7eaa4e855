import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCog } from 'lucide-react';
import { COUNTRIES } from '@cuepoint/domain/catalog/country-list';
import { BIO_MAX_LENGTH, CITY_MAX_LENGTH, NAME_MAX_LENGTH } from '@cuepoint/domain/accounts/fields';
import { MAX_FAVORITE_GENRES, USER_PROFILE_MESSAGES } from '@cuepoint/domain/enthusiasts/user-profile';
import { ENTHUSIAST_DASHBOARD_MESSAGES as M } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { ApiError } from '../../../lib/api.ts';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { GenrePicker } from '../../../ui/genre-picker.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useAuth } from '../../accounts/auth-context.tsx';
import { updateProfile, type EnthusiastProfile } from '../enthusiast-api.ts';
import { useEnthusiastKeys } from '../enthusiast-context.ts';
import {
  changesOf,
  draftOf,
  draftProblem,
  fieldOfRefusal,
  type SettingsDraft,
  type SettingsField,
} from './settings-draft.ts';

/**
 * Account Settings (docs/product/enthusiasts.md): the email shown and disabled, display name, city, country, bio and
 * favorite genres, saved to the server with Save Changes (PUT /user/profile). A refusal shows next to the field it
 * names, anything else as a toast; the saved profile replaces the dashboard's, so the events near the new city follow.
 */
export function AccountSettingsCard({ profile }: { profile: EnthusiastProfile }) {
  const client = useQueryClient();
  const keys = useEnthusiastKeys();
  const auth = useAuth();
  const toast = useToast();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      client.setQueryData(keys.profile, saved);
      setDraft(draftOf(saved));
      setErrors({});
      toast.success(M.settingsSaved);
      // The header shows the display name.
      void auth.refresh();
    },
    onError: (error) => {
      if (isUnreachable(error)) {
        toast.error(M.settingsUnreachable);
        return;
      }
      const field = error instanceof ApiError && error.status < 500 ? fieldOfRefusal(error) : null;
      if (field) setErrors({ [field]: error.message });
      else toast.error(M.settingsFailed(errorReason(error)));
    },
  });

  const change = <K extends keyof SettingsDraft>(field: K, value: SettingsDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = draftProblem(draft);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    save.mutate(changesOf(draft));
  }

  const listed = COUNTRIES.some((country) => country.code === draft.country);
  return (
    <DashboardCard title="Account Settings" icon={<UserCog className="size-5" aria-hidden />}>
      <form onSubmit={submit} aria-label="Account settings" noValidate className="flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          value={profile.email}
          disabled
          hint={USER_PROFILE_MESSAGES.emailReadOnly}
          error={errors.email}
        />
        <TextField
          label="Display name"
          value={draft.display_name}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
          required
          error={errors.display_name}
          onChange={(event) => change('display_name', event.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="City"
            value={draft.city}
            maxLength={CITY_MAX_LENGTH}
            autoComplete="address-level2"
            hint="Events near you are found around this city."
            error={errors.city}
            onChange={(event) => change('city', event.target.value)}
          />
          <SelectField
            label="Country"
            value={draft.country}
            autoComplete="country"
            error={errors.country}
            onChange={(event) => change('country', event.target.value)}
          >
            <option value="">Select your country</option>
            {!listed && draft.country ? <option value={draft.country}>{draft.country}</option> : null}
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label="Bio"
          optional
          rows={4}
          value={draft.bio}
          maxLength={BIO_MAX_LENGTH}
          placeholder="The music you love, the events you go to…"
          error={errors.bio}
          onChange={(event) => change('bio', event.target.value)}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-mist-200">Favorite genres</legend>
          <GenrePicker
            label="Add a favorite genre"
            value={draft.favorite_genres}
            max={MAX_FAVORITE_GENRES}
            maxMessage={USER_PROFILE_MESSAGES.tooManyGenres}
            error={errors.favorite_genres}
            onChange={(genres) => change('favorite_genres', genres)}
          />
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending}>
            Save Changes
          </Button>
        </div>
      </form>
    </DashboardCard>
  );
}
