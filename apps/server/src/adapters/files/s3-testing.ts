import { Readable } from 'node:stream';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/** A bucket in memory behind the SDK's own mock: the store's real commands, no network. */
export function mockBucket(client: S3Client) {
  const objects = new Map<
    string,
    { body: Buffer; contentType: string | undefined; cacheControl: string | undefined }
  >();
  const mock = mockClient(client);
  mock
    .on(PutObjectCommand)
    .callsFake(async (input: { Key: string; Body: Buffer; ContentType?: string; CacheControl?: string }) => {
      objects.set(input.Key, {
        body: Buffer.from(input.Body),
        contentType: input.ContentType,
        cacheControl: input.CacheControl,
      });
      return {};
    });
  mock.on(GetObjectCommand).callsFake(async (input: { Key: string }) => {
    const found = objects.get(input.Key);
    if (!found)
      throw new NoSuchKey({
        message: 'The specified key does not exist.',
        $metadata: { httpStatusCode: 404 },
      });
    return {
      Body: Readable.from([found.body]),
      ContentLength: found.body.length,
      ContentType: found.contentType,
    };
  });
  mock.on(DeleteObjectCommand).callsFake(async (input: { Key: string }) => {
    objects.delete(input.Key);
    return {};
  });
  return { objects, mock };
}
