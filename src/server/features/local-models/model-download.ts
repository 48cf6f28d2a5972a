// Downloads one model file: streamed to <file>.part beside it, hashed (SHA-256) while written, resumed with an HTTP
// Range after a cut (a part left by an earlier run is hashed again first), stopped past the catalogue's size, and
// renamed to <file> only when its hash matches: the catalogue's where it has one, and the one the hub announces
// (Hugging Face's `X-Linked-Etag` on /resolve/ URLs). A bad hash or a full disk deletes the part and says so.
// One download per file at a time, across processes: <file>.part.lock holds the downloading process's id.
import { createHash } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { hashExistingPart, openPartFile, partPathOf, tryAcquireLock, type PartWriter } from './model-part-file.ts';

export type ModelDownloadFailure = 'busy' | 'checksum' | 'no-checksum' | 'disk-full' | 'too-large' | 'not-a-model' | 'http' | 'network';

/** A download that did not end in a model file; `message` is for the operator, in plain words. */
export class ModelDownloadError extends Error {
  constructor(
    readonly reason: ModelDownloadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ModelDownloadError';
  }
}

/** Writing the part failed for a reason other than a full disk: not a cut connection, so not resumed. */
class PartWriteError extends Error {
  constructor(override readonly cause: unknown) {
    super('The partial file could not be written.');
  }
}

export interface DownloadProgress {
  receivedBytes: number;
  /** Null until the server says how big the file is. */
  totalBytes: number | null;
  state: 'downloading' | 'verifying';
}

export interface DownloadOptions {
  url: string;
  /** The finished file, e.g. DATA_DIR/models/<name>.gguf. */
  destination: string;
  maxBytes: number;
  /** The file's SHA-256 where it is known beforehand (lower-case hex). */
  expectedSha256?: string | undefined;
  onProgress?: (progress: DownloadProgress) => void;
  /** Stops the download and keeps the part, so a later one resumes it. */
  signal?: AbortSignal;
  /** Attempts to carry on after a dropped connection within one call. */
  maxResumes?: number;
  resumeDelayMs?: number;
  openPart?: (path: string) => Promise<PartWriter>;
}

export interface DownloadResult {
  path: string;
  sizeBytes: number;
  sha256: string;
}

const MAX_REDIRECTS = 10;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const GGUF_MAGIC = Buffer.from('GGUF', 'ascii');

