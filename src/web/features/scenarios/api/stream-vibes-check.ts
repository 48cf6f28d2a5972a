import { VIBES_CHECK_MAX_MESSAGES, type ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { ApiError, ensureFreshSession } from '../../../lib/api-client.ts';

/**
 * The messages a request carries: the whole history, or when it is longer than the server accepts, the most
 * recent ones. The history always ends with the learner's new line, so the kept window does too.
 */
export function vibesCheckWindow(history: readonly ChatMessage[]): ChatMessage[] {
  return history.slice(-VIBES_CHECK_MAX_MESSAGES);
}

function post(scenarioId: string, messages: ChatMessage[], signal: AbortSignal): Promise<Response> {
  return fetch('/conversational/vibes-check', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario_id: scenarioId, messages }),
    signal,
  });
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : `Request failed with status ${response.status}.`;
  return new ApiError(response.status, message, body);
}

/**
 * Sends the conversation to `POST /conversational/vibes-check` and calls `onChunk` with the reply so far each
 * time a piece arrives. Resolves with the whole reply; aborting `signal` stops the reading and the model call.
 */
export async function streamVibesCheck(
  scenarioId: string,
  history: readonly ChatMessage[],
  onChunk: (replySoFar: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const messages = vibesCheckWindow(history);
  let response = await post(scenarioId, messages, signal);
  // A streamed answer cannot go through apiRequest; renew an expired access token the same way once.
  if (response.status === 401) {
    await ensureFreshSession();
    response = await post(scenarioId, messages, signal);
  }
  if (!response.ok || !response.body) throw await errorOf(response);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let reply = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      reply += decoder.decode(value, { stream: true });
      onChunk(reply);
    }
    reply += decoder.decode();
  } finally {
    reader.releaseLock();
  }
  return reply;
}
