import { Upload, type DetailedError } from 'tus-js-client';
import { apiUrl } from '../../../../lib/api.ts';
import type { TMediaUploader } from './media-uploader.ts';
import { uploadErrorMessage, uploadIdFromUrl } from './upload-answers.ts';
import { startOrResume } from '../../../../lib/tus-resume.ts';

/**
 * Resumable media upload over tus 1.0 to /dj/uploads. The file goes in 8 MB pieces, so a dropped connection loses
 * at most the piece in flight; every retry first asks the server (HEAD) how much it holds and goes on from there.
 * The upload's address is kept in the browser under the file's fingerprint, so choosing the same file again after
 * a reload resumes it instead of starting over.
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** About four minutes of retries on a flaky connection before the upload waits for the DJ. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000];

function responseStatus(error: Error | DetailedError): number {
  return 'originalResponse' in error && error.originalResponse ? error.originalResponse.getStatus() : 0;
}

function responseBody(error: Error | DetailedError): string | undefined {
  return 'originalResponse' in error && error.originalResponse ? error.originalResponse.getBody() : undefined;
}

/** Refusals (4xx) are final, except a conflict or a lock the server clears by itself. */
function isRefusal(status: number) {
  return status >= 400 && status < 500 && status !== 409 && status !== 423;
}

export const tusMediaUploader: TMediaUploader = async (file, callbacks) => {
  let waitingForNetwork = false;
  let stopped = false;

  const upload: Upload = new Upload(file, {
    endpoint: new URL(apiUrl('/dj/uploads'), window.location.origin).toString(),
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata: { filename: file.name, filetype: file.type },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    // Offline, a retry would only fail again: the upload waits for the network instead (below).
    onShouldRetry: (error) => !isRefusal(responseStatus(error)) && navigator.onLine !== false,
    onSuccess: () => {
      window.removeEventListener('online', goOn);
      const id = upload.url ? uploadIdFromUrl(upload.url) : null;
      if (id) callbacks.onSuccess(id);
      else callbacks.onError('The server did not say where the upload went');
    },
    onError: (error) => {
      const status = responseStatus(error);
      if (!isRefusal(status) && status < 500) {
        waitingForNetwork = true;
        callbacks.onConnectionLost();
        if (navigator.onLine !== false) window.setTimeout(goOn, RETRY_DELAYS_MS.at(-1));
        return;
      }
      window.removeEventListener('online', goOn);
      callbacks.onError(uploadErrorMessage(status, responseBody(error)));
    },
  });

  function goOn() {
    if (!waitingForNetwork || stopped) return;
    waitingForNetwork = false;
    callbacks.onReconnected();
    upload.start();
  }
  window.addEventListener('online', goOn);

  await startOrResume(upload);

  return {
    pause() {
      stopped = true;
      void upload.abort(false);
    },
    resume() {
      stopped = false;
      waitingForNetwork = false;
      upload.start();
    },
    async cancel() {
      stopped = true;
      window.removeEventListener('online', goOn);
      // The server may already have dropped it (refused, or finished): then there is nothing left to remove.
      await upload.abort(true).catch(() => undefined);
    },
  };
};
