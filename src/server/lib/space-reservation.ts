// Holds room on a storage counter (a person's source files, a twin's locker) for an upload whose size is known only
// once its bytes have streamed in. Used by the services that accept uploads; the counters' queries are theirs.
//
// Why it cannot over-commit: the counter only ever grows through `tryAdd`, one conditional UPDATE
// (`… set used = used + n where used + n <= limit`), which PostgreSQL runs under the row's lock, so parallel uploads
// (on any number of server processes) are serialised on the counter itself, never on a sum read earlier. Bytes are
// written only while they are covered by what this reservation holds. When the upload ends, the reservation shrinks
// to the real size; when it fails, everything it holds goes back.
//
// How much to hold: first, as much as the upload can possibly be (the smaller of the per-upload limit and the
// request's Content-Length, which bounds the file it carries), so an upload that is accepted at the start can never
// run out of room half way and parallel uploads are decided first come, first served. When that much is not free
// (an upload that fits only by its real size, or a body without Content-Length), the reservation grows as bytes
// arrive, in steps, each step as conditional as the first.
import type { HttpError } from './http-errors.ts';

export interface SpaceCounter {
  /** Adds `bytes` when the total stays within the limit; false when it would not (or the owner row is gone). */
  tryAdd(bytes: number): Promise<boolean>;
  /** Gives `bytes` back. */
  subtract(bytes: number): Promise<void>;
  /** The answer when no room is left (413 with what is used and the limit, or 404 when the owner was deleted). */
  noRoom(): Promise<HttpError>;
}

/** Each growth past the first reservation asks for at least this much more, so a big upload makes few updates. */
export const RESERVATION_STEP_BYTES = 1024 * 1024;

export interface SpaceReservation {
  /** Bytes held on the counter now. */
  readonly heldBytes: number;
  /** Makes sure `totalBytes` are held; grows when needed, else throws `noRoom()`. */
  cover(totalBytes: number): Promise<void>;
  /** The upload is kept at `sizeBytes`: what was held beyond it goes back. */
  settle(sizeBytes: number): Promise<void>;
  /** The upload failed: everything held goes back. Safe to call more than once and after `settle`'s failure. */
  release(): Promise<void>;
}

/**
 * Starts a reservation; `upfrontBytes` is the most the upload can be. Throws `noRoom()` only when not even
 * `minimumBytes` fit (use it for what is known at once, such as a typed memory's length).
 */
export async function reserveSpace(counter: SpaceCounter, { upfrontBytes, maxBytes, minimumBytes = 0 }: { upfrontBytes: number; maxBytes: number; minimumBytes?: number }): Promise<SpaceReservation> {
  let held = 0;

  async function grow(target: number): Promise<boolean> {
    if (target <= held) return true;
    if (!(await counter.tryAdd(target - held))) return false;
    held = target;
    return true;
  }

  const upfront = Math.min(Math.max(upfrontBytes, minimumBytes), maxBytes);
  if (!(await grow(upfront)) && !(await grow(minimumBytes))) throw await counter.noRoom();

  return {
    get heldBytes() {
      return held;
    },
    async cover(totalBytes) {
      if (totalBytes <= held) return;
      const stepped = Math.min(maxBytes, Math.max(totalBytes, held + RESERVATION_STEP_BYTES));
      if (await grow(stepped)) return;
      if (stepped > totalBytes && (await grow(totalBytes))) return;
      throw await counter.noRoom();
    },
    async settle(sizeBytes) {
      if (held > sizeBytes) {
        const extra = held - sizeBytes;
        await counter.subtract(extra);
        held = sizeBytes;
      }
    },
    async release() {
      if (held === 0) return;
      const bytes = held;
      held = 0;
      await counter.subtract(bytes);
    },
  };
}
