import { TextField } from '../../../ui/field.tsx';
import { StepHeading } from './step-heading.tsx';
import { bindText, CountryAndCity } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

/** DJ, step 2 'Location' (docs/product/accounts-and-sessions.md). */
export function DjLocationStep(step: StepProps) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Where are you based?</StepHeading>
      <TextField label="Stage Name" {...bindText(step, 'stageName')} autoComplete="nickname" />
      <CountryAndCity step={step} cityOptional />
      <TextField
        label="Available In This City Until"
        optional
        type="date"
        min={today}
        {...bindText(step, 'untilDate')}
        hint="Leave empty if you are based here."
      />
    </div>
  );
}
