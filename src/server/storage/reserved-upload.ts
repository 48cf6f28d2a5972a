// One upload written under a space reservation (space-reservation.ts), as the source files and the twin's locker take
// them: room is held before the first byte is written, the bytes stream to storage while the reservation grows to
// cover them and a sniffer watches their content, and `discard` removes the bytes and gives the room back when
// anything fails before the upload's row is in.
import type { Readable } from 'node:stream';
import type { FileStorage, StoredObject } from './file-storage.ts';
import type { SpaceReservation } from '../lib/space-reservation.ts';

/** What watches an upload's bytes as they stream in (its type by content). */
export interface ChunkWatcher {
  update(chunk: Buffer): void;
}

export function startReservedUpload(storage: FileStorage) {
  let reservation: SpaceReservation | undefined;
  let key: string | undefined;
  return {
    /** Holds what `reserve` answers, then streams `stream` to storage within it, showing every chunk to `watcher`. */
    async store<Watcher extends ChunkWatcher>(
      upload: { stream: Readable; maxBytes: number },
      reserve: () => Promise<SpaceReservation>,
      watcher: Watcher,
    ): Promise<StoredObject & { sniffer: Watcher }> {
      reservation = await reserve();
      const held = reservation;
      const stored = await storage.putStream(upload.stream, {
        maxBytes: upload.maxBytes,
        onChunk: async (chunk, total) => {
          watcher.update(chunk);
          await held.cover(total);
        },
      });
      key = stored.key;
      return { ...stored, sniffer: watcher };
    },
    /** The file is what its row will say: the reservation shrinks to its size, which deleting the row gives back. */
    settle: async (sizeBytes: number) => {
      await reservation?.settle(sizeBytes);
    },
    /** The row is in: its bytes and their room are the row's now (deleting it gives them back). */
    keep() {
      reservation = undefined;
      key = undefined;
    },
    /** Removes the stored bytes and gives back all the room held; nothing when nothing was stored or reserved yet. */
    async discard() {
      if (key) await storage.remove(key);
      await reservation?.release();
    },
  };
}
