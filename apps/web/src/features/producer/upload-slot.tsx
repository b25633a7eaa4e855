import { useId, type ReactNode } from 'react';
import { CheckCircle2, FileAudio, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { formatSize } from './track-format.ts';

export type SlotState =
  | { status: 'empty' }
  | { status: 'invalid'; name: string; error: string }
  | { status: 'uploading'; name: string; sent: number; total: number }
  | { status: 'done'; name: string; size: number; uploadId: string }
  | { status: 'failed'; name: string; error: string };

/**
 * One upload slot of the Upload New Track modal: the file picker (types the slot accepts), then the file's progress
 * as a labelled progress bar, its acceptance, or the server's reason for refusing it; an optional price beside it.
 */
export function UploadSlot({
  label,
  hint,
  accept,
  state,
  onChoose,
  onClear,
  children,
}: {
  label: string;
  hint: ReactNode;
  accept: string;
  state: SlotState;
  onChoose: (file: File) => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const statusId = `${id}-status`;
  const percent =
    state.status === 'uploading' && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const error = state.status === 'invalid' || state.status === 'failed' ? state.error : null;
  return (
    <fieldset
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-ink-900 p-4',
        error ? 'border-red-400/60' : 'border-ink-600',
      )}
    >
      <legend className="px-1 text-sm font-semibold text-mist-100">{label}</legend>
      <p className="-mt-1 text-xs text-mist-300">{hint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-ink-500 px-4 text-sm font-semibold text-mist-100 hover:border-mist-300 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wave-400"
        >
          <FileAudio className="size-4" aria-hidden />
          {state.status === 'empty' ? 'Choose file' : 'Replace file'}
          <input
            id={id}
            type="file"
            accept={accept}
            className="sr-only"
            aria-describedby={statusId}
            aria-label={`${label}: choose file`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) onChoose(chosen);
            }}
          />
        </label>
        {state.status !== 'empty' ? (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm text-mist-300 hover:bg-ink-700 hover:text-mist-100"
            aria-label={`Remove the ${label.toLowerCase()}`}
          >
            <X className="size-4" aria-hidden /> Remove
          </button>
        ) : null}
      </div>
      <div id={statusId} className="text-sm" aria-live="polite">
        {state.status === 'uploading' ? (
          <div className="flex flex-col gap-1">
            <span className="truncate text-mist-200">
              {state.name}: uploading {percent}%
            </span>
            <div
              role="progressbar"
              aria-label={`${label} upload`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-ink-700"
            >
              <div className="h-full bg-cue-500 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : null}
        {state.status === 'done' ? (
          <span className="flex items-center gap-2 text-emerald-300">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            <span className="truncate">
              {state.name} ({formatSize(state.size)}) uploaded and checked
            </span>
          </span>
        ) : null}
        {error ? (
          <p role="alert" className="text-red-300">
            {error}
          </p>
        ) : null}
      </div>
      {children}
    </fieldset>
  );
}
