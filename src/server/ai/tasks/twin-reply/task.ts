import type { AiStreamTask } from '../../ai-task.ts';
import { replyAsTwinOffline } from '../../offline/twin/reply.ts';
import { guardTwinStream } from './output-guard.ts';
import { buildTwinReplyPrompt } from './prompt.ts';
import type { TwinReplyInput } from '../../contracts/twin-reply.ts';

/** The twin answers the last message in the first person, from its summary, answers and memories only. */
export const twinReplyTask: AiStreamTask<TwinReplyInput> = {
  name: 'twin-reply',
  prompt: buildTwinReplyPrompt,
  offline: replyAsTwinOffline,
  // Close to what the person said: a little variety in wording, none in facts.
  temperature: 0.3,
  // A model's sentence that names or numbers something the person never shared is left out (the built-in reply when nothing is left).
  guard: (chunks, input) => guardTwinStream(chunks, input, () => replyAsTwinOffline(input)),
};
