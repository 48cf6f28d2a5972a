import type { SessionLanguage } from '@shared/contracts/conversations.ts';
import type { TranscriptionAnswer } from '@shared/contracts/speech.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Sends a recorded answer to `POST /speech/transcribe` (multipart `audio` and `language`); resolves with its text. */
export async function transcribeSpeech(audio: Blob, fileName: string, language: SessionLanguage, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('language', language);
  form.append('audio', audio, fileName);
  const answer = await apiRequest<TranscriptionAnswer>('/speech/transcribe', { method: 'POST', body: form, signal });
  return answer.text;
}
