// The interview: the twenty questions, typed and spoken answers and who may hear each, the General Personality
// summary (queued, and reset), and the owner's own chat with the twin. Every change to what the public may hear
// queues a new public summary.
import type { JobAccepted } from '../../../../shared/contracts/jobs.ts';
import { type Twin, type TwinAnswer, type TwinAudioAnswer, type TwinChatInput } from '../../../../shared/contracts/twin.ts';
import { TWIN_MESSAGES, TWIN_SPOKEN_REPLY_MAX_LENGTH, TWIN_SUMMARY_MIN_ANSWERS, type TwinAnswerVisibility } from '../../../../shared/contracts/twin-constants.ts';
import { wholeSentencesWithin } from '../../../../shared/speakable-text.ts';
import { getTwinQuestion, TWIN_QUESTIONS } from '../../../../shared/twin-questions.ts';
import { twinReplyTask } from '../../../ai/tasks/twin-reply/task.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createLocker, uploadFailure, type StoredMemoryFile, type TwinUploadRequest } from '../memories/locker.ts';
import { createMemoriesRepository } from '../memories/memories.repository.ts';
import { readMemoryJob } from '../memories/read-memory.job.ts';
import { createPublicRepository, SPOKEN_REPLY_TTL_MS } from '../public/public.repository.ts';
import { createTwinAccess } from '../shared/twin-access.ts';
import { createTwinRepository } from '../shared/twin.repository.ts';
import { createAnswersRepository, toTwinAnswer } from './answers.repository.ts';
import { withValidSources } from './public-summary.ts';
import { queuePublicSummary } from './refresh-public-summary.job.ts';
import { summarizeTwinJob } from './summarize-twin.job.ts';
import { toTwin } from './to-twin.ts';
import { loadTwinMaterial } from './twin-material.ts';

type ServiceDeps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'storage' | 'ai' | 'speechSettings' | 'speechVoices' | 'plans'>;

