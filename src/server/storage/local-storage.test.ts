import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageLimitError, type FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';

/** Every file under the folder, partial ones included. */
function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** A stream of `count` chunks of `size` bytes each (byte value = chunk index), optionally failing after `failAfter` chunks. */
function chunks(count: number, size: number, failAfter?: number): Readable {
  return Readable.from(
    (function* generate() {
      for (let index = 0; index < count; index += 1) {
        if (failAfter !== undefined && index === failAfter) throw new Error('client went away');
        yield Buffer.alloc(size, index);
      }
    })(),
  );
}

describe('[STORAGE] local putStream', () => {
  let directory: string;
  let storage: FileStorage;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'engram-storage-'));
    storage = createLocalStorage(directory);
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('writes every chunk in order under a new key and reports the size', async () => {
    const seen: number[] = [];
    const stored = await storage.putStream(chunks(4, 1000), { maxBytes: 4000, onChunk: (_chunk, total) => void seen.push(total) });
    expect(stored.sizeBytes).toBe(4000);
    expect(seen).toEqual([1000, 2000, 3000, 4000]);
    const bytes = await storage.read(stored.key);
    expect(bytes.length).toBe(4000);
    expect([bytes[0], bytes[1999], bytes[2000], bytes[3999]]).toEqual([0, 1, 2, 3]);
    expect(filesUnder(directory)).toEqual([stored.key]);
  });

  it('stops one byte past the limit and leaves no partial file', async () => {
    await expect(storage.putStream(chunks(5, 1000), { maxBytes: 4999 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(filesUnder(directory)).toEqual([]);
  });

  it('stops when onChunk refuses (no room left) before that chunk is written, and leaves nothing', async () => {
    const written: number[] = [];
    const refusal = new Error('no room');
    await expect(
      storage.putStream(chunks(10, 1000), {
        maxBytes: 1_000_000,
        onChunk: async (_chunk, total) => {
          if (total > 3000) throw refusal;
          written.push(total);
        },
      }),
    ).rejects.toBe(refusal);
    expect(written).toEqual([1000, 2000, 3000]);
    expect(filesUnder(directory)).toEqual([]);
  });

  it('leaves nothing when the very first chunk is refused, even once the file system has caught up', async () => {
    const refusals = Array.from({ length: 50 }, () =>
      storage.putStream(chunks(3, 100), {
        maxBytes: 1_000_000,
        onChunk: () => {
          throw new Error('no room');
        },
      }),
    );
    expect((await Promise.allSettled(refusals)).every((outcome) => outcome.status === 'rejected')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(filesUnder(directory)).toEqual([]);
  });

  it('cleans up when the source fails half way (an aborted upload)', async () => {
    await expect(storage.putStream(chunks(10, 1000, 3), { maxBytes: 1_000_000 })).rejects.toThrow('client went away');
    expect(filesUnder(directory)).toEqual([]);
  });
});
