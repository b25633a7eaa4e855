import { StepHeading } from './step-heading.tsx';
import { CountryAndCity } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

/** Enthusiast, step 2 'Location': where to tell them about DJs performing nearby. */
export function EnthusiastLocationStep(step: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading lead="We'll notify you when registered DJs perform in your area.">
        Where are you based?
      </StepHeading>
      <CountryAndCity step={step} />
    </div>
  );
}
