import { Pause, Play, RotateCcw, X } from 'lucide-react';
import { Button } from '../../../../ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { formatBytes } from '@cuepoint/domain/djs/set-media';
import { formatSeconds } from './format-duration.ts';
import type { TUploadState } from './use-media-upload.ts';

type Props = {
  state: TUploadState;
  onPause(): void;
  onResume(): void;
  onCancel(): void;
  onRetry(): void;
};

const PHASE_TEXT: Partial<Record<TUploadState['phase'], string>> = {
  starting: 'Starting the upload…',
  paused: 'Paused',
  offline: 'Connection lost: the upload goes on where it stopped when you are back online',
  checking: 'Upload finished: checking the file…',
  complete: 'Uploaded and checked',
};

/**
 * The media upload's progress: a bar with its percentage, bytes sent of the whole, speed and time left, and the
 * controls that fit the moment (pause, resume, cancel, try again).
 */
export function UploadProgress({ state, onPause, onResume, onCancel, onRetry }: Props) {
  if (state.phase === 'idle') return null;
  const percent = state.total ? Math.floor((state.sent / state.total) * 100) : 0;
  const running = state.phase === 'uploading' || state.phase === 'starting' || state.phase === 'offline';
  const detail =
    state.phase === 'uploading' && state.speed
      ? `${formatBytes(state.speed)}/s${
          state.secondsLeft !== null ? ` · ${formatSeconds(state.secondsLeft)} left` : ''
        }`
      : PHASE_TEXT[state.phase];
  return (
    <div className="rounded-xl border border-ink-600 bg-ink-900 p-4" data-testid="upload-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <p className="min-w-0 truncate font-medium text-mist-100">{state.fileName}</p>
        <p className="font-display font-semibold tabular-nums">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${state.fileName ?? 'media file'}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${formatBytes(state.sent)} of ${formatBytes(state.total)}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-300',
            state.phase === 'failed'
              ? 'bg-red-400'
              : state.phase === 'complete'
                ? 'bg-emerald-400'
                : 'bg-cue-500',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-mist-300">
        <p className="tabular-nums">
          {formatBytes(state.sent)} of {formatBytes(state.total)}
        </p>
        <p aria-live="polite" className={cn(state.phase === 'offline' && 'text-amber-cue')}>
          {detail}
        </p>
      </div>
      {state.phase === 'failed' && state.error ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {state.error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {(
          [
            [running, 'Pause upload', Pause, onPause],
            [state.phase === 'paused', 'Resume upload', Play, onResume],
            [state.phase === 'failed', 'Try again', RotateCcw, onRetry],
          ] as const
        ).map(([shown, label, Icon, onClick]) =>
          shown ? (
            <Button
              key={label}
              variant="outline"
              size="sm"
              onClick={onClick}
              icon={<Icon className="size-4" aria-hidden />}
            >
              {label}
            </Button>
          ) : null,
        )}
        {state.phase !== 'complete' && state.phase !== 'checking' ? (
          <Button variant="ghost" size="sm" onClick={onCancel} icon={<X className="size-4" aria-hidden />}>
            Cancel upload
          </Button>
        ) : null}
      </div>
    </div>
  );
}
