import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** One card of the dashboard: a titled region (its heading names it for assistive technology). */
export function DashboardCard({
  title,
  icon,
  action,
  className,
  children,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn('rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-lg font-semibold sm:text-xl">
          {icon ? <span className="text-cue-400">{icon}</span> : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
