import { Checkbox } from '../../../ui/field.tsx';
import { OptionGroup } from './option-group.tsx';
import { StepHeading } from './step-heading.tsx';
import type { StepProps } from './wizard-state.ts';

/** Label, step 3 'Preferences': 'Label Preferences'. */
export function LabelPreferencesStep({ form, errors, update }: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Label Preferences</StepHeading>
      <OptionGroup legend="I want to…" error={errors.labelOptions}>
        <Checkbox
          label="Monetize our back catalogue"
          description="Earn from releases that are no longer promoted."
          checked={form.monetizeBackCatalogue}
          onChange={(event) => update({ monetizeBackCatalogue: event.target.checked })}
        />
        <Checkbox
          label="Promote our releases to DJs"
          description="Reach DJs through the promo pool."
          checked={form.promoteToDJs}
          onChange={(event) => update({ promoteToDJs: event.target.checked })}
        />
      </OptionGroup>
    </div>
  );
}
