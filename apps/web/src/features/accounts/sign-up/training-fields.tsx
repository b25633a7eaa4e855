import {
  EXTENDED_CURRENCIES,
  currencySymbol,
  type TExtendedCurrency,
} from '@cuepoint/domain/catalog/currencies';
import {
  TRAINING_EXPERIENCE_MAX_YEARS,
  TRAINING_RATE_STEP,
  TRAINING_SPECIALTIES,
  type TTrainingSpecialty,
} from '@cuepoint/domain/catalog/training';
import { Checkbox, SelectField, TextField } from '../../../ui/field.tsx';
import { OptionGroup } from './option-group.tsx';
import type { StepProps } from './wizard-state.ts';

function numberOrNull(value: string, parsed: number): number | null {
  return value === '' || Number.isNaN(parsed) ? null : parsed;
}

/** Revealed when a producer offers training (docs/product/accounts-and-sessions.md). */
export function TrainingFields({ form, errors, update }: StepProps) {
  const toggle = (specialty: TTrainingSpecialty, on: boolean) =>
    update({
      trainingSpecialties: on
        ? [...form.trainingSpecialties, specialty]
        : form.trainingSpecialties.filter((entry) => entry !== specialty),
    });
  return (
    <div
      className="flex flex-col gap-4 rounded-xl border border-ink-600 bg-ink-900/50 p-4"
      data-testid="training-fields"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Currency"
          value={form.trainingCurrency}
          onChange={(event) => update({ trainingCurrency: event.target.value as TExtendedCurrency })}
          error={errors.trainingCurrency}
        >
          {EXTENDED_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {`${code} (${currencySymbol(code)})`}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Hourly Rate"
          type="number"
          inputMode="decimal"
          min={0}
          step={TRAINING_RATE_STEP}
          value={form.trainingHourlyRate ?? ''}
          onChange={(event) =>
            update({ trainingHourlyRate: numberOrNull(event.target.value, event.target.valueAsNumber) })
          }
          error={errors.trainingHourlyRate}
        />
        <TextField
          label="Years of Experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={TRAINING_EXPERIENCE_MAX_YEARS}
          step={1}
          value={form.trainingExperienceYears ?? ''}
          onChange={(event) =>
            update({ trainingExperienceYears: numberOrNull(event.target.value, event.target.valueAsNumber) })
          }
          error={errors.trainingExperienceYears}
        />
      </div>
      <OptionGroup legend="Specialties" columns={2} error={errors.trainingSpecialties}>
        {TRAINING_SPECIALTIES.map((specialty) => (
          <Checkbox
            key={specialty}
            label={specialty}
            checked={form.trainingSpecialties.includes(specialty)}
            onChange={(event) => toggle(specialty, event.target.checked)}
          />
        ))}
      </OptionGroup>
    </div>
  );
}
