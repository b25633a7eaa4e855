import { statusLabel, statusTone, type TStatusTone } from '@cuepoint/domain/booking/states';
import { cn } from '../../../lib/cn.ts';

const TONES: Record<TStatusTone, string> = {
  yellow: 'border-yellow-300/40 bg-yellow-300/15 text-yellow-200',
  green: 'border-emerald-300/40 bg-emerald-400/15 text-emerald-200',
  blue: 'border-sky-300/40 bg-sky-400/15 text-sky-200',
  red: 'border-red-300/40 bg-red-400/15 text-red-200',
};

/** Spec 2 §4: pending yellow, active green, completed blue, anything else red; shown capitalized. */
export function RequestStatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
