// HTTP range requests (RFC 9110 §14) for files a browser plays: an <audio> or <video> element asks for pieces as it
// seeks, and Safari will not play a recording whose server does not answer them. One range per request is served.
import type { ByteRange } from './file-storage.ts';

/** What a `Range` header asks of a file of `sizeBytes`: the whole file, one range, or a range that cannot be served (416). */
export type RangeRequest = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Reads `bytes=start-end`, `bytes=start-` and `bytes=-suffix`. A header in another unit, malformed, or asking for
 * several ranges is ignored (the whole file is sent, as the RFC allows); a range wholly past the end is unsatisfiable.
 */
export function parseRange(header: string | undefined, sizeBytes: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || sizeBytes === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, sizeBytes - suffix), end: sizeBytes - 1 } };
  }
  const start = Number(first);
  if (start >= sizeBytes) return { kind: 'unsatisfiable' };
  const end = last === '' ? sizeBytes - 1 : Math.min(Number(last), sizeBytes - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', range: { start, end } };
}
