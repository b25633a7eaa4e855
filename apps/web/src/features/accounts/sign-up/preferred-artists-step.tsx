import { ArtistsField } from './artists-field.tsx';
import { StepHeading } from './step-heading.tsx';
import type { StepProps } from './wizard-state.ts';

/** Enthusiast and producer, step 3 'Preferences': 'Your Preferred Artists/DJs'. */
export function PreferredArtistsStep({ form, errors, update }: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading lead="We use them to match you with DJs and sets you will like.">
        Your Preferred Artists/DJs
      </StepHeading>
      <ArtistsField
        label="Preferred artists and DJs"
        value={form.preferredArtistsText}
        onChange={(preferredArtistsText) => update({ preferredArtistsText })}
        error={errors.preferredArtistsText}
      />
    </div>
  );
}
