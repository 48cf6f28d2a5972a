// The Speech page's requests: its settings (read, save), and the voice and transcription tests with unsaved values.
import { useMutation } from '@tanstack/react-query';
import type { AdminSpeechSettings, SaveAdminSpeechSettingsInput, TestAdminTranscriptionAnswer, TestAdminVoiceAnswer } from '@shared/contracts/admin-speech.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { adminSettingsRequests } from './admin-settings.ts';

const settings = adminSettingsRequests<AdminSpeechSettings, SaveAdminSpeechSettingsInput>('speech', ['speech']);

export const useAdminSpeechSettings = settings.useSettings;

/** Saves; what the session page can do with speech follows. */
export const useSaveAdminSpeechSettings = settings.useSaveSettings;

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
