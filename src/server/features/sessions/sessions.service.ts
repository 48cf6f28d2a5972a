// Session rules: who may talk to which scenario's character, and the roleplay sessions. The Vibes Check is a free
// try-out: nothing is saved and no credits are spent, but each person has a number a day (config.metering). A session
// is paid for when it starts, keeps every line, refuses turns once it has ended, its time is up or it has had its turns
// (a session without a timer is up after config.metering.sessionMaxMinutes), and queues its grading when it ends
// (deps.grading, the reports feature's job); the report, history, progress and transcript are the reports feature's.
import {
  type Conversation,
  type ConversationMessage,
  type CreateConversationAnswer,
  type CreateConversationInput,
  type InterruptReplyInput,
  type RoleplayChatInput,
  type SessionFunds,
  type TurnEvent,
  type EndConversationAnswer,
  type VibesCheckEndedAnswer,
  type VibesCheckEvent,
  type VibesCheckEndedInput,
} from '../../../shared/contracts/conversations.ts';
import { type ChatMessage, type VibesCheckInput } from '../../../shared/contracts/scenarios.ts';
import { SESSION_CREDIT_COST } from '../../../shared/contracts/scenarios-constants.ts';
import { attemptsUsedMessage } from '../../../shared/contracts/assignments-constants.ts';
import { createSentenceSplitter } from '../../../shared/sentence-splitter.ts';
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { AiError } from '../../ai/ai-error.ts';
import { QUEUED_EVENT, startReply } from '../../ai/queued-reply.ts';
import { characterOpeningTask } from '../../ai/tasks/character-opening/task.ts';
import { endsConversation } from '../../ai/contracts/character-reply.ts';
import { characterReplyTask } from '../../ai/tasks/character-reply/task.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, conflict, notFound, paymentRequired, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import type { Db } from '../../db/client.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findAssignmentsOfScenario } from '../assignments/assignment-records.repository.ts';
import { getFileTexts } from '../files/file-texts.ts';
import { playableContext, toCharacterReplyInput } from './character-context.ts';
import {
  CONVERSATION_MESSAGES_LIMIT,
  builtInEngineLanguageMessage,
  characterEndedText,
  closedReason,
  creditsShortMessage,
  ENDED_TRANSCRIPT_MESSAGE,
  joinText,
  leftCharacters,
  MINUTE_MS,
  NOTHING_SAID_REFUND_REASON,
  secondsUntilUtcMidnight,
  sessionLanguage,
  sessionTurnsMessage,
  vibesCheckLimitMessage,
  VIBES_CHECK_USAGE,
} from './session-rules.ts';
import { toConversation, toConversationMessage, type ConversationMessageRow, type ConversationRow } from './conversation-rows.ts';
import { createSessionsRepository, type ChatScenarioRow, type SessionsRepository } from './sessions.repository.ts';

