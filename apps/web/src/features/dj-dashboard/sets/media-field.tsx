import type { ChangeEvent } from 'react';
import { FileAudio, FileVideo, Upload } from 'lucide-react';
import {
  DJ_SET_MESSAGES,
  MEDIA_MAX_BYTES,
  isMediaFileFor,
  mediaAccept,
  mediaUploadHint,
} from '@cuepoint/domain/djs/set-rules';
import { buttonClasses } from '../../../ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatBytes } from '@cuepoint/domain/djs/set-media';
import type { TDjSet } from './sets-api.ts';
import { UploadProgress } from './upload/upload-progress.tsx';
import type { useMediaUpload } from './upload/use-media-upload.ts';

type Props = {
  setType: 'audio' | 'video';
  upload: ReturnType<typeof useMediaUpload>;
  /** Free storage in bytes, when known: a larger file is refused before it is sent. */
  freeBytes: number | undefined;
  /** In an edit, the file the set has now (kept unless another is uploaded). */
  current: TDjSet['media'];
  error: string | null;
  onError(message: string | null): void;
  invalid: boolean;
  describedBy?: string | undefined;
};

/**
 * The set's media file: the picker offers only the spec's types, a wrong type or a file larger than the free storage
 * is refused here with a clear message (the server checks the content too), and the upload starts at once.
 */
export function MediaField({
  setType,
  upload,
  freeBytes,
  current,
  error,
  onError,
  invalid,
  describedBy,
}: Props) {
  const { state } = upload;
  const Icon = setType === 'video' ? FileVideo : FileAudio;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isMediaFileFor(setType, file.name)) {
      onError(setType === 'video' ? DJ_SET_MESSAGES.videoFileInvalid : DJ_SET_MESSAGES.audioFileInvalid);
      return;
    }
    if (file.size > MEDIA_MAX_BYTES) {
      onError(DJ_SET_MESSAGES.mediaTooLarge);
      return;
    }
    if (freeBytes !== undefined && file.size > freeBytes) {
      onError(DJ_SET_MESSAGES.overQuota(formatBytes(freeBytes)));
      return;
    }
    onError(null);
    void upload.start(file);
  }

  const busy = state.phase !== 'idle' && state.phase !== 'failed' && state.phase !== 'complete';
  return (
    <div className="flex flex-col gap-2">
      {current && state.phase === 'idle' ? (
        <p className="inline-flex items-center gap-2 text-sm text-mist-200">
          <Icon className="size-4 text-mist-400" aria-hidden />
          Current file: {current.original_name} ({formatBytes(current.size_bytes)})
        </p>
      ) : null}
      {busy ? null : (
        <label
          className={cn(
            buttonClasses('outline', 'md'),
            'w-fit cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wave-400',
            invalid && 'border-red-400',
          )}
        >
          <Upload className="size-4" aria-hidden />
          {state.phase === 'complete' || current ? 'Choose another file' : `Choose ${setType} file`}
          <input
            type="file"
            accept={mediaAccept(setType)}
            className="sr-only"
            aria-invalid={invalid || error ? true : undefined}
            aria-describedby={describedBy}
            onChange={choose}
          />
        </label>
      )}
      <p className="text-xs text-mist-400">
        {setType === 'video' ? 'MP4 video. ' : 'MP3, WAV, FLAC, M4A, AAC or AIFF. '}
        {mediaUploadHint(freeBytes === undefined ? undefined : formatBytes(freeBytes))}. Large files upload in
        the background, survive a dropped connection, and resume when you choose the same file again.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <UploadProgress
        state={state}
        onPause={upload.pause}
        onResume={upload.resume}
        onRetry={upload.retry}
        onCancel={() => void upload.cancel()}
      />
    </div>
  );
}
