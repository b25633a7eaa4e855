import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { mockClient } from 'aws-sdk-client-mock';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  NoSuchKey,
  NoSuchUpload,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

type Body = Buffer | Uint8Array | string | Readable;

async function bytesOf(body: Body | undefined): Promise<Buffer> {
  if (body === undefined) return Buffer.alloc(0);
  if (body instanceof Readable) return buffer(body);
  return Buffer.from(body);
}

const missingKey = () =>
  new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } });

/** `bytes=10-19` of a body of `size` bytes. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return { start, end };
}

/**
 * A bucket in memory behind the SDK's own mock: the store's real commands, no network. Objects, ranged reads, batch
 * deletes and multipart uploads (what @tus/s3-store uses) behave as S3 documents them.
 */
export function mockBucket(client: S3Client) {
  const objects = new Map<
    string,
    {
      body: Buffer;
      contentType: string | undefined;
      cacheControl: string | undefined;
      metadata?: Record<string, string> | undefined;
    }
  >();
  const multipart = new Map<
    string,
    { key: string; contentType: string | undefined; parts: Map<number, { body: Buffer; etag: string }> }
  >();
  const mock = mockClient(client);
  mock
    .on(PutObjectCommand)
    .callsFake(
      async (input: {
        Key: string;
        Body?: Body;
        ContentType?: string;
        CacheControl?: string;
        Metadata?: Record<string, string>;
      }) => {
        objects.set(input.Key, {
          body: await bytesOf(input.Body),
          contentType: input.ContentType,
          cacheControl: input.CacheControl,
          metadata: input.Metadata,
        });
        return { ETag: `"${crypto.randomUUID()}"` };
      },
    );
  mock.on(GetObjectCommand).callsFake(async (input: { Key: string; Range?: string }) => {
    const found = objects.get(input.Key);
    if (!found) throw missingKey();
    const range = rangeOf(input.Range, found.body.length);
    const body = range ? found.body.subarray(range.start, range.end + 1) : found.body;
    // The SDK's body: a byte stream (as the HTTP answer is) that can also be read whole.
    const stream = Object.assign(Readable.from([body], { objectMode: false }), {
      transformToString: async (encoding?: BufferEncoding) => body.toString(encoding),
      transformToByteArray: async () => new Uint8Array(body),
    });
    return {
      Body: stream,
      ContentLength: body.length,
      ContentType: found.contentType,
      Metadata: found.metadata,
      ...(range ? { ContentRange: `bytes ${range.start}-${range.end}/${found.body.length}` } : {}),
    };
  });
  mock.on(HeadObjectCommand).callsFake(async (input: { Key: string }) => {
    const found = objects.get(input.Key);
    if (!found)
      throw Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });
    return { ContentLength: found.body.length, ContentType: found.contentType };
  });
  mock.on(DeleteObjectCommand).callsFake(async (input: { Key: string }) => {
    objects.delete(input.Key);
    return {};
  });
  mock.on(DeleteObjectsCommand).callsFake(async (input: { Delete: { Objects: { Key: string }[] } }) => {
    for (const { Key } of input.Delete.Objects) objects.delete(Key);
    return { Deleted: input.Delete.Objects };
  });
  mock.on(CreateMultipartUploadCommand).callsFake(async (input: { Key: string; ContentType?: string }) => {
    const UploadId = crypto.randomUUID();
    multipart.set(UploadId, { key: input.Key, contentType: input.ContentType, parts: new Map() });
    return { UploadId, Key: input.Key };
  });
  const uploadOf = (id: string) => {
    const upload = multipart.get(id);
    if (!upload)
      throw new NoSuchUpload({
        message: 'The specified upload does not exist.',
        $metadata: { httpStatusCode: 404 },
      });
    return upload;
  };
  mock
    .on(UploadPartCommand)
    .callsFake(async (input: { UploadId: string; PartNumber: number; Body?: Body }) => {
      const etag = `"${crypto.randomUUID()}"`;
      uploadOf(input.UploadId).parts.set(input.PartNumber, { body: await bytesOf(input.Body), etag });
      return { ETag: etag };
    });
  mock.on(ListPartsCommand).callsFake(async (input: { UploadId: string }) => ({
    Parts: [...uploadOf(input.UploadId).parts].map(([PartNumber, part]) => ({
      PartNumber,
      Size: part.body.length,
      ETag: part.etag,
    })),
    IsTruncated: false,
  }));
  mock
    .on(CompleteMultipartUploadCommand)
    .callsFake(async (input: { UploadId: string; MultipartUpload: { Parts: { PartNumber: number }[] } }) => {
      const upload = uploadOf(input.UploadId);
      const parts = input.MultipartUpload.Parts.map(({ PartNumber }) => upload.parts.get(PartNumber)!.body);
      objects.set(upload.key, {
        body: Buffer.concat(parts),
        contentType: upload.contentType,
        cacheControl: undefined,
      });
      multipart.delete(input.UploadId);
      return { Key: upload.key };
    });
  mock.on(AbortMultipartUploadCommand).callsFake(async (input: { UploadId: string }) => {
    uploadOf(input.UploadId);
    multipart.delete(input.UploadId);
    return {};
  });
  return { objects, multipart, mock };
}
