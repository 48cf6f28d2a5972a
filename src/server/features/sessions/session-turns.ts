// A session's turns: the learner's line and the character's reply streamed and saved, and the learner speaking over
// the character (the reply kept as far as it was said, on whichever instance streams it). The sessions service
// composes these with the start and the end of a session.
import {
  type ConversationMessage,
  type InterruptReplyInput,
  type RoleplayChatInput,
  type TurnEvent,
} from '../../../shared/contracts/conversations.ts';
import { type ChatMessage } from '../../../shared/contracts/scenarios.ts';
import { createSentenceSplitter } from '../../../shared/sentence-splitter.ts';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { QUEUED_EVENT, startReply } from '../../ai/queued-reply.ts';
import { endsConversation } from '../../ai/contracts/character-reply.ts';
import { characterReplyTask } from '../../ai/tasks/character-reply/task.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { playableContext } from './character-context.ts';
import {
  CONVERSATION_MESSAGES_LIMIT,
  closedReason,
  ENDED_TRANSCRIPT_MESSAGE,
  leftCharacters,
  sessionTurnsMessage,
} from './session-rules.ts';
import { toConversationMessage, type ConversationMessageRow } from './conversation-rows.ts';
import { createSessionsRepository } from './sessions.repository.ts';

/** How long an interruption waits for the instance streaming the reply to stop and save it. */
const REMOTE_CUT_WAIT_MS = 2000;
const replyCutSignal = (messageId: string) => `reply-cut:${messageId}`;
const replySavedSignal = (messageId: string) => `reply-saved:${messageId}`;

export function createSessionTurns({
  config,
  database,
  ai,
  events,
}: Pick<FeatureDeps, 'config' | 'database' | 'ai' | 'events'>) {
  const { db } = database;
  const { sessionMaxTurns, sessionMaxMinutes } = config.metering;
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

  return {
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
  };
}
