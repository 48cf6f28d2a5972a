import type { VibesCheckEndedAnswer, VibesCheckEndedInput } from '@shared/contracts/conversations.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Whether the character's Vibes Check reply ended the conversation (it walked away), with the sentence that says so. */
export function checkVibesCheckEnded(scenarioId: string, reply: string): Promise<VibesCheckEndedAnswer> {
  const input: VibesCheckEndedInput = { scenario_id: scenarioId, reply };
  return apiRequest<VibesCheckEndedAnswer>('/conversational/vibes-check/ended', { method: 'POST', body: input });
}
