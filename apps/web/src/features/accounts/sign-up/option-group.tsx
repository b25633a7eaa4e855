import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { FieldError } from '../../../ui/field.tsx';

type OptionGroupProps = {
  legend: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  columns?: 1 | 2;
  children: ReactNode;
};

/** A set of checkboxes under one legend, with the group's message right below it. */
export function OptionGroup({ legend, error, hint, columns = 1, children }: OptionGroupProps) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-mist-200">{legend}</legend>
      {hint ? <p className="-mt-1 mb-1 text-xs text-mist-400">{hint}</p> : null}
      <div className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2')}>{children}</div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
