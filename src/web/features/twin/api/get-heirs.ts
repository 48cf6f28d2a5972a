import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwinHeir } from '@shared/contracts/twin-heirs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';

export const TWIN_HEIRS_QUERY_KEY = [...TWIN_QUERY_KEY, 'heirs'] as const;

export function getHeirs(signal?: AbortSignal): Promise<{ heirs: TwinHeir[]; max: number }> {
  return apiRequest<{ heirs: TwinHeir[]; max: number }>('/twin/heirs', { signal });
}

export function heirsQueryOptions() {
  return queryOptions({ queryKey: TWIN_HEIRS_QUERY_KEY, queryFn: ({ signal }) => getHeirs(signal) });
}

export function useHeirs() {
  return useQuery(heirsQueryOptions());
}
