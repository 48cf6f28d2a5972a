// The /speech routes: what the server can do, speaking a text, transcribing a recording. Each checks the caller,
// then calls the service.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SPEECH_AUDIO_MAX_BYTES,
  SpeechCapabilitiesAnswerSchema,
  SynthesizeInputSchema,
  TranscriptionAnswerSchema,
} from '../../../shared/contracts/speech.ts';
import { getForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { perPersonPerMinute } from '../../plugins/route-limits.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { readRecordingForm } from './recording-form.ts';
import { SPEECH_MESSAGES } from './speech-messages.ts';
import { createSpeechService } from './speech.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { sendSpokenAudio } from '../../lib/spoken-audio.ts';

const TAGS = ['speech'];

export const speechRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  // Registered here, so only this feature's routes accept multipart bodies, with the recording's limits.
  await app.register(multipart, { limits: { fileSize: SPEECH_AUDIO_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 } });
  const speech = createSpeechService(deps);
  // Per person, not per address: a whole office may share one.
  const perPerson = perPersonPerMinute(deps.config.speech.rateLimitPerMinute);

  getForCaller(app, '/speech/capabilities', SpeechCapabilitiesAnswerSchema, () => speech.capabilities(), {
    summary: 'Which speech engines the server offers',
    tags: TAGS,
    description: 'Which of transcription and synthesis this server can do, with which engine; without one, how to configure it.',
  });

  app.post(
    '/speech/synthesize',
    {
      config: { rateLimit: perPerson },
      schema: {
        summary: 'Speak a line of the character',
        nonJsonAnswer: { mediaTypes: ['audio/*'], description: 'The spoken text, in the engine’s audio format', errorStatuses: [403, 404, 501, 502, 503, 504] },
        tags: TAGS,
        description:
          "Speaks a line of the character in the caller's session `conversation_id` (404 when it is not the caller's), in the voice of the gender and language given: `text` (at most 1,000 characters), whitespace and Markdown marks aside, must be a whole sentence of one of the character's lines as the page cuts them, several consecutive whole sentences, or a whole line (of a line still being written, only its sentences already ended); any other text answers 403 { message } and nothing is synthesised. Answers the audio bytes with their content type: audio/wav from the offline engine, audio/mpeg from a provider. 429 { message } with Retry-After when the caller already has SPEECH_CONCURRENT_PER_PERSON syntheses under way on any instance, has spoken SPEECH_CHARACTERS_PER_DAY characters today (Retry-After to midnight UTC), or the offline voice is busy with other people; 501 { message } when no engine is configured.",
        body: SynthesizeInputSchema,
      },
    },
    async (request, reply) => sendSpokenAudio(reply, await speech.synthesize(requireAuth(request), request.body)),
  );

  app.post(
    '/speech/transcribe',
    {
      config: { rateLimit: perPerson },
      schema: {
        summary: 'Transcribe a recording',
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'Transcribes a recording: multipart `audio` (WebM, Ogg, MP4 or WAV, at most 10 MB and 2 minutes) and `language` ("en-US" or "id-ID"). 413 when it is longer or larger, 422 when its length cannot be read from it (refused before the provider hears it); 429 with Retry-After when the caller already has SPEECH_CONCURRENT_PER_PERSON transcriptions under way on any instance; 501 { message } when no engine is configured.',
        response: { 200: TranscriptionAnswerSchema, ...errorResponses(422, 501, 502, 503, 504) },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      if (!request.isMultipart()) throw new HttpError(415, SPEECH_MESSAGES.notMultipart);
      // Before the upload is read: there is nothing to send it to.
      await speech.assertCanTranscribe();
      return speech.transcribe(caller, () => readRecordingForm(request));
    },
  );
};
