import type { ReactNode } from 'react';

/** The heading of a wizard step; it takes focus when the step opens so screen readers announce it. */
export function StepHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-5">
      <h3
        tabIndex={-1}
        data-step-heading
        className="font-display text-lg font-semibold text-mist-100 focus:outline-none"
      >
        {children}
      </h3>
      {lead ? <p className="mt-1 text-sm text-mist-300">{lead}</p> : null}
    </div>
  );
}
