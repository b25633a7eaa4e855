import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

type ChoiceGroupProps<T extends string> = {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(next: T): void;
  disabled?: boolean;
  hint?: string | undefined;
};

/** One choice of a few, as native radio buttons drawn as a segmented control (arrow keys move between them). */
export function ChoiceGroup<T extends string>({
  legend,
  value,
  options,
  onChange,
  disabled,
  hint,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-mist-200">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative cursor-pointer rounded-full border px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wave-400 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              option.value === value
                ? 'border-cue-500 bg-cue-500/15 text-cue-300'
                : 'border-ink-600 text-mist-200 hover:border-ink-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              // Laid over its label, invisible: the whole pill is the radio button for pointer and keyboard alike.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? <p className="text-xs text-mist-400">{hint}</p> : null}
    </fieldset>
  );
}
