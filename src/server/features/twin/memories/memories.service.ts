// The memory locker's rules: what may be uploaded and how it is checked, what is read by a job afterwards, what the
// owner lists, opens and deletes, and what is logged.
import type { Readable } from 'node:stream';
import { type UpdateTwinMemoryInputSchema, type TwinMemoriesList, type TwinMemoriesQuery, type TwinMemory } from '../../../../shared/contracts/twin-memories.ts';
import { TWIN_MESSAGES } from '../../../../shared/contracts/twin-constants.ts';
import type { z } from 'zod';
import type { ByteRange } from '../../../storage/file-storage.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { isUuid } from '../../../../shared/uuid.ts';
import { createTwinAccess, lockerAllowanceOf } from '../shared/twin-access.ts';
import type { TwinRow } from '../shared/twin.repository.ts';
import { createLocker, openStoredFile, uploadFailure, type StoredMemoryFile, type TwinUploadRequest } from './locker.ts';
import { queuePublicSummary } from '../profile/refresh-public-summary.job.ts';
import { createMemoriesRepository, isSpokenKind, toTwinMemory, type TwinMemoryRow } from './memories.repository.ts';
import { sanitizeMemoryFileName, unsupportedMemoryMessage } from './memory-content.ts';
import type { MemoryForm, MemoryFormFields } from './memory-forms.ts';
import { readMemoryJob } from './read-memory.job.ts';

type ServiceDeps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'storage' | 'speechSettings' | 'plans'>;

