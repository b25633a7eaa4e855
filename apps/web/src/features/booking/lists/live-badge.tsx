import { cn } from '../../../lib/cn.ts';

/** Spec 3 §2: a live indicator, green and pulsing while changes arrive as they happen. */
export function LiveBadge({ connected }: { connected: boolean }) {
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        connected ? 'bg-emerald-400/15 text-emerald-200' : 'bg-ink-700 text-mist-300',
      )}
    >
      <span
        aria-hidden
        className={cn('size-2 rounded-full', connected ? 'animate-pulse bg-emerald-400' : 'bg-mist-400')}
      />
      {connected ? 'Live' : 'Connecting…'}
    </span>
  );
}
