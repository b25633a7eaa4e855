import { TextField } from '../../../ui/field.tsx';
import { CountryField } from './country-field.tsx';
import { StepHeading } from './step-heading.tsx';
import type { StepProps } from './wizard-state.ts';

/** Enthusiast, step 2 'Location': the name DJs and fans see, and where to tell them about DJs performing nearby. */
export function EnthusiastLocationStep({ form, errors, update }: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading lead="We'll notify you when registered DJs perform in your area.">
        Where are you based?
      </StepHeading>
      <TextField
        label="Display Name"
        hint="How DJs and other fans see you on Cuepoint."
        value={form.displayName}
        onChange={(event) => update({ displayName: event.target.value })}
        error={errors.displayName}
        autoComplete="nickname"
      />
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
