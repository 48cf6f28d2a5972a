import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Twin, TwinAnswer } from '@shared/contracts/twin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshTwinBesidesSettings, TWIN_SETTINGS_QUERY_KEY } from './get-twin.ts';

export interface SaveAnswerInput {
  number: number;
  /** An empty text removes the answer: the question counts as skipped. */
  text: string;
}

export async function saveAnswer({ number, text }: SaveAnswerInput): Promise<TwinAnswer | null> {
  const answer = await apiRequest<{ answer: TwinAnswer | null }>(`/twin/answers/${number}`, { method: 'PUT', body: { text } });
  return answer.answer;
}

/** Puts the saved answer into the cached twin at once, so Previous shows it without a refetch. */
export function mergeAnswer(twin: Twin | null | undefined, number: number, answer: TwinAnswer | null): Twin | null | undefined {
  if (!twin) return twin;
  const answers = twin.answers.filter((item) => item.number !== number);
  if (answer) answers.push(answer);
  answers.sort((a, b) => a.number - b.number);
  return { ...twin, answers, answered_count: answers.filter((item) => item.text.trim() !== '').length };
}

export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    onSuccess: async (answer, { number }) => {
      const cached = queryClient.getQueryData<Twin | null>(TWIN_SETTINGS_QUERY_KEY);
      // The first answer starts the twin: only a refetch can bring its new row.
      if (cached) queryClient.setQueryData(TWIN_SETTINGS_QUERY_KEY, mergeAnswer(cached, number, answer));
      else await queryClient.invalidateQueries({ queryKey: TWIN_SETTINGS_QUERY_KEY });
      void refreshTwinBesidesSettings(queryClient);
    },
  });
}
