// The Speech page's requests: its settings (read, save), and the voice and transcription tests with unsaved values.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSpeechSettings, SaveAdminSpeechSettingsInput, TestAdminTranscriptionAnswer, TestAdminVoiceAnswer } from '@shared/contracts/admin-speech.ts';
import { apiRequest } from '@/lib/api-client.ts';

const SETTINGS_KEY = ['admin', 'speech', 'settings'] as const;

export const adminSpeechSettingsQueryOptions = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: ({ signal }) => apiRequest<AdminSpeechSettings>('/admin/speech/settings', { signal }),
});

export function useAdminSpeechSettings() {
  return useQuery(adminSpeechSettingsQueryOptions);
}

/** Saves; what the session page can do with speech follows. */
export function useSaveAdminSpeechSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAdminSpeechSettingsInput) => apiRequest<AdminSpeechSettings>('/admin/speech/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['speech'] });
    },
  });
}

export function useTestAdminVoice() {
  return useMutation({
    mutationFn: (input: SaveAdminSpeechSettingsInput) => apiRequest<TestAdminVoiceAnswer>('/admin/speech/test-voice', { method: 'POST', body: input }),
  });
}

export function useTestAdminTranscription() {
  return useMutation({
    mutationFn: (input: SaveAdminSpeechSettingsInput) => apiRequest<TestAdminTranscriptionAnswer>('/admin/speech/test-transcription', { method: 'POST', body: input }),
  });
}
