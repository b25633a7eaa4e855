import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** "Step 2 of 3" as a row of numbered dots; the current one is marked for assistive technology. */
export function WizardStepper({ labels, current }: { labels: readonly string[]; current: number }) {
  return (
    <ol className="mb-6 flex items-center gap-2" aria-label={`Step ${current} of ${labels.length}`}>
      {labels.map((label, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={label + step}
            className="flex flex-1 items-center gap-2"
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={cn(
                'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                done && 'bg-wave-400 text-ink-950',
                active && 'bg-cue-500 text-ink-950',
                !done && !active && 'border border-ink-500 text-mist-300',
              )}
            >
              {done ? <Check className="size-4" aria-hidden /> : step}
            </span>
            <span
              className={cn(
                'truncate text-xs font-medium sm:text-sm',
                active ? 'text-mist-100' : 'text-mist-400',
              )}
            >
              {label}
            </span>
            {step < labels.length ? (
              <span aria-hidden className="hidden h-px flex-1 bg-ink-600 sm:block" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
