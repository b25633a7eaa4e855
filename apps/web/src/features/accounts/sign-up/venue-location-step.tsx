import { TextField } from '../../../ui/field.tsx';
import { StepHeading } from './step-heading.tsx';
import { bindText, CountryAndCity } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

/** Venue, step 2 'Location'. */
export function VenueLocationStep(step: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Where is your venue?</StepHeading>
      <TextField label="Venue Name" {...bindText(step, 'venueName')} autoComplete="organization" />
      <CountryAndCity step={step} />
      <TextField label="Address" {...bindText(step, 'address')} autoComplete="street-address" />
    </div>
  );
}
