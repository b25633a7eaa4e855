import { TextField } from '../../../ui/field.tsx';
import { CountryField } from './country-field.tsx';
import { StepHeading } from './step-heading.tsx';
import type { StepProps } from './wizard-state.ts';

/** DJ, step 2 'Location' (docs/product/accounts-and-sessions.md). */
export function DjLocationStep({ form, errors, update }: StepProps) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Where are you based?</StepHeading>
      <TextField
        label="Stage Name"
        value={form.stageName}
        onChange={(event) => update({ stageName: event.target.value })}
        error={errors.stageName}
        autoComplete="nickname"
      />
      <CountryField value={form.country} onChange={(country) => update({ country })} error={errors.country} />
      <TextField
        label="City"
        optional
        value={form.city}
        onChange={(event) => update({ city: event.target.value })}
        error={errors.city}
        autoComplete="address-level2"
      />
      <TextField
        label="Available In This City Until"
        optional
        type="date"
        min={today}
        value={form.untilDate}
        onChange={(event) => update({ untilDate: event.target.value })}
        error={errors.untilDate}
        hint="Leave empty if you are based here."
      />
    </div>
  );
}
