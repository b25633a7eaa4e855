import type { ReactNode } from 'react';

/** A tab's own heading, with what it is about and an optional action beside it. */
export function TabHeading({ title, lead, action }: { title: string; lead?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold">{title}</h2>
        {lead ? <p className="mt-1 text-sm text-mist-300">{lead}</p> : null}
      </div>
      {action}
    </div>
  );
}
