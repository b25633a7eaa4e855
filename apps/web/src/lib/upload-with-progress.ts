import { ApiError, apiUrl } from './api.ts';

export type UploadProgress = { loaded: number; total: number; percent: number };

type UploadOptions = {
  method?: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

function errorText(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error
    ? body.error
    : undefined;
}

/**
 * Sends a multipart form to the API and reports how much of it has gone out (fetch cannot tell). Answers and
 * failures read like `api()`: the parsed body, or an ApiError with the body's `error`, else 'HTTP Error: {status}',
 * else 'Network error' (status 0). An aborted upload rejects with an AbortError.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const done = () => options.signal?.removeEventListener('abort', abort);
    request.open(options.method ?? 'POST', apiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      const percent = event.total > 0 ? Math.round((event.loaded / event.total) * 100) : 0;
      options.onProgress({ loaded: event.loaded, total: event.total, percent });
    });
    request.addEventListener('load', () => {
      done();
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      reject(new ApiError(errorText(body) ?? `HTTP Error: ${request.status}`, request.status, body));
    });
    request.addEventListener('error', () => {
      done();
      reject(new ApiError('Network error', 0));
    });
    request.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', abort);
    request.send(form);
  });
}
