// The digital twin's routes: the owner's /twin (settings, interview, summary, chat, memory locker, heirs, activity,
// export, delete) and /public/twins/{username} for heirs and visitors. Each validates, then calls the service.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobAcceptedSchema } from '../../../shared/contracts/jobs.ts';
import { SPEECH_AUDIO_MAX_BYTES } from '../../../shared/contracts/speech.ts';
import {
  AcceptHeirInvitationAnswerSchema,
  AcceptHeirInvitationInputSchema,
  DeleteTwinInputSchema,
  InheritedTwinsListSchema,
  PublicTwinMovedSchema,
  PublicTwinPhotoParamsSchema,
  PublicTwinSchema,
  TWIN_HEIRS_MAX,
  TWIN_SUMMARY_MIN_ANSWERS,
  TwinActivityListSchema,
  TwinAnswerInputSchema,
  TwinAnswerParamsSchema,
  TwinAnswerSchema,
  TwinAnswerVisibilityInputSchema,
  TwinAudioAnswerSchema,
  TwinChatInputSchema,
  TwinEnvelopeSchema,
  TwinHeirInputSchema,
  TwinHeirInvitationSchema,
  TwinHeirParamsSchema,
  TwinHeirsListSchema,
  TwinMemoriesListSchema,
  TwinMemoriesQuerySchema,
  TwinMemoryParamsSchema,
  TwinMemorySchema,
  TwinQuestionsAnswerSchema,
  TwinSchema,
  TwinUsernameAvailabilityQuerySchema,
  TwinUsernameAvailabilitySchema,
  TwinUsernameParamsSchema,
  TwinVisibilityPreviewQuerySchema,
  TwinVisibilityPreviewSchema,
  TWIN_USERNAME_REDIRECT_DAYS,
  UpdateTwinInputSchema,
} from '../../../shared/contracts/twin.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { contentLengthOf } from '../../lib/content-length.ts';
import { sendTextStream } from '../../lib/http-stream.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { releaseInactiveTwinsJob, RELEASE_CHECK_EVERY_SECONDS, SYSTEM_JOB_USER } from './release-inactive-twins.job.ts';
import { summarizeTwinJob } from './summarize-twin.job.ts';
import { readAnswerAudioForm, readMemoryForm } from './twin-forms.ts';
import { buildTwinExport } from './twin-export.ts';
import { createTwinService } from './twin.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['twin'];
const PUBLIC_TAGS = ['twin (public)'];
const NO_CONTENT = { 204: z.null().describe('Done.') };

