// What the twin's AI tasks read: the answers with their questions, and the memories the listener may hear about.
// The visibility filter is applied here, before any task input exists, so a public chat never holds a private answer
// or memory.
import type { TwinAnswerVisibility, TwinMemoryVisibility } from '../../../../shared/contracts/twin-constants.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import type { TwinSummaryAnswer, TwinSummaryMemory } from '../../../ai/contracts/twin-summary.ts';
import type { Db } from '../../../db/client.ts';
import { createMemoriesRepository } from '../memories/memories.repository.ts';
import { createAnswersRepository } from './answers.repository.ts';

/** Who is listening, and so which answers and memories the twin may use. */
export type TwinListener = 'owner' | 'family' | 'public';

/** Memories each listener may hear about. */
export const MEMORY_VISIBILITIES_FOR: Record<TwinListener, readonly TwinMemoryVisibility[]> = {
  owner: ['private', 'family', 'public'],
  family: ['family', 'public'],
  public: ['public'],
};

/** Answers each listener may hear: an answer is private until its owner shares it. */
export const ANSWER_VISIBILITIES_FOR: Record<TwinListener, readonly TwinAnswerVisibility[]> = MEMORY_VISIBILITIES_FOR;

export interface TwinMaterial {
  answers: TwinSummaryAnswer[];
  memories: TwinSummaryMemory[];
}

/** The answers `answersFor` may hear and the memories `memoriesFor` may hear (the same listener unless told). */
export async function loadTwinMaterial(db: Db, twinId: string, answersFor: TwinListener, memoriesFor: TwinListener = answersFor): Promise<TwinMaterial> {
  const [answerRows, memories] = await Promise.all([
    createAnswersRepository(db).listAnswers(twinId),
    createMemoriesRepository(db).listMemoriesForAi(twinId, MEMORY_VISIBILITIES_FOR[memoriesFor]),
  ]);
  const allowed: readonly string[] = ANSWER_VISIBILITIES_FOR[answersFor];
  const answers = answerRows
    .filter((row) => row.text.trim() !== '' && allowed.includes(row.visibility))
    .map((row) => ({ number: row.number, question: getTwinQuestion(row.number)?.text ?? '', answer: row.text }));
  return { answers, memories };
}

/** The sources (`answer:<n>`, `memory:<id>`) a summary built from this material may cite. */
export function sourcesOf(material: TwinMaterial): Set<string> {
  return new Set([...material.answers.map((answer) => `answer:${answer.number}`), ...material.memories.map((memory) => `memory:${memory.id}`)]);
}
