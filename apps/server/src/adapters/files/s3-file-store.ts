import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DataStore } from '@tus/server';
import { assertFileKey, keyUnder, UPLOADS_PATH, urlUnder, type FileStore } from './file-store.ts';

export type S3FileStoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); unset: AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the bucket (or a CDN in front of it) is publicly readable; unset: the server serves /uploads from it. */
  publicUrl?: string;
  /** Tests pass a client whose calls are mocked. */
  client?: S3Client;
};

/** What @tus/s3-store keeps beside an upload: its info (length, metadata, multipart id) and an unfinished part. */
const UPLOAD_COMPANIONS = ['.info', '.part'];

/** The resumable uploads' part size: S3's minimum is 5 MiB, and 10,000 parts of 8 MiB hold 10 GB sets. */
const PART_SIZE_BYTES = 8 * 1024 * 1024;

/** `bytes 0-99/1234` → 1234. */
function totalOf(contentRange: string | undefined): number | undefined {
  const total = Number(contentRange?.split('/')[1]);
  return Number.isFinite(total) ? total : undefined;
}

/**
 * The SDK loads on the first file operation, not at boot: a server without S3 never loads it (about 9 MB of
 * memory), and one with S3 pays for it once.
 */
let sdk: Promise<typeof S3> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

function isMissing(error: unknown, NoSuchKey: new (...args: never[]) => Error): boolean {
  if (error instanceof NoSuchKey) return true;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Files in an S3-compatible bucket. Objects are written private; reads go through the server or `publicUrl`. */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  let client: S3Client | undefined = options.client;
  const connect = async () => {
    const { S3Client: Client } = await loadSdk();
    client ??= new Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
    return client;
  };
  const Bucket = options.bucket;
  const base = options.publicUrl ?? UPLOADS_PATH;
  let resumable: Promise<DataStore> | undefined;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertFileKey(key);
      const { PutObjectCommand } = await loadSdk();
      await (
        await connect()
      ).send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          // Keys are content-hashed: a key never changes its bytes.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key, range) {
      assertFileKey(key);
      const { GetObjectCommand, NoSuchKey } = await loadSdk();
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const answer = await (await connect()).send(new GetObjectCommand({ Bucket, Key: key, Range }));
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 object ${key} has no readable body`);
        const size = (range && totalOf(answer.ContentRange)) ?? answer.ContentLength ?? 0;
        return { body: answer.Body, size };
      } catch (error) {
        if (isMissing(error, NoSuchKey)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      const { DeleteObjectsCommand } = await loadSdk();
      const Objects = [key, ...UPLOAD_COMPANIONS.map((suffix) => `${key}${suffix}`)].map((Key) => ({ Key }));
      // Deleting a missing object is not an error in S3; a refused delete is reported per object.
      const answer = await (
        await connect()
      ).send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      const failed = answer.Errors?.find((error) => error.Code !== 'NoSuchKey');
      if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
    },
    resumableUploads() {
      // Parts go to the bucket as they arrive (a multipart upload completed with the last byte), so any server
      // process can take the next PATCH; the finished object is `key`, next to `key.info`.
      resumable ??= Promise.all([import('@tus/s3-store'), loadSdk()]).then(([{ S3Store }, sdkModule]) => {
        const store = new S3Store({
          partSize: PART_SIZE_BYTES,
          s3ClientConfig: {
            bucket: Bucket,
            region: options.region,
            endpoint: options.endpoint,
            forcePathStyle: options.forcePathStyle,
            credentials: options.credentials,
          },
        });
        // Tests hand in a mocked client; the store then makes its calls through it.
        if (options.client instanceof sdkModule.S3) Object.assign(store, { client: options.client });
        return store;
      });
      return resumable;
    },
    publicUrl: (key) => urlUnder(base, key),
    keyOf: (url) => keyUnder(base, url),
  };
}
