// The conversation routes: the Vibes Check, and the roleplay session (start, read back, turns, interruption, end).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConversationMessageParamsSchema,
  ConversationParamsSchema,
  ConversationSchema,
  CreateConversationAnswerSchema,
  CreateConversationInputSchema,
  EndConversationAnswerSchema,
  InterruptReplyAnswerSchema,
  InterruptReplyInputSchema,
  REPLY_ID_HEADER,
  RoleplayChatInputSchema,
} from '../../../shared/contracts/conversations.ts';
import { SESSION_CREDIT_COST, VibesCheckInputSchema } from '../../../shared/contracts/scenarios.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import { clientDisconnectSignal, sendTextStream } from '../../lib/http-stream.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createConversationsService } from './conversations.service.ts';
import { endConversationJob } from './end-conversation.job.ts';

const TAG = 'conversations';
const TAGS = [TAG];

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

  app.post(
    '/assessment/scenario-conversation/create',
    {
      schema: {
        tags: TAGS,
        description: `Starts a roleplay session with a scenario's character (the caller's own, a public one or a sample): debits ${SESSION_CREDIT_COST} credits with a ledger entry naming the scenario, and opens the conversation with the character's first line. 402 when the balance is short (nothing changes); 404 for an unknown scenario or another person's private one.`,
        body: CreateConversationInputSchema,
        response: { 201: CreateConversationAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await conversations.startConversation(requireAuth(request), request.body, clientDisconnectSignal(reply))),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags: TAGS,
        description: "The caller's conversation with every line, oldest first; the first is the character's. A reply still being written appears once it has words saved.",
        params: ConversationParamsSchema,
        response: { 200: ConversationSchema },
      },
    },
    async (request) => conversations.getConversation(requireAuth(request), request.params.id),
  );

  app.post(
    '/conversational/roleplay-chat',
    {
      // As the Vibes Check: a streamed reply must not hold a request turn.
      config: { skipTurn: true },
      schema: {
        tags: TAGS,
        description: `One turn of a session: the learner's line is saved, then the character's reply streams back as text/plain while it is written; the \`${REPLY_ID_HEADER}\` header names the reply's message (for an interruption). The reply is saved when it ends, or as far as it was streamed (marked interrupted) when it is cut short. 409 when the conversation has ended or its time is up.`,
        body: RoleplayChatInputSchema,
      },
    },
    (request, reply) => {
      const caller = requireAuth(request);
      // sendTextStream sends the reply's headers with the first chunk, so one set before it is yielded goes out.
      return sendTextStream(request, reply, (signal) =>
        conversations.takeTurn(caller, request.body, signal, (messageId) => reply.header(REPLY_ID_HEADER, messageId)),
      );
    },
  );

  app.post(
    '/conversations/:id/messages/:messageId/interrupt',
    {
      schema: {
        tags: TAGS,
        description:
          "The learner spoke over the character: the character's line is kept as far as it was said (its first `spoken_characters` characters, never more than it had) and marked interrupted, also when its reply is still streaming. A learner's line answers 400.",
        params: ConversationMessageParamsSchema,
        body: InterruptReplyInputSchema,
        response: { 200: InterruptReplyAnswerSchema },
      },
    },
    async (request) => conversations.interruptReply(requireAuth(request), request.params.id, request.params.messageId, request.body),
  );

  app.post(
    '/conversations/:id/end',
    {
      schema: {
        tags: TAGS,
        description: 'Ends the conversation (a job); it takes no more turns from now on. Ending it again answers the same job.',
        params: ConversationParamsSchema,
        response: { 202: EndConversationAnswerSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await conversations.endConversation(requireAuth(request), request.params.id)),
  );

  registerJobStatusRoute(app, deps.queue, '/conversations/job-status-end/:jobId', endConversationJob, TAG);
};
