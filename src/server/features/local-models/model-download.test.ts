// The model downloader against a stand-in hub on 127.0.0.1: progress, resume after a dropped connection (and after
// a part left by an earlier run), a wrong checksum (file deleted, clear error), a full disk, the size bound, one
// download at a time.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGgufBytes, sha256Of, startTestModelHub, type TestModelHub } from '../../test/model-hub-server.ts';
import { downloadModelFile, ModelDownloadError, type DownloadProgress } from './model-download.ts';
import { partPathOf } from './model-part-file.ts';

describe('[LOCAL MODELS] downloading a model file', () => {
  let hub: TestModelHub;
  let folder: string;
  beforeAll(async () => {
    hub = await startTestModelHub();
  });
  afterAll(async () => {
    await hub.stop();
  });
  afterEach(() => {
    hub.files.clear();
    hub.ranges.length = 0;
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  function setUp(name: string, size: number, extra: { cutAfterBytes?: number; announcedSha256?: string | null } = {}) {
    folder = mkdtempSync(join(tmpdir(), 'engram-models-'));
    const bytes = buildGgufBytes(size);
    hub.files.set(name, { bytes, ...extra });
    return { bytes, url: `${hub.url}/someone/Model-GGUF/resolve/main/${name}`, destination: join(folder, 'models', 'tiny.gguf') };
  }

  it('streams the file to a .part, reports progress, checks the announced SHA-256 and renames it', async () => {
    const { bytes, url, destination } = setUp('tiny.gguf', 300_000);
    const progress: DownloadProgress[] = [];
    const result = await downloadModelFile({ url, destination, maxBytes: 1_000_000, onProgress: (step) => progress.push(step) });
    expect(result).toEqual({ path: destination, sizeBytes: bytes.length, sha256: sha256Of(bytes) });
    expect(readFileSync(destination).equals(bytes)).toBe(true);
    expect(existsSync(partPathOf(destination))).toBe(false);
    expect(existsSync(`${destination}.part.lock`)).toBe(false);
    const downloading = progress.filter((step) => step.state === 'downloading');
    expect(downloading[0]).toEqual({ receivedBytes: 0, totalBytes: bytes.length, state: 'downloading' });
    expect(downloading.at(-1)).toEqual({ receivedBytes: bytes.length, totalBytes: bytes.length, state: 'downloading' });
    expect(downloading.map((step) => step.receivedBytes)).toEqual([...downloading.map((step) => step.receivedBytes)].sort((a, b) => a - b));
    expect(progress.at(-1)?.state).toBe('verifying');
  });

  it('resumes with a Range request after the connection drops, and the whole file matches', async () => {
    const { bytes, url, destination } = setUp('cut.gguf', 400_000, { cutAfterBytes: 150_000 });
    const result = await downloadModelFile({ url, destination, maxBytes: 1_000_000, resumeDelayMs: 10 });
    expect(result.sha256).toBe(sha256Of(bytes));
    expect(readFileSync(destination).equals(bytes)).toBe(true);
    expect(hub.ranges[0]).toBe('');
    expect(hub.ranges[1]).toMatch(/^bytes=\d+-$/);
    expect(Number(hub.ranges[1]!.slice(6, -1))).toBeGreaterThan(0);
  });

  it('resumes a part an earlier run left, hashing it again from the disk', async () => {
    const { bytes, url, destination } = setUp('left.gguf', 200_000);
    mkdirSync(join(folder, 'models'), { recursive: true });
    writeFileSync(partPathOf(destination), bytes.subarray(0, 120_000));
    const result = await downloadModelFile({ url, destination, maxBytes: 1_000_000 });
    expect(hub.ranges).toEqual(['bytes=120000-']);
    expect(result.sha256).toBe(sha256Of(bytes));
    expect(readFileSync(destination).equals(bytes)).toBe(true);
  });

  it('deletes the file and says so when its SHA-256 is not the announced one', async () => {
    const { url, destination } = setUp('bad.gguf', 100_000, { announcedSha256: 'a'.repeat(64) });
    const error = await downloadModelFile({ url, destination, maxBytes: 1_000_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelDownloadError);
    expect((error as ModelDownloadError).reason).toBe('checksum');
    expect((error as ModelDownloadError).message).toContain(`is not the one the download server gives (${'a'.repeat(64)})`);
    expect((error as ModelDownloadError).message).toContain('was deleted');
    expect(existsSync(destination)).toBe(false);
    expect(existsSync(partPathOf(destination))).toBe(false);
  });

  it('checks the catalogue hash as well where one is known', async () => {
    const { url, destination } = setUp('known.gguf', 50_000);
    const error = await downloadModelFile({ url, destination, maxBytes: 1_000_000, expectedSha256: 'b'.repeat(64) }).catch((caught: unknown) => caught);
    expect((error as ModelDownloadError).message).toContain('is not the one the catalogue gives');
    expect(existsSync(partPathOf(destination))).toBe(false);
  });

  it('refuses a file for which no SHA-256 is known or announced', async () => {
    const { url, destination } = setUp('unsigned.gguf', 50_000, { announcedSha256: null });
    const error = await downloadModelFile({ url, destination, maxBytes: 1_000_000 }).catch((caught: unknown) => caught);
    expect((error as ModelDownloadError).reason).toBe('no-checksum');
    expect(existsSync(destination)).toBe(false);
  });

  it('deletes the part and says the disk is full when a write fails with ENOSPC', async () => {
    const { url, destination } = setUp('full.gguf', 300_000);
    let written = 0;
    const error = await downloadModelFile({
      url,
      destination,
      maxBytes: 1_000_000,
      openPart: async (path) => ({
        async write(chunk) {
          if (written + chunk.length > 100_000) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          written += chunk.length;
          writeFileSync(path, chunk, { flag: 'a' });
        },
        async close() {},
      }),
    }).catch((caught: unknown) => caught);
    expect((error as ModelDownloadError).reason).toBe('disk-full');
    expect((error as ModelDownloadError).message).toContain('is full. Free some space');
    expect(existsSync(partPathOf(destination))).toBe(false);
    expect(existsSync(destination)).toBe(false);
  });

  it('stops a file larger than the catalogue allows before writing it', async () => {
    const { url, destination } = setUp('huge.gguf', 200_000);
    const error = await downloadModelFile({ url, destination, maxBytes: 100_000 }).catch((caught: unknown) => caught);
    expect((error as ModelDownloadError).reason).toBe('too-large');
    expect(existsSync(partPathOf(destination))).toBe(false);
  });

  it('runs one download of a file at a time', async () => {
    const { url, destination } = setUp('once.gguf', 300_000);
    // Whichever takes the file's lock first downloads; the other is told the model is busy.
    const outcomes = await Promise.allSettled([downloadModelFile({ url, destination, maxBytes: 1_000_000 }), downloadModelFile({ url, destination, maxBytes: 1_000_000 })]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused?.reason as ModelDownloadError | undefined)?.reason).toBe('busy');
    expect(existsSync(destination)).toBe(true);
  });
});
