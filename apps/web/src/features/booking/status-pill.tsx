import type { ReactNode } from 'react';
import type { TStatusTone } from '@cuepoint/domain/booking/states';
import { cn } from '../../lib/cn.ts';

/**
 * The status tones (pending yellow, active green, completed blue, anything else red; docs/product/booking-requests.md),
 * and grey for the moot.
 */
export type TPillTone = TStatusTone | 'grey';

const TONES: Record<TPillTone, string> = {
  yellow: 'border-yellow-300/40 bg-yellow-300/15 text-yellow-200',
  green: 'border-emerald-300/40 bg-emerald-400/15 text-emerald-200',
  blue: 'border-sky-300/40 bg-sky-400/15 text-sky-200',
  red: 'border-red-300/40 bg-red-400/15 text-red-200',
  grey: 'border-ink-500 bg-ink-700 text-mist-300',
};

/** A status as a coloured pill, with an icon where the status has one: every status badge of requests, offers and bookings. */
export function StatusPill({
  status,
  tone,
  icon,
  children,
}: {
  status: string;
  tone: TPillTone;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span
      data-status={status}
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
      )}
    >
      {icon}
      {children}
    </span>
  );
}
