import { cn } from '../../lib/cn.ts';

/**
 * docs/product/notifications.md: the live indicator of Recent Booking Updates and the booking lists: a green pulsing
 * dot and 'Live' while changes arrive as they happen, a grey dot and 'Reconnecting…' while the stream is down.
 * Announced politely when it changes; the pulse stops for people who ask for less motion.
 */
export function LiveIndicator({ connected, className }: { connected: boolean; className?: string }) {
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        connected ? 'bg-emerald-400/15 text-emerald-200' : 'bg-ink-700 text-mist-200',
        className,
      )}
    >
      <span
        aria-hidden
        data-testid="live-dot"
        className={cn(
          'size-2 rounded-full',
          connected ? 'bg-emerald-400 motion-safe:animate-pulse' : 'bg-mist-400',
        )}
      />
      {connected ? 'Live' : 'Reconnecting…'}
    </span>
  );
}
