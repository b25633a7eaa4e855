import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpRequest, HttpResponse, HttpStack, UploadOptions } from 'tus-js-client';
import { TRACK_UPLOAD_MESSAGES } from '@cuepoint/domain/producers/track-upload';
import { createTusTrackUploader } from './tus-track-uploader.ts';

afterEach(() => localStorage.clear());

type Answer = { status: number; headers?: Record<string, string>; body?: string };

/** A tus server in memory: creation answers 201 with the upload's address, the PATCH answers as told. */
function fakeTusServer(patch: (size: number) => Answer) {
  const sent: string[] = [];
  let size = 0;
  const answer = (method: string, headers: Record<string, string>): Answer => {
    if (method === 'POST') {
      size = Number(headers['Upload-Length']);
      return { status: 201, headers: { Location: '/api/v14/producer/uploads/abc123.mp3' } };
    }
    if (method === 'PATCH') return patch(size);
    if (method === 'DELETE') return { status: 204 };
    return { status: 404 };
  };
  const stack: HttpStack = {
    getName: () => 'fake',
    createRequest(method, url): HttpRequest {
      const headers: Record<string, string> = {};
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => void (headers[name] = value),
        getHeader: (name) => headers[name],
        setProgressHandler: () => undefined,
        abort: async () => undefined,
        getUnderlyingObject: () => null,
        async send(): Promise<HttpResponse> {
          sent.push(`${method} ${new URL(url, 'http://localhost').pathname}`);
          const reply = answer(method, headers);
          return {
            getStatus: () => reply.status,
            getHeader: (name) =>
              Object.entries(reply.headers ?? {}).find(
                ([key]) => key.toLowerCase() === name.toLowerCase(),
              )?.[1],
            getBody: () => reply.body ?? '',
            getUnderlyingObject: () => null,
          };
        },
      };
    },
  };
  return { stack, sent };
}

const track = () => new File(['not audio at all'], 'fake.mp3', { type: 'audio/mpeg' });

/** Reads the File in Blob slices, whatever build of tus-js-client the test environment resolves. */
const fileReader: UploadOptions['fileReader'] = {
  openFile: async (input: File) => ({
    size: input.size,
    slice: async (start: number, end: number) => ({
      value: input.slice(start, end),
      done: end >= input.size,
    }),
    close: () => undefined,
  }),
};

function callbacks() {
  return { onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() };
}

describe('tusTrackUploader', () => {
  it('sends no DELETE for an upload the server refused (and so discarded) when the slot is cleared', async () => {
    const server = fakeTusServer(() => ({
      status: 422,
      body: JSON.stringify({ success: false, error: TRACK_UPLOAD_MESSAGES.notAudio }),
    }));
    const reports = callbacks();
    const handle = await createTusTrackUploader({ httpStack: server.stack, fileReader })(
      track(),
      'main_track',
      reports,
    );
    await vi.waitFor(() => expect(reports.onError).toHaveBeenCalledWith(TRACK_UPLOAD_MESSAGES.notAudio));
    await handle.cancel();
    expect(server.sent).toEqual([
      'POST /api/v14/producer/uploads',
      'PATCH /api/v14/producer/uploads/abc123.mp3',
    ]);
  });

  it('still removes a finished upload the form never used', async () => {
    const server = fakeTusServer((size) => ({ status: 204, headers: { 'Upload-Offset': String(size) } }));
    const reports = callbacks();
    const handle = await createTusTrackUploader({ httpStack: server.stack, fileReader })(
      track(),
      'main_track',
      reports,
    );
    await vi.waitFor(() => expect(reports.onSuccess).toHaveBeenCalledWith('abc123.mp3'));
    await handle.cancel();
    expect(server.sent).toContain('DELETE /api/v14/producer/uploads/abc123.mp3');
  });
});
