import type { Twin } from '@shared/contracts/twin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useTwinChange } from './get-twin.ts';

/** Reset Personality: the summary and every answer are cleared; memories stay. */
export function resetPersonality(): Promise<Twin> {
  return apiRequest<Twin>('/twin/summary', { method: 'DELETE' });
}

export function useResetPersonality() {
  return useTwinChange(resetPersonality, 'everything');
}
