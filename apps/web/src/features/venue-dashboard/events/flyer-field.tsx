import { useEffect, useId, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { VENUE_EVENT_MESSAGES as M } from '@cuepoint/domain/venues/venue-event-rules';
import { Button } from '../../../ui/button.tsx';
import { ImagePicker } from '../../../ui/image-picker.tsx';
import { flyerProblem, type FlyerDraft } from './event-form-state.ts';

/** A local address for a picked file, released when the file changes or the field goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The event's flyer (docs/product/venues.md): an image of less than 5 MB, shown as soon as it is picked. A file that is
 * not an image, too large, or cannot be shown is refused with the spec's message and the previous flyer stays.
 */
export function FlyerField({
  value,
  error,
  disabled,
  onChange,
  onError,
}: {
  value: FlyerDraft;
  error: string | undefined;
  disabled: boolean;
  onChange(next: FlyerDraft): void;
  onError(message: string | null): void;
}) {
  const errorId = useId();
  const [previous, setPrevious] = useState<FlyerDraft>({ kind: 'none' });
  const preview = usePreviewUrl(value.kind === 'picked' ? value.file : null);
  const src = value.kind === 'stored' ? value.url : preview;

  function pick(file: File) {
    const problem = flyerProblem(file);
    onError(problem);
    if (problem) return;
    setPrevious(value.kind === 'picked' ? previous : value);
    onChange({ kind: 'picked', file });
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-mist-200">
        Flyer image <span className="font-normal text-mist-400">(optional)</span>
      </legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex aspect-[4/5] w-28 items-center justify-center overflow-hidden rounded-xl border border-ink-600 bg-ink-900">
          {src ? (
            <img
              src={src}
              alt="Flyer preview"
              className="size-full object-cover"
              data-testid="flyer-preview"
              onError={() => {
                if (value.kind !== 'picked') return;
                onError(M.flyerUnreadable);
                onChange(previous);
              }}
            />
          ) : (
            <ImagePlus className="size-8 text-mist-400" aria-hidden />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <ImagePicker
            label={src ? 'Replace flyer image' : 'Choose flyer image'}
            onPick={pick}
            disabled={disabled}
            className="h-9 border border-ink-500 px-4 text-sm"
          >
            <ImagePlus className="size-4" aria-hidden />
            {src ? 'Replace flyer' : 'Choose flyer'}
          </ImagePicker>
          {src ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              icon={<Trash2 className="size-4" aria-hidden />}
              onClick={() => {
                onError(null);
                onChange({ kind: 'none' });
              }}
            >
              Remove flyer
            </Button>
          ) : null}
          <p className="text-xs text-mist-400">JPEG, PNG, WebP or AVIF, less than 5 MB.</p>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
