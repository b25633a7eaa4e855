import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@tus/server';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { createFileStore } from './create-file-store.ts';
import { mockBucket } from './s3-testing.ts';
import { loadConfig } from '../../config.ts';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await fs.rm(root, { recursive: true, force: true });
});

async function localStore(): Promise<FileStore> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-files-'));
  roots.push(root);
  return createLocalFileStore(root);
}

function s3Store(publicUrl?: string): FileStore {
  // The full client (S3 extends S3Client): the resumable uploads' store calls its named methods.
  const client = new S3({
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  mockBucket(client);
  return createS3FileStore({ bucket: 'cuepoint-test', region: 'us-east-1', client, publicUrl });
}

describe.each([
  ['local disk', localStore],
  ['S3-compatible bucket', async () => s3Store()],
])('FileStore contract: %s', (_name, make) => {
  it('reads back what it stored, byte for byte, and nothing once deleted', async () => {
    const store = await make();
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 10, 13]);
    await store.put('images/abc123.webp', bytes, 'image/webp');
    const found = await store.get('images/abc123.webp');
    expect(found?.size).toBe(bytes.length);
    expect(await buffer(found!.body)).toEqual(bytes);
    await store.delete('images/abc123.webp');
    expect(await store.get('images/abc123.webp')).toBeNull();
  });

  it('overwrites a key, and deleting a missing key is not an error', async () => {
    const store = await make();
    await store.put('images/same.webp', Buffer.from('one'), 'image/webp');
    await store.put('images/same.webp', Buffer.from('two'), 'image/webp');
    expect((await buffer((await store.get('images/same.webp'))!.body)).toString()).toBe('two');
    await expect(store.delete('images/never-stored.webp')).resolves.toBeUndefined();
    expect(await store.get('images/never-stored.webp')).toBeNull();
  });

  it('refuses keys that could leave its folder or mean something else in a URL', async () => {
    const store = await make();
    for (const key of [
      '../secret.webp',
      'images/../../x.webp',
      '/etc/passwd',
      'images/a b.webp',
      'IMAGES/A.webp',
      'images/x',
    ]) {
      await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid file key/);
      await expect(store.get(key)).rejects.toThrow(/invalid file key/);
    }
  });

  it('reads a range of bytes, with the whole file’s length', async () => {
    const store = await make();
    const bytes = Buffer.from('0123456789abcdef');
    await store.put('media/range.mp3', bytes, 'audio/mpeg');
    const found = await store.get('media/range.mp3', { start: 4, end: 9 });
    expect(found?.size).toBe(16);
    expect((await buffer(found!.body)).toString()).toBe('456789');
    expect(await store.get('media/missing.mp3', { start: 0, end: 1 })).toBeNull();
  });

  it('takes a resumable upload in pieces under its file key, and deletes it with what it kept beside it', async () => {
    const store = await make();
    const uploads = await store.resumableUploads();
    expect(await store.resumableUploads()).toBe(uploads);
    const key = 'media/0123456789abcdef0123456789abcdef.mp3';
    const bytes = crypto.randomBytes(3000);
    await uploads.create(
      new Upload({ id: key, size: bytes.length, offset: 0, metadata: { filename: 'a.mp3' } }),
    );
    expect(await uploads.write(Readable.from([bytes.subarray(0, 1200)]), key, 0)).toBe(1200);
    expect((await uploads.getUpload(key)).offset).toBe(1200);
    expect(await uploads.write(Readable.from([bytes.subarray(1200)]), key, 1200)).toBe(3000);
    const upload = await uploads.getUpload(key);
    expect([upload.offset, upload.size, upload.metadata?.['filename']]).toEqual([3000, 3000, 'a.mp3']);
    expect(await buffer((await store.get(key))!.body)).toEqual(bytes);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('hands out a URL and knows its own URLs from anyone else’s', async () => {
    const store = await make();
    const url = store.publicUrl('images/abc.webp');
    expect(url).toBe('/uploads/images/abc.webp');
    expect(store.keyOf(url)).toBe('images/abc.webp');
    expect(store.keyOf('https://cdn.example.com/uploads/images/abc.webp')).toBeNull();
    expect(store.keyOf('/uploads/../data.webp')).toBeNull();
  });
});

describe('S3 store', () => {
  it('writes private objects with their type and immutable caching', async () => {
    const client = new S3Client({
      region: 'eu-central-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    const { objects, mock } = mockBucket(client);
    const store = createS3FileStore({ bucket: 'media', region: 'eu-central-1', client });
    await store.put('images/k.webp', Buffer.from('x'), 'image/webp');
    expect(objects.get('images/k.webp')).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(mock.commandCalls(PutObjectCommand)[0]?.args[0].input).toMatchObject({
      Bucket: 'media',
      Key: 'images/k.webp',
    });
  });

  it('keeps nothing of a resumable upload once it is deleted, finished or not', async () => {
    const client = new S3({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    const { objects, multipart } = mockBucket(client);
    const store = createS3FileStore({ bucket: 'media', region: 'us-east-1', client });
    const uploads = await store.resumableUploads();
    const finished = 'media/11111111111111111111111111111111.wav';
    const unfinished = 'media/22222222222222222222222222222222.wav';
    for (const id of [finished, unfinished]) await uploads.create(new Upload({ id, size: 10, offset: 0 }));
    await uploads.write(Readable.from([Buffer.alloc(10)]), finished, 0);
    await uploads.write(Readable.from([Buffer.alloc(4)]), unfinished, 0);
    expect([...objects.keys()].sort()).toEqual([
      finished,
      `${finished}.info`,
      `${unfinished}.info`,
      `${unfinished}.part`,
    ]);
    expect(multipart.size).toBe(1);
    await store.delete(finished);
    await uploads.remove(unfinished);
    await store.delete(unfinished);
    expect([...objects.keys()]).toEqual([]);
    expect(multipart.size).toBe(0);
  });

  it('reads ranges through the bucket', async () => {
    const client = new S3({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    const { mock } = mockBucket(client);
    const store = createS3FileStore({ bucket: 'media', region: 'us-east-1', client });
    await store.put('media/r.mp3', Buffer.from('abcdef'), 'audio/mpeg');
    await store.get('media/r.mp3', { start: 2, end: 3 });
    expect(mock.commandCalls(GetObjectCommand)[0]?.args[0].input).toMatchObject({ Range: 'bytes=2-3' });
  });

  it('uses the bucket’s public address when one is configured', () => {
    const store = s3Store('https://media.cuepoint.example/');
    expect(store.publicUrl('images/k.webp')).toBe('https://media.cuepoint.example/images/k.webp');
    expect(store.keyOf('https://media.cuepoint.example/images/k.webp')).toBe('images/k.webp');
    expect(store.keyOf('/uploads/images/k.webp')).toBeNull();
  });

  it('is chosen by S3_BUCKET, local disk otherwise; half a key pair stops the boot', () => {
    expect(createFileStore(loadConfig({ DATA_DIR: '/tmp/cuepoint-x' })).kind).toBe('local');
    expect(
      createFileStore(
        loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }),
      ).kind,
    ).toBe('s3');
    expect(() =>
      createFileStore(loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'only-the-id' })),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });
});
