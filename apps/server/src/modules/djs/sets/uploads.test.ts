import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatBytes, MEDIA_UPLOAD_MESSAGES } from '@cuepoint/domain/djs/set-media';
import { DJ_SET_MESSAGES, DJ_STORAGE_LIMIT_BYTES } from '@cuepoint/domain/djs/set-rules';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { b64, TUS, tusPatch } from '../../../test/tus-requests.ts';
import { createDj, createDjSet, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { djMediaUploads } from '../../../db/schema/content.ts';
import { S3 } from '@aws-sdk/client-s3';
import { createS3FileStore } from '../../../adapters/files/s3-file-store.ts';
import { mockBucket } from '../../../adapters/files/s3-testing.ts';
import { abandonedUploadsJob } from './abandoned-uploads-job.ts';
import { elfBytes, exeBytes, mp3Bytes, mp4Bytes, wavBytes } from './media-testing.ts';

const clock = manualClock(new Date('2026-05-01T12:00:00Z'));
let t: TestApp;
let origin: string;
const signIn = (userId: number) => bearerFor(t.database, userId, clock.now());
beforeAll(async () => {
  // A JSON body limit far below the pieces of an upload: they must never meet it.
  t = await createTestApp({ BODY_LIMIT_BYTES: '1024' }, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const metadata = (filename: string, filetype = '') =>
  [`filename ${b64(filename)}`, ...(filetype ? [`filetype ${b64(filetype)}`] : [])].join(',');

type Auth = Record<string, string>;

function create(auth: Auth, filename: string, size: number, filetype = '') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v14/dj/uploads',
    headers: {
      ...TUS,
      ...auth,
      'upload-length': String(size),
      'upload-metadata': metadata(filename, filetype),
    },
  });
}
const patch = (auth: Auth, id: string, offset: number, bytes: Buffer) =>
  tusPatch(t.app, `/dj/uploads/${id}`, auth, offset, bytes);
const head = (auth: Auth, id: string) =>
  t.app.inject({ method: 'HEAD', url: `/api/v14/dj/uploads/${id}`, headers: { ...TUS, ...auth } });
const status = async (auth: Auth, id: string) =>
  (await t.app.inject({ url: `/api/v14/dj/uploads/${id}`, headers: auth })).json();
const idOf = (location: string | undefined) => location!.slice(location!.lastIndexOf('/') + 1);

/** Creates an upload and sends `bytes` in pieces of `piece` bytes; answers its id and the last PATCH's answer. */
async function upload(auth: Auth, filename: string, bytes: Buffer, piece = bytes.length, filetype = '') {
  const created = await create(auth, filename, bytes.length, filetype);
  expect(created.statusCode, created.body).toBe(201);
  const id = idOf(created.headers.location as string);
  let last = created;
  for (let offset = 0; offset < bytes.length; offset += piece) {
    last = await patch(auth, id, offset, bytes.subarray(offset, offset + piece));
    if (last.statusCode !== 204) break;
  }
  return { id, last };
}

/** What the file store holds under an upload (its stream closed at once). */
async function storedBytes(id: string): Promise<Buffer | null> {
  const found = await t.app.services.files.get(`media/${id}`);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('creating an upload', () => {
  it('answers 201 with the upload’s address, bound to its DJ, with nothing received yet', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const created = await create(auth, 'Sunrise Set.mp3', 5000, 'audio/mpeg');
    expect(created.statusCode).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    expect(created.headers.location).toMatch(/^\/api\/v14\/dj\/uploads\/[a-f0-9]{32}\.mp3$/);
    const id = idOf(created.headers.location as string);
    expect((await status(auth, id)).data).toEqual({
      id,
      status: 'uploading',
      error: null,
      size_bytes: 5000,
      offset_bytes: 0,
      mime_type: null,
      original_name: 'Sunrise Set.mp3',
    });
    const [row] = await t.database.db.select().from(djMediaUploads).where(eq(djMediaUploads.id, id));
    expect(row).toMatchObject({
      djUserId: user.id,
      storageKey: `media/${id}`,
      declaredMimeType: 'audio/mpeg',
    });
  });

  it('refuses an unknown media type, a missing name or length, and more than the free storage', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const refusal = async (response: Awaited<ReturnType<typeof create>>) => ({
      status: response.statusCode,
      error: response.json().error as string,
    });
    const unknown = { status: 415, error: MEDIA_UPLOAD_MESSAGES.unknownType };
    expect(unknown.error).toMatch(/MP3, WAV, FLAC, M4A, AAC, AIFF\) or MP4 video/);
    expect(await refusal(await create(auth, 'setup.exe', 100))).toEqual(unknown);
    expect(await refusal(await create(auth, 'set.ogg', 100, 'audio/ogg'))).toEqual(unknown);
    expect(await refusal(await create(auth, 'set.mp3', 100, 'application/x-msdownload'))).toEqual(unknown);
    expect(await refusal(await create(auth, 'clip.mov', 100, 'video/quicktime'))).toEqual(unknown);
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/v14/dj/uploads',
      headers: { ...TUS, ...auth, 'upload-length': '100' },
    });
    expect(await refusal(noName)).toEqual({ status: 400, error: MEDIA_UPLOAD_MESSAGES.nameRequired });
    const deferred = await t.app.inject({
      method: 'POST',
      url: '/api/v14/dj/uploads',
      headers: { ...TUS, ...auth, 'upload-defer-length': '1', 'upload-metadata': metadata('a.mp3') },
    });
    expect(await refusal(deferred)).toEqual({ status: 400, error: MEDIA_UPLOAD_MESSAGES.lengthRequired });
    expect(await refusal(await create(auth, `${'x'.repeat(300)}.mp3`, 10))).toEqual({
      status: 400,
      error: 'File name must be at most 255 characters',
    });
    expect(await refusal(await create(auth, 'a\u0007b.mp3', 10))).toEqual({
      status: 400,
      error: 'File name contains characters that are not allowed',
    });
    expect(await refusal(await create(auth, 'a.mp3', 0))).toEqual({
      status: 400,
      error: MEDIA_UPLOAD_MESSAGES.empty,
    });
    expect(await refusal(await create(auth, 'a.mp3', DJ_STORAGE_LIMIT_BYTES + 1))).toEqual({
      status: 413,
      error: DJ_SET_MESSAGES.mediaTooLarge,
    });

    // 10 GB less 3000 bytes in sets and a running upload of 1000: 2000 bytes are free.
    await createDjSet(t.database.db, user.id, {
      mediaKey: 'media/old.mp3',
      mediaSizeBytes: DJ_STORAGE_LIMIT_BYTES - 3000,
    });
    expect((await create(auth, 'running.wav', 1000)).statusCode).toBe(201);
    expect(await refusal(await create(auth, 'big.wav', 2001))).toEqual({
      status: 413,
      error: DJ_SET_MESSAGES.overQuota(formatBytes(2000)),
    });
    expect((await create(auth, 'fits.wav', 2000)).statusCode).toBe(201);
    expect(await refusal(await create(auth, 'one-more.wav', 1))).toEqual({
      status: 413,
      error: DJ_SET_MESSAGES.overQuota('0 bytes'),
    });
    const rows = await t.database.db
      .select()
      .from(djMediaUploads)
      .where(eq(djMediaUploads.djUserId, user.id));
    expect(rows.map((row) => row.originalName).sort()).toEqual(['fits.wav', 'running.wav']);
  });
});

