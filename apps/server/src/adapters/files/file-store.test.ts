import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
  const client = new S3Client({
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
