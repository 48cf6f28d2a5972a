// A stand-in for Hugging Face on 127.0.0.1, for the model downloader's tests: /<repo>/resolve/main/<file> answers
// 302 with `X-Linked-Etag: "<sha256>"` and `X-Linked-Size`, like the hub, to /cdn/<file>, which serves the bytes with
// HTTP Range. It can cut the connection part-way (once) and announce a wrong hash.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HubFile {
  bytes: Buffer;
  /** Cut the connection after this many bytes of the first answer that sends the file's bytes. */
  cutAfterBytes?: number;
  /** The hash announced instead of the true one. */
  announcedSha256?: string | null;
  /** Send the bytes in pieces of this size with a pause between them, like a slow network (the page's progress bar). */
  trickle?: { chunkBytes: number; delayMs: number };
}

export interface TestModelHub {
  url: string;
  files: Map<string, HubFile>;
  /** The Range header of every request to /cdn/, in order ('' when none). */
  ranges: string[];
  stop(): Promise<void>;
}

/** Bytes that look like a GGUF model file (the magic, then filler). */
export function buildGgufBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + seed * 17) % 251;
  bytes.write('GGUF', 0, 'ascii');
  return bytes;
}

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Listens on `port` (0: any free one). */
export async function startTestModelHub(port = 0): Promise<TestModelHub> {
  const files = new Map<string, HubFile>();
  const ranges: string[] = [];

  function serveBytes(request: IncomingMessage, response: ServerResponse, file: HubFile) {
    const range = request.headers.range ?? '';
    ranges.push(range);
    const match = /^bytes=(\d+)-$/.exec(range);
    const start = match ? Number(match[1]) : 0;
    if (start >= file.bytes.length && match) {
      response.writeHead(416, { 'content-range': `bytes */${file.bytes.length}` }).end();
      return;
    }
    const body = file.bytes.subarray(start);
    response.writeHead(match ? 206 : 200, {
      'content-length': String(body.length),
      'content-type': 'application/octet-stream',
      ...(match ? { 'content-range': `bytes ${start}-${file.bytes.length - 1}/${file.bytes.length}` } : {}),
    });
    if (file.cutAfterBytes !== undefined && file.cutAfterBytes < body.length) {
      const cut = file.cutAfterBytes;
      delete file.cutAfterBytes;
      response.write(body.subarray(0, cut), () => setTimeout(() => response.socket?.destroy(), 20));
      return;
    }
    if (file.trickle) {
      const { chunkBytes, delayMs } = file.trickle;
      let offset = 0;
      const next = () => {
        if (response.destroyed) return;
        if (offset >= body.length) return void response.end();
        response.write(body.subarray(offset, offset + chunkBytes));
        offset += chunkBytes;
        setTimeout(next, delayMs);
      };
      next();
      return;
    }
    response.end(body);
  }

  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://hub').pathname);
    const resolve = /^\/(.+)\/resolve\/main\/([^/]+)$/.exec(path);
    if (resolve) {
      const file = files.get(resolve[2]!);
      if (!file) return void response.writeHead(404).end('Entry not found');
      const announced = file.announcedSha256 === undefined ? sha256Of(file.bytes) : file.announcedSha256;
      response
        .writeHead(302, {
          location: `/cdn/${encodeURIComponent(resolve[2]!)}`,
          ...(announced ? { 'x-linked-etag': `"${announced}"` } : {}),
          'x-linked-size': String(file.bytes.length),
        })
        .end();
      return;
    }
    const cdn = /^\/cdn\/([^/]+)$/.exec(path);
    const file = cdn ? files.get(cdn[1]!) : undefined;
    if (!file) return void response.writeHead(404).end();
    serveBytes(request, response, file);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    files,
    ranges,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
