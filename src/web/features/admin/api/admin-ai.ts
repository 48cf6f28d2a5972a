// The AI page's requests: its settings (read, save), a connection test with unsaved values, the provider's models.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminAiModelsAnswer, AdminAiSettings, ListAdminAiModelsInput, SaveAdminAiSettingsInput, TestAdminAiConnectionAnswer } from '@shared/contracts/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { adminSettingsRequests } from './admin-settings.ts';

const settings = adminSettingsRequests<AdminAiSettings, SaveAdminAiSettingsInput>('ai', ['me']);

export const useAdminAiSettings = settings.useSettings;

/** Saves; the page and the header's engine label (GET /users/me changes with the provider) read the new settings. */
export const useSaveAdminAiSettings = settings.useSaveSettings;

export function useTestAdminAiConnection() {
  return useMutation({
    mutationFn: (input: SaveAdminAiSettingsInput) => apiRequest<TestAdminAiConnectionAnswer>('/admin/ai/test', { method: 'POST', body: input }),
  });
}

/** The provider's own list of models, where its API has one; a typed key goes with the request. */
export function useAdminAiModels(input: ListAdminAiModelsInput, isEnabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'ai', 'models', input],
    queryFn: ({ signal }) => apiRequest<AdminAiModelsAnswer>('/admin/ai/models', { method: 'POST', body: input, signal }),
    enabled: isEnabled && input.provider !== 'offline',
    staleTime: 60_000,
    retry: false,
  });
}
