import type { FastifyReply } from 'fastify';

/**
 * `attachment` with both a plain fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987), so non-ASCII
 * names survive and no quote, backslash or line break in a name can break out of the header.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file the caller downloads: the name it is saved under and its content. */
export interface PrivateDownload {
  filename: string;
  body: string | Buffer;
}

/** A private download's headers: its type, the attachment with its name, and never kept by a cache on the way. */
export function asPrivateDownload(reply: FastifyReply, contentType: string, filename: string): FastifyReply {
  return reply.header('content-type', contentType).header('content-disposition', attachmentDisposition(filename)).header('cache-control', 'private, no-store');
}
