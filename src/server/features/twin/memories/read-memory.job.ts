// twin.read-memory: the text of an uploaded memory, so the twin can speak from it: a document's text through the
// files extraction task in a worker thread, the words of a voice note, a video or a spoken answer through the speech
// provider when one is configured (retried; the memory stays either way, and its owner can type what was said).
import { z } from 'zod';
import { createProviderSpeech } from '../../../ai/speech-client.ts';
import { DEFAULT_JOB_RETRY, defineJob, EXTRACTION_JOB_EXPIRY } from '../../../jobs/define-job.ts';
import { WorkerTaskError } from '../../../lib/worker-pool.ts';
import type { FileType } from '../../../../shared/contracts/files.ts';
import { createAnswersRepository } from '../profile/answers.repository.ts';
import { createMemoriesRepository, isSpokenKind } from './memories.repository.ts';
import { extensionOf } from './memory-content.ts';


export const readMemoryJob = defineJob({
  name: 'twin.read-memory',
  payload: z.object({ userId: z.uuid(), memoryId: z.uuid() }),
  // Longer than EXTRACT_TIMEOUT_MS can be, so only a process that died makes this job expire.
  expireInSeconds: EXTRACTION_JOB_EXPIRY,
  async run({ memoryId }, { db, storage, cpu, config, speechSettings, log, attempt }): Promise<{ memory_id: string; text_status: string }> {
    const repository = createMemoriesRepository(db);
    const memory = await repository.findMemoryById(memoryId);
    // Deleted meanwhile, or already read by an earlier try.
    if (!memory || memory.textStatus !== 'pending' || !memory.storageKey) return { memory_id: memoryId, text_status: memory?.textStatus ?? 'deleted' };
    try {
      const bytes = await storage.read(memory.storageKey);
      if (memory.kind === 'document') {
        const outcome = await cpu.run(
          'files.extract-text',
          { fileType: extensionOf(memory.filename ?? '') as FileType, bytes, limits: config.extraction },
          { timeoutMs: config.extraction.timeoutMs },
        );
        if (!outcome.ok) log.info({ memoryId, reason: outcome.message }, 'memory document could not be read');
        await repository.setMemoryText(memoryId, outcome.ok ? { text: outcome.text, textStatus: 'ready' } : { text: null, textStatus: 'failed' });
        return { memory_id: memoryId, text_status: outcome.ok ? 'ready' : 'failed' };
      }
      const speech = isSpokenKind(memory.kind) ? await speechSettings.get() : null;
      if (speech?.speechToText.engine === 'provider') {
        const text = (await createProviderSpeech(speech).transcribe(bytes, 'en-US')).trim();
        await repository.setMemoryText(memoryId, { text: text || null, textStatus: text ? 'ready' : 'none' });
        // A recorded interview answer whose transcript was not ready when it was saved takes it now.
        if (text) await createAnswersRepository(db).fillSpokenAnswer(memoryId, text);
        return { memory_id: memoryId, text_status: text ? 'ready' : 'none' };
      }
      await repository.setMemoryText(memoryId, { text: null, textStatus: 'none' });
      return { memory_id: memoryId, text_status: 'none' };
    } catch (error) {
      // The memory itself is kept either way; only its text is missing.
      const isHopeless = error instanceof WorkerTaskError && (error.reason === 'timeout' || error.reason === 'out-of-memory');
      if (isHopeless || attempt >= DEFAULT_JOB_RETRY.limit) {
        log.warn({ err: error, memoryId }, 'memory text could not be read');
        await repository.setMemoryText(memoryId, { text: null, textStatus: 'failed' });
        return { memory_id: memoryId, text_status: 'failed' };
      }
      throw error;
    }
  },
  async onFailed({ memoryId }, { db }) {
    const repository = createMemoriesRepository(db);
    const memory = await repository.findMemoryById(memoryId);
    if (memory?.textStatus === 'pending') await repository.setMemoryText(memoryId, { text: null, textStatus: 'failed' });
  },
});
