// One contract for every storage: local disk and an S3-compatible bucket (s3rver on 127.0.0.1) must behave alike.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts';
import { StorageLimitError, StoredObjectMissingError, type FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** A stream of `count` chunks of `size` bytes (byte value = chunk index), failing after `failAfter` chunks when given. */
function chunks(count: number, size: number, failAfter?: number): Readable {
  return Readable.from(
    (function* generate() {
      for (let index = 0; index < count; index += 1) {
        if (failAfter !== undefined && index === failAfter) throw new Error('client went away');
        yield Buffer.alloc(size, index % 256);
      }
    })(),
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function keysOf(storage: FileStorage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

interface Subject {
  name: string;
  open(): Promise<{ storage: FileStorage; close(): Promise<void> }>;
}

const SUBJECTS: Subject[] = [
  {
    name: 'local disk',
    async open() {
      const directory = mkdtempSync(join(tmpdir(), 'engram-contract-'));
      return { storage: createLocalStorage(directory), close: async () => rmSync(directory, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    async open() {
      const server: TestS3Server = await startTestS3Server();
      return { storage: createS3Storage(server.settings), close: () => server.stop() };
    },
  },
];

for (const subject of SUBJECTS) {
  describe(`[STORAGE] contract: ${subject.name}`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await subject.open());
    });
    afterAll(() => close());

    it('streams a write in and the same bytes back out, and knows the key exists', async () => {
      const seen: number[] = [];
      const stored = await storage.putStream(chunks(4, 1000), { maxBytes: 4000, onChunk: (_chunk, total) => void seen.push(total) });
      expect(stored.sizeBytes).toBe(4000);
      expect(seen).toEqual([1000, 2000, 3000, 4000]);
      const bytes = await readAll(await storage.stream(stored.key));
      expect([bytes.length, bytes[0], bytes[1999], bytes[2000], bytes[3999]]).toEqual([4000, 0, 1, 2, 3]);
      expect((await storage.read(stored.key)).equals(bytes)).toBe(true);
      expect(await storage.exists(stored.key)).toBe(true);
      await storage.remove(stored.key);
    });

    it('carries an upload larger than one multipart part whole', async () => {
      // 6 MiB: over the 5 MiB part size, so S3 takes it as a multipart upload.
      const stored = await storage.putStream(chunks(96, 65_536), { maxBytes: 10 * 1024 * 1024 });
      const expected = createHash('sha256').update(await readAll(chunks(96, 65_536))).digest('hex');
      expect(createHash('sha256').update(await storage.read(stored.key)).digest('hex')).toBe(expected);
      await storage.remove(stored.key);
    });

    it('leaves nothing when a write goes past its limit, is refused, or its source breaks off', async () => {
      const before = await keysOf(storage);
      await expect(storage.putStream(chunks(5, 1000), { maxBytes: 4999 })).rejects.toBeInstanceOf(StorageLimitError);
      const refusal = new Error('no room');
      await expect(
        storage.putStream(chunks(10, 1000), {
          maxBytes: 1_000_000,
          onChunk: (_chunk, total) => {
            if (total > 3000) throw refusal;
          },
        }),
      ).rejects.toBe(refusal);
      await expect(storage.putStream(chunks(10, 1000, 3), { maxBytes: 1_000_000 })).rejects.toThrow('client went away');
      // Past the first part of a multipart upload, then broken off.
      await expect(storage.putStream(chunks(200, 65_536, 120), { maxBytes: 100 * 1024 * 1024 })).rejects.toThrow('client went away');
      expect(await keysOf(storage)).toEqual(before);
    });

    it('answers a missing key as missing, and removing it is not an error', async () => {
      const key = 'f'.repeat(32);
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.stream(key)).rejects.toBeInstanceOf(StoredObjectMissingError);
      await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
      await storage.remove(key);
    });

    it('refuses keys it did not make', async () => {
      await expect(storage.stream('../etc/passwd')).rejects.toThrow('Invalid storage key.');
      await expect(storage.exists('ABC')).rejects.toThrow('Invalid storage key.');
      await expect(keysOf(storage, 'a/b')).rejects.toThrow('Invalid storage key prefix.');
    });

    it('deletes one key, lists by prefix and deletes by prefix', async () => {
      const keys = await Promise.all([1, 2, 3, 4, 5].map((size) => storage.put(Buffer.alloc(size, 7))));
      const gone = keys[0]!;
      await storage.remove(gone);
      expect(await storage.exists(gone)).toBe(false);
      const rest = keys.slice(1).sort();
      expect((await keysOf(storage)).filter((key) => keys.includes(key))).toEqual(rest);
      const sample = rest[0]!;
      const prefix = sample.slice(0, 3);
      const matching = rest.filter((key) => key.startsWith(prefix));
      expect((await keysOf(storage, prefix)).filter((key) => keys.includes(key))).toEqual(matching);
      const sizes: number[] = [];
      for await (const object of storage.list(sample)) sizes.push(object.sizeBytes);
      expect(sizes).toEqual([(await storage.read(sample)).length]);
      expect(await storage.removePrefix(prefix)).toBeGreaterThanOrEqual(matching.length);
      expect(await keysOf(storage, prefix)).toEqual([]);
      for (const key of rest.filter((other) => !other.startsWith(prefix))) expect(await storage.exists(key)).toBe(true);
      await storage.removePrefix('');
      expect(await keysOf(storage)).toEqual([]);
    });
  });
}