/** How long an interruption waits for the instance streaming the reply to stop and save it. */
const REMOTE_CUT_WAIT_MS = 2000;
const replyCutSignal = (messageId: string) => `reply-cut:${messageId}`;
const replySavedSignal = (messageId: string) => `reply-saved:${messageId}`;

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
  const { vibesChecksPerDay, sessionMaxTurns, sessionMaxMinutes } = config.metering;
  const conversations = createSessionsRepository(db);
  // Replies this process is streaming, with their text so far, so an interruption can answer what was kept before
  // the reply is saved. (Another instance's reply answers its saved content; the cut is applied all the same.)
  const liveReplies = new Map<string, { text: string }>();

  /**
   * A reply still streaming on another instance: that instance is told to stop (the cut is already stored), and the
   * reply is answered as it saves it, or as stored when no instance answers in time (its stream had already died).
   */
  async function cutRemoteReply(row: ConversationMessageRow): Promise<ConversationMessageRow> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, REMOTE_CUT_WAIT_MS);
      const stopListening = events.onSignal(replySavedSignal(row.id), done);
      function done() {
        clearTimeout(timer);
        stopListening();
        resolve();
      }
      events.signal(replyCutSignal(row.id)).catch(done);
    });
    return (await conversations.findMessage(row.conversationId, row.id)) ?? row;
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

  /** The scenario's character, its files' facts included: what a session or a Vibes Check is played from. */
  async function characterContext(scenario: ChatScenarioRow, messages: ChatMessage[]) {
    // The files ground the scenario's owner's character; samples have none.
    const files = scenario.userId ? await getFileTexts(db, scenario.userId, scenario.fileIds) : [];
    return toCharacterReplyInput(
      scenario,
      files.map((file) => file.text),
      messages,
    );
  }

  async function findOwnConversation(caller: AccessClaims, id: string): Promise<ConversationRow> {
    const conversation = await conversations.findOwnConversation(caller.userId, id);
    if (!conversation) throw notFound('Conversation not found.');
    return conversation;
  }

  return {
    /**
     * The character's reply as the model writes it (`text` events, led by `queued` when it waits for its turn on a
     * busy model), then `done`: whether it ended the conversation.
     * The scenario is checked before the first event, so an unknown or foreign one answers 404; `signal` (the client
     * leaving) stops the model call.
     */
    async *vibesCheck(caller: AccessClaims, input: VibesCheckInput, signal: AbortSignal): AsyncGenerator<VibesCheckEvent, void, undefined> {
      // Counted before the model is called, so parallel requests cannot all slip under the limit; an unknown
      // scenario is not counted.
      const now = new Date();
      const found = await conversations.findChatScenarioTakingDailyUse(caller.userId, input.scenario_id, {
        kind: VIBES_CHECK_USAGE,
        day: now.toISOString().slice(0, 10),
        limit: vibesChecksPerDay,
      });
      if (!found) throw notFound('Scenario not found.');
      if (!found.isCounted) throw tooManyRequests(vibesCheckLimitMessage(vibesChecksPerDay), secondsUntilUtcMidnight(now));
      const context = await characterContext(found.scenario, input.messages);
      // A character who ended the conversation takes no more lines, in a Vibes Check as in a session.
      if (input.messages.some((message) => message.role === 'character' && endsConversation(message.content, context.brief.outcome))) {
        throw conflict(characterEndedText(context.character.name));
      }
      // A Vibes Check keeps no record, but while it lasts a local model keeps its context, as for a session.
      const conversationId = `vibes-check:${caller.userId}:${found.scenario.id}`;
      const language = sessionLanguage(undefined, found.scenario);
      const started = startReply((onQueued) => ai.stream(characterReplyTask, { ...context, language }, { signal, conversationId, onQueued }));
      if (await started.waitsForTurn) yield QUEUED_EVENT;
      let reply = '';
      for await (const chunk of started) {
        if (!chunk) continue;
        reply += chunk;
        yield { type: 'text', text: chunk };
      }
      const ended = endsConversation(reply, context.brief.outcome);
      yield { type: 'done', ended, message: ended ? characterEndedText(context.character.name) : null };
    },

    /** Whether a Vibes Check reply ended the conversation, so the page can say so and stop taking lines. */
    async vibesCheckEnded(caller: AccessClaims, input: VibesCheckEndedInput): Promise<VibesCheckEndedAnswer> {
      const scenario = await conversations.findChatScenario(caller.userId, input.scenario_id);
      if (!scenario) throw notFound('Scenario not found.');
      const { brief, character } = toCharacterReplyInput(scenario, [], []);
      if (!endsConversation(input.reply, brief.outcome)) return { ended: false, message: null };
      return { ended: true, message: characterEndedText(character.name) };
    },

    /** Who would pay for a session of the scenario started now, what that balance holds, and the refusal when it is short. */
    async sessionFunds(caller: AccessClaims, scenarioId: string): Promise<SessionFunds> {
      const scenario = await conversations.findChatScenario(caller.userId, scenarioId);
      if (!scenario) throw notFound('Scenario not found.');
      const funds = await credits.sessionFunds(caller.userId, scenario.id, SESSION_CREDIT_COST);
      const isShort = funds.balance < SESSION_CREDIT_COST;
      return {
        payer: funds.organizationId ? 'organization' : 'personal',
        organization: funds.organizationId ? { id: funds.organizationId, name: funds.organizationName ?? 'Your organisation' } : null,
        balance: funds.balance,
        session_cost: SESSION_CREDIT_COST,
        short_message: isShort ? (funds.shortMessage ?? creditsShortMessage(funds.balance)) : null,
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
      if (funds.balance < SESSION_CREDIT_COST) throw paymentRequired(funds.shortMessage ?? creditsShortMessage(funds.balance));
      // Refused before the model is asked; counted again under the lock below.
      await attemptAssignment(conversations, userId, scenario.id);
      const language = sessionLanguage(input.language, scenario);
      // The built-in character would answer in English: the Meet page says so too, and offers English.
      if (language !== 'en-US' && (await ai.engine()).isOffline) throw conflict(builtInEngineLanguageMessage(language));

      const { messages: _none, ...context } = await characterContext(scenario, []);
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
        if (!debit.isPaid) throw paymentRequired(debit.shortMessage ?? creditsShortMessage(debit.balance));
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

    /**
     * One turn: the learner's line is saved, then the character's reply streams as the model writes it and is saved
     * when it ends. Every refusal (404, 409) comes before the first event. The events: `queued` at once when the reply
     * waits for its turn on a busy model, `started` (the saved line and the reply's id) just before the reply's first
     * words, its `text` as it is written, and `saved` once the reply is saved, with both lines and the session's state
     * as a read would answer them.
     *
     * When the model fails before its first word, the learner's line stays saved and the error is answered (after
     * `queued`, the stream ends instead): the line was said, and the next turn's reply answers it with the rest. A reply cut short (the client left, the
     * model failed midway) is saved as far as it was streamed and marked interrupted, and no `saved` event follows.
     */
    async *takeTurn(caller: AccessClaims, input: RoleplayChatInput, signal: AbortSignal): AsyncGenerator<TurnEvent, void, undefined> {
      // An interruption that reached another instance stops this stream through the event bus.
      const cut = new AbortController();
      // Stops a reply already asked for when the turn's lines could not be saved.
      const unsaved = new AbortController();
      // The model's settings are read again once their cache is a few seconds old: that read runs beside the
      // conversation's, not after it, so the model is asked as soon as the lines are known.
      ai.settings().catch(() => undefined);
      // Under the conversation's row lock, so a turn and an end (or a second turn) cannot both see it open. The model
      // is asked as soon as the turn is allowed, with the lines read under the lock and the learner's new one: it reads
      // its prompt while the two lines are saved and the transaction commits.
      const { conversation, character, learner, replyId, turnsLeft, reply } = await db
        .transaction(async (tx) => {
          const repository = createSessionsRepository(tx);
          // The login's check, the row lock and the lines in one round trip (the route leaves the login to this
          // statement: loginCheckedByRoute), so an ended login is refused here at once, on every instance.
          const found = await repository.lockOwnConversationForTurn(caller.userId, input.scenario_conv_list_id, caller.sessionId, CONVERSATION_MESSAGES_LIMIT - 1);
          if (!found) {
            // Read now, not from this instance's cache: an ended login is refused at once, whatever the id.
            if (!(await repository.isLoginUsable(caller.sessionId))) throw unauthorized();
            throw notFound('Conversation not found.');
          }
          if (!found.isLoginUsable) throw unauthorized();
          const locked = found.conversation;
          const reason = closedReason(locked, new Date(), sessionMaxMinutes);
          if (reason) throw conflict(reason);
          // Counted under the row lock, so parallel turns cannot pass the limit together. A turn that held the lock
          // committed its lines after this statement's snapshot when the row counts more learner lines than were read:
          // they are read again, under the lock.
          const said = found.learnerLines === locked.learnerTurns ? { messages: found.messages, learnerTurns: found.learnerLines } : await repository.listMessagesForTurn(locked.id, CONVERSATION_MESSAGES_LIMIT - 1);
          if (said.learnerTurns >= sessionMaxTurns) throw conflict(sessionTurnsMessage(sessionMaxTurns));
          // Every line so far and the new one; a line cut before its first word has nothing to say.
          const history = said.messages
            .filter((message) => message.content !== '')
            .map((message): ChatMessage => ({ role: message.role, content: message.content }));
          history.push({ role: 'learner', content: input.message });
          const playable = playableContext(locked.context);
          const started = startReply((onQueued) =>
            ai.stream(
              characterReplyTask,
              { ...playable, messages: history, language: locked.language },
              { signal: AbortSignal.any([signal, cut.signal, unsaved.signal]), conversationId: locked.id, onQueued },
            ),
          );
          // The model is asked in this turn of the event loop when its settings are at hand (a local model then
          // reads its prompt on its own threads); the lines are sent to the database after that, not before it.
          await nextTurnOfEventLoop();
          const lines = await repository.insertTurn(locked.id, { content: input.message, speechMs: input.speech_ms ?? null });
          return {
            conversation: locked,
            character: playable,
            learner: toConversationMessage(lines.learner),
            replyId: lines.reply.id,
            turnsLeft: sessionMaxTurns - said.learnerTurns - 1,
            reply: started,
          };
        })
        .catch((error: unknown) => {
          unsaved.abort(error);
          throw error;
        });

      const live = { text: '' };
      liveReplies.set(replyId, live);
      const sentences = createSentenceSplitter();
      const stopListening = events.onSignal(replyCutSignal(replyId), () => cut.abort());
      const { outcome } = character.brief;
      /** Saves the reply as far as it went (or removes it when it never got a word): once, however the turn ends. */
      let finished: Promise<ConversationMessageRow | undefined> | undefined;
      const finish = (isComplete: boolean) =>
        (finished ??= (async () => {
          if (live.text === '') {
            await conversations.deleteEmptyReply(replyId);
            return undefined;
          }
          const saved = await conversations.completeReply(replyId, live.text, !isComplete);
          // The character walked away: from this line on the session takes no more turns (closedReason).
          if (saved && endsConversation(saved.content, outcome)) await conversations.markCharacterEnded(conversation.id, replyId);
          return saved;
        })());
      // A spoken session's page speaks each sentence once it has ended, while the rest is written: the text so far is
      // stored before the chunk that ends a sentence goes out, so the speech route finds that sentence on any instance.
      // A text session's page speaks nothing, so its text so far is stored beside the stream (for a read meanwhile),
      // one save after another; a save that failed ends the turn when the reply does.
      const isSpoken = conversation.mode !== 'text';
      let savingSoFar: Promise<void> = Promise.resolve();
      const saveSoFar = (text: string) => (savingSoFar = savingSoFar.then(() => conversations.saveReplySoFar(replyId, text)));
      let saved: ConversationMessageRow | undefined;
      try {
        // The page hears at once that the reply waits for its turn on a busy model (events only: plain text leaves it out).
        if (await reply.waitsForTurn) yield QUEUED_EVENT;
        let isComplete = false;
        try {
          for await (const chunk of reply) {
            if (cut.signal.aborted) break;
            if (!chunk) continue;
            if (live.text === '') yield { type: 'started', learner, reply_id: replyId };
            live.text += chunk;
            if (sentences.push(chunk).length > 0) {
              const saving = saveSoFar(live.text);
              if (isSpoken) await saving;
              else saving.catch(() => undefined);
            }
            yield { type: 'text', text: chunk };
          }
          isComplete = !cut.signal.aborted;
        } catch (error) {
          // Cut by an interruption: the reply ends here, saved as far as it was said.
          if (!cut.signal.aborted) throw error;
        }
        await savingSoFar;
        saved = await finish(isComplete);
      } finally {
        stopListening();
        liveReplies.delete(replyId);
        await savingSoFar.catch(() => undefined);
        await finish(false);
        if (cut.signal.aborted) await events.signal(replySavedSignal(replyId)).catch(() => undefined);
      }
      const hasEnded = saved !== undefined && endsConversation(saved.content, outcome);
      yield {
        type: 'saved',
        learner,
        reply: saved ? toConversationMessage(saved) : null,
        character_ended_message_id: hasEnded ? replyId : conversation.characterEndedMessageId,
        turns_left: turnsLeft,
      };
    },

    /**
     * The learner spoke over the character: the line is kept as far as it was said. A line still streaming is cut
     * when its stream ends; the answer already shows what will be kept.
     */
    async interruptReply(caller: AccessClaims, conversationId: string, messageId: string, input: InterruptReplyInput): Promise<{ data: ConversationMessage }> {
      // Under the conversation's row lock, so an end cannot slip between the check and the cut: once a session has
      // ended, its transcript is what its report quotes and must not change.
      const row = await db.transaction(async (tx) => {
        const repository = createSessionsRepository(tx);
        const conversation = await repository.lockOwnConversation(caller.userId, conversationId);
        if (!conversation) throw notFound('Conversation not found.');
        const message = await repository.findMessage(conversation.id, messageId);
        if (!message) throw notFound('Message not found.');
        if (message.role !== 'character') throw badRequest("Only the character's lines can be interrupted.");
        if (conversation.status === 'ended') throw conflict(ENDED_TRANSCRIPT_MESSAGE);
        const cut = await repository.interruptReply(conversation.id, messageId, input.spoken_characters);
        if (!cut) throw notFound('Message not found.');
        return cut;
      });
      const live = liveReplies.get(messageId);
      if (!row.complete && !live) return { data: toConversationMessage(await cutRemoteReply(row)) };
      const answer = toConversationMessage(row);
      if (!row.complete && live) answer.content = leftCharacters(live.text, row.cutAt ?? Number.POSITIVE_INFINITY);
      return { data: answer };
    },

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
