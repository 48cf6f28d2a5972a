import { VIBES_CHECK_MAX_MESSAGES, type ChatMessage } from '@shared/contracts/scenarios.ts';
import { postForBody } from '@/lib/api-client.ts';
import { readTextStream } from '@/lib/text-stream.ts';

/**
 * The messages a request carries: the whole history, or when it is longer than the server accepts, the most
 * recent ones. The history always ends with the learner's new line, so the kept window does too.
 */
export function vibesCheckWindow(history: readonly ChatMessage[]): ChatMessage[] {
  return history.slice(-VIBES_CHECK_MAX_MESSAGES);
}

/**
 * Sends the conversation to `POST /conversational/vibes-check` and calls `onChunk` with the reply so far each
 * time a piece arrives, and `onQueued` when the reply waits for its turn on a busy model. Resolves with the whole reply; aborting `signal` stops the reading and the model call.
 */
export async function streamVibesCheck(
  scenarioId: string,
  history: readonly ChatMessage[],
  onChunk: (replySoFar: string) => void,
  signal: AbortSignal,
  onQueued?: () => void,
): Promise<string> {
  const response = await postForBody('/conversational/vibes-check', { scenario_id: scenarioId, messages: vibesCheckWindow(history) }, { signal });
  return readTextStream(response.body, {
    signal,
    brokenMessage: 'The reply broke off before it ended. Please send your message again.',
    onChunk: (_chunk, replySoFar) => onChunk(replySoFar),
    onEvent: (event) => event.type === 'queued' && onQueued?.(),
  });
}
