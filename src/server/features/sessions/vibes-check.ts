// The Vibes Check: a free try-out of a scenario's character. Nothing is saved and no credits are spent, but each
// person has a number a day (config.metering). The sessions service composes it with the roleplay sessions.
import {
  type VibesCheckEndedAnswer,
  type VibesCheckEvent,
  type VibesCheckEndedInput,
} from '../../../shared/contracts/conversations.ts';
import { type VibesCheckInput } from '../../../shared/contracts/scenarios.ts';
import { QUEUED_EVENT, startReply } from '../../ai/queued-reply.ts';
import { endsConversation } from '../../ai/contracts/character-reply.ts';
import { characterReplyTask } from '../../ai/tasks/character-reply/task.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { conflict, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { loadCharacterContext, toCharacterReplyInput } from './character-context.ts';
import {
  characterEndedText,
  secondsUntilUtcMidnight,
  sessionLanguage,
  vibesCheckLimitText,
  VIBES_CHECK_USAGE,
} from './session-rules.ts';
import { createSessionsRepository } from './sessions.repository.ts';

export function createVibesCheck({ config, database, ai }: Pick<FeatureDeps, 'config' | 'database' | 'ai'>) {
  const { db } = database;
  const { vibesChecksPerDay } = config.metering;
  const conversations = createSessionsRepository(db);

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
      if (!found.isCounted) throw tooManyRequests(vibesCheckLimitText(vibesChecksPerDay), secondsUntilUtcMidnight(now));
      const context = await loadCharacterContext(db, found.scenario, input.messages);
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
  };
}
