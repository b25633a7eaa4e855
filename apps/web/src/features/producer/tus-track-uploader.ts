import { Upload, type DetailedError, type UploadOptions } from 'tus-js-client';
import { apiUrl } from '../../lib/api.ts';
import { uploadErrorMessage, uploadIdFromUrl } from '../dj-dashboard/sets/upload/upload-answers.ts';
import type { TrackFileUploader } from './track-uploader.ts';
import { startOrResume } from '../../lib/tus-resume.ts';

const CHUNK_BYTES = 8 * 1024 * 1024;
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

const status = (error: Error | DetailedError) =>
  'originalResponse' in error && error.originalResponse ? error.originalResponse.getStatus() : 0;
const body = (error: Error | DetailedError) =>
  'originalResponse' in error && error.originalResponse ? error.originalResponse.getBody() : undefined;
/** A refusal (4xx) is final, except a conflict or a lock the server clears by itself. */
const isRefusal = (code: number) => code >= 400 && code < 500 && code !== 409 && code !== 423;

/**
 * A track file over tus 1.0 to /producer/uploads (decision record 018), in 8 MB pieces: a dropped connection loses at
 * most the piece in flight, and choosing the same file again after a reload resumes it. The slot goes in the
 * metadata as `kind`, so the server checks the file against it. The options are for tests (a server in memory).
 */
export function createTusTrackUploader(
  options: Pick<UploadOptions, 'httpStack' | 'fileReader'> = {},
): TrackFileUploader {
  return async (file, kind, callbacks) => {
    // A refused upload is gone from the server already (it discards the bytes and the row when it says no), so
    // cancelling it afterwards stops the client only: a DELETE would just meet a 404.
    let discarded = false;
    const upload: Upload = new Upload(file, {
      endpoint: new URL(apiUrl('/producer/uploads'), window.location.origin).toString(),
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type, kind },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      ...options,
      onProgress: (sent, total) => callbacks.onProgress(sent, total),
      onShouldRetry: (error) => !isRefusal(status(error)),
      onSuccess: () => {
        const id = upload.url ? uploadIdFromUrl(upload.url) : null;
        if (id) callbacks.onSuccess(id);
        else callbacks.onError('The server did not say where the upload went');
      },
      onError: (error) => {
        if (isRefusal(status(error))) discarded = true;
        callbacks.onError(uploadErrorMessage(status(error), body(error)));
      },
    });
    await startOrResume(upload);
    return {
      async cancel() {
        await upload.abort(!discarded).catch(() => undefined);
      },
    };
  };
}

export const tusTrackUploader: TrackFileUploader = createTusTrackUploader();
