import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
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
    async get(key) {
      assertFileKey(key);
      const { GetObjectCommand, NoSuchKey } = await loadSdk();
      try {
        const answer = await (await connect()).send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 object ${key} has no readable body`);
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error, NoSuchKey)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      const { DeleteObjectCommand, NoSuchKey } = await loadSdk();
      try {
        await (await connect()).send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error, NoSuchKey)) throw error;
      }
    },
    publicUrl: (key) => urlUnder(base, key),
    keyOf: (url) => keyUnder(base, url),
  };
}
