// The AI page's requests: its settings (read, save), a connection test with unsaved values, the provider's models.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAiModelsAnswer, AdminAiSettings, ListAdminAiModelsInput, SaveAdminAiSettingsInput, TestAdminAiConnectionAnswer } from '@shared/contracts/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';

const SETTINGS_KEY = ['admin', 'ai', 'settings'] as const;

export const adminAiSettingsQueryOptions = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: ({ signal }) => apiRequest<AdminAiSettings>('/admin/ai/settings', { signal }),
});

export function useAdminAiSettings() {
  return useQuery(adminAiSettingsQueryOptions);
}

/** Saves; the page and the header's engine label read the new settings. */
export function useSaveAdminAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAdminAiSettingsInput) => apiRequest<AdminAiSettings>('/admin/ai/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // The engine label of GET /users/me changes with the provider.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

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
