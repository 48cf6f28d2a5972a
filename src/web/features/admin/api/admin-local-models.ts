// The Local model page's requests: the catalogue and what is installed (read every second while a download runs), a
// download, a removal, a .gguf file already on the server, and the Ollama next door. Choosing a model is the AI
// page's save (useSaveAdminAiSettings).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocalModelsAnswer, OllamaStatus, UseLocalModelFileAnswer, UseLocalModelFileInput } from '@shared/contracts/local-models.ts';
import { apiRequest } from '@/lib/api-client.ts';

const LOCAL_MODELS_KEY = ['admin', 'local-models'] as const;
/** How often the page reads a running download's progress. */
export const DOWNLOAD_POLL_MS = 1000;

export const localModelsQueryOptions = queryOptions({
  queryKey: LOCAL_MODELS_KEY,
  queryFn: ({ signal }) => apiRequest<LocalModelsAnswer>('/admin/local-models', { signal }),
});

export function useLocalModels() {
  return useQuery({
    ...localModelsQueryOptions,
    refetchInterval: (query) => (query.state.data?.catalogue.some((model) => model.download?.state === 'downloading' || model.download?.state === 'verifying') ? DOWNLOAD_POLL_MS : false),
  });
}

export function useDownloadLocalModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<LocalModelsAnswer>(`/admin/local-models/${encodeURIComponent(name)}/download`, { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(LOCAL_MODELS_KEY, answer),
  });
}

export function useRemoveLocalModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<LocalModelsAnswer>(`/admin/local-models/${encodeURIComponent(name)}`, { method: 'DELETE' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(LOCAL_MODELS_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useCheckLocalModelFile() {
  return useMutation({
    mutationFn: (input: UseLocalModelFileInput) => apiRequest<UseLocalModelFileAnswer>('/admin/local-models/file', { method: 'POST', body: input }),
  });
}

export function useOllamaStatus() {
  return useQuery({
    queryKey: ['admin', 'local-models', 'ollama'],
    queryFn: ({ signal }) => apiRequest<OllamaStatus>('/admin/local-models/ollama', { signal }),
    staleTime: 30_000,
    retry: false,
  });
}

/** After a choice on the AI settings, the page reads the active provider again. */
export function useRefreshLocalModels() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: LOCAL_MODELS_KEY });
}
