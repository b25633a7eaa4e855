import { useRef } from 'react';
import { TextField } from '../../../ui/field.tsx';
import { StepHeading } from './step-heading.tsx';
import { addressPatch, countryOfAddress } from './address-country.ts';
import { bindText, CountryAndCity } from './step-bindings.tsx';
import { useDetectedCountry } from './use-detected-country.ts';
import type { StepProps } from './wizard-state.ts';

/** Venue, step 2 'Location': an address that names its country sets the country the visitor left as detected. */
export function VenueLocationStep(step: StepProps) {
  const detected = useDetectedCountry();
  // The country the address set, so a corrected address corrects it too.
  const fromAddress = useRef(countryOfAddress(step.form.address));
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Where is your venue?</StepHeading>
      <TextField label="Venue Name" {...bindText(step, 'venueName')} autoComplete="organization" />
      <CountryAndCity step={step} />
      <TextField
        label="Address"
        {...bindText(step, 'address')}
        onChange={(event) => {
          const patch = addressPatch(step.form, event.target.value, {
            detected,
            fromAddress: fromAddress.current,
          });
          if (patch.country) fromAddress.current = patch.country;
          step.update(patch);
        }}
        autoComplete="street-address"
      />
    </div>
  );
}
