// The twin's page for heirs and visitors: /public/twins/{username} (the page, its photos, its chat), the /t/{username}
// redirect of a renamed twin, and the owner's /twin/visibility-preview of what publishing shows. Each validates, then
// calls the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TwinChatInputSchema } from '../../../../shared/contracts/twin.ts';
import { PublicTwinMovedSchema, PublicTwinPhotoParamsSchema, PublicTwinSchema, TwinUsernameParamsSchema, TwinVisibilityPreviewQuerySchema, TwinVisibilityPreviewSchema } from '../../../../shared/contracts/twin-public.ts';
import { TWIN_MESSAGES, TWIN_SPOKEN_REPLIES_KEPT, TWIN_SPOKEN_REPLY_MAX_LENGTH, TWIN_SPOKEN_REPLY_MINUTES, TWIN_USERNAME_REDIRECT_DAYS } from '../../../../shared/contracts/twin-constants.ts';
import { requireAuth } from '../../../auth/permissions.ts';
import { sendTextStream } from '../../../lib/http-stream.ts';
import { perAddressPerMinute } from '../../../plugins/route-limits.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createPublicService } from './public.service.ts';
import { errorResponses } from '../../../../shared/contracts/errors.ts';
import { TwinSpeechInputSchema } from '../../../../shared/contracts/twin-talk.ts';
import { sendSpokenAudio } from '../../../lib/spoken-audio.ts';

const TAGS = ['twin'];
const PUBLIC_TAGS = ['twin (public)'];

export const publicRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { config } = deps;
  const publicTwins = createPublicService(deps);

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
    async (request) => publicTwins.previewVisibility(requireAuth(request), request.query.visibility),
  );

  // Public pages: a public twin for anyone; a family twin for its owner and released heirs signed in; else 404.
  app.get(
    '/public/twins/:username',
    {
      config: { public: true },
      schema: {
        summary: 'A twin’s public page',
        tags: PUBLIC_TAGS,
        description: `A twin as heirs and visitors see it: name, username, the public summary (built from public answers and memories only), the photos the reader may see, on-chain status, and whether the twin reads and answers English only (\`reads_english_only\`: the built-in engine answers it). Public: anyone; family: its owner and released heirs signed in; anything else 404. A username renamed in the last ${TWIN_USERNAME_REDIRECT_DAYS} days answers 301 with \`Location\` and \`moved_to\`, the new username, to those who may see the twin.`,
        params: TwinUsernameParamsSchema,
        response: { 200: PublicTwinSchema, 301: PublicTwinMovedSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const read = await publicTwins.getPublicTwin(request.auth, request.params.username);
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
      const photo = await publicTwins.openPublicPhoto(request.auth, request.params.username, request.params.id);
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
    const movedTo = parsed.success ? await publicTwins.findPageRedirect(parsed.data.username) : null;
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
        rateLimit: perAddressPerMinute(config.twin.publicChatPerMinute),
      },
      schema: {
        summary: 'Chat with a public twin (streamed)',
        nonJsonAnswer: { mediaTypes: ['text/plain'], description: 'The twin’s reply as it is written (chunked)', errorStatuses: [402, 404, 502, 503, 504] },
        tags: PUBLIC_TAGS,
        description: `Chat with a twin through its public page, streamed as text/plain. Visitors of a public twin hear only public answers and memories; its owner and released heirs also family ones; private ones never. Each reply is kept for ${TWIN_SPOKEN_REPLY_MINUTES} minutes (the latest ${TWIN_SPOKEN_REPLIES_KEPT} per caller) so that this caller can hear it in the twin’s voice (\`POST /public/twins/{username}/speech\`). ${config.twin.publicChatPerMinute} messages per minute per address (429 with Retry-After). A paid mentor's visitors need a pass they bought (\`GET /public/twins/{username}/mentor\`): 402 with what to buy otherwise.`,
        params: TwinUsernameParamsSchema,
        body: TwinChatInputSchema,
      },
    },
    (request, reply) =>
      sendTextStream(request, reply, (signal) => publicTwins.publicChat(request.auth, request.ip, request.params.username, request.body, signal)),
  );

  app.post(
    '/public/twins/:username/speech',
    {
      config: {
        public: true,
        // Per address, as the chat: each reply heard is one synthesis (and only a reply the chat gave this caller).
        rateLimit: perAddressPerMinute(config.twin.publicChatPerMinute),
      },
      schema: {
        summary: 'Hear a reply in the twin’s voice',
        nonJsonAnswer: { mediaTypes: ['audio/*'], description: 'The spoken text in the voice the owner chose', errorStatuses: [400, 403, 404, 429, 501, 502, 503, 504] },
        tags: PUBLIC_TAGS,
        description: `A reply of the twin (at most 1,000 characters) spoken in the voice its owner chose, for whoever may read its page (404 otherwise). Only what the twin said to this caller through \`POST /public/twins/{username}/chat\` in the last ${TWIN_SPOKEN_REPLY_MINUTES} minutes is spoken: \`text\`, whitespace and Markdown marks aside, must be a whole sentence, several consecutive whole sentences or the whole of one of the latest ${TWIN_SPOKEN_REPLIES_KEPT} replies of the same twin to the same caller (the signed-in account, else the address; a reply is kept as its whole sentences within ${TWIN_SPOKEN_REPLY_MAX_LENGTH.toLocaleString('en-US')} characters); a word or part of a sentence, or any other text, answers 403 \`{ message: "${TWIN_MESSAGES.notOwnReply}" }\` and nothing is synthesised. ${config.twin.publicChatPerMinute} per minute per address (429 with Retry-After); the characters spoken count against the signed-in account's daily speech budget, else the address's (429 with Retry-After to midnight UTC past it); 501 when this server cannot speak.`,
        params: TwinUsernameParamsSchema,
        body: TwinSpeechInputSchema,
      },
    },
    async (request, reply) => sendSpokenAudio(reply, await publicTwins.speak(request.auth, request.ip, request.params.username, request.body.text)),
  );
};
