// Read-only look-ups of the library items a scenario is built from (persona, rubric, glossary), each through the read
// its owning feature exports; the same visibility rule applies: the person's own items or samples.
import type { Db } from '../../db/client.ts';
import { findUsableGlossary } from '../glossaries/glossary-records.repository.ts';
import { findUsablePersona } from '../personas/persona-records.repository.ts';
import { findUsableRubric } from '../rubrics/rubric-records.repository.ts';

export function createScenarioSourcesRepository(db: Db) {
  return {
    findUsablePersona: (userId: string, id: string) => findUsablePersona(db, userId, id),
    findUsableRubric: (userId: string, id: string) => findUsableRubric(db, userId, id),
    findUsableGlossary: (userId: string, id: string) => findUsableGlossary(db, userId, id),
  };
}
