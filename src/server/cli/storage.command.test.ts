// `npm run storage -- migrate --to s3`: every local upload ends up in the bucket, checked, and a second run copies nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts';
import { runStorageCommand } from './storage.command.ts';

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, output: { log: (line: string) => void lines.push(line), error: (line: string) => void errors.push(line) } };
}

describe('[STORAGE] npm run storage -- migrate --to s3', () => {
  let server: TestS3Server;
  let dataDir: string;
  beforeAll(async () => {
    server = await startTestS3Server('engram-migrate');
    dataDir = mkdtempSync(join(tmpdir(), 'engram-migrate-'));
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every local file to the bucket with the same bytes, then finds nothing left to copy', async () => {
    const local = createLocalStorage(join(dataDir, 'files'));
    const contents = [Buffer.from('first upload'), Buffer.alloc(70_000, 3), Buffer.from('a voice memory')];
    const keys = await Promise.all(contents.map((bytes) => local.put(bytes)));
    const env = { DATA_DIR: dataDir, ...server.env, STORAGE: 'local' };

    const first = capture();
    expect(await runStorageCommand(['migrate', '--to', 's3'], first.output, env)).toBe(0);
    expect(first.lines[0]).toBe('Copied and checked 3 file(s); 0 already in the bucket, unchanged.');
    const bucket = createS3Storage(server.settings);
    for (const [index, key] of keys.entries()) expect((await bucket.read(key)).equals(contents[index]!)).toBe(true);

    const second = capture();
    expect(await runStorageCommand(['migrate', '--to', 's3'], second.output, env)).toBe(0);
    expect(second.lines[0]).toBe('Copied and checked 0 file(s); 3 already in the bucket, unchanged.');
  });

  it('refuses without a bucket or a destination, saying what is missing', async () => {
    const noBucket = capture();
    expect(await runStorageCommand(['migrate', '--to', 's3'], noBucket.output, { DATA_DIR: dataDir })).toBe(1);
    expect(noBucket.errors.join('\n')).toContain('S3_BUCKET: is required when STORAGE is s3');
    const noTarget = capture();
    expect(await runStorageCommand(['migrate'], noTarget.output, { DATA_DIR: dataDir })).toBe(2);
    expect(noTarget.errors.join('\n')).toContain('Name the destination: --to s3.');
  });
});
