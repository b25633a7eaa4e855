import { OptionGroup } from './option-group.tsx';
import { StepHeading } from './step-heading.tsx';
import { FlagCheckboxes } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

const PERFORMANCE_TYPES = [
  { key: 'acceptsInPerson', label: 'In person', description: 'At venues and private events.' },
  { key: 'acceptsCoStreaming', label: 'Co-streaming', description: 'One set streamed to several venues.' },
  {
    key: 'acceptsRemoteVenues',
    label: 'Remote for venues',
    description: 'Live-streamed into a club or bar.',
  },
  {
    key: 'acceptsRemotePrivate',
    label: 'Remote for private events',
    description: 'Live-streamed to a party or home.',
  },
] as const;

/** DJ, step 3 'Preferences': 'Performance Types'. */
export function DjPerformanceStep(step: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Performance Types</StepHeading>
      <OptionGroup legend="I perform…" columns={2}>
        <FlagCheckboxes step={step} flags={PERFORMANCE_TYPES} />
      </OptionGroup>
    </div>
  );
}
