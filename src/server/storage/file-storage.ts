// Where uploaded bytes live, behind one interface: local disk (DATA_DIR/files, local-storage.ts) or an S3-compatible
// bucket (s3-storage.ts), chosen by STORAGE. Keys are random (never the person's file name) and generated here.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface PutStreamOptions {
  /** More bytes than this stops the write with a StorageLimitError; nothing is kept. */
  maxBytes: number;
  /**
   * Sees every chunk before it is written, with the byte count so far (this chunk included); a rejection stops the
   * write with that error and nothing is kept. Awaited, so a reservation can grow before the bytes land.
   */
  onChunk?: (chunk: Buffer, totalBytes: number) => void | Promise<void>;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  key: string;
  sizeBytes: number;
}

export interface FileStorage {
  /** `local` or `s3`, for logs and the migration command. */
  readonly kind: 'local' | 's3';
  put(bytes: Buffer): Promise<string>;
  /**
   * Writes a stream chunk by chunk (never held whole) under a new key. The object exists only once it is complete: a
   * failure (limit, refusal, the source breaking off) leaves nothing behind.
   */
  putStream(source: AsyncIterable<Buffer> | Readable, options: PutStreamOptions): Promise<StoredObject>;
  /** Writes a stream under a key chosen by the caller (the migration command copies keys as they are). */
  putStreamAt(key: string, source: AsyncIterable<Buffer> | Readable): Promise<StoredObject>;
  read(key: string): Promise<Buffer>;
  /**
   * The object's bytes as a stream; with `range`, only bytes `start` to `end` (both included), for a media player's
   * seek. A missing key rejects with StoredObjectMissingError (code ENOENT).
   */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Every stored object whose key starts with `prefix` ('' for all), a page at a time. */
  list(prefix: string): AsyncIterable<StoredObject>;
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix`; answers how many. */
  removePrefix(prefix: string): Promise<number>;
}

/** A streamed write went past its `maxBytes`. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes.`);
    this.name = 'StorageLimitError';
  }
}

/** No object under this key. Its code is the file system's, so callers test one thing whichever storage answers. */
export class StoredObjectMissingError extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string) {
    super(`No stored object ${key}.`);
    this.name = 'StoredObjectMissingError';
  }
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;
const PREFIX_PATTERN = /^[a-f0-9]{0,32}$/;

export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

/** Keys are generated here; anything else is refused, so no path or object name can be steered by a request. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key.');
}

export function assertStoragePrefix(prefix: string): void {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error('Invalid storage key prefix.');
}

/**
 * Counts the bytes going through and hands each chunk to `onChunk` first; past `maxBytes` it stops with a
 * StorageLimitError before that chunk goes on.
 */
export function limitedChunks(options: PutStreamOptions, onSize: (sizeBytes: number) => void) {
  return async function* count(chunks: AsyncIterable<Buffer>) {
    let sizeBytes = 0;
    for await (const chunk of chunks) {
      sizeBytes += chunk.length;
      if (sizeBytes > options.maxBytes) throw new StorageLimitError(options.maxBytes);
      if (options.onChunk) await options.onChunk(chunk, sizeBytes);
      onSize(sizeBytes);
      yield chunk;
    }
  };
}
