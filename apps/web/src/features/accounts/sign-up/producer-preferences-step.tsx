import { Checkbox, TextField } from '../../../ui/field.tsx';
import { OptionGroup } from './option-group.tsx';
import { StepHeading } from './step-heading.tsx';
import { TrainingFields } from './training-fields.tsx';
import type { StepProps } from './wizard-state.ts';

/** Producer, step 2 'Preferences': 'What are you looking for?'. */
export function ProducerPreferencesStep(props: StepProps) {
  const { form, errors, update } = props;
  return (
    <div className="flex flex-col gap-5">
      <StepHeading>What are you looking for?</StepHeading>
      <OptionGroup legend="I want to…" error={errors.producerOptions}>
        <Checkbox
          label="Remix other artists' tracks"
          checked={form.wantToRemix}
          onChange={(event) => update({ wantToRemix: event.target.checked })}
        />
        <Checkbox
          label="Have others remix my tracks"
          checked={form.wantOthersToRemix}
          onChange={(event) => update({ wantOthersToRemix: event.target.checked })}
        />
        <Checkbox
          label="Promote my music to DJs"
          checked={form.wantToPromote}
          onChange={(event) => update({ wantToPromote: event.target.checked })}
        />
      </OptionGroup>
      <Checkbox
        label="I offer music production training"
        description="One-to-one sessions for DJs who want to learn production."
        checked={form.offersTraining}
        onChange={(event) => update({ offersTraining: event.target.checked })}
      />
      {form.offersTraining ? <TrainingFields {...props} /> : null}
      <TextField
        label="Producer Name"
        value={form.producerName}
        onChange={(event) => update({ producerName: event.target.value })}
        error={errors.producerName}
        autoComplete="nickname"
      />
      <TextField
        label="Remix Handle"
        optional
        value={form.remixHandle}
        onChange={(event) => update({ remixHandle: event.target.value })}
        error={errors.remixHandle}
        hint="3 to 30 letters, numbers, hyphens or underscores."
        autoCapitalize="off"
        spellCheck={false}
      />
    </div>
  );
}
