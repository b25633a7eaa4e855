import type { TWizardForm } from '@cuepoint/domain/accounts/wizard-form';
import { Checkbox, TextField } from '../../../ui/field.tsx';
import { CountryField } from './country-field.tsx';
import type { StepProps } from './wizard-state.ts';

type KeysOf<V> = { [K in keyof TWizardForm]-?: TWizardForm[K] extends V ? K : never }[keyof TWizardForm];

/** What a text or select control needs to edit one of the wizard's text answers: its value, change and message. */
export function bindText<K extends KeysOf<string>>({ form, errors, update }: StepProps, key: K) {
  return {
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      update({ [key]: event.target.value } as Partial<TWizardForm>),
    error: errors[key],
  };
}

/** A number field's answer: none while it is empty (or not a number), else the number typed. */
function numberOrNull(value: string, parsed: number): number | null {
  return value === '' || Number.isNaN(parsed) ? null : parsed;
}

/** What a number field needs to edit one of the wizard's optional number answers. */
export function bindNumber<K extends KeysOf<number | null>>({ form, errors, update }: StepProps, key: K) {
  return {
    value: form[key] ?? '',
    onChange: (event: { target: { value: string; valueAsNumber: number } }) =>
      update({ [key]: numberOrNull(event.target.value, event.target.valueAsNumber) } as Partial<TWizardForm>),
    error: errors[key],
  };
}

type Flag = { key: KeysOf<boolean>; label: string; description?: string };

/** One checkbox for each yes-or-no answer listed, in the listed order. */
export function FlagCheckboxes({ step, flags }: { step: StepProps; flags: readonly Flag[] }) {
  return flags.map(({ key, label, description }) => (
    <Checkbox
      key={key}
      label={label}
      description={description}
      checked={step.form[key]}
      onChange={(event) => step.update({ [key]: event.target.checked } as Partial<TWizardForm>)}
    />
  ));
}

/** The country (the detected one offered first) and the city, as every role's location step asks them. */
export function CountryAndCity({ step, cityOptional }: { step: StepProps; cityOptional?: boolean }) {
  const { form, errors, update } = step;
  return (
    <>
      <CountryField value={form.country} onChange={(country) => update({ country })} error={errors.country} />
      <TextField
        label="City"
        optional={cityOptional}
        {...bindText(step, 'city')}
        autoComplete="address-level2"
      />
    </>
  );
}
