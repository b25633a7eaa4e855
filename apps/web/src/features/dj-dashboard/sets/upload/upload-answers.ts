/** Reading the upload server's answers: where an upload lives and why one was refused. */

/** The upload id is the last part of the address the server gave the upload (…/dj/uploads/{id}). */
export function uploadIdFromUrl(url: string): string | null {
  const path = new URL(url, 'http://upload.invalid').pathname.replace(/\/+$/, '');
  const id = path.slice(path.lastIndexOf('/') + 1);
  return id ? decodeURIComponent(id) : null;
}

/**
 * The server's own words for a refusal: the envelope's `error` when the body is JSON, the body itself when it is a
 * short text, else what the status says.
 */
export function uploadErrorMessage(status: number, body: string | undefined): string {
  const text = body?.trim();
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
        return parsed.error;
      }
    } catch {
      if (text.length <= 300 && !text.startsWith('<')) return text;
    }
  }
  if (status === 413) return 'The file is larger than your free storage';
  if (status === 401) return 'Please sign in again to upload';
  return status ? `HTTP Error: ${status}` : 'Network error';
}
