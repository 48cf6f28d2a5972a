// Upload bodies and stored bytes for route tests: multipart bodies written by hand, so a test sends exactly the bytes
// and names it means, and the blobs a storage folder holds afterwards.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';

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
