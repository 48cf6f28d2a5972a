import type { Twin, UpdateTwinInput } from '@shared/contracts/twin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useTwinChange } from './get-twin.ts';

/** Any subset of the settings: visibility, username, release rule, released, name, the edited summary, ready. */
export function updateTwin(input: UpdateTwinInput): Promise<Twin> {
  return apiRequest<Twin>('/twin', { method: 'PATCH', body: input });
}

export function useUpdateTwin() {
  // The activity log and the public page follow every change.
  return useTwinChange(updateTwin, 'besides-settings');
}
