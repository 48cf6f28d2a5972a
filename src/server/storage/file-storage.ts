// Where uploaded bytes live: DATA_DIR/files, one file per upload under a random key (never the person's file name).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
  put(bytes: Buffer): Promise<string>;
  /** Writes a stream chunk by chunk (never held whole), under a temporary name renamed once complete. */
  putStream(source: AsyncIterable<Buffer> | Readable, options: PutStreamOptions): Promise<StoredObject>;
  read(key: string): Promise<Buffer>;
  /** The bytes as a stream; with `range`, only bytes `start` to `end` (both included), for a media player's seek. */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** A streamed write went past its `maxBytes`. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes.`);
    this.name = 'StorageLimitError';
  }
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;
const PARTIAL_SUFFIX = '.partial';

export function createFileStorage(directory: string): FileStorage {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    // Keys are generated here; anything else is refused so no path can escape the folder.
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key.');
    return join(root, key.slice(0, 2), key);
  };
  async function newKey(): Promise<string> {
    const key = randomBytes(16).toString('hex');
    await mkdir(join(root, key.slice(0, 2)), { recursive: true });
    return key;
  }
  return {
    async put(bytes) {
      const key = await newKey();
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
      return key;
    },
    async putStream(source, { maxBytes, onChunk }) {
      const key = await newKey();
      const path = pathOf(key);
      // The partial name is never a key, so nothing reads or serves a half-written upload.
      const partialPath = `${path}${PARTIAL_SUFFIX}`;
      let sizeBytes = 0;
      // Opened before the first chunk: a write stream that opens lazily could create the file after a failure's cleanup.
      const handle = await open(partialPath, 'wx');
      try {
        await pipeline(
          source,
          async function* count(chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              sizeBytes += chunk.length;
              if (sizeBytes > maxBytes) throw new StorageLimitError(maxBytes);
              if (onChunk) await onChunk(chunk, sizeBytes);
              yield chunk;
            }
          },
          handle.createWriteStream(),
        );
        await rename(partialPath, path);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(partialPath, { force: true });
        throw error;
      }
      return { key, sizeBytes };
    },
    read: (key) => readFile(pathOf(key)),
    async stream(key, range) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
