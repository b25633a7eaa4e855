import { TextField } from '../../../ui/field.tsx';
import { CountryField } from './country-field.tsx';
import { StepHeading } from './step-heading.tsx';
import type { StepProps } from './wizard-state.ts';

/** Enthusiast, step 2 'Location': where to tell them about DJs performing nearby. */
export function EnthusiastLocationStep({ form, errors, update }: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading lead="We'll notify you when registered DJs perform in your area.">
        Where are you based?
      </StepHeading>
      <CountryField value={form.country} onChange={(country) => update({ country })} error={errors.country} />
      <TextField
        label="City"
        value={form.city}
        onChange={(event) => update({ city: event.target.value })}
        error={errors.city}
        autoComplete="address-level2"
      />
    </div>
  );
}
