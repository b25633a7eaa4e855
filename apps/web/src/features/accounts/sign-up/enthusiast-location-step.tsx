import { TextField } from '../../../ui/field.tsx';
import { StepHeading } from './step-heading.tsx';
import { bindText, CountryAndCity } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

/** Enthusiast, step 2 'Location': the name DJs and fans see, and where to tell them about DJs performing nearby. */
export function EnthusiastLocationStep(step: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading lead="We'll notify you when registered DJs perform in your area.">
        Where are you based?
      </StepHeading>
      <TextField
        label="Display Name"
        hint="How DJs and other fans see you on Cuepoint."
        {...bindText(step, 'displayName')}
        autoComplete="nickname"
      />
      <CountryAndCity step={step} />
    </div>
  );
}
