// The session routes: the Vibes Check and the roleplay session (start, read back, turns, interruption, end). What
// follows a session (its grading, report, history, progress and transcript) is the reports feature's.
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
  SessionFundsQuerySchema,
  SessionFundsSchema,
  VibesCheckEndedAnswerSchema,
  VibesCheckEndedInputSchema,
} from '../../../shared/contracts/conversations.ts';
import { REPLY_EVENTS_MEDIA_TYPE } from '../../../shared/contracts/reply-events.ts';
import { VibesCheckInputSchema } from '../../../shared/contracts/scenarios.ts';
import { SESSION_CREDIT_COST } from '../../../shared/contracts/scenarios-constants.ts';
import { getOneForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { clientDisconnectSignal, sendReplyStream } from '../../lib/http-stream.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createSessionsService } from './sessions.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAG = 'conversations';
const TAGS = [TAG];

export const sessionsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const sessions = createSessionsService(deps);

  app.post(
    '/conversational/vibes-check',
    {
      // A stream may last as long as the model writes; it must not hold one of the request turns meanwhile.
      config: { skipTurn: true },
      schema: {
        summary: 'Vibes Check: a streamed first reaction',
        nonJsonAnswer: {
          mediaTypes: ['text/plain', REPLY_EVENTS_MEDIA_TYPE],
          description: 'The reaction as it is written (chunked), or asked for as events, one JSON object a line: `queued` when the reply waits for its turn on a busy model, `text` pieces, then `done` (VibesCheckDoneEvent)',
          errorStatuses: [404, 409, 429, 502, 503, 504],
        },
        tags: TAGS,
        description: `The scenario's character answers the conversation's last line, streamed as text/plain while it is written; with \`Accept: ${REPLY_EVENTS_MEDIA_TYPE}\` as events, the last of which says whether the reply ended the conversation. Nothing is saved and no credits are spent; each person has ${deps.config.metering.vibesChecksPerDay} a day (UTC), past which it answers 429 { message } with Retry-After. 409 { message } when a character line of the conversation ended it (see /conversational/vibes-check/ended).`,
        body: VibesCheckInputSchema,
      },
    },
    (request, reply) => {
      const caller = requireAuth(request);
      return sendReplyStream(request, reply, (signal) => sessions.vibesCheck(caller, request.body, signal));
    },
  );

  app.post(
    '/conversational/vibes-check/ended',
    {
      schema: {
        summary: 'Whether a Vibes Check reply ended the conversation',
        tags: TAGS,
        description:
          "Answers whether the character's reply (the last of a Vibes Check) ended the conversation, with the sentence that says so; the page then takes no more lines, and a Vibes Check that carries such a reply answers 409. Not counted as a Vibes Check. 404 for an unknown scenario or another person's private one.",
        body: VibesCheckEndedInputSchema,
        response: { 200: VibesCheckEndedAnswerSchema, ...errorResponses(404) },
      },
    },
    async (request) => sessions.vibesCheckEnded(requireAuth(request), request.body),
  );

  app.post(
    '/assessment/scenario-conversation/create',
    {
      schema: {
        summary: 'Start a roleplay session',
        tags: TAGS,
        description: `Starts a roleplay session with a scenario's character (the caller's own, a public one, a sample, or one an organisation assigned to them): debits ${SESSION_CREDIT_COST} credits with a ledger entry naming the scenario, and opens the conversation with the character's first line. While the scenario is assigned to the caller, the session is an attempt at the soonest due assignment with attempts left, which the organisation's managers see; 409 when every attempt is used (nothing changes). 402 when the balance is short (nothing changes); 404 for an unknown scenario or another person's private one.`,
        body: CreateConversationInputSchema,
        response: { 201: CreateConversationAnswerSchema, ...errorResponses(402, 404, 409, 502, 503, 504) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sessions.startConversation(requireAuth(request), request.body, clientDisconnectSignal(reply))),
  );

  app.get(
    '/assessment/scenario-conversation/funds',
    {
      schema: {
        summary: 'Who would pay for a session',
        tags: TAGS,
        description: `Who would pay for a session of the scenario started now, and what that balance holds: the caller's own credits, or an organisation's when the scenario belongs to its shared library or the organisation is the caller's workspace (\`PUT /organizations/current\`). \`short_message\` is what a start would answer (402) while the balance is short of ${SESSION_CREDIT_COST} credits: which balance, and how to get credits, in the caller's language (the account's, else Accept-Language's). Nothing is spent. 404 for an unknown scenario or another person's private one.`,
        querystring: SessionFundsQuerySchema,
        response: { 200: SessionFundsSchema, ...errorResponses(404) },
      },
    },
    async (request) => sessions.sessionFunds(requireAuth(request), request.query.scenario_id, request.headers['accept-language']),
  );

  getOneForCaller(app, '/conversations/:id', { params: ConversationParamsSchema, answer: ConversationSchema, errors: [404] }, (caller, { id }) => sessions.getConversation(caller, id), {
    tags: TAGS,
    summary: 'One roleplay session with its messages',
    description: "The caller's conversation with every line, oldest first; the first is the character's. A reply still being written appears once it has words saved.",
  });

  app.post(
    '/conversational/roleplay-chat',
    {
      // As the Vibes Check: a streamed reply must not hold a request turn. The turn's first statement checks the
      // caller's login beside the row lock and the lines (sessions.service.ts takeTurn).
      config: { skipTurn: true, loginCheckedByRoute: true },
      schema: {
        summary: 'Say a line and stream the character’s reply',
        nonJsonAnswer: {
          mediaTypes: ['text/plain', REPLY_EVENTS_MEDIA_TYPE],
          description: 'The character’s reply as it is written (chunked), or asked for as events, one JSON object a line: `queued` when the reply waits for its turn on a busy model, `started`, `text` pieces, then `saved` (TurnEvent)',
          errorStatuses: [404, 409, 502, 503, 504],
        },
        tags: TAGS,
        description: `One turn of a session: the learner's line is saved, then the character's reply streams back as text/plain while it is written; the \`${REPLY_ID_HEADER}\` header names the reply's message (for an interruption). With \`Accept: ${REPLY_EVENTS_MEDIA_TYPE}\` the turn streams as events instead: \`queued\` at once when the reply waits for its turn on a busy model, \`started\` (the saved line and the reply's id), the reply's \`text\`, and \`saved\` (both lines as saved, whether the character ended the conversation, the turns left); a stream that ends without \`saved\` was cut short. The reply is saved when it ends, or as far as it was streamed (marked interrupted) when it is cut short. 409 { message } when the conversation has ended, the character ended it (its walk-away line), its time is up, it has had its ${deps.config.metering.sessionMaxTurns} turns, or (without a timer) ${deps.config.metering.sessionMaxMinutes} minutes have passed since its start; it can still be ended and graded.`,
        body: RoleplayChatInputSchema,
      },
    },
    (request, reply) => {
      const caller = requireAuth(request);
      return sendReplyStream(request, reply, (signal) => sessions.takeTurn(caller, request.body, signal), {
        // A plain-text answer names the reply in a header, which goes out with the text that follows `started`.
        onPlainTextEvent: (event) => {
          if (event.type === 'started') reply.header(REPLY_ID_HEADER, event.reply_id);
        },
      });
    },
  );

  app.post(
    '/conversations/:id/messages/:messageId/interrupt',
    {
      schema: {
        summary: 'Cut the character’s reply where the learner interrupted',
        tags: TAGS,
        description:
          "The learner spoke over the character: the character's line is kept as far as it was said (its first `spoken_characters` characters, never more than it had) and marked interrupted, also when its reply is still streaming. A learner's line answers 400; a line of an ended session 409 (its transcript is what its report quotes).",
        params: ConversationMessageParamsSchema,
        body: InterruptReplyInputSchema,
        response: { 200: InterruptReplyAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => sessions.interruptReply(requireAuth(request), request.params.id, request.params.messageId, request.body),
  );

  app.post(
    '/conversations/:id/end',
    {
      schema: {
        summary: 'End a session and queue its grading',
        tags: TAGS,
        description:
          'Ends the conversation at once (it takes no more turns) and queues its grading: answers the grading job, whose status is at /conversations/job-status-grade/{jobId}. Ending it again answers the same job. A session in which the learner said nothing is not graded (`jobId` null, `grading` "not_graded") and its credits are refunded once.',
        params: ConversationParamsSchema,
        response: { 202: EndConversationAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => reply.code(202).send(await sessions.endConversation(requireAuth(request), request.params.id)),
  );
};
