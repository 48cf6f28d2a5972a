// Upload bodies and stored bytes for route tests: multipart bodies written by hand, so a test sends exactly the bytes
// and names it means, and the blobs a storage folder holds afterwards.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A form field, or a file with its name and (by default application/octet-stream) type. */
export type MultipartPart = { name: string; value: string } | { name: string; filename: string; content: Buffer | string; contentType?: string };

/** A multipart/form-data body with its content-type header; a `"` in a file name is escaped as browsers do. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----engram-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename.replaceAll('"', '\\"')}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`, 'utf8'));
    const content = 'filename' in part ? part.content : part.value;
    chunks.push(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every stored blob under a storage folder. */
export function storedBlobs(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/**
 * Sends every upload at once, each with its Content-Length, holding each body's last bytes back until all of them are
 * under way: the requests then race through their checks together, as parallel uploads of big files do.
 */
export async function injectTogether(
  app: FastifyInstance,
  uploads: { url: string; body: ReturnType<typeof multipart>; cookie: string }[],
): Promise<LightMyRequestResponse[]> {
  const streams = uploads.map(() => new PassThrough());
  const responses = uploads.map(({ url, body, cookie }, index) =>
    app.inject({ method: 'POST', url, payload: streams[index], headers: { ...body.headers, 'content-length': String(body.payload.length), cookie } }),
  );
  uploads.forEach(({ body }, index) => streams[index]!.write(body.payload.subarray(0, body.payload.length - 64)));
  await new Promise((resolve) => setTimeout(resolve, 100));
  uploads.forEach(({ body }, index) => streams[index]!.end(body.payload.subarray(body.payload.length - 64)));
  return Promise.all(responses);
}
