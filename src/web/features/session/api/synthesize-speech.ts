import type { SynthesizeInput } from '../../../../shared/contracts/speech.ts';
import { ApiError, ensureFreshSession } from '../../../lib/api-client.ts';
import { errorOfResponse, SERVER_UNREACHABLE_MESSAGE } from './stream-roleplay-reply.ts';

function post(input: SynthesizeInput, signal: AbortSignal | undefined): Promise<Response> {
  return fetch('/speech/synthesize', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, SERVER_UNREACHABLE_MESSAGE, null);
  });
}

/** `POST /speech/synthesize`: the audio of `input.text` in the character's voice (501 when the server has no voice). */
export async function synthesizeSpeech(input: SynthesizeInput, signal?: AbortSignal): Promise<Blob> {
  let response = await post(input, signal);
  // Audio cannot go through apiRequest, which reads JSON; renew an expired access token the same way, once.
  if (response.status === 401) {
    await ensureFreshSession();
    response = await post(input, signal);
  }
  if (!response.ok) throw await errorOfResponse(response);
  return response.blob();
}
