import { EXTENDED_CURRENCIES, currencySymbol } from '@cuepoint/domain/catalog/currencies';
import {
  TRAINING_EXPERIENCE_MAX_YEARS,
  TRAINING_RATE_STEP,
  TRAINING_SPECIALTIES,
  type TTrainingSpecialty,
} from '@cuepoint/domain/catalog/training';
import { Checkbox, SelectField, TextField } from '../../../ui/field.tsx';
import { OptionGroup } from './option-group.tsx';
import { bindNumber, bindText } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

/** Revealed when a producer offers training (docs/product/accounts-and-sessions.md). */
export function TrainingFields(step: StepProps) {
  const { form, errors, update } = step;
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
        <SelectField label="Currency" {...bindText(step, 'trainingCurrency')}>
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
          {...bindNumber(step, 'trainingHourlyRate')}
        />
        <TextField
          label="Years of Experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={TRAINING_EXPERIENCE_MAX_YEARS}
          step={1}
          {...bindNumber(step, 'trainingExperienceYears')}
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
