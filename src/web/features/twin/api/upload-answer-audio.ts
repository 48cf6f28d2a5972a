import type { TwinAudioAnswer } from '@shared/contracts/twin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export interface UploadAnswerAudioInput {
  number: number;
  audio: Blob;
  filename: string;
}

/** Sends a spoken answer; the server keeps it as a voice memory and transcribes it where it can. */
export function uploadAnswerAudio({ number, audio, filename }: UploadAnswerAudioInput): Promise<TwinAudioAnswer> {
  const form = new FormData();
  form.append('audio', audio, filename);
  return apiRequest<TwinAudioAnswer>(`/twin/answers/${number}/audio`, { method: 'POST', body: form });
}

export function useUploadAnswerAudio() {
  return useRefreshingMutation(uploadAnswerAudio, { refreshes: [TWIN_QUERY_KEY], after: 'success' });
}
