// Conversation rules: who may talk to which scenario's character. The Vibes Check is a free try-out: nothing is
// saved and no credits are spent.
import type { VibesCheckInput } from '../../../shared/contracts/scenarios.ts';
import { characterReplyTask } from '../../ai/tasks/character-reply/task.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { getFileTexts } from '../files/file-texts.ts';
import { toCharacterReplyInput } from './character-context.ts';
import { createConversationsRepository } from './conversations.repository.ts';

export function createConversationsService({ database, ai }: Pick<FeatureDeps, 'database' | 'ai'>) {
  const { db } = database;
  const conversations = createConversationsRepository(db);

  return {
    /**
     * The character's reply as the model writes it. The scenario is checked before the first chunk, so an unknown
     * or foreign one answers 404; `signal` (the client leaving) stops the model call.
     */
    async *vibesCheck(caller: AccessClaims, input: VibesCheckInput, signal: AbortSignal): AsyncGenerator<string, void, undefined> {
      const scenario = await conversations.findChatScenario(caller.userId, input.scenario_id);
      if (!scenario) throw notFound('Scenario not found.');
      // The files ground the scenario's owner's character; samples have none.
      const files = scenario.userId ? await getFileTexts(db, scenario.userId, scenario.fileIds) : [];
      const replyInput = toCharacterReplyInput(
        scenario,
        files.map((file) => file.text),
        input.messages,
      );
      yield* ai.stream(characterReplyTask, replyInput, { signal });
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
