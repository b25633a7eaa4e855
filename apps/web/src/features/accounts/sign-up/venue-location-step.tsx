import { TextField } from '../../../ui/field.tsx';
import { CountryField } from './country-field.tsx';
import { StepHeading } from './step-heading.tsx';
import type { StepProps } from './wizard-state.ts';

/** Venue, step 2 'Location'. */
export function VenueLocationStep({ form, errors, update }: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Where is your venue?</StepHeading>
      <TextField
        label="Venue Name"
        value={form.venueName}
        onChange={(event) => update({ venueName: event.target.value })}
        error={errors.venueName}
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
        label="Address"
        value={form.address}
        onChange={(event) => update({ address: event.target.value })}
        error={errors.address}
        autoComplete="street-address"
      />
    </div>
  );
}