export function createInterviewService(deps: ServiceDeps) {
  const { config, database, queue, storage, ai, speechSettings, speechVoices } = deps;
  const access = createTwinAccess(deps);
  const locker = createLocker(deps);
  const repository = createAnswersRepository(database.db);
  const memories = createMemoriesRepository(database.db);

  return {
    questions() {
      return { questions: TWIN_QUESTIONS.map((question) => ({ ...question })) };
    },

    /** Saves the typed answer to question `number`; an empty text removes it (skipped). A new answer is private unless `visibility` says otherwise. */
    async saveAnswer(caller: AccessClaims, number: number, text: string, visibility?: TwinAnswerVisibility): Promise<TwinAnswer | null> {
      const { twin } = await access.ensureTwin(caller);
      const previous = await repository.findAnswer(twin.id, number);
      if (text === '') {
        await repository.deleteAnswer(twin.id, number);
        if (previous?.visibility === 'public') await queuePublicSummary(queue, caller.userId, twin);
        return null;
      }
      const row = await repository.upsertAnswer({ twinId: twin.id, number, text, visibility });
      await access.log(twin.id, 'answer', 'answered', { number });
      if (previous?.visibility === 'public' || row.visibility === 'public') await queuePublicSummary(queue, caller.userId, twin);
      return toTwinAnswer(row);
    },

    /** Who may hear the answer to question `number`: the owner alone, also released heirs, or anyone. */
    async setAnswerVisibility(caller: AccessClaims, number: number, visibility: TwinAnswerVisibility): Promise<TwinAnswer> {
      const twin = await access.requireTwin(caller);
      const previous = await repository.findAnswer(twin.id, number);
      if (!previous) throw notFound(TWIN_MESSAGES.answerNotFound);
      const row = await repository.setAnswerVisibility(twin.id, number, visibility);
      if (!row) throw notFound(TWIN_MESSAGES.answerNotFound);
      if (previous.visibility !== visibility) {
        await access.log(twin.id, 'answer', ({ private: 'answerPrivate', family: 'answerFamily', public: 'answerPublic' } as const)[visibility], { number });
        if (previous.visibility === 'public' || visibility === 'public') await queuePublicSummary(queue, caller.userId, twin);
      }
      return toTwinAnswer(row);
    },

    /**
     * Keeps the recording as a voice memory (streamed to storage inside the locker's allowance) and answers with its
     * transcript when a speech engine can make one.
     */
    async saveAudioAnswer(caller: AccessClaims, number: number, request: TwinUploadRequest<StoredMemoryFile>): Promise<TwinAudioAnswer> {
      const { twin } = await access.ensureTwin(caller);
      const upload = locker.startUpload(twin.id, request.bodyBytes);
      try {
        const audio = await request.readForm(upload.sink);
        if (audio.sizeBytes === 0) throw badRequest('The recording is empty.');
        const content = audio.sniffer.detect('voice', 'answer.webm') ?? audio.sniffer.detect('voice', 'answer.wav');
        if (!content) throw new HttpError(415, 'The recording must be WebM, Ogg, MP4 or WAV audio.');
        await upload.settle(audio.sizeBytes);

        let transcription: TwinAudioAnswer['transcription'] = 'no_engine';
        let message: string | null = 'No speech-to-text engine is configured on this server; the recording is kept with your answer. Type the answer too if you like.';
        let text = '';
        const speech = await speechSettings.get();
        if (speech.speechToText.engine === 'provider') {
          try {
            // Read back from storage for the provider: a recording is at most SPEECH_AUDIO_MAX_BYTES (10 MB).
            // Counted with the person's other transcriptions (SPEECH_CONCURRENT_PER_PERSON, on every instance).
            text = await speechVoices.transcribe(caller.userId, await storage.read(audio.key), 'en-US');
            transcription = 'transcribed';
            message = null;
          } catch (error) {
            transcription = 'failed';
            message = `The recording is kept and will be transcribed again shortly; it could not be transcribed now: ${error instanceof Error ? error.message : 'unknown error'}`;
          }
        }
        const question = getTwinQuestion(number);
        const extension = content.mimeType.split('/')[1] ?? 'webm';
        const memory = await memories.insertMemory({
          twinId: twin.id,
          kind: 'voice',
          title: `Answer to question ${number}: ${question?.text ?? ''}`.slice(0, 200),
          visibility: 'private',
          filename: `answer-${number}.${extension}`,
          storageKey: audio.key,
          sizeBytes: audio.sizeBytes,
          mimeType: content.mimeType,
          text: text || null,
          // A failed try is retried by twin.read-memory, which also gives the answer its transcript.
          textStatus: text ? 'ready' : transcription === 'failed' ? 'pending' : 'none',
        });
        upload.keep();
        try {
          // A transcript replaces the typed text; without one the typed text (if any) stays.
          const previous = (await repository.listAnswers(twin.id)).find((row) => row.number === number);
          const row = await repository.upsertAnswer({ twinId: twin.id, number, text: text || previous?.text || '', audioMemoryId: memory.id });
          // Queued once the answer points at its recording, so the job's transcript finds the answer to fill.
          if (transcription === 'failed') await queue.enqueue(readMemoryJob, { userId: caller.userId, memoryId: memory.id });
          await access.log(twin.id, 'answer', 'answeredByVoice', { number });
          return { answer: toTwinAnswer(row), transcription, message };
        } catch (error) {
          // No answer without its recording, and no recording without its answer: the memory goes with its bytes.
          await memories.deleteMemory(twin.id, memory.id);
          await storage.remove(audio.key);
          throw error;
        }
      } catch (error) {
        await upload.discard();
        throw uploadFailure(error);
      }
    },

    async requestSummary(caller: AccessClaims): Promise<JobAccepted> {
      const twin = await access.requireTwin(caller);
      const answered = (await repository.listAnswers(twin.id)).filter((row) => row.text.trim() !== '').length;
      if (answered < TWIN_SUMMARY_MIN_ANSWERS) {
        const missing = TWIN_SUMMARY_MIN_ANSWERS - answered;
        throw conflict(`Answer ${missing} more ${missing === 1 ? 'question' : 'questions'} first: the summary needs at least ${TWIN_SUMMARY_MIN_ANSWERS} answers.`);
      }
      return { jobId: await queue.enqueue(summarizeTwinJob, { userId: caller.userId, twinId: twin.id }) };
    },

    /** "Reset Personality": the summary and every answer go; memories stay. */
    async resetPersonality(caller: AccessClaims): Promise<Twin> {
      const twin = await access.requireTwin(caller);
      await repository.deleteAllAnswers(twin.id);
      const updated = await createTwinRepository(database.db).updateTwin(twin.id, { summary: null, publicSummary: null, summaryEdited: false, summaryUpdatedAt: null, readyAt: null });
      await access.log(twin.id, 'reset', 'personalityReset');
      // Public memories stay, and may still make a public summary.
      await queuePublicSummary(queue, caller.userId, twin);
      return toTwin(config, repository, updated ?? twin, await deps.plans.storageOf(twin.userId));
    },

    /**
     * The owner's own chat: every answer and memory, private ones included, and the owner's summary (which quotes
     * private answers, so no other chat reads it: see the public room's chat). Not kept, but each reply is recorded for
     * a while as the public chat's are, so `/twin/speech` can speak it to the owner and nothing else.
     */
    async *chat(caller: AccessClaims, input: TwinChatInput, signal: AbortSignal): AsyncGenerator<string, void, undefined> {
      const twin = await access.requireTwin(caller);
      const { answers, memories: heard } = await loadTwinMaterial(database.db, twin.id, 'owner');
      const summary = withValidSources(twin.summary ?? null);
      let said = '';
      try {
        // The owner's chat with their twin: while it lasts, a local model keeps its context between messages.
        const conversationId = `twin-chat:${twin.id}`;
        for await (const chunk of ai.stream(twinReplyTask, { twinName: twin.name, summary, answers, memories: heard, messages: input.messages }, { signal, conversationId })) {
          if (said.length <= TWIN_SPOKEN_REPLY_MAX_LENGTH) said += chunk;
          yield chunk;
        }
      } finally {
        const reply = wholeSentencesWithin(said, TWIN_SPOKEN_REPLY_MAX_LENGTH);
        if (reply !== '') {
          const now = new Date();
          await createPublicRepository(database.db).recordSpokenReply(twin.id, caller.userId, reply, now, new Date(now.getTime() + SPOKEN_REPLY_TTL_MS));
        }
      }
    },
  };
}
