import type { z } from 'zod';
import type { ConversationMessage, InterruptReplyAnswerSchema, InterruptReplyInput } from '@shared/contracts/conversations.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Keeps the character's reply as far as it was said (its first `spokenCharacters` characters), marked interrupted. */
export async function interruptReply(conversationId: string, messageId: string, spokenCharacters: number): Promise<ConversationMessage> {
  const body: InterruptReplyInput = { spoken_characters: spokenCharacters };
  const answer = await apiRequest<z.infer<typeof InterruptReplyAnswerSchema>>(
    `/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/interrupt`,
    { method: 'POST', body },
  );
  return answer.data;
}
