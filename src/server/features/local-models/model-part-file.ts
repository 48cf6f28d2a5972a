// The part of a model file being downloaded, <file>.part beside it: opened for appending, hashed again when a later
// run resumes it, and <file>.part.lock, which holds the downloading process's id so one download per file runs at a time.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, rm, writeFile, type FileHandle } from 'node:fs/promises';

/** Where the bytes are written; tests give one that fails like a full disk. */
export interface PartWriter {
  write(chunk: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export const partPathOf = (destination: string) => `${destination}.part`;
const lockPathOf = (destination: string) => `${destination}.part.lock`;

/** The part file opened for appending. */
export async function openPartFile(path: string): Promise<PartWriter> {
  const handle: FileHandle = await open(path, 'a');
  return {
    async write(chunk) {
      await handle.write(chunk);
    },
    close: () => handle.close(),
  };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the file's download lock and answers how to give it back, or null while a live process holds it; a lock left
 * by a process that is gone is taken over.
 */
export async function tryAcquireLock(destination: string): Promise<(() => Promise<void>) | null> {
  const lockPath = lockPathOf(destination);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && isProcessAlive(holder)) return null;
      await rm(lockPath, { force: true });
    }
  }
  return null;
}

/** The SHA-256 state of the part already on disk and its length (0 when there is none). */
export async function hashExistingPart(partPath: string): Promise<{ hash: Hash; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of createReadStream(partPath)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return { hash, bytes };
}
