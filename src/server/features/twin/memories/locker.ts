// The memory locker's room: every upload (a memory, a spoken answer) holds its bytes against the twin's allowance
// before the first one is written, streams them to storage while watching their content, and gives the room and the
// bytes back when anything fails before its row is in.
import type { Readable } from 'node:stream';
import { isForeignKeyViolation } from '../../../lib/db-errors.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { startReservedUpload } from '../../../storage/reserved-upload.ts';
import { reserveSpace, type SpaceReservation } from '../../../lib/space-reservation.ts';
import type { UploadSink } from '../../../lib/upload-parts.ts';
import type { ByteRange } from '../../../storage/file-storage.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { lockerAllowanceOf } from '../shared/twin-access.ts';
import { createTwinRepository } from '../shared/twin.repository.ts';
import { createMemoriesRepository } from './memories.repository.ts';
import { createMemorySniffer } from './memory-content.ts';

const TWIN_DELETED = 'Your Engram was deleted, so the upload was not kept.';

/** A memory file as it was streamed to storage, with what its content looked like on the way. */
export interface StoredMemoryFile {
  key: string;
  sizeBytes: number;
  sniffer: ReturnType<typeof createMemorySniffer>;
}

/** What the route hands the service for an upload: the request's size and the reader that streams its file part to a sink. */
export interface TwinUploadRequest<Form> {
  /** The request body's Content-Length, when sent: the file it carries is no larger. */
  bodyBytes: number | undefined;
  readForm(store: UploadSink<StoredMemoryFile>): Promise<Form>;
}

/** A stored file's bytes as a route sends them; a file missing from storage is the memory's 404. */
export async function openStoredFile(storage: FeatureDeps['storage'], key: string, missing: string, range?: ByteRange): Promise<Readable> {
  try {
    return await storage.stream(key, range);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') throw notFound(missing);
    throw error;
  }
}

/** The answer for an upload that failed after its bytes were kept: a twin deleted meanwhile is a 404, not a 500. */
export function uploadFailure(error: unknown): unknown {
  return isForeignKeyViolation(error) ? notFound(TWIN_DELETED) : error;
}

export function createLocker({ config, database, storage, plans }: Pick<FeatureDeps, 'config' | 'database' | 'storage' | 'plans'>) {
  const twins = createTwinRepository(database.db);
  const memories = createMemoriesRepository(database.db);

  /** 413 with what is left in the locker (and what the memory needs, when known), or 404 when the twin went meanwhile. */
  async function lockerFull(twinId: string, sizeBytes?: number): Promise<HttpError> {
    const twin = await twins.findTwinById(twinId);
    if (!twin) return notFound(TWIN_DELETED);
    const allowance = lockerAllowanceOf(config, twin, await plans.storageOf(twin.userId));
    const left = Math.max(0, allowance - twin.lockerBytes);
    const figures = { left: { bytes: left }, allowance: { bytes: allowance } };
    // A refund or a lost dispute can leave more stored than allowed: nothing is deleted, new uploads wait for room.
    if (sizeBytes === undefined) return new HttpError(413, { key: 'errors.lockerFull', values: figures });
    return new HttpError(413, { key: 'errors.lockerFullFor', values: { ...figures, size: { bytes: sizeBytes } } });
  }

  /** Holds room in the locker (lib/space-reservation.ts says why parallel uploads cannot pass the allowance). */
  function reserve(twinId: string, sizes: { upfrontBytes: number; maxBytes: number; minimumBytes?: number }): Promise<SpaceReservation> {
    return reserveSpace(
      {
        tryAdd: async (bytes) => {
          // The allowance now (the package's storage and what was bought), then the conditional raise against it.
          const twin = await twins.findTwinById(twinId);
          if (!twin) return false;
          return memories.addLockerBytes(twinId, bytes, lockerAllowanceOf(config, twin, await plans.storageOf(twin.userId)));
        },
        subtract: (bytes) => memories.subtractLockerBytes(twinId, bytes),
        noRoom: () => lockerFull(twinId, sizes.minimumBytes),
      },
      sizes,
    );
  }

  /**
   * One upload into the locker: the sink holds room before the first byte is written, streams the bytes to storage
   * while growing the reservation and watching the content, and `discard` undoes both when anything fails later
   * (storage/reserved-upload.ts).
   */
  function startUpload(twinId: string, bodyBytes: number | undefined) {
    const upload = startReservedUpload(storage);
    const sink: UploadSink<StoredMemoryFile> = ({ stream, maxBytes }) =>
      upload.store({ stream, maxBytes }, () => reserve(twinId, { upfrontBytes: bodyBytes ?? maxBytes, maxBytes }), createMemorySniffer());
    return { sink, settle: upload.settle, keep: upload.keep, discard: upload.discard };
  }

  return { reserve, startUpload };
}