/** The SHA-256 an Etag announces: Hugging Face's X-Linked-Etag of a stored file is its quoted hex hash. */
function announcedSha256(headers: Headers): string | undefined {
  for (const name of ['x-linked-etag', 'etag']) {
    const value = headers.get(name)?.replace(/^W\//, '').replaceAll('"', '').trim().toLowerCase();
    if (value && SHA256_HEX.test(value)) return value;
  }
  return undefined;
}

/** The whole file's size from a 206's Content-Range or a 200's Content-Length; null when neither says. */
function totalSizeOf(response: Response, offset: number): number | null {
  const range = response.headers.get('content-range')?.match(/\/(\d+)\s*$/);
  if (range) return Number(range[1]);
  const length = response.headers.get('content-length');
  return length !== null && /^\d+$/.test(length) ? (response.status === 206 ? offset : 0) + Number(length) : null;
}

interface Opened {
  response: Response;
  sha256: string | undefined;
  linkedSize: number | undefined;
}

/** GETs `url` from `offset`, following redirects by hand so the hub's announcements on the first answer are kept. */
async function openAt(url: string, offset: number, signal: AbortSignal | undefined): Promise<Opened> {
  let current = url;
  let sha256: string | undefined;
  let linkedSize: number | undefined;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    let response: Response;
    try {
      response = await fetch(current, { redirect: 'manual', headers: offset > 0 ? { range: `bytes=${offset}-` } : {}, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new ModelDownloadError('network', `Could not reach ${new URL(current).host}: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}. Check the network and try again; the download resumes where it stopped.`);
    }
    sha256 ??= announcedSha256(response.headers);
    const size = response.headers.get('x-linked-size');
    if (linkedSize === undefined && size && /^\d+$/.test(size)) linkedSize = Number(size);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      current = new URL(location, current).href;
      continue;
    }
    return { response, sha256, linkedSize };
  }
  throw new ModelDownloadError('http', `The download address redirected more than ${MAX_REDIRECTS} times.`);
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1_000_000).toLocaleString('en-GB')} MB`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Downloads `url` to `destination` as the file header describes; throws a ModelDownloadError when no model file results. */
export async function downloadModelFile(options: DownloadOptions): Promise<DownloadResult> {
  const { url, destination, maxBytes, onProgress, signal, maxResumes = 5, resumeDelayMs = 1000, openPart = openPartFile } = options;
  const expected = options.expectedSha256?.toLowerCase();
  const partPath = partPathOf(destination);
  await mkdir(dirname(destination), { recursive: true });
  const releaseLock = await tryAcquireLock(destination);
  if (!releaseLock) throw new ModelDownloadError('busy', 'This model is already being downloaded. Wait for that download to finish.');
  try {
    // A part left by an earlier run is hashed again: the SHA-256 covers the whole file, not only what arrives now.
    let { hash, bytes: received } = await hashExistingPart(partPath);
    let total: number | null = null;
    let announced: string | undefined;
    let resumes = 0;

    const discard = async (error: ModelDownloadError): Promise<never> => {
      await rm(partPath, { force: true });
      throw error;
    };

    for (;;) {
      signal?.throwIfAborted();
      const opened = await openAt(url, received, signal);
      const { response } = opened;
      announced ??= opened.sha256;
      if (response.status === 416 && received > 0) {
        // The part is already the whole file (the cut came after its last byte); otherwise start again.
        const size = opened.linkedSize ?? Number(response.headers.get('content-range')?.match(/\/(\d+)/)?.[1] ?? NaN);
        await response.body?.cancel();
        if (size === received) {
          total = size;
          break;
        }
        await rm(partPath, { force: true });
        ({ hash, bytes: received } = await hashExistingPart(partPath));
        continue;
      }
      if (response.status !== 200 && response.status !== 206) {
        await response.body?.cancel();
        throw new ModelDownloadError('http', `The download server answered ${response.status} for ${new URL(url).pathname.split('/').pop() ?? url}.`);
      }
      if (response.status === 200 && received > 0) {
        // The server sent the whole file instead of the rest: the part is replaced.
        await rm(partPath, { force: true });
        hash = createHash('sha256');
        received = 0;
      }
      total = totalSizeOf(response, received) ?? opened.linkedSize ?? total;
      if (total !== null && total > maxBytes) {
        await response.body?.cancel();
        return await discard(new ModelDownloadError('too-large', `The file is ${megabytes(total)}, more than the ${megabytes(maxBytes)} this model should be. It was not downloaded.`));
      }
      onProgress?.({ receivedBytes: received, totalBytes: total, state: 'downloading' });

      let writer: PartWriter;
      try {
        writer = await openPart(partPath);
      } catch (error) {
        await response.body?.cancel();
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return await discard(diskFull(destination));
        throw error;
      }
      let isCut = false;
      const reader = response.body?.getReader();
      try {
        if (!reader) throw new Error('no body');
        for (;;) {
          const { done, value: chunk } = await reader.read();
          if (done) break;
          if (received + chunk.length > maxBytes) {
            return await discard(new ModelDownloadError('too-large', `The download passed ${megabytes(maxBytes)}, more than this model should be. The partial file was deleted.`));
          }
          try {
            await writer.write(chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return await discard(diskFull(destination));
            throw new PartWriteError(error);
          }
          hash.update(chunk);
          received += chunk.length;
          onProgress?.({ receivedBytes: received, totalBytes: total, state: 'downloading' });
        }
      } catch (error) {
        if (error instanceof ModelDownloadError) throw error;
        if (error instanceof PartWriteError) throw error.cause;
        if (signal?.aborted) throw signal.reason;
        // Anything else went wrong with the connection while reading: carry on from the last byte written.
        isCut = true;
      } finally {
        // Stopped early (too large, disk full): the connection is closed too.
        await reader?.cancel().catch(() => undefined);
        await writer.close();
      }
      // A connection that ended before the announced size is a cut, like one that failed.
      if (!isCut && (total === null || received >= total)) break;
      resumes += 1;
      if (resumes > maxResumes) {
        throw new ModelDownloadError('network', `The connection kept dropping (${megabytes(received)} of ${total === null ? 'the file' : megabytes(total)} received). Run the download again: it resumes where it stopped.`);
      }
      await sleep(resumeDelayMs * resumes);
      // `hash` continues with the bytes already counted; the next request asks for the rest.
      const onDisk = (await stat(partPath).catch(() => null))?.size ?? 0;
      if (onDisk !== received) ({ hash, bytes: received } = await hashExistingPart(partPath));
    }

    onProgress?.({ receivedBytes: received, totalBytes: total, state: 'verifying' });
    const sha256 = hash.digest('hex');
    if (!expected && !announced) {
      return await discard(new ModelDownloadError('no-checksum', 'The download server announced no SHA-256 for this file, so it cannot be checked. The file was deleted.'));
    }
    for (const [wanted, source] of [
      [expected, 'the catalogue'],
      [announced, 'the download server'],
    ] as const) {
      if (wanted && wanted !== sha256) {
        return await discard(new ModelDownloadError('checksum', `The downloaded file's SHA-256 (${sha256}) is not the one ${source} gives (${wanted}): the file was damaged or changed on the way, and was deleted. Run the download again.`));
      }
    }
    const head = Buffer.alloc(GGUF_MAGIC.length);
    const handle = await open(partPath, 'r');
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
    if (!head.equals(GGUF_MAGIC)) return await discard(new ModelDownloadError('not-a-model', 'The downloaded file is not a GGUF model file. It was deleted.'));
    await rename(partPath, destination);
    return { path: destination, sizeBytes: received, sha256 };
  } finally {
    await releaseLock();
  }
}

function diskFull(destination: string): ModelDownloadError {
  return new ModelDownloadError('disk-full', `The disk holding ${dirname(destination)} is full. Free some space (or set DATA_DIR to a larger disk) and run the download again. The partial file was deleted.`);
}
