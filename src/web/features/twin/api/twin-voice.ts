import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpeechVoice } from '@shared/contracts/speech.ts';
import { leadingSpeakablePassage } from '@shared/speakable-text.ts';
import type { TwinVoiceSettings } from '@shared/contracts/twin-talk.ts';
import { apiRequest, postForBody } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export const TWIN_VOICE_QUERY_KEY = [...TWIN_QUERY_KEY, 'voice'] as const;

export function twinVoiceQueryOptions() {
  return queryOptions({ queryKey: TWIN_VOICE_QUERY_KEY, queryFn: ({ signal }) => apiRequest<TwinVoiceSettings>('/twin/voice', { signal }) });
}

/** The twin's chosen voice and what can speak on this server. */
export function useTwinVoice() {
  return useQuery(twinVoiceQueryOptions());
}

/** `PUT /twin/voice` with a voice, `DELETE /twin/voice` with null (the server's default). */
export function useSaveTwinVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voice: SpeechVoice | null) =>
      voice ? apiRequest<TwinVoiceSettings>('/twin/voice', { method: 'PUT', body: { voice } }) : apiRequest<TwinVoiceSettings>('/twin/voice', { method: 'DELETE' }),
    onSuccess: (settings) => queryClient.setQueryData(TWIN_VOICE_QUERY_KEY, settings),
  });
}

/** `POST /twin/voice/preview`: the sample sentence in a voice not yet kept. */
export async function previewTwinVoice(voice: SpeechVoice, signal?: AbortSignal): Promise<Blob> {
  return (await postForBody('/twin/voice/preview', { voice }, { signal })).blob();
}

/** The owner hears their twin at `/twin/speech`; heirs and visitors at the public page's. */
export const OWNER_SPEECH_PATH = '/twin/speech';

export function publicSpeechPath(username: string): string {
  return `/public/twins/${encodeURIComponent(username)}/speech`;
}

/** A reply of the twin spoken in its voice: the whole reply, or as many of its first whole sentences as the server speaks at once. */
export async function speakAsTwin(path: string, text: string, { signal, canRenewSession = true }: { signal?: AbortSignal; canRenewSession?: boolean } = {}): Promise<Blob> {
  return (await postForBody(path, { text: leadingSpeakablePassage(text) }, { signal, canRenewSession })).blob();
}
