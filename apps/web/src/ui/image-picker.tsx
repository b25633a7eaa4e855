import { useId, type ReactNode } from 'react';
import { IMAGE_ACCEPTED_MIME_TYPES } from '@cuepoint/domain/djs/images';
import { cn } from '../lib/cn.ts';

/**
 * A file input that looks like a button: the real input stays in the tab order (keyboard and screen readers use it)
 * and its label shows the focus ring. The input is cleared after each pick, so the same file can be picked again.
 */
export function ImagePicker({
  label,
  onPick,
  disabled,
  className,
  children,
}: {
  label: string;
  onPick(file: File): void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPTED_MIME_TYPES.join(',')}
        className="peer sr-only"
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <label
        htmlFor={id}
        title={label}
        className={cn(
          'inline-flex cursor-pointer items-center justify-center gap-2 rounded-full bg-ink-950/75 font-semibold text-mist-100 backdrop-blur transition-colors hover:bg-ink-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-wave-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          className,
        )}
      >
        {children}
      </label>
    </>
  );
}

/** The upload's progress under its image. */
export function UploadProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-ink-950/70"
    >
      <div className="h-full rounded-full bg-cue-500 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
