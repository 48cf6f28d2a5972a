import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { createConversationsRepository } from './conversations.repository.ts';

/** Closes the learner's conversation; `result.data.id` names it. Ending one already ended keeps its end time, so a retry is safe. */
export const endConversationJob = defineJob({
  name: 'conversations.end',
  payload: z.object({ userId: z.uuid(), conversationId: z.uuid() }),
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  expireInSeconds: 60,
  async run({ userId, conversationId }, { db }): Promise<{ data: { id: string } }> {
    await createConversationsRepository(db).markConversationEnded(userId, conversationId);
    return { data: { id: conversationId } };
  },
});
