import type { SynthesizeInput } from '@shared/contracts/speech.ts';
import { postForBody } from '@/lib/api-client.ts';

/**
 * `POST /speech/synthesize`: the audio of `input.text`, a sentence of the character's line in session
 * `input.conversation_id`, in the character's voice (501 when the server has no voice).
 */
export async function synthesizeSpeech(input: SynthesizeInput, signal?: AbortSignal): Promise<Blob> {
  const response = await postForBody('/speech/synthesize', input, { signal });
  return response.blob();
}
