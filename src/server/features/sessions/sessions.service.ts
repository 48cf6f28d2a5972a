// Session rules: who may talk to which scenario's character, and the roleplay sessions. The Vibes Check is a free
// try-out (vibes-check.ts). A session is paid for when it starts, keeps every line, refuses turns once it has ended, its
// time is up or it has had its turns (session-turns.ts; a session without a timer is up after
// config.metering.sessionMaxMinutes), and queues its grading when it ends (deps.grading, the reports feature's job);
// the report, history, progress and transcript are the reports feature's.
import {
  type Conversation,
  type CreateConversationAnswer,
  type CreateConversationInput,
  type SessionFunds,
  type EndConversationAnswer,
} from '../../../shared/contracts/conversations.ts';
import { SESSION_CREDIT_COST } from '../../../shared/contracts/scenarios-constants.ts';
import { attemptsUsedMessage } from '../../../shared/contracts/assignments-constants.ts';
import { randomUUID } from 'node:crypto';
import { AiError } from '../../ai/ai-error.ts';
import { characterOpeningTask } from '../../ai/tasks/character-opening/task.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { pickLanguage, serverText, type ServerText } from '../../i18n/server-text.ts';
import { conflict, notFound, paymentRequired } from '../../lib/http-errors.ts';
import type { Db } from '../../db/client.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findAssignmentsOfScenario } from '../assignments/assignment-records.repository.ts';
import { findAccountLanguage } from '../users/account-records.repository.ts';
import { loadCharacterContext } from './character-context.ts';
import {
  CONVERSATION_MESSAGES_LIMIT,
  builtInEngineLanguageMessage,
  creditsShortText,
  joinText,
  MINUTE_MS,
  NOTHING_SAID_REFUND_REASON,
  sessionLanguage,
} from './session-rules.ts';
import { toConversation, type ConversationRow } from './conversation-rows.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions.repository.ts';
import { createSessionTurns } from './session-turns.ts';
import { createVibesCheck } from './vibes-check.ts';

