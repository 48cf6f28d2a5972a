// Uploaded bytes on this machine's disk: DATA_DIR/files/<first two characters>/<key>. One instance, or several that
// share the folder.
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  assertStoragePrefix,
  limitedChunks,
  newStorageKey,
  StoredObjectMissingError,
  type FileStorage,
  type StoredObject,
} from './file-storage.ts';

const PARTIAL_SUFFIX = '.partial';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

export function createLocalStorage(directory: string): FileStorage {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key.slice(0, 2), key);
  };

  /** Writes under the partial name, renamed to the key once complete; the partial file never outlives a failure. */
  async function write(key: string, source: AsyncIterable<Buffer> | Readable, transform: ReturnType<typeof limitedChunks>) {
    const path = pathOf(key);
    await mkdir(join(root, key.slice(0, 2)), { recursive: true });
    // The partial name is never a key, so nothing reads or serves a half-written upload.
    const partialPath = `${path}${PARTIAL_SUFFIX}`;
    // Opened before the first chunk: a write stream that opens lazily could create the file after a failure's cleanup.
    const handle = await open(partialPath, 'wx');
    try {
      await pipeline(source, transform, handle.createWriteStream());
      await rename(partialPath, path);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(partialPath, { force: true });
      throw error;
    }
  }

  async function* list(prefix: string): AsyncIterable<StoredObject> {
    assertStoragePrefix(prefix);
    let folders: string[];
    try {
      folders = (await readdir(root)).filter((name) => /^[a-f0-9]{2}$/.test(name)).sort();
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const folder of folders) {
      if (!folder.startsWith(prefix.slice(0, 2))) continue;
      for (const name of (await readdir(join(root, folder))).sort()) {
        if (!/^[a-f0-9]{32}$/.test(name) || !name.startsWith(prefix)) continue;
        const info = await stat(join(root, folder, name)).catch(() => null);
        if (info) yield { key: name, sizeBytes: info.size };
      }
    }
  }

  return {
    kind: 'local',
    async put(bytes) {
      const key = newStorageKey();
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
      return key;
    },
    async putStream(source, options) {
      const key = newStorageKey();
      let sizeBytes = 0;
      await write(key, source, limitedChunks(options, (size) => (sizeBytes = size)));
      return { key, sizeBytes };
    },
    async putStreamAt(key, source) {
      let sizeBytes = 0;
      await write(key, source, limitedChunks({ maxBytes: Number.POSITIVE_INFINITY }, (size) => (sizeBytes = size)));
      return { key, sizeBytes };
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) throw new StoredObjectMissingError(key);
        throw error;
      }
    },
    async stream(key, range) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) throw new StoredObjectMissingError(key);
        throw error;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    list,
    remove: (key) => rm(pathOf(key), { force: true }),
    async removePrefix(prefix) {
      let count = 0;
      for await (const object of list(prefix)) {
        await rm(pathOf(object.key), { force: true });
        count += 1;
      }
      return count;
    },
  };
}
