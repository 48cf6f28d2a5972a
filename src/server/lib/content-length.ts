// The request body's declared size, for upload reservations: what a multipart body carries is no larger than it.
import type { FastifyRequest } from 'fastify';

/** The Content-Length header as a number, or undefined when it is absent (a chunked body) or not a plain integer. */
export function contentLengthOf(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header)) return undefined;
  return Number(header);
}
