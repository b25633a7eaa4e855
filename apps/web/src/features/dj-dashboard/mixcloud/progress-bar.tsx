import { cn } from '../../../lib/cn.ts';

/** A labelled progress bar from 0 to 100 (the value is announced by assistive technology). */
export function ProgressBar({
  value,
  label,
  tone = 'cue',
}: {
  value: number;
  label: string;
  tone?: 'cue' | 'wave';
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-300',
            tone === 'cue' ? 'bg-cue-500' : 'bg-wave-400',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-mist-300">{percent}%</span>
    </div>
  );
}
