import { describe, expect, it } from 'vitest';
import { S3 } from '@aws-sdk/client-s3';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj } from '../../../db/seed/factories.ts';
import { createS3FileStore } from '../../../adapters/files/s3-file-store.ts';
import { mockBucket } from '../../../adapters/files/s3-testing.ts';
import { createCompletedUpload, mp3Bytes, mp4Bytes } from './media-testing.ts';
import { requestedRange } from './media-file-routes.ts';

const t = useTestApp();

/** A DJ's set with an uploaded file of `bytes`; answers the file's URL and the DJ's sign-in. */
async function setWithMedia(
  app: TestApp,
  bytes: Buffer,
  options: { isPublic?: boolean; mimeType?: string } = {},
) {
  const { user } = await createDj(app.database.db);
  const auth = await bearerFor(app.database, user.id);
  const mimeType = options.mimeType ?? 'audio/mpeg';
  const upload = await createCompletedUpload(app.database.db, app.app.services.files, user.id, {
    bytes,
    mimeType,
    extension: mimeType === 'video/mp4' ? 'mp4' : 'mp3',
  });
  const created = await app.app.inject({
    method: 'POST',
    url: '/api/v14/dj/sets',
    headers: auth,
    payload: {
      title: 'Recorded live',
      set_type: mimeType === 'video/mp4' ? 'video' : 'audio',
      tracklist: 'A - B',
      upload_id: upload.id,
      is_public: options.isPublic ?? true,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { url: created.json().data.media.url as string, auth, upload };
}

describe('uploaded media', () => {
  it('is served whole, inline, with its checked type and never sniffed', async () => {
    const bytes = mp3Bytes(10_000);
    const { url } = await setWithMedia(t, bytes);
    expect(url).toMatch(/^\/uploads\/media\/[a-f0-9]{32}\.mp3$/);
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(bytes);
    expect(whole.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': '10000',
      'content-disposition': 'inline',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('answers Range requests with 206 so players can seek, and 416 outside the file', async () => {
    const bytes = mp4Bytes(20_000);
    const { url } = await setWithMedia(t, bytes, { mimeType: 'video/mp4' });
    const get = (range: string) => t.app.inject({ url, headers: { range } });
    const middle = await get('bytes=1000-1999');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 1000-1999/20000');
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.rawPayload).toEqual(bytes.subarray(1000, 2000));
    const tail = await get('bytes=19500-');
    expect(tail.headers['content-range']).toBe('bytes 19500-19999/20000');
    expect(tail.rawPayload).toEqual(bytes.subarray(19_500));
    const last = await get('bytes=-100');
    expect(last.rawPayload).toEqual(bytes.subarray(19_900));
    const beyond = await get('bytes=20000-20100');
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */20000');
    const head = await t.app.inject({ method: 'HEAD', url, headers: { range: 'bytes=0-9' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe('10');
    expect(head.rawPayload).toHaveLength(0);
  });

  it('of a private set is its DJ’s alone; an upload no set uses and an unknown name are not found', async () => {
    const { url, auth, upload } = await setWithMedia(t, mp3Bytes(5000), { isPublic: false });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const other = await createDj(t.database.db);
    expect(
      (await t.app.inject({ url, headers: await bearerFor(t.database, other.user.id) })).statusCode,
    ).toBe(404);
    const own = await t.app.inject({ url, headers: auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload).toHaveLength(5000);

    const loose = await createCompletedUpload(t.database.db, t.app.services.files, upload.djUserId);
    expect((await t.app.inject({ url: `/uploads/${loose.storageKey}` })).statusCode).toBe(404);
    for (const name of ['../secret.mp3', 'abc.mp3', `${'0'.repeat(32)}.mp3`, `${'0'.repeat(32)}.exe`]) {
      expect((await t.app.inject({ url: `/uploads/media/${name}` })).statusCode, name).toBe(404);
    }
  });

  it('is served from an S3 bucket through the server with ranges, or from the bucket’s own address', async () => {
    const client = new S3({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    mockBucket(client);
    const bucket = await createTestApp(
      {},
      { files: createS3FileStore({ bucket: 'm', region: 'us-east-1', client }) },
    );
    try {
      const bytes = mp3Bytes(4000);
      const { url } = await setWithMedia(bucket, bytes);
      const part = await bucket.app.inject({ url, headers: { range: 'bytes=10-19' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload).toEqual(bytes.subarray(10, 20));
    } finally {
      await bucket.close();
    }
    const publicClient = new S3({
      region: 'us-east-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    mockBucket(publicClient);
    const files = createS3FileStore({
      bucket: 'm',
      region: 'us-east-1',
      client: publicClient,
      publicUrl: 'https://media.cuepoint.example',
    });
    const cdn = await createTestApp({}, { files });
    try {
      const { url } = await setWithMedia(cdn, mp3Bytes(4000));
      expect(url).toMatch(/^https:\/\/media\.cuepoint\.example\/media\/[a-f0-9]{32}\.mp3$/);
    } finally {
      await cdn.close();
    }
  });
});

describe('requestedRange', () => {
  it('reads one range of the header', () => {
    expect(requestedRange(undefined, 100)).toBeUndefined();
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=100-', 100)).toBeNull();
    expect(requestedRange('bytes=5-2', 100)).toBeNull();
    expect(requestedRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(requestedRange('items=0-1', 100)).toBeUndefined();
  });
});