describe('sending an upload', () => {
  it('takes a file in pieces, resumes after a broken connection from the offset HEAD reports, then checks it', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const bytes = mp3Bytes(300_000);
    const created = await create(auth, 'Warehouse.mp3', bytes.length, 'audio/mpeg');
    const id = idOf(created.headers.location as string);

    // Two pieces, each far above the JSON body limit (1 KB here).
    for (const [from, to] of [
      [0, 50_000],
      [50_000, 100_000],
    ] as const) {
      const piece = await patch(auth, id, from, bytes.subarray(from, to));
      expect(piece.statusCode, piece.body).toBe(204);
      expect(piece.headers['upload-offset']).toBe(String(to));
    }
    expect((await status(auth, id)).data).toMatchObject({ status: 'uploading', offset_bytes: 100_000 });

    // A third piece breaks off halfway: the client goes away after 60,000 of its 200,000 bytes.
    await new Promise<void>((resolve) => {
      const request = http.request(`${origin}/api/v14/dj/uploads/${id}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth,
          'upload-offset': '100000',
          'content-type': 'application/offset+octet-stream',
          'content-length': '200000',
        },
      });
      request.on('error', () => resolve());
      request.write(bytes.subarray(100_000, 160_000), () => setTimeout(() => request.destroy(), 300));
    });
    let offset = 0;
    for (let attempt = 0; attempt < 50 && offset <= 100_000; attempt += 1) {
      const resumed = await head(auth, id);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.headers['upload-length']).toBe(String(bytes.length));
      offset = Number(resumed.headers['upload-offset']);
      if (offset <= 100_000) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(offset).toBeGreaterThan(100_000);
    expect(offset).toBeLessThanOrEqual(160_000);
    // A piece at the wrong offset changes nothing.
    expect((await patch(auth, id, 100_000, bytes.subarray(100_000, 100_010))).statusCode).toBe(409);

    const rest = await patch(auth, id, offset, bytes.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(bytes.length));
    expect((await status(auth, id)).data).toMatchObject({
      status: 'complete',
      error: null,
      offset_bytes: bytes.length,
      mime_type: 'audio/mpeg',
    });
    expect(await storedBytes(id)).toEqual(bytes);

    // The set is saved with the upload.
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v14/dj/sets',
      headers: auth,
      payload: { title: 'Warehouse', set_type: 'audio', tracklist: 'A - B', upload_id: id },
    });
    expect(set.statusCode).toBe(201);
    expect(set.json().data.media).toEqual({
      url: `/uploads/media/${id}`,
      mime_type: 'audio/mpeg',
      size_bytes: bytes.length,
      original_name: 'Warehouse.mp3',
    });
    // A set's media cannot be cancelled as an upload.
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/v14/dj/uploads/${id}`,
      headers: { ...TUS, ...auth },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe(MEDIA_UPLOAD_MESSAGES.attached);
  });

  it('accepts WAV, MP4 video and a file sent whole in one piece', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const wav = await upload(auth, 'Live.wave', wavBytes(20_000), 7000, 'audio/wave');
    expect(wav.last.statusCode).toBe(204);
    expect(wav.id).toMatch(/\.wav$/);
    expect((await status(auth, wav.id)).data).toMatchObject({ status: 'complete', mime_type: 'audio/wav' });
    const video = await upload(auth, 'Stream.mp4', mp4Bytes(20_000), 20_000, 'video/mp4');
    expect((await status(auth, video.id)).data).toMatchObject({ status: 'complete', mime_type: 'video/mp4' });
  });

  it('rejects a renamed program or a file that is not media after the last byte, and keeps none of it', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    for (const [name, bytes] of [
      ['Sunrise.mp3', elfBytes(30_000)],
      ['Closing.flac', exeBytes(30_000)],
      ['Notes.wav', Buffer.from('Artist - Title\n'.repeat(1000))],
    ] as const) {
      const { id, last } = await upload(auth, name, bytes, 10_000);
      expect(last.statusCode, name).toBe(422);
      expect(last.json(), name).toMatchObject({
        success: false,
        error: MEDIA_UPLOAD_MESSAGES.contentRejected,
      });
      expect((await status(auth, id)).data, name).toMatchObject({
        status: 'rejected',
        error: MEDIA_UPLOAD_MESSAGES.contentRejected,
        mime_type: null,
      });
      expect(await storedBytes(id), name).toBeNull();
      await expect(fs.stat(path.join(t.config.uploadsDir, 'media', `${id}.json`))).rejects.toThrow();
      expect((await head(auth, id)).statusCode, name).toBe(404);
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/v14/dj/sets',
        headers: auth,
        payload: { title: 'x', set_type: 'audio', tracklist: 'A - B', upload_id: id },
      });
      expect(set.statusCode).toBe(422);
    }
    const storage = (await t.app.inject({ url: '/api/v14/dj/storage', headers: auth })).json().data;
    expect(storage.used_bytes).toBe(0);
  });

  it('a cancelled upload leaves no byte and frees its storage', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const created = await create(auth, 'Long.aiff', 90_000);
    const id = idOf(created.headers.location as string);
    await patch(auth, id, 0, Buffer.alloc(30_000));
    expect(await storedBytes(id)).toHaveLength(30_000);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/v14/dj/uploads/${id}`,
      headers: { ...TUS, ...auth },
    });
    expect(cancel.statusCode).toBe(204);
    expect(await storedBytes(id)).toBeNull();
    expect(await t.database.db.select().from(djMediaUploads).where(eq(djMediaUploads.id, id))).toEqual([]);
    expect((await head(auth, id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v14/dj/storage', headers: auth })).json().data.used_bytes).toBe(
      0,
    );
  });
});

describe('authorization of every upload call', () => {
  it('visitor 401, venue and enthusiast 403, another DJ 404, the owner succeeds', async () => {
    const owner = await createDj(t.database.db);
    const other = await createDj(t.database.db);
    const venue = await createVenue(t.database.db);
    const fan = await createEnthusiast(t.database.db);
    const ownerAuth = await signIn(owner.user.id);
    const bytes = mp3Bytes(8000);
    const id = idOf((await create(ownerAuth, 'Set.mp3', bytes.length)).headers.location as string);
    const spare = idOf((await create(ownerAuth, 'Spare.mp3', 100)).headers.location as string);

    type Request = {
      method: 'POST' | 'PATCH' | 'HEAD' | 'GET' | 'DELETE';
      url: string;
      headers?: Auth;
      payload?: Buffer;
    };
    const routes: Array<{ request: Request; owner: number }> = [
      {
        request: {
          method: 'POST',
          url: '/dj/uploads',
          headers: { 'upload-length': '10', 'upload-metadata': metadata('a.mp3') },
        },
        owner: 201,
      },
      {
        request: {
          method: 'PATCH',
          url: `/dj/uploads/${id}`,
          headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          payload: bytes,
        },
        owner: 204,
      },
      { request: { method: 'HEAD', url: `/dj/uploads/${id}` }, owner: 200 },
      { request: { method: 'GET', url: `/dj/uploads/${id}` }, owner: 200 },
      { request: { method: 'DELETE', url: `/dj/uploads/${spare}` }, owner: 204 },
    ];
    // As a browser sends them: from the site's own origin.
    const send = (request: Request, auth: Auth = {}) =>
      t.app.inject({
        method: request.method,
        url: `/api/v14${request.url}`,
        headers: { ...TUS, origin: new URL(t.config.PUBLIC_URL).origin, ...request.headers, ...auth },
        ...(request.payload ? { payload: request.payload } : {}),
      });
    const otherAuth = await signIn(other.user.id);
    for (const route of routes) {
      const label = `${route.request.method} ${route.request.url}`;
      expect((await send(route.request)).statusCode, label).toBe(401);
      expect((await send(route.request, await signIn(venue.user.id))).statusCode, label).toBe(403);
      expect((await send(route.request, await signIn(fan.user.id))).statusCode, label).toBe(403);
      const asOther = await send(route.request, otherAuth);
      expect(asOther.statusCode, label).toBe(route.request.method === 'POST' ? 201 : 404);
      const asOwner = await send(route.request, ownerAuth);
      expect(asOwner.statusCode, label).toBe(route.owner);
    }
    // The other DJ's attempts left the owner's upload as the owner made it.
    expect((await status(ownerAuth, id)).data).toMatchObject({
      status: 'complete',
      offset_bytes: bytes.length,
    });
    expect(await storedBytes(id)).toEqual(bytes);
  });
});

describe('abandoned uploads', () => {
  it('are removed a day after their last byte, with what they stored; finished sets’ media stay', async () => {
    const { user } = await createDj(t.database.db);
    const auth = await signIn(user.id);
    const idle = idOf((await create(auth, 'Idle.mp3', 50_000)).headers.location as string);
    await patch(auth, idle, 0, mp3Bytes(50_000).subarray(0, 20_000));
    const unused = await upload(auth, 'Unused.mp3', mp3Bytes(5000));
    const used = await upload(auth, 'Used.mp3', mp3Bytes(5000));
    await t.app.inject({
      method: 'POST',
      url: '/api/v14/dj/sets',
      headers: auth,
      payload: { title: 'Kept', set_type: 'audio', tracklist: 'A - B', upload_id: used.id },
    });
    clock.advance(23 * 3_600_000);
    const busy = idOf((await create(await signIn(user.id), 'Busy.mp3', 50_000)).headers.location as string);
    const run = () =>
      abandonedUploadsJob.handler({ data: {}, services: t.app.services, now: clock.now(), log: t.app.log });
    await run();
    expect(await storedBytes(idle)).toHaveLength(20_000);

    clock.advance(2 * 3_600_000);
    await run();
    const left = await t.database.db
      .select()
      .from(djMediaUploads)
      .where(eq(djMediaUploads.djUserId, user.id));
    expect(left.map((row) => row.id).sort()).toEqual([busy, used.id].sort());
    expect(await storedBytes(idle)).toBeNull();
    expect(await storedBytes(unused.id)).toBeNull();
    expect(await storedBytes(used.id)).not.toBeNull();
    clock.set(new Date('2026-05-01T12:00:00Z'));
  });
});

describe('the rate limit', () => {
  it('never cuts off the pieces of an upload, while creating uploads still counts as writing', async () => {
    const limited = await createTestApp({ RATE_LIMIT_WRITE_MAX: '3' }, { clock });
    try {
      const { user } = await createDj(limited.database.db);
      const auth = await bearerFor(limited.database, user.id, clock.now());
      const bytes = mp3Bytes(40_000);
      const created = await limited.app.inject({
        method: 'POST',
        url: '/api/v14/dj/uploads',
        headers: {
          ...TUS,
          ...auth,
          'upload-length': String(bytes.length),
          'upload-metadata': metadata('a.mp3'),
        },
      });
      const id = idOf(created.headers.location as string);
      for (let offset = 0; offset < bytes.length; offset += 4000) {
        const check = await limited.app.inject({
          method: 'HEAD',
          url: `/api/v14/dj/uploads/${id}`,
          headers: { ...TUS, ...auth },
        });
        expect(check.headers['upload-offset']).toBe(String(offset));
        const piece = await tusPatch(
          limited.app,
          `/dj/uploads/${id}`,
          auth,
          offset,
          bytes.subarray(offset, offset + 4000),
        );
        expect(piece.statusCode, `piece at ${offset}`).toBe(204);
      }
      const creations = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        creations.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/v14/dj/uploads',
              headers: { ...TUS, ...auth, 'upload-length': '10', 'upload-metadata': metadata('b.mp3') },
            })
          ).statusCode,
        );
      }
      expect(creations).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('uploads into an S3 bucket', () => {
  it('takes the pieces as a multipart upload, checks the finished object and keeps nothing it rejected', async () => {
    const client = new S3({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    const { objects, multipart } = mockBucket(client);
    const files = createS3FileStore({ bucket: 'media', region: 'us-east-1', client });
    const bucketApp = await createTestApp({}, { clock, files });
    try {
      const { user } = await createDj(bucketApp.database.db);
      const auth = await bearerFor(bucketApp.database, user.id, clock.now());
      const send = async (name: string, bytes: Buffer) => {
        const created = await bucketApp.app.inject({
          method: 'POST',
          url: '/api/v14/dj/uploads',
          headers: {
            ...TUS,
            ...auth,
            'upload-length': String(bytes.length),
            'upload-metadata': metadata(name),
          },
        });
        const id = idOf(created.headers.location as string);
        let last = created;
        for (const [from, to] of [
          [0, 3000],
          [3000, bytes.length],
        ] as const) {
          last = await bucketApp.app.inject({
            method: 'PATCH',
            url: `/api/v14/dj/uploads/${id}`,
            headers: {
              ...TUS,
              ...auth,
              'upload-offset': String(from),
              'content-type': 'application/offset+octet-stream',
            },
            payload: bytes.subarray(from, to),
          });
        }
        return { id, last };
      };
      const song = mp3Bytes(8000);
      const accepted = await send('Rooftop.mp3', song);
      expect(accepted.last.statusCode).toBe(204);
      expect(objects.get(`media/${accepted.id}`)).toMatchObject({ body: song, contentType: 'audio/mpeg' });
      expect(multipart.size).toBe(0);
      const status = await bucketApp.app.inject({ url: `/api/v14/dj/uploads/${accepted.id}`, headers: auth });
      expect(status.json().data).toMatchObject({ status: 'complete', mime_type: 'audio/mpeg' });

      const program = await send('Rooftop-2.mp3', exeBytes(8000));
      expect(program.last.statusCode).toBe(422);
      expect([...objects.keys()].filter((key) => key.includes(program.id))).toEqual([]);
    } finally {
      await bucketApp.close();
    }
  });
});
