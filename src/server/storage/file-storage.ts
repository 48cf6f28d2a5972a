// Where uploaded bytes live: DATA_DIR/files, one file per upload under a random key (never the person's file name).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  put(bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

export function createFileStorage(directory: string): FileStorage {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    // Keys are generated here; anything else is refused so no path can escape the folder.
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key.');
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
      return key;
    },
    read: (key) => readFile(pathOf(key)),
    async stream(key) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path);
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
