import { targetPercent } from '@cuepoint/domain/labels/label-figures';
import { countText } from '../label-format.ts';

/** How far a count is toward its target: a labelled progress bar that says both numbers and the percentage. */
export function ProgressMeter({
  label,
  value,
  target,
  color,
}: {
  label: string;
  value: number;
  target: number;
  color: string;
}) {
  const percent = targetPercent(value, target);
  const text = `${countText(value)} of ${countText(target)} ${label.toLowerCase()} (${percent}%)`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-mist-200">{label}</span>
        <span className="tabular-nums text-mist-300">
          <span className="font-display text-lg font-semibold text-mist-100">{countText(value)}</span> /{' '}
          {countText(target)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} toward the target of ${target}`}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(value, target)}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-ink-700"
      >
        <div className="h-full rounded-full" style={{ width: `${percent}%`, backgroundColor: color }} />
      </div>
      <span className="text-xs text-mist-400">{percent}% of the target</span>
    </div>
  );
}
