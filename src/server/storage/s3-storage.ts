// Uploaded bytes in an S3-compatible bucket (AWS S3, MinIO, Garage, R2 …), shared by every instance. Uploads stream
// through a multipart upload (never held whole); downloads stream from the object's body.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import {
  assertStorageKey,
  assertStoragePrefix,
  limitedChunks,
  newStorageKey,
  StoredObjectMissingError,
  type ByteRange,
  type FileStorage,
  type PutStreamOptions,
  type StoredObject,
} from './file-storage.ts';

export type S3StorageSettings = Extract<Config['storage'], { kind: 's3' }>;

// The smallest part S3 accepts; a smaller upload goes as one PutObject once complete.
const PART_SIZE_BYTES = 5 * 1024 * 1024;
const DELETE_BATCH = 1000;

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || error instanceof NotFound || (error instanceof Error && error.name === 'NotFound');
}

export function createS3Client(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: stores other than AWS (s3rver, older MinIO) refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(settings: S3StorageSettings, client: S3Client = createS3Client(settings)): FileStorage {
  const Bucket = settings.bucket;

  async function removeKey(key: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  }

  /**
   * Streams `source` into the object `key`. Any failure (the limit, a refusal, the source breaking off, the store)
   * aborts the multipart upload and deletes the key, so no partial or orphan object remains.
   */
  async function upload(key: string, source: AsyncIterable<Buffer> | Readable, options: PutStreamOptions): Promise<StoredObject> {
    let sizeBytes = 0;
    const body = new PassThrough();
    const transfer = new Upload({ client, params: { Bucket, Key: key, Body: body }, partSize: PART_SIZE_BYTES, queueSize: 2, leavePartsOnError: false });
    const uploading = transfer.done();
    // Should the store fail first, nobody would read the body any more: end the writing side too.
    uploading.catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));
    const writing = pipeline(source, limitedChunks(options, (size) => (sizeBytes = size)), body);
    const [written, uploaded] = await Promise.allSettled([writing, uploading]);
    if (written.status === 'rejected' || uploaded.status === 'rejected') {
      await transfer.abort().catch(() => undefined);
      await removeKey(key).catch(() => undefined);
      throw written.status === 'rejected' ? written.reason : (uploaded as PromiseRejectedResult).reason;
    }
    return { key, sizeBytes };
  }

  async function* list(prefix: string): AsyncIterable<StoredObject> {
    assertStoragePrefix(prefix);
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (object.Key && /^[a-f0-9]{32}$/.test(object.Key)) yield { key: object.Key, sizeBytes: object.Size ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function stream(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      if (!(answer.Body instanceof Readable)) throw new Error('The object store answered no readable body.');
      return answer.Body;
    } catch (error) {
      if (isMissing(error)) throw new StoredObjectMissingError(key);
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(bytes) {
      const key = newStorageKey();
      await upload(key, Readable.from([bytes]), { maxBytes: Number.POSITIVE_INFINITY });
      return key;
    },
    putStream: (source, options) => upload(newStorageKey(), source, options),
    putStreamAt(key, source) {
      assertStorageKey(key);
      return upload(key, source, { maxBytes: Number.POSITIVE_INFINITY });
    },
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await stream(key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream,
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    list,
    async remove(key) {
      assertStorageKey(key);
      await removeKey(key);
    },
    async removePrefix(prefix) {
      let count = 0;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
        count += batch.length;
        batch = [];
      };
      for await (const object of list(prefix)) {
        batch.push(object.key);
        if (batch.length === DELETE_BATCH) await flush();
      }
      await flush();
      return count;
    },
  };
}
