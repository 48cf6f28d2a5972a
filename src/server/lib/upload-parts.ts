// What the multipart form readers of the files and twin features share: the sink a file part streams into, and the
// small helpers around @fastify/multipart's parts.
import type { Readable } from 'node:stream';

/** Writes one file part's bytes somewhere and says what was kept; called once, while the request streams in. */
export type UploadSink<Stored> = (file: { filename: string; stream: Readable; maxBytes: number }) => Promise<Stored>;

/** The parser's errors carry a `code` (FST_REQ_FILE_TOO_LARGE, FST_FILES_LIMIT, …). */
export function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

/** Drains a file part nobody stores: the parser needs each file consumed before it yields the next part. */
export async function discardPart(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const chunk of stream) void chunk;
}
