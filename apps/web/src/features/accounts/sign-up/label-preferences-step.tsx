import { OptionGroup } from './option-group.tsx';
import { StepHeading } from './step-heading.tsx';
import { FlagCheckboxes } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

const LABEL_OPTIONS = [
  {
    key: 'monetizeBackCatalogue',
    label: 'Monetize our back catalogue',
    description: 'Earn from releases that are no longer promoted.',
  },
  {
    key: 'promoteToDJs',
    label: 'Promote our releases to DJs',
    description: 'Reach DJs through the promo pool.',
  },
] as const;

/** Label, step 3 'Preferences': 'Label Preferences'. */
export function LabelPreferencesStep(step: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Label Preferences</StepHeading>
      <OptionGroup legend="I want to…" error={step.errors.labelOptions}>
        <FlagCheckboxes step={step} flags={LABEL_OPTIONS} />
      </OptionGroup>
    </div>
  );
}
