import type { AiStreamTask } from '../../ai-client.ts';
import { replyAsTwinOffline } from '../../offline/twin/reply.ts';
import { buildTwinReplyPrompt } from './prompt.ts';
import type { TwinReplyInput } from '../../contracts/twin-reply.ts';

/** The twin answers the last message in the first person, from its summary, answers and memories only. */
export const twinReplyTask: AiStreamTask<TwinReplyInput> = {
  name: 'twin-reply',
  prompt: buildTwinReplyPrompt,
  offline: replyAsTwinOffline,
  // Close to what the person said: a little variety in wording, none in facts.
  temperature: 0.3,
};
