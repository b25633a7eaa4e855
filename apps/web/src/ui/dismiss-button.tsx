import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** The ✕ that closes a banner or a notice: a 44 px target, named for what it closes. */
export function DismissButton({
  onDismiss,
  label = 'Dismiss',
  className,
}: {
  onDismiss(): void;
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label={label}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-mist-300 hover:bg-ink-700 hover:text-mist-100 focus-visible:outline-2 focus-visible:outline-wave-400',
        className,
      )}
    >
      <X className="size-4" aria-hidden />
    </button>
  );
}
