import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwinVisibilityPreview } from '@shared/contracts/twin-public.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export function getVisibilityPreview(visibility: 'family' | 'public', signal?: AbortSignal): Promise<TwinVisibilityPreview> {
  return apiRequest<TwinVisibilityPreview>(`/twin/visibility-preview?visibility=${visibility}`, { signal });
}

export function visibilityPreviewQueryOptions(visibility: 'family' | 'public') {
  // Under the twin's key, so a change to an answer's visibility reads the preview again.
  return queryOptions({ queryKey: [...TWIN_QUERY_KEY, 'visibility-preview', visibility], queryFn: ({ signal }) => getVisibilityPreview(visibility, signal) });
}

/** What going family or public would show, to whom; read while the confirmation is open (`isEnabled`). */
export function useVisibilityPreview(visibility: 'family' | 'public', isEnabled: boolean) {
  return useQuery({ ...visibilityPreviewQueryOptions(visibility), enabled: isEnabled });
}