export function createSessionsService({
  config,
  database,
  ai,
  queue,
  credits,
  grading,
  events,
}: Pick<FeatureDeps, 'config' | 'database' | 'ai' | 'queue' | 'credits' | 'grading' | 'events'>) {
  const { db } = database;
  const conversations = createSessionsRepository(db);
  const vibesCheck = createVibesCheck({ config, database, ai });
  const turns = createSessionTurns({ config, database, ai, events });

  /** A shortfall worded as the refusal of a start would be, for the caller (i18n/server-text.ts `pickLanguage`). */
  async function shortfallWords(caller: AccessClaims, text: ServerText, acceptLanguage: string | undefined): Promise<string> {
    const language = pickLanguage({ account: await findAccountLanguage(db, caller.userId), acceptLanguage });
    return serverText(language, text.key, text.values);
  }

  /**
   * The assignment a session of this scenario is an attempt at: while an organisation has assigned the scenario to the
   * person, each session of it counts for the soonest due assignment with attempts left (409 when none has any left);
   * null for personal practice, which stays private.
   */
  async function attemptAssignment(repository: SessionsRepository, userId: string, scenarioId: string, tx: Db = db): Promise<string | null> {
    const assigned = await findAssignmentsOfScenario(tx, userId, scenarioId);
    for (const assignment of assigned) {
      if ((await repository.countAssignmentAttempts(assignment.id, userId)) < assignment.maxAttempts) return assignment.id;
    }
    const last = assigned.at(-1);
    if (last) throw conflict(attemptsUsedMessage(last.maxAttempts));
    return null;
  }

  async function findOwnConversation(caller: AccessClaims, id: string): Promise<ConversationRow> {
    const conversation = await conversations.findOwnConversation(caller.userId, id);
    if (!conversation) throw notFound('Conversation not found.');
    return conversation;
  }

  return {
    ...vibesCheck,

    /**
     * Who would pay for a session of the scenario started now, what that balance holds, and the refusal when it is
     * short, in the caller's language (their account's, else `acceptLanguage`'s), as a start would answer it.
     */
    async sessionFunds(caller: AccessClaims, scenarioId: string, acceptLanguage?: string): Promise<SessionFunds> {
      const scenario = await conversations.findChatScenario(caller.userId, scenarioId);
      if (!scenario) throw notFound('Scenario not found.');
      const funds = await credits.sessionFunds(caller.userId, scenario.id, SESSION_CREDIT_COST);
      const isShort = funds.balance < SESSION_CREDIT_COST;
      return {
        payer: funds.organizationId ? 'organization' : 'personal',
        organization: funds.organizationId ? { id: funds.organizationId, name: funds.organizationName ?? 'Your organisation' } : null,
        balance: funds.balance,
        session_cost: SESSION_CREDIT_COST,
        short_message: isShort ? await shortfallWords(caller, funds.shortMessage ?? creditsShortText(funds.balance), acceptLanguage) : null,
      };
    },

    /**
     * Starts a session: the credits, the conversation and the character's opening line commit together or not at
     * all. The opening line is written before the transaction (a model call must not hold the person's row lock),
     * after a plain balance check so that a person who cannot pay costs no model call.
     */
    async startConversation(caller: AccessClaims, input: CreateConversationInput, signal: AbortSignal): Promise<CreateConversationAnswer> {
      const { userId } = caller;
      const scenario = await conversations.findChatScenario(userId, input.scenario_id);
      if (!scenario) throw notFound('Scenario not found.');
      // The organisation pays when the scenario is its own or the session starts from its workspace (credits feature).
      const funds = await credits.sessionFunds(userId, scenario.id, SESSION_CREDIT_COST);
      if (funds.balance < SESSION_CREDIT_COST) throw paymentRequired(funds.shortMessage ?? creditsShortText(funds.balance));
      // Refused before the model is asked; counted again under the lock below.
      await attemptAssignment(conversations, userId, scenario.id);
      const language = sessionLanguage(input.language, scenario);
      // The built-in character would answer in English: the Meet page says so too, and offers English.
      if (language !== 'en-US' && (await ai.engine()).isOffline) throw conflict(builtInEngineLanguageMessage(language));

      const { messages: _none, ...context } = await loadCharacterContext(db, scenario, []);
      // The session's id is chosen before its opening line is written, so a local model keeps the context it read the
      // character's instructions into for the first turn.
      const conversationId = randomUUID();
      const opening = (await joinText(ai.stream(characterOpeningTask, { ...context, messages: [] }, { signal, paced: false, conversationId })).catch((error: unknown) => {
        ai.releaseConversation(conversationId);
        throw error;
      })).trim();
      if (!opening) {
        ai.releaseConversation(conversationId);
        throw new AiError('The AI model answered with an empty opening line. Please try again.', true);
      }

      const startedAt = new Date();
      const timeLimitMinutes = input.time_limit_minutes ?? null;
      const started = await db.transaction(async (tx) => {
        const debit = await credits.debit(tx, { userId, amount: SESSION_CREDIT_COST, reason: `Roleplay session: ${scenario.name}`, scenarioId: scenario.id, conversationId });
        // Thrown inside the transaction, so nothing of the start is kept.
        if (!debit.isPaid) throw paymentRequired(debit.shortMessage ?? creditsShortText(debit.balance));
        const repository = createSessionsRepository(tx);
        await repository.lockAssignmentAttempts(userId);
        const assignmentId = await attemptAssignment(repository, userId, scenario.id, tx);
        const conversation = await repository.insertConversation({
          id: conversationId,
          userId,
          assignmentId,
          scenarioId: scenario.id,
          scenarioName: scenario.name,
          mode: input.mode ?? 'speech',
          language,
          timeLimitMinutes,
          startedAt,
          endsAt: timeLimitMinutes === null ? null : new Date(startedAt.getTime() + timeLimitMinutes * MINUTE_MS),
          context,
        });
        await repository.insertMessage({ conversationId: conversation.id, role: 'character', content: opening });
        return { id: conversation.id, balance: debit.balance, organizationId: debit.organizationId ?? null };
      }).catch((error: unknown) => {
        ai.releaseConversation(conversationId);
        throw error;
      });
      // The balance that paid is told to the pages that show it: the person's own, or every member's of the organisation.
      if (started.organizationId) await credits.publishOrganizationBalance(started.organizationId, started.balance);
      else await credits.publishBalance(userId, started.balance);
      return { data: { id: started.id } };
    },

    async getConversation(caller: AccessClaims, id: string): Promise<Conversation> {
      const conversation = await findOwnConversation(caller, id);
      return toConversation(conversation, await conversations.listMessages(conversation.id, CONVERSATION_MESSAGES_LIMIT));
    },

    ...turns,

    /**
     * Ends the session and queues its grading in one transaction: no turn is taken from then on, and ending it again
     * answers the same job. A session in which the learner said nothing is not graded: its credits are given back in
     * the same transaction, under the conversation's row lock, so two ends (even at once) refund it once.
     */
    async endConversation(caller: AccessClaims, id: string): Promise<EndConversationAnswer> {
      const ended = await queue.transaction(async (tx, enqueue) => {
        const repository = createSessionsRepository(tx);
        const conversation = await repository.lockOwnConversation(caller.userId, id);
        if (!conversation) throw notFound('Conversation not found.');
        if (conversation.gradingStatus === 'not_graded') return { answer: { jobId: null, grading: 'not_graded' } as const, isRefunded: false };
        if (conversation.gradeJobId) return { answer: { jobId: conversation.gradeJobId, grading: 'grading' } as const, isRefunded: false };
        if ((await repository.countLearnerMessages(conversation.id)) === 0) {
          await repository.markEndedNotGraded(conversation.id);
          const refunded = await credits.refund(tx, { userId: caller.userId, amount: SESSION_CREDIT_COST, reason: NOTHING_SAID_REFUND_REASON, scenarioId: conversation.scenarioId, conversationId: conversation.id });
          return { answer: { jobId: null, grading: 'not_graded' } as const, isRefunded: true, refundedOrganizationId: refunded.organizationId };
        }
        const jobId = await grading.enqueue(enqueue, { userId: caller.userId, conversationId: conversation.id });
        await repository.markEndedAndGrading(conversation.id, jobId);
        return { answer: { jobId, grading: 'grading' } as const, isRefunded: false };
      });
      if ('refundedOrganizationId' in ended && ended.refundedOrganizationId) await credits.publishOrganizationBalance(ended.refundedOrganizationId);
      else if (ended.isRefunded) await credits.publishBalance(caller.userId);
      ai.releaseConversation(id);
      return ended.answer;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
