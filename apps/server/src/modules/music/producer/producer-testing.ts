import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { b64, TUS, tusPatch } from '../../../test/tus-requests.ts';
import { multipartBody, type FormFile } from '../../media/images/image-testing.ts';
import { producerTrackFiles, producerTracks, producerUploads } from '../../../db/schema/producer-tracks.ts';

/** Test helpers for the producer's routes: the track form, tus uploads, and what is left stored afterwards. */

export type Auth = Record<string, string>;

export const file = (name: string, filename: string, bytes: Buffer): FormFile => ({
  name,
  filename,
  contentType: 'application/octet-stream',
  bytes,
});

export function postTrack(t: TestApp, auth: Auth, fields: Record<string, string>, files: FormFile[] = []) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v14/producer/tracks',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

export function createUpload(t: TestApp, auth: Auth, kind: string, filename: string, size: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v14/producer/uploads',
    headers: {
      ...TUS,
      ...auth,
      'upload-length': String(size),
      'upload-metadata': `filename ${b64(filename)},kind ${b64(kind)}`,
    },
  });
}

export const patchUpload = (t: TestApp, auth: Auth, id: string, offset: number, bytes: Buffer) =>
  tusPatch(t.app, `/producer/uploads/${id}`, auth, offset, bytes);

/** Creates an upload and sends the bytes in two pieces; answers its id and the last PATCH's answer. */
export async function tusUpload(t: TestApp, auth: Auth, kind: string, filename: string, bytes: Buffer) {
  const created = await createUpload(t, auth, kind, filename, bytes.length);
  if (created.statusCode !== 201) throw new Error(`upload not created: ${created.body}`);
  const location = created.headers.location as string;
  const id = location.slice(location.lastIndexOf('/') + 1);
  const half = Math.ceil(bytes.length / 2);
  const first = await patchUpload(t, auth, id, 0, bytes.subarray(0, half));
  if (first.statusCode !== 204) return { id, last: first };
  return { id, last: await patchUpload(t, auth, id, half, bytes.subarray(half)) };
}

/** The track files on disk (DATA_DIR/uploads/tracks), whatever stored them. */
export async function storedTrackFiles(t: TestApp): Promise<string[]> {
  try {
    return await fs.readdir(path.join(t.dataDir, 'uploads', 'tracks'));
  } catch {
    return [];
  }
}

/** Everything stored for these producers: tracks, track files and uploads. */
export async function rowsOf(t: TestApp, userIds: number[]) {
  const db = t.database.db;
  const tracks = await db
    .select()
    .from(producerTracks)
    .where(inArray(producerTracks.producerUserId, userIds));
  const files = tracks.length
    ? await db
        .select()
        .from(producerTrackFiles)
        .where(
          inArray(
            producerTrackFiles.trackId,
            tracks.map((track) => track.id),
          ),
        )
    : [];
  const uploads = await db
    .select()
    .from(producerUploads)
    .where(inArray(producerUploads.producerUserId, userIds));
  return { tracks, files, uploads };
}

export const uploadRow = (t: TestApp, id: string) =>
  t.database.db.select().from(producerUploads).where(eq(producerUploads.id, id));
