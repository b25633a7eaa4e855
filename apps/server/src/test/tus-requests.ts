import type { FastifyInstance } from 'fastify';

/** Requests of the tus resumable-upload protocol (1.0.0) as a browser's client sends them, for tests. */

export const TUS = { 'tus-resumable': '1.0.0' };

/** A tus metadata value: base64 text. */
export const b64 = (text: string) => Buffer.from(text).toString('base64');

/** PATCH: the bytes from `offset` of the upload at `url` (under /api/v14). */
export const tusPatch = (
  app: FastifyInstance,
  url: string,
  auth: Record<string, string>,
  offset: number,
  bytes: Buffer,
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v14${url}`,
    headers: {
      ...TUS,
      ...auth,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
