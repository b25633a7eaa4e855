import { Checkbox } from '../../../ui/field.tsx';
import { OptionGroup } from './option-group.tsx';
import { StepHeading } from './step-heading.tsx';
import type { StepProps } from './wizard-state.ts';

/** DJ, step 3 'Preferences': 'Performance Types'. */
export function DjPerformanceStep({ form, update }: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Performance Types</StepHeading>
      <OptionGroup legend="I perform…" columns={2}>
        <Checkbox
          label="In person"
          description="At venues and private events."
          checked={form.acceptsInPerson}
          onChange={(event) => update({ acceptsInPerson: event.target.checked })}
        />
        <Checkbox
          label="Co-streaming"
          description="One set streamed to several venues."
          checked={form.acceptsCoStreaming}
          onChange={(event) => update({ acceptsCoStreaming: event.target.checked })}
        />
        <Checkbox
          label="Remote for venues"
          description="Live-streamed into a club or bar."
          checked={form.acceptsRemoteVenues}
          onChange={(event) => update({ acceptsRemoteVenues: event.target.checked })}
        />
        <Checkbox
          label="Remote for private events"
          description="Live-streamed to a party or home."
          checked={form.acceptsRemotePrivate}
          onChange={(event) => update({ acceptsRemotePrivate: event.target.checked })}
        />
      </OptionGroup>
    </div>
  );
}
