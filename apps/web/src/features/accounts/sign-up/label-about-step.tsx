import { TextField } from '../../../ui/field.tsx';
import { StepHeading } from './step-heading.tsx';
import { bindNumber, bindText, CountryAndCity } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

/** Label, step 2 'Preferences': 'About Your Label'. */
export function LabelAboutStep(step: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>About Your Label</StepHeading>
      <TextField label="Label Name" {...bindText(step, 'labelName')} autoComplete="organization" />
      <CountryAndCity step={step} />
      <TextField
        label="Catalogue Size"
        optional
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...bindNumber(step, 'catalogueSize')}
        hint="How many releases are in your catalogue."
      />
    </div>
  );
}
