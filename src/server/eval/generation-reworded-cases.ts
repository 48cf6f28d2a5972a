// The reworded stated-facts set: persona prompts and rubric descriptions that state an age, a place, a job, a tone and
// a pass mark in the other words people use ("in her early fifties", "based out of Leeds", "bluntly spoken", "fifty-seven
// years old", "needs 70 to pass"), none of them in the regression, evaluation or stated-facts sets. Checked as the
// stated-facts set is (generation-reworded-cases.test.ts): on create and on Regenerate, every stated fact kept, the
// age with a birthdate and experience that fit it, and a regeneration that changes the person, not only the name. The
// cases are data in generation-reworded-cases.json.
import { StatedCasesSchema, type StatedPersonaCase, type StatedRubricCase } from './generation-stated-cases.ts';
import rewordedCases from './generation-reworded-cases.json';

const CASES = StatedCasesSchema.parse(rewordedCases);
export const REWORDED_PERSONA_CASES: StatedPersonaCase[] = CASES.personas;
export const REWORDED_RUBRIC_CASES: StatedRubricCase[] = CASES.rubrics;
