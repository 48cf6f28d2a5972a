// What the twin's AI tasks read: the answers with their questions, and the memories the listener may hear about.
// The visibility filter is applied here, before any task input exists, so a public chat never holds a private memory.
import type { TwinMemoryVisibility } from '../../../shared/contracts/twin.ts';
import { getTwinQuestion } from '../../../shared/twin-questions.ts';
import type { TwinSummaryAnswer, TwinSummaryMemory } from '../../ai/tasks/twin-summary/schema.ts';
import type { TwinRepository } from './twin.repository.ts';

/** Who is listening, and so which memories the twin may use. */
export type TwinListener = 'owner' | 'family' | 'public';

/** Memories each listener may hear about. The summary, which visitors read, is built from what the public may hear. */
export const MEMORY_VISIBILITIES_FOR: Record<TwinListener, readonly TwinMemoryVisibility[]> = {
  owner: ['private', 'family', 'public'],
  family: ['family', 'public'],
  public: ['public'],
};

export interface TwinMaterial {
  answers: TwinSummaryAnswer[];
  memories: TwinSummaryMemory[];
}

export async function loadTwinMaterial(repository: TwinRepository, twinId: string, listener: TwinListener): Promise<TwinMaterial> {
  const [answerRows, memories] = await Promise.all([repository.listAnswers(twinId), repository.listMemoriesForAi(twinId, MEMORY_VISIBILITIES_FOR[listener])]);
  const answers = answerRows
    .filter((row) => row.text.trim() !== '')
    .map((row) => ({ number: row.number, question: getTwinQuestion(row.number)?.text ?? '', answer: row.text }));
  return { answers, memories };
}