export const twinRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { config, queue } = deps;
  // Registered here, so only this feature's routes accept multipart bodies; each form sets its own file limit.
  await app.register(multipart, { limits: { fileSize: Math.max(config.twin.memoryMaxBytes, SPEECH_AUDIO_MAX_BYTES), files: 1, fields: 10 } });
  const twin = createTwinService(deps, app.log);
  await queue.schedule(releaseInactiveTwinsJob, { userId: SYSTEM_JOB_USER }, RELEASE_CHECK_EVERY_SECONDS);

  app.get(
    '/twin',
    { schema: { summary: 'The caller’s twin', tags: TAGS, description: 'The caller’s twin with its answers so far (the interview resumes from them), or `{ twin: null }` before it is started.', response: { 200: TwinEnvelopeSchema } } },
    async (request) => twin.getTwin(requireAuth(request)),
  );

  app.patch(
    '/twin',
    {
      schema: {
        summary: 'Update the twin',
        tags: TAGS,
        description:
          `Changes any subset of the settings: visibility, username (409 when taken; queues its on-chain reservation; the old one leads to the new page and stays reserved for ${TWIN_USERNAME_REDIRECT_DAYS} days), release rule and inactivity months, \`released\` (release to heirs or revoke by hand), name, the owner-edited \`summary\`, and \`ready: true\` (Save & Finish Setup). Starts the twin when there is none, with the username given or one made from the nickname.`,
        body: UpdateTwinInputSchema,
        response: { 200: TwinSchema, ...errorResponses(409) },
      },
    },
    async (request) => twin.update(requireAuth(request), request.body),
  );

  app.get(
    '/twin/visibility-preview',
    {
      schema: {
        summary: 'What each listener of the twin would see',
        tags: TAGS,
        description:
          'What choosing family or public would show, to whom, before anything changes: for each audience (`public`: anyone with the link; `family`: heirs who accepted their invitation, once released) the interview answers and memories its chat speaks from and the summary its page shows. Read by the same code that serves the page and the chat. 404 before the twin is started.',
        querystring: TwinVisibilityPreviewQuerySchema,
        response: { 200: TwinVisibilityPreviewSchema, ...errorResponses(404) },
      },
    },
    async (request) => twin.previewVisibility(requireAuth(request), request.query.visibility),
  );

  app.delete(
    '/twin',
    {
      schema: {
        summary: 'Delete the twin',
        tags: TAGS,
        description: 'Deletes the twin and everything in it: answers, summary, memories and their files, heirs, activity. Send `{ confirm: "<username>" }`; 400 when it does not match.',
        body: DeleteTwinInputSchema,
        response: NO_CONTENT,
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
        rateLimit: { max: config.twin.usernameChecksPerMinute, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip },
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

  app.get(
    '/twin/questions',
    { schema: { summary: 'The interview questions with the caller’s answers', tags: TAGS, description: 'The twenty interview questions, numbered 1–20, with their topics.', response: { 200: TwinQuestionsAnswerSchema } } },
    async (request) => {
      requireAuth(request);
      return twin.questions();
    },
  );

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
        response: { 200: z.object({ answer: TwinAnswerSchema.nullable() }) },
      },
    },
    async (request) => ({ answer: await twin.saveAnswer(requireAuth(request), request.params.n, request.body.text, request.body.visibility) }),
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
    async (request) => ({ answer: await twin.setAnswerVisibility(requireAuth(request), request.params.n, request.body.visibility) }),
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
        response: { 200: TwinAudioAnswerSchema },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      return twin.saveAudioAnswer(caller, request.params.n, { bodyBytes: contentLengthOf(request), readForm: (store) => readAnswerAudioForm(request, store) });
    },
  );

  app.post(
    '/twin/summary',
    {
      schema: {
        summary: 'Queue writing the twin’s summary',
        tags: TAGS,
        description: `Queues the General Personality (job \`twin.summary\`): tags and the sections Family, Friends, Loved ones, Hobby, Interest and Work-Life, each citing only answers and public memories. 409 with how many are missing below ${TWIN_SUMMARY_MIN_ANSWERS} answers. Poll GET /twin/job-status-summary/{jobId}.`,
        response: { 202: JobAcceptedSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => reply.code(202).send(await twin.requestSummary(requireAuth(request))),
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
    async (request) => twin.resetPersonality(requireAuth(request)),
  );

  registerJobStatusRoute(app, queue, '/twin/job-status-summary/:jobId', summarizeTwinJob, 'twin');

  app.post(
    '/twin/chat',
    {
      // A stream may last as long as the model writes; it must not hold one of the request turns meanwhile.
      config: { skipTurn: true },
      schema: {
        summary: 'Chat with the twin (streamed)',
        nonJsonAnswer: { mediaTypes: ['text/plain'], description: 'The twin’s reply as it is written (chunked)', errorStatuses: [502, 503, 504] },
        tags: TAGS,
        description: 'The owner talks with their twin: its reply in the first person, from the summary, answers and every memory, streamed as text/plain.',
        body: TwinChatInputSchema,
      },
    },
    (request, reply) => {
      const caller = requireAuth(request);
      return sendTextStream(request, reply, (signal) => twin.chat(caller, request.body, signal));
    },
  );

  app.get(
    '/twin/memories',
    {
      schema: {
        summary: 'List the twin’s memories',
        tags: TAGS,
        description: 'The memory locker: search in titles and text (`q`), sort newest, oldest or by title, with the storage used and the allowance.',
        querystring: TwinMemoriesQuerySchema,
        response: { 200: TwinMemoriesListSchema },
      },
    },
    async (request) => twin.listMemories(requireAuth(request), request.query),
  );

  app.post(
    '/twin/memories',
    {
      schema: {
        summary: 'Add a memory',
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'Adds a memory (multipart): `kind` (text, voice, photo, document), `title`, optional `date` (YYYY-MM-DD) and `visibility` (private by default); `text` for a typed memory, `file` for the others (checked by content). 413 past TWIN_MEMORY_MAX_BYTES or the locker’s remaining allowance. A document’s text is extracted, and a voice note transcribed when an engine exists, by the job `twin.read-memory`.',
        response: { 201: TwinMemorySchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const caller = requireAuth(request);
      const memory = await twin.addMemory(caller, { bodyBytes: contentLengthOf(request), readForm: (store) => readMemoryForm(request, config.twin.memoryMaxBytes, store) });
      return reply.code(201).send(memory);
    },
  );

  app.delete(
    '/twin/memories/:id',
    { schema: { summary: 'Delete a memory', tags: TAGS, description: 'Deletes the memory and its file.', params: TwinMemoryParamsSchema, response: { ...NO_CONTENT, ...errorResponses(404) } } },
    async (request, reply) => {
      await twin.deleteMemory(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/twin/memories/:id/file',
    { schema: { summary: 'A memory’s file', nonJsonAnswer: { mediaTypes: ['*/*'], description: 'The memory’s file, in the type it was stored with', errorStatuses: [404] }, tags: TAGS, description: 'The memory’s original file (a voice note, photo or document), for its owner.', params: TwinMemoryParamsSchema } },
    async (request, reply) => {
      const file = await twin.openMemory(requireAuth(request), request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/twin/heirs',
    {
      schema: {
        summary: 'List the twin’s heirs',
        tags: TAGS,
        description: `The heirs named by e-mail (at most ${TWIN_HEIRS_MAX}), each with its invitation's status: invited (until when), accepted (by which account) or expired. The links themselves are shown only when made.`,
        response: { 200: TwinHeirsListSchema },
      },
    },
    async (request) => twin.listHeirs(requireAuth(request)),
  );

  app.post(
    '/twin/heirs',
    {
      schema: {
        summary: 'Name an heir',
        tags: TAGS,
        description: `Names an heir by e-mail and makes their invitation: a secret link, valid once for HEIR_INVITE_TTL_DAYS, answered here once (\`invite_url\`) and e-mailed to the address when SMTP is configured. Whoever accepts it, signed in, becomes the heir and sees the twin once it is released (and shared with family or public). 409 for a duplicate or past ${TWIN_HEIRS_MAX}.`,
        body: TwinHeirInputSchema,
        response: { 201: TwinHeirInvitationSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.code(201).send(await twin.addHeir(requireAuth(request), request.body.email)),
  );

  app.post(
    '/twin/heirs/accept',
    {
      schema: {
        summary: 'Accept an heir invitation',
        tags: TAGS,
        description:
          'Accepts an heir invitation with its token: the signed-in account becomes the heir, and the link is used up. 400 for an unknown, replaced, withdrawn or used link; 410 for an expired one; 403 for the twin’s owner, or (when the server sends e-mail) an account whose address is not verified yet; 409 when the account already accepted another invitation to the same twin.',
        body: AcceptHeirInvitationInputSchema,
        response: { 200: AcceptHeirInvitationAnswerSchema, ...errorResponses(409, 410) },
      },
    },
    async (request) => twin.acceptInvitation(requireAuth(request), request.body.token),
  );

  app.post(
    '/twin/heirs/:id/invitation',
    {
      schema: {
        summary: 'Renew an heir’s invitation link',
        tags: TAGS,
        description: 'A new invitation link for the heir, answered once and e-mailed when SMTP is configured. The old link stops working, and the account that accepted it (if any) loses access until the new one is accepted.',
        params: TwinHeirParamsSchema,
        response: { 200: TwinHeirInvitationSchema, ...errorResponses(404) },
      },
    },
    async (request) => twin.renewInvitation(requireAuth(request), request.params.id),
  );

  app.delete(
    '/twin/heirs/:id',
    { schema: { summary: 'Remove an heir', tags: TAGS, description: 'Removes an heir: their invitation stops working and the account that accepted it loses access.', params: TwinHeirParamsSchema, response: { ...NO_CONTENT, ...errorResponses(404) } } },
    async (request, reply) => {
      await twin.removeHeir(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/twin/inherited',
    { schema: { summary: 'Twins the caller has inherited', tags: TAGS, description: 'The twins whose heir invitations the caller accepted and whose owners have released them.', response: { 200: InheritedTwinsListSchema } } },
    async (request) => twin.listInherited(requireAuth(request)),
  );

  app.get(
    '/twin/activity',
    { schema: { summary: 'The twin’s activity log', tags: TAGS, description: 'What happened to the twin, newest first (append-only).', response: { 200: TwinActivityListSchema } } },
    async (request) => twin.listActivity(requireAuth(request)),
  );

  app.get(
    '/twin/export',
    {
      schema: {
        summary: 'Export the twin as a ZIP',
        nonJsonAnswer: { mediaTypes: ['application/zip'], description: 'The ZIP archive' },
        tags: TAGS,
        description: 'A ZIP of everything: twin.json, answers.json, summary.json, memories.json with each memory’s file under memories/, activity.json.',
      },
    },
    async (request, reply) => {
      const caller = requireAuth(request);
      const data = await twin.exportTwin(caller);
      const zip = buildTwinExport(data, (error) => request.log.error({ err: error }, 'twin export: a memory could not be read'));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(`engram-${data.twin.username}.zip`))
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );

  // Public pages: a public twin for anyone; a family twin for its owner and released heirs signed in; else 404.
  app.get(
    '/public/twins/:username',
    {
      config: { public: true },
      schema: {
        summary: 'A twin’s public page',
        tags: PUBLIC_TAGS,
        description: `A twin as heirs and visitors see it: name, username, the public summary (built from public answers and memories only), the photos the reader may see and on-chain status. Public: anyone; family: its owner and released heirs signed in; anything else 404. A username renamed in the last ${TWIN_USERNAME_REDIRECT_DAYS} days answers 301 with \`Location\` and \`moved_to\`, the new username, to those who may see the twin.`,
        params: TwinUsernameParamsSchema,
        response: { 200: PublicTwinSchema, 301: PublicTwinMovedSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const read = await twin.getPublicTwin(request.auth, request.params.username);
      if ('twin' in read) return read.twin;
      // Not cached: the redirect ends after its window, and the name may be taken back by its owner before.
      return reply
        .code(301)
        .header('location', `/public/twins/${encodeURIComponent(read.moved.moved_to)}`)
        .header('cache-control', 'no-store')
        .send(read.moved);
    },
  );

  app.get(
    '/public/twins/:username/photos/:id',
    {
      config: { public: true },
      schema: {
        summary: 'A public photo memory',
        nonJsonAnswer: { mediaTypes: ['image/*'], description: 'The photo, in the type it was stored with', errorStatuses: [404] },
        tags: PUBLIC_TAGS,
        description: 'A photo memory shown on the twin’s page: to visitors only public photos, to released heirs and the owner family ones too; anything else 404.',
        params: PublicTwinPhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await twin.openPublicPhoto(request.auth, request.params.username, request.params.id);
      return reply
        .header('content-type', photo.mimeType)
        .header('content-length', photo.sizeBytes)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .send(photo.stream);
    },
  );

  // The page itself: an old link to a public twin is sent on to its new address before the web app loads; anything
  // else is the web app's (which follows the API's 301 for family twins, whose readers must be signed in).
  app.get<{ Params: { username: string } }>('/t/:username', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    // Any address is a page of the web app: one that names no redirect is left to it, never answered with an API error.
    const parsed = TwinUsernameParamsSchema.safeParse(request.params);
    const movedTo = parsed.success ? await twin.findPageRedirect(parsed.data.username) : null;
    if (movedTo === null) return reply.callNotFound();
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.code(301).header('cache-control', 'no-store').redirect(`/t/${encodeURIComponent(movedTo)}${query}`);
  });

  app.post(
    '/public/twins/:username/chat',
    {
      config: {
        public: true,
        skipTurn: true,
        // Per visitor address: nobody signs in to talk to a public twin.
        rateLimit: { max: config.twin.publicChatPerMinute, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.ip },
      },
      schema: {
        summary: 'Chat with a public twin (streamed)',
        nonJsonAnswer: { mediaTypes: ['text/plain'], description: 'The twin’s reply as it is written (chunked)', errorStatuses: [404, 502, 503, 504] },
        tags: PUBLIC_TAGS,
        description: `Chat with a twin through its public page, streamed as text/plain. Visitors of a public twin hear only public answers and memories; its owner and released heirs also family ones; private ones never. ${config.twin.publicChatPerMinute} messages per minute per address (429 with Retry-After).`,
        params: TwinUsernameParamsSchema,
        body: TwinChatInputSchema,
      },
    },
    (request, reply) =>
      sendTextStream(request, reply, (signal) => twin.publicChat(request.auth, request.ip, request.params.username, request.body, signal)),
  );
};
