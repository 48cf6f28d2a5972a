// The conversation routes: the Vibes Check, streamed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VibesCheckInputSchema } from '../../../shared/contracts/scenarios.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { sendTextStream } from '../../lib/http-stream.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createConversationsService } from './conversations.service.ts';

const TAGS = ['conversations'];

export const conversationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const conversations = createConversationsService(deps);

  app.post(
    '/conversational/vibes-check',
    {
      // A stream may last as long as the model writes; it must not hold one of the request turns meanwhile.
      config: { skipTurn: true },
      schema: {
        tags: TAGS,
        description: "The scenario's character answers the conversation's last line, streamed as text/plain while it is written. Nothing is saved and no credits are spent.",
        body: VibesCheckInputSchema,
      },
    },
    (request, reply) => {
      const caller = requireAuth(request);
      return sendTextStream(request, reply, (signal) => conversations.vibesCheck(caller, request.body, signal));
    },
  );
};
