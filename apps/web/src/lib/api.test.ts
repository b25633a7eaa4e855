import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUrl } from './api.ts';

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? 'oops' : JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('builds URLs under /api/v14 and drops empty query values', () => {
    expect(apiUrl('/blog-posts.php', { limit: 3, q: '', tag: undefined })).toBe(
      '/api/v14/blog-posts.php?limit=3',
    );
  });

  it('returns the parsed body on success', async () => {
    respond(200, { success: true, data: [1] });
    await expect(api('/x')).resolves.toEqual({ success: true, data: [1] });
  });

  it("uses the body's error field when the server gives one", async () => {
    respond(409, { success: false, error: 'Already taken' });
    await expect(api('/x')).rejects.toMatchObject({ message: 'Already taken', status: 409 });
  });

  it("falls back to 'HTTP Error: {status}'", async () => {
    respond(502, undefined);
    await expect(api('/x')).rejects.toThrow('HTTP Error: 502');
  });

  it("reports a network failure as 'Network error' or its own message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError(''))),
    );
    const error = await api('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Network error');
  });
});
