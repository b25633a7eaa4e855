import { TextField } from '../../../ui/field.tsx';
import { OptionGroup } from './option-group.tsx';
import { StepHeading } from './step-heading.tsx';
import { TrainingFields } from './training-fields.tsx';
import { bindText, FlagCheckboxes } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

const PRODUCER_OPTIONS = [
  { key: 'wantToRemix', label: "Remix other artists' tracks" },
  { key: 'wantOthersToRemix', label: 'Have others remix my tracks' },
  { key: 'wantToPromote', label: 'Promote my music to DJs' },
] as const;

const TRAINING_OFFER = [
  {
    key: 'offersTraining',
    label: 'I offer music production training',
    description: 'One-to-one sessions for DJs who want to learn production.',
  },
] as const;

/** Producer, step 2 'Preferences': 'What are you looking for?'. */
export function ProducerPreferencesStep(props: StepProps) {
  const { form, errors } = props;
  return (
    <div className="flex flex-col gap-5">
      <StepHeading>What are you looking for?</StepHeading>
      <OptionGroup legend="I want to…" error={errors.producerOptions}>
        <FlagCheckboxes step={props} flags={PRODUCER_OPTIONS} />
      </OptionGroup>
      <FlagCheckboxes step={props} flags={TRAINING_OFFER} />
      {form.offersTraining ? <TrainingFields {...props} /> : null}
      <TextField label="Producer Name" {...bindText(props, 'producerName')} autoComplete="nickname" />
      <TextField
        label="Remix Handle"
        optional
        {...bindText(props, 'remixHandle')}
        hint="3 to 30 letters, numbers, hyphens or underscores."
        autoCapitalize="off"
        spellCheck={false}
      />
    </div>
  );
}
