// The owner's talk with their own Engram: the kept conversation (/twin/talk) and the twin's voice (/twin/voice,
// its preview, and /twin/speech for hearing a reply). Each validates, then calls the service; every route acts on
// the caller's own twin only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../shared/contracts/errors.ts';
import { REPLY_EVENTS_MEDIA_TYPE } from '../../../../shared/contracts/reply-events.ts';
import {
  TWIN_TALK_HISTORY_MAX,
  TwinSpeechInputSchema,
  TwinTalkHistorySchema,
  TwinTalkInputSchema,
  TwinVoiceInputSchema,
  TwinVoicePreviewInputSchema,
  TwinVoiceSettingsSchema,
} from '../../../../shared/contracts/twin-talk.ts';
import { requireAuth } from '../../../auth/permissions.ts';
import { sendReplyStream } from '../../../lib/http-stream.ts';
import { perPersonPerMinute } from '../../../plugins/route-limits.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createTalkService } from './talk.service.ts';
import { sendSpokenAudio } from '../../../lib/spoken-audio.ts';

const TAGS = ['twin'];
const AUDIO_ANSWER = { mediaTypes: ['audio/*'], description: 'The spoken text: audio/wav from the built-in voices, audio/mpeg from a provider', errorStatuses: [400, 404, 429, 501, 502, 503, 504] };

export const talkRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const talk = createTalkService(deps);
  // The same per-person allowance as the speech routes: each preview and each reply heard is a synthesis.
  const speechPerPerson = perPersonPerMinute(deps.config.speech.rateLimitPerMinute);

  app.get(
    '/twin/talk',
    {
      schema: {
        summary: 'The owner’s conversation with their twin',
        tags: TAGS,
        description: `The caller’s kept conversation with their own twin, oldest first (the latest ${TWIN_TALK_HISTORY_MAX} messages). 404 before the twin is started.`,
        response: { 200: TwinTalkHistorySchema, ...errorResponses(404) },
      },
    },
    async (request) => talk.history(requireAuth(request)),
  );

  app.post(
    '/twin/talk',
    {
      // A stream may last as long as the model writes; it must not hold one of the request turns meanwhile.
      config: { skipTurn: true },
      schema: {
        summary: 'Talk to your twin (streamed, kept)',
        nonJsonAnswer: {
          mediaTypes: ['text/plain', REPLY_EVENTS_MEDIA_TYPE],
          description: 'The twin’s reply as it is written (chunked), or asked for as events, one JSON object a line: `queued` when the reply waits for its turn on a busy model, `text` pieces, then `saved` (TwinTalkEvent)',
          errorStatuses: [400, 404, 502, 503, 504],
        },
        tags: TAGS,
        description: `Sends the owner’s next message (at most 2,000 characters); the twin answers in the first person from everything the owner shared and the conversation so far, streamed as text/plain, or with \`Accept: ${REPLY_EVENTS_MEDIA_TYPE}\` as events whose last, \`saved\`, answers both lines as kept. Both lines are kept; the conversation keeps its latest ${TWIN_TALK_HISTORY_MAX} messages.`,
        body: TwinTalkInputSchema,
      },
    },
    (request, reply) => {
      const caller = requireAuth(request);
      return sendReplyStream(request, reply, (signal) => talk.talk(caller, request.body, signal));
    },
  );

  app.delete(
    '/twin/talk',
    {
      schema: {
        summary: 'Clear the conversation',
        tags: TAGS,
        description: 'Deletes every message of the caller’s conversation with their twin.',
        response: { 204: z.null().describe('Cleared.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await talk.clear(requireAuth(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/twin/voice',
    {
      schema: {
        summary: 'The twin’s voice',
        tags: TAGS,
        description: 'The voice the twin speaks in (null: the server’s default), which engine speaks on this server, and the provider’s voices when there is one.',
        response: { 200: TwinVoiceSettingsSchema, ...errorResponses(404) },
      },
    },
    async (request) => talk.voiceSettings(requireAuth(request)),
  );

  app.put(
    '/twin/voice',
    {
      schema: {
        summary: 'Choose the twin’s voice',
        tags: TAGS,
        description:
          'Keeps the voice the twin speaks in to its owner, heirs and visitors: `{ engine: "builtin", gender, age, pitch, language }` or `{ engine: "provider", name, language }` (400 when no speech provider is configured).',
        body: TwinVoiceInputSchema,
        response: { 200: TwinVoiceSettingsSchema, ...errorResponses(404) },
      },
    },
    async (request) => talk.setVoice(requireAuth(request), request.body),
  );

  app.delete(
    '/twin/voice',
    {
      schema: {
        summary: 'Go back to the default voice',
        tags: TAGS,
        description: 'Forgets the chosen voice: the twin speaks in the server’s default voice.',
        response: { 200: TwinVoiceSettingsSchema, ...errorResponses(404) },
      },
    },
    async (request) => talk.setVoice(requireAuth(request), { voice: null }),
  );

  app.post(
    '/twin/voice/preview',
    {
      config: { rateLimit: speechPerPerson },
      schema: {
        summary: 'Hear a voice before choosing it',
        nonJsonAnswer: AUDIO_ANSWER,
        tags: TAGS,
        description: 'A sample sentence spoken in the voice given (not kept). 501 when this server cannot speak.',
        body: TwinVoicePreviewInputSchema,
      },
    },
    async (request, reply) => sendSpokenAudio(reply, await talk.previewVoice(requireAuth(request), request.body.voice)),
  );

  app.post(
    '/twin/speech',
    {
      config: { rateLimit: speechPerPerson },
      schema: {
        summary: 'Hear a reply in the twin’s voice',
        nonJsonAnswer: AUDIO_ANSWER,
        tags: TAGS,
        description:
          'The text (at most 1,000 characters) spoken in the twin’s voice: only a whole sentence, several consecutive whole sentences or the whole of one of the twin’s own replies in the kept conversation or in the owner’s trial chat of the last 30 minutes (whitespace and Markdown marks aside); any other text answers 403 and nothing is synthesised. Counted against the owner’s daily speech characters (429 with Retry-After to midnight UTC past them). 501 when this server cannot speak.',
        body: TwinSpeechInputSchema,
      },
    },
    async (request, reply) => sendSpokenAudio(reply, await talk.speak(requireAuth(request), request.body.text)),
  );
};
