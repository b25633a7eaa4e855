import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress.ts';
import { FakeRequest } from './testing/fake-request.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.last = undefined;
});

function start(options: Parameters<typeof uploadWithProgress>[2] = {}) {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const form = new FormData();
  form.append('usage_type', 'profile');
  const result = uploadWithProgress<{ success: boolean; data: { url: string } }>(
    '/upload-image.php',
    form,
    options,
  );
  return { result, request: FakeRequest.last!, form };
}

describe('uploadWithProgress', () => {
  it('posts the form to the API with the session, reports progress and resolves with the body', async () => {
    const seen: UploadProgress[] = [];
    const { result, request, form } = start({ onProgress: (progress) => seen.push(progress) });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v14/upload-image.php');
    expect(request.withCredentials).toBe(true);
    expect(request.headers['Accept']).toBe('application/json');
    expect(request.sent).toBe(form);
    request.progress(256, 1024);
    request.progress(1024, 1024);
    request.answer(200, JSON.stringify({ success: true, data: { url: '/uploads/images/a.webp' } }));
    await expect(result).resolves.toEqual({ success: true, data: { url: '/uploads/images/a.webp' } });
    expect(seen.map((progress) => progress.percent)).toEqual([25, 100]);
  });

  it("rejects with the server's error text and status", async () => {
    const { result, request } = start();
    request.answer(413, JSON.stringify({ success: false, error: 'Profile image must be less than 5MB' }));
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Profile image must be less than 5MB', status: 413 });
  });

  it('names the status when the answer is not JSON, and says "Network error" when nothing came back', async () => {
    const first = start();
    first.request.answer(502, '<html>Bad gateway</html>');
    await expect(first.result).rejects.toMatchObject({ message: 'HTTP Error: 502', status: 502 });
    const second = start();
    second.request.emit('error');
    await expect(second.result).rejects.toMatchObject({ message: 'Network error', status: 0 });
  });

  it('stops the request when its signal aborts', async () => {
    const controller = new AbortController();
    const { result, request } = start({ signal: controller.signal });
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
