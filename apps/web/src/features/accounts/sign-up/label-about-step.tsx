import { TextField } from '../../../ui/field.tsx';
import { CountryField } from './country-field.tsx';
import { StepHeading } from './step-heading.tsx';
import type { StepProps } from './wizard-state.ts';

/** Label, step 2 'Preferences': 'About Your Label'. */
export function LabelAboutStep({ form, errors, update }: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>About Your Label</StepHeading>
      <TextField
        label="Label Name"
        value={form.labelName}
        onChange={(event) => update({ labelName: event.target.value })}
        error={errors.labelName}
        autoComplete="organization"
      />
      <CountryField value={form.country} onChange={(country) => update({ country })} error={errors.country} />
      <TextField
        label="City"
        value={form.city}
        onChange={(event) => update({ city: event.target.value })}
        error={errors.city}
        autoComplete="address-level2"
      />
      <TextField
        label="Catalogue Size"
        optional
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={form.catalogueSize ?? ''}
        onChange={(event) =>
          update({ catalogueSize: event.target.value === '' ? null : event.target.valueAsNumber })
        }
        error={errors.catalogueSize}
        hint="How many releases are in your catalogue."
      />
    </div>
  );
}
