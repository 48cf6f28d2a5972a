// The twin's own routes: /twin (settings, username check, delete, activity, export) and the interview (questions,
// typed and spoken answers and their visibility, summary, the owner's chat). Each validates, then calls a service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobAcceptedSchema } from '../../../../shared/contracts/jobs.ts';
import { DeleteTwinInputSchema, TwinActivityListSchema, TwinAnswerInputSchema, TwinAnswerParamsSchema, TwinAnswerSchema, TwinAnswerVisibilityInputSchema, TwinAudioAnswerSchema, TwinChatInputSchema, TwinEnvelopeSchema, TwinExportQuerySchema, TwinQuestionsAnswerSchema, TwinSchema, TwinUsernameAvailabilityQuerySchema, TwinUsernameAvailabilitySchema, UpdateTwinInputSchema } from '../../../../shared/contracts/twin.ts';
import { TWIN_SUMMARY_MIN_ANSWERS, TWIN_USERNAME_REDIRECT_DAYS, TWIN_USERNAME_RESERVED_MAX } from '../../../../shared/contracts/twin-constants.ts';
import { getForCaller } from '../../../auth/caller-routes.ts';
import { requireAuth } from '../../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../../jobs/job-status.routes.ts';
import { asPrivateDownload } from '../../../lib/content-disposition.ts';
import { contentLengthOf } from '../../../lib/content-length.ts';
import { pickLanguage } from '../../../i18n/server-text.ts';
import { sendTextStream } from '../../../lib/http-stream.ts';
import { perPersonPerMinute } from '../../../plugins/route-limits.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { readAnswerAudioForm } from '../memories/memory-forms.ts';
import { createInterviewService } from './interview.service.ts';
import { summarizeTwinJob } from './summarize-twin.job.ts';
import { buildTwinExport } from './twin-export.ts';
import { createTwinService } from './twin.service.ts';
import { errorResponses, NO_CONTENT } from '../../../../shared/contracts/errors.ts';

const TAGS = ['twin'];

