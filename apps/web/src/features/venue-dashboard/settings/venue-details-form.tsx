import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { VENUE_TYPES, VENUE_TYPE_LABELS } from '@cuepoint/domain/accounts/fields';
import { COUNTRIES } from '@cuepoint/domain/catalog/country-list';
import { EXTENDED_CURRENCIES } from '@cuepoint/domain/catalog/currencies';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { VENUE_DESCRIPTION_MAX_LENGTH, type TVenueProfile } from '@cuepoint/domain/venues/venue-profile';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { draftFieldBinder } from '../../../lib/draft-field-binding.ts';
import { saveVenueSettings } from '../venue-api.ts';
import { useSettingsCache } from '../use-venue-queries.ts';
import {
  changedFields,
  draftErrors,
  toDraft,
  withCountry,
  type VenueDraft,
  type VenueErrors,
} from './venue-draft.ts';

/**
 * The venue details in edit mode (docs/product/venues.md): checked with the update's own schema before sending, only
 * the changed fields sent; Save keeps them, Cancel throws every change away.
 */
export function VenueDetailsForm({ profile, onDone }: { profile: TVenueProfile; onDone(): void }) {
  const toast = useToast();
  const cache = useSettingsCache();
  const [draft, setDraft] = useState<VenueDraft>(() => toDraft(profile));
  const [errors, setErrors] = useState<VenueErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const save = useMutation({
    mutationFn: saveVenueSettings,
    onSuccess: (saved) => {
      cache.put(saved);
      toast.success(VENUE_DASHBOARD_MESSAGES.settingsSaved);
      onDone();
    },
    onError: (error) =>
      toast.error(
        VENUE_DASHBOARD_MESSAGES.settingsFailed(
          isUnreachable(error) ? 'the server could not be reached' : errorReason(error),
        ),
      ),
  });

  const set = (key: keyof VenueDraft, value: string) => {
    setDraft((current) => (key === 'country' ? withCountry(current, value) : { ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };
  const bind = draftFieldBinder(draft, errors, set);

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes = changedFields(draft, profile);
    const found = draftErrors(draft, changes);
    if (Object.keys(found).length) {
      setErrors(found);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    save.mutate(changes);
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Edit venue details"
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Venue name" autoComplete="organization" {...bind('venue_name')} />
        <SelectField label="Venue type" {...bind('venue_type')}>
          {VENUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {VENUE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Address"
          autoComplete="street-address"
          wrapperClassName="sm:col-span-2"
          {...bind('address')}
          optional
        />
        <TextField label="City" autoComplete="address-level2" {...bind('city')} optional />
        <SelectField label="Country" autoComplete="country" {...bind('country')}>
          <option value="">Not specified</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...bind('capacity')}
          optional
        />
        <SelectField
          label="Currency"
          {...bind('currency')}
          hint="Follows the country unless you choose another."
        >
          {EXTENDED_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Minimum hourly budget"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...bind('hourly_budget_min')}
        />
        <TextField
          label="Maximum hourly budget"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...bind('hourly_budget_max')}
        />
        <TextAreaField
          label="Description"
          wrapperClassName="sm:col-span-2"
          rows={4}
          maxLength={VENUE_DESCRIPTION_MAX_LENGTH}
          {...bind('description')}
          optional
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
