import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/**
 * A focused control gets the buttons' and links' focus ring: a 3 px solid wave-400 outline 2 px outside its border
 * (WCAG 2.4.7 and 2.4.11), which a text control shows however it got focus. `outline-none` must stay off: it sets the
 * outline's style to none, and no width then draws anything.
 */
export const FOCUS_RING_CLASSES =
  'focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-wave-400';

export const controlClasses = `w-full rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-mist-100 placeholder:text-mist-400 transition-colors hover:border-ink-500 focus:border-wave-400 ${FOCUS_RING_CLASSES} aria-[invalid=true]:border-red-400 disabled:opacity-60`;

/** A field's message, read out as soon as it appears; nothing while there is none. */
export function FieldError({ id, children }: { id?: string | undefined; children?: ReactNode }) {
  return children ? (
    <p id={id} role="alert" className="text-sm text-red-300">
      {children}
    </p>
  ) : null;
}

type FieldFrameProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** Label, control, hint and error wired together for assistive technology. */
export function FieldFrame({ label, error, hint, optional, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-mist-200">
        {label}
        {optional ? <span className="ml-1 font-normal text-mist-400">(optional)</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-mist-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

type Common = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  wrapperClassName?: string;
};

type ControlIds = Parameters<FieldFrameProps['children']>[0];

/** A field's frame around the control `render` draws with the ids, the description and the invalid state wired in. */
function framed<P extends { className?: string | undefined }>(
  { label, error, hint, optional, wrapperClassName, ...control }: Common & P,
  render: (control: Omit<P, keyof Common>, wired: ControlIds) => ReactNode,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={wrapperClassName}>
      {(ids) => render(control as Omit<P, keyof Common>, ids)}
    </FieldFrame>
  );
}

/** The attributes that tie a control to its label, hint and error. */
function wiring({ id, describedBy, invalid }: ControlIds) {
  return { id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined };
}

export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return framed(props, ({ className, ...input }, ids) => (
    <input {...wiring(ids)} className={cn(controlClasses, className)} {...input} />
  ));
}

export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return framed(props, ({ className, ...input }, ids) => (
    <textarea {...wiring(ids)} className={cn(controlClasses, 'min-h-28', className)} {...input} />
  ));
}

export function SelectField(props: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return framed(props, ({ className, children, ...input }, ids) => (
    <div className="relative">
      <select {...wiring(ids)} className={cn(controlClasses, 'appearance-none pr-10', className)} {...input}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-mist-400"
      />
    </div>
  ));
}

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; description?: ReactNode };

export function Checkbox({ label, description, className, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border border-ink-600 bg-ink-900 p-3 hover:border-ink-500 has-[:checked]:border-cue-500',
        className,
      )}
    >
      <input id={id} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-cue-500" {...input} />
      <span className="flex flex-col">
        <span className="text-sm font-medium text-mist-100">{label}</span>
        {description ? <span className="text-xs text-mist-400">{description}</span> : null}
      </span>
    </label>
  );
}