export function createMemoriesService(deps: ServiceDeps) {
  const { config, database, queue, storage, speechSettings } = deps;
  const access = createTwinAccess(deps);
  const locker = createLocker(deps);
  const repository = createMemoriesRepository(database.db);

  /** A typed memory: its length is held in the locker (conditionally, as any upload) in the same step as it is known. */
  async function addTextMemory(twin: TwinRow, fields: MemoryFormFields): Promise<TwinMemory> {
    if (!fields.text) throw badRequest(TWIN_MESSAGES.noText);
    const sizeBytes = Buffer.byteLength(fields.text);
    const reservation = await locker.reserve(twin.id, { upfrontBytes: sizeBytes, maxBytes: sizeBytes, minimumBytes: sizeBytes });
    try {
      const row = await repository.insertMemory({
        twinId: twin.id,
        kind: 'text',
        title: fields.title,
        memoryDate: fields.date,
        visibility: fields.visibility,
        caption: fields.caption,
        sizeBytes,
        mimeType: 'text/plain; charset=utf-8',
        text: fields.text,
        textStatus: 'ready',
      });
      await access.log(twin.id, 'memory_added', 'memoryAdded', { title: row.title });
      if (row.visibility === 'public') await queuePublicSummary(queue, twin.userId, twin);
      return toTwinMemory(row);
    } catch (error) {
      await reservation.release();
      throw error;
    }
  }

  return {
    async listMemories(caller: AccessClaims, query: { q?: string | undefined; sort: NonNullable<TwinMemoriesQuery['sort']> }): Promise<TwinMemoriesList> {
      const twin = await access.findTwin(caller);
      if (!twin) {
        const storage = await deps.plans.storageOf(caller.userId);
        return { memories: [], storage: { used_bytes: 0, allowance_bytes: (storage.hasPackage ? config.twin.lockerBytes : 0) + storage.boughtBytes } };
      }
      const rows = await repository.listMemories(twin.id, query);
      // The counter uploads reserve against: what is stored, plus uploads under way.
      return { memories: rows.map(toTwinMemory), storage: { used_bytes: twin.lockerBytes, allowance_bytes: lockerAllowanceOf(config, twin, await deps.plans.storageOf(twin.userId)) } };
    },

    /**
     * A typed memory, or a file streamed to storage inside the locker's allowance (held before the first byte is
     * written) and checked by its content on the way; any failure removes the bytes and gives the room back. A public
     * one queues a new public summary, so visitors' summary speaks of it too.
     */
    async addMemory(caller: AccessClaims, request: TwinUploadRequest<MemoryForm<StoredMemoryFile>>): Promise<TwinMemory> {
      const { twin } = await access.ensureTwin(caller);
      const upload = locker.startUpload(twin.id, request.bodyBytes);
      try {
        const { fields, file } = await request.readForm(upload.sink);
        if (fields.kind === 'text') {
          // A file sent with a typed memory is not kept.
          await upload.discard();
          return await addTextMemory(twin, fields);
        }
        if (!file) throw badRequest(TWIN_MESSAGES.noFile);
        const { stored } = file;
        if (stored.sizeBytes === 0) throw badRequest(TWIN_MESSAGES.emptyFile);
        const filename = sanitizeMemoryFileName(file.filename);
        const content = stored.sniffer.detect(fields.kind, filename);
        if (!content) throw new HttpError(415, unsupportedMemoryMessage(fields.kind));
        await upload.settle(stored.sizeBytes);
        const needsReading = fields.kind === 'document' || (isSpokenKind(fields.kind) && (await speechSettings.get()).speechToText.engine === 'provider');
        const row = await queue.transaction(async (tx, enqueue) => {
          const inserted = await createMemoriesRepository(tx).insertMemory({
            twinId: twin.id,
            kind: fields.kind,
            title: fields.title,
            memoryDate: fields.date,
            visibility: fields.visibility,
            caption: fields.caption,
            filename,
            storageKey: stored.key,
            sizeBytes: stored.sizeBytes,
            mimeType: content.mimeType,
            textStatus: needsReading ? 'pending' : 'none',
          });
          if (needsReading) await enqueue(readMemoryJob, { userId: caller.userId, memoryId: inserted.id });
          return inserted;
        });
        upload.keep();
        await access.log(twin.id, 'memory_added', 'memoryAdded', { title: row.title });
        if (row.visibility === 'public') await queuePublicSummary(queue, caller.userId, twin);
        return toTwinMemory(row);
      } catch (error) {
        await upload.discard();
        throw uploadFailure(error);
      }
    },

    /**
     * The owner's edit of a memory's title, date, caption, visibility, or (a voice note's or video's) transcript. A
     * typed transcript is the memory's text from then on, and the summary and chat read it; a change that touches
     * what visitors may hear queues a new public summary.
     */
    async updateMemory(caller: AccessClaims, memoryId: string, input: z.output<typeof UpdateTwinMemoryInputSchema>): Promise<TwinMemory> {
      const twin = await access.requireTwin(caller);
      const previous = isUuid(memoryId) ? await repository.findMemory(twin.id, memoryId) : undefined;
      if (!previous) throw notFound(TWIN_MESSAGES.memoryNotFound);
      if (input.transcript !== undefined && !isSpokenKind(previous.kind)) throw badRequest(TWIN_MESSAGES.transcriptNotSpoken);
      const values: Parameters<typeof repository.updateMemory>[2] = {};
      if (input.title !== undefined) values.title = input.title;
      if (input.date !== undefined) values.memoryDate = input.date === '' ? null : input.date;
      if (input.caption !== undefined) values.caption = input.caption === '' ? null : input.caption;
      if (input.visibility !== undefined) values.visibility = input.visibility;
      if (input.transcript !== undefined) {
        values.text = input.transcript === '' ? null : input.transcript;
        values.textStatus = input.transcript === '' ? 'none' : 'ready';
      }
      const row = await repository.updateMemory(twin.id, previous.id, values);
      if (!row) throw notFound(TWIN_MESSAGES.memoryNotFound);
      await access.log(twin.id, 'memory_edited', 'memoryEdited', { title: row.title });
      if (touchesPublic(previous, row)) await queuePublicSummary(queue, caller.userId, twin);
      return toTwinMemory(row);
    },

    /** The row and its bytes; a public one's words leave the public summary as it is written again. */
    async deleteMemory(caller: AccessClaims, memoryId: string): Promise<void> {
      const twin = await access.requireTwin(caller);
      const row = isUuid(memoryId) ? await repository.deleteMemory(twin.id, memoryId) : undefined;
      if (!row) throw notFound(TWIN_MESSAGES.memoryNotFound);
      if (row.storageKey) await storage.remove(row.storageKey);
      await access.log(twin.id, 'memory_deleted', 'memoryDeleted', { title: row.title });
      if (row.visibility === 'public') await queuePublicSummary(queue, caller.userId, twin);
    },

    /**
     * The memory's original bytes, for the owner: `pickRange` is told the file's size and answers which bytes to send
     * (all when it answers undefined), so a player can seek without the whole file being read.
     */
    async openMemory(
      caller: AccessClaims,
      memoryId: string,
      pickRange: (sizeBytes: number) => ByteRange | undefined = () => undefined,
    ): Promise<{ filename: string; mimeType: string; sizeBytes: number; range: ByteRange | undefined; stream: Readable }> {
      const twin = await access.requireTwin(caller);
      const row = isUuid(memoryId) ? await repository.findMemory(twin.id, memoryId) : undefined;
      if (!row?.storageKey) throw notFound(TWIN_MESSAGES.memoryNotFound);
      const range = pickRange(row.sizeBytes);
      return {
        filename: row.filename ?? 'memory',
        mimeType: row.mimeType ?? 'application/octet-stream',
        sizeBytes: row.sizeBytes,
        range,
        stream: await openStoredFile(storage, row.storageKey, TWIN_MESSAGES.memoryNotFound, range),
      };
    },
  };
}

/** Whether an edit changes what visitors may hear: a public memory's words, or its visibility to or from public. */
function touchesPublic(before: TwinMemoryRow, after: TwinMemoryRow): boolean {
  if (before.visibility !== after.visibility) return before.visibility === 'public' || after.visibility === 'public';
  return after.visibility === 'public' && (before.title !== after.title || before.caption !== after.caption || before.text !== after.text);
}

export type MemoriesService = ReturnType<typeof createMemoriesService>;