export const twinRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { config, queue } = deps;
  const twin = createTwinService(deps);
  const interview = createInterviewService(deps);

  getForCaller(app, '/twin', TwinEnvelopeSchema, (caller) => twin.getTwin(caller), {
    tags: TAGS,
    summary: 'The caller’s twin',
    description: 'The caller’s twin with its answers so far (the interview resumes from them), or `{ twin: null }` before it is started.',
  });

  app.patch(
    '/twin',
    {
      schema: {
        summary: 'Update the twin',
        tags: TAGS,
        description:
          `Changes any subset of the settings: visibility, username (409 when taken; ${config.twin.usernameChangesPerDay} change(s) per account per day, 429 with Retry-After beyond; the old one leads to the new page and stays reserved for ${TWIN_USERNAME_REDIRECT_DAYS} days, the newest ${TWIN_USERNAME_RESERVED_MAX} old ones at most; its on-chain reservation is queued, at most one waiting per twin), release rule and inactivity months, \`released\` (release to heirs or revoke by hand), name, the owner-edited \`summary\`, and \`ready: true\` (Save & Finish Setup). Starts the twin when there is none, with the username given or one made from the nickname (429 when the day's username change went to deleting a twin; 402 when starting one needs the Engram package the caller does not hold, see GET /plans/mine).`,
        body: UpdateTwinInputSchema,
        response: { 200: TwinSchema, ...errorResponses(402, 409, 429) },
      },
    },
    async (request) => twin.update(requireAuth(request), request.body),
  );

  app.delete(
    '/twin',
    {
      schema: {
        summary: 'Delete the twin',
        tags: TAGS,
        description: `Deletes the twin and everything in it: answers, summary, memories and their files, heirs, activity. Send \`{ confirm: "<username>" }\`; 400 when it does not match. Its current and reserved usernames stay held from everyone else for ${TWIN_USERNAME_REDIRECT_DAYS} days (forever once written on chain), and the deletion counts as the day's username change.`,
        body: DeleteTwinInputSchema,
        response: { ...NO_CONTENT, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await twin.deleteTwin(requireAuth(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/twin/username-availability',
    {
      // Per person (by address before the token is read): enough to check as one types, too few to list who is here.
      config: {
        rateLimit: perPersonPerMinute(config.twin.usernameChecksPerMinute),
      },
      schema: {
        summary: 'Whether a twin username is free',
        tags: TAGS,
        description: `Whether \`u\` could be the caller’s Engram username: \`available\`, \`taken\` (by someone else), \`invalid\` (against the username rule) or \`yours\`, with the reason in \`message\`. ${config.twin.usernameChecksPerMinute} checks per minute (429 with Retry-After).`,
        querystring: TwinUsernameAvailabilityQuerySchema,
        response: { 200: TwinUsernameAvailabilitySchema },
      },
    },
    async (request) => twin.checkUsernameAvailability(requireAuth(request), request.query.u),
  );

  getForCaller(app, '/twin/questions', TwinQuestionsAnswerSchema, async () => interview.questions(), {
    summary: 'The interview questions with the caller’s answers',
    tags: TAGS,
    description: 'The twenty interview questions, numbered 1–20, with their topics.',
  });

  app.put(
    '/twin/answers/:n',
    {
      schema: {
        summary: 'Answer an interview question',
        tags: TAGS,
        description:
          'Saves the typed answer to question n (1–20, at most 5,000 characters); starts the twin when there is none. An empty text removes the answer (the question counts as skipped) and answers `{ answer: null }`. `visibility` (private, family, public) is optional: a new answer is private, an edited one keeps its visibility.',
        params: TwinAnswerParamsSchema,
        body: TwinAnswerInputSchema,
        // 429: the first answer starts the twin, which waits while the day's username change went to deleting one.
        response: { 200: z.object({ answer: TwinAnswerSchema.nullable() }), ...errorResponses(402, 429) },
      },
    },
    async (request) => ({ answer: await interview.saveAnswer(requireAuth(request), request.params.n, request.body.text, request.body.visibility) }),
  );

  app.patch(
    '/twin/answers/:n',
    {
      schema: {
        summary: 'Change an answer’s visibility',
        tags: TAGS,
        description:
          'Who may hear the answer to question n: `private` (the owner only), `family` (also released heirs of a family or public twin) or `public` (anyone, when the twin is public). Only public answers go into the public summary and the public chat. 404 when the question has no answer.',
        params: TwinAnswerParamsSchema,
        body: TwinAnswerVisibilityInputSchema,
        response: { 200: z.object({ answer: TwinAnswerSchema }), ...errorResponses(404) },
      },
    },
    async (request) => ({ answer: await interview.setAnswerVisibility(requireAuth(request), request.params.n, request.body.visibility) }),
  );

  app.post(
    '/twin/answers/:n/audio',
    {
      schema: {
        summary: 'Answer an interview question by voice',
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'A spoken answer (multipart `audio`: WebM, Ogg, MP4 or WAV, at most 10 MB). The recording is kept as a private voice memory; when a speech-to-text engine is configured the answer’s text is its transcript, else the text stays as it was and `transcription` says why.',
        params: TwinAnswerParamsSchema,
        response: { 200: TwinAudioAnswerSchema, ...errorResponses(402, 429) },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      return interview.saveAudioAnswer(caller, request.params.n, { bodyBytes: contentLengthOf(request), readForm: (store) => readAnswerAudioForm(request, store) });
    },
  );

  app.post(
    '/twin/summary',
    {
      schema: {
        summary: 'Queue writing the twin’s summary',
        tags: TAGS,
        description: `Queues the General Personality (job \`twin.summary\`): tags (each with the sentence that supports it), the sections Family, Friends, Loved ones, Hobby, Interest, Work-Life and Values, each the owner's own sentences placed by what they are about and citing the answers and public memories they come from, and the coverage (question areas answered of 20, memories with text). 409 with how many are missing below ${TWIN_SUMMARY_MIN_ANSWERS} answers. Poll GET /twin/job-status-summary/{jobId}.`,
        response: { 202: JobAcceptedSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => reply.code(202).send(await interview.requestSummary(requireAuth(request))),
  );

  app.delete(
    '/twin/summary',
    {
      schema: {
        summary: 'Delete the twin’s summary',
        tags: TAGS,
        description: 'Reset Personality: clears the summary and every answer (memories stay) and answers the twin.',
        response: { 200: TwinSchema, ...errorResponses(404) },
      },
    },
    async (request) => interview.resetPersonality(requireAuth(request)),
  );

  registerJobStatusRoute(app, queue, '/twin/job-status-summary/:jobId', summarizeTwinJob, 'twin');

  app.post(
    '/twin/chat',
    {
      // A stream may last as long as the model writes; it must not hold one of the request turns meanwhile.
      config: { skipTurn: true },
      schema: {
        summary: 'Chat with the twin (streamed)',
        nonJsonAnswer: { mediaTypes: ['text/plain'], description: 'The twin’s reply as it is written (chunked)', errorStatuses: [404, 502, 503, 504] },
        tags: TAGS,
        description: 'The owner talks with their twin: its reply in the first person, from the summary, answers and every memory, streamed as text/plain.',
        body: TwinChatInputSchema,
      },
    },
    (request, reply) => {
      const caller = requireAuth(request);
      return sendTextStream(request, reply, (signal) => interview.chat(caller, request.body, signal));
    },
  );

  getForCaller(app, '/twin/activity', TwinActivityListSchema, (caller) => twin.listActivity(caller), {
    tags: TAGS,
    summary: 'The twin’s activity log',
    description: 'What happened to the twin, newest first (append-only).',
  });

  app.get(
    '/twin/export',
    {
      schema: {
        summary: 'Export the twin as a ZIP',
        querystring: TwinExportQuerySchema,
        nonJsonAnswer: { mediaTypes: ['application/zip'], description: 'The ZIP archive', errorStatuses: [404] },
        tags: TAGS,
        description: 'A ZIP of everything: twin.json, answers.json, summary.json, memories.json with each memory’s file under memories/, activity.json.',
      },
    },
    async (request, reply) => {
      const caller = requireAuth(request);
      const data = await twin.exportTwin(caller);
      // The export is the owner's own: the memory book is written in their interface language, which the web app names
      // in the address (the browser fetches the ZIP itself), else their account's, else the browser's.
      const language = request.query.language ?? pickLanguage({ account: data.ownerLanguage, acceptLanguage: request.headers['accept-language'] });
      const zip = buildTwinExport(data, (error) => request.log.error({ err: error }, 'twin export: a memory could not be read'), language);
      return asPrivateDownload(reply, 'application/zip', `engram-${data.twin.username}.zip`).send(zip);
    },
  );
};
