import { useEffect, useRef, type ReactNode } from 'react';

/**
 * One step of the confirmation: its heading takes focus when the step opens (not on the first load), so a keyboard
 * or screen reader user hears where they are after Next or Back.
 */
export function StepFrame({
  title,
  focusOnOpen,
  children,
}: {
  title: string;
  focusOnOpen: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen, title]);
  return (
    <section aria-labelledby="confirm-step-heading" className="flex flex-col gap-5">
      <h2
        id="confirm-step-heading"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold outline-none focus-visible:ring-2 focus-visible:ring-wave-400"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the customer is: the steps in order, the current one marked for assistive technology. */
export function StepList({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol aria-label="Steps" className="mb-8 flex flex-wrap gap-2 text-sm">
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={
            index === current
              ? 'rounded-full bg-cue-500 px-3 py-1 font-semibold text-ink-950'
              : index < current
                ? 'rounded-full bg-ink-700 px-3 py-1 text-mist-100'
                : 'rounded-full border border-ink-600 px-3 py-1 text-mist-400'
          }
        >
          {index + 1}. {step}
        </li>
      ))}
    </ol>
  );
}
