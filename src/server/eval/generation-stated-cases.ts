// The stated-facts generation set: persona prompts that state an age, a place, a job, a tone and sometimes a named
// person, and rubric descriptions that state what good looks like and a pass mark. Unlike generation-cases.ts (the
// regression cases), each persona is checked on create and on Regenerate: the age with a birthdate and experience
// that fit it, every stated fact kept, a stated trait shown in at most STATED_TRAIT_MAX_FIELDS fields, and a
// regeneration that changes the person, not only the name. Each rubric keeps its pass mark and its behaviours, with
// level descriptions written for each behaviour. `npm run eval` reports the set (generation.ts); the built-in engine
// must keep all of it (generation-stated-cases.test.ts). Make a failing case pass by improving the engine. The cases
// are data in generation-stated-cases.json.
import { z } from 'zod';
import { PersonaEvalCaseSchema, RubricEvalCaseSchema, generationSetSchema } from './generation-checks.ts';
import statedCases from './generation-stated-cases.json';

export const StatedPersonaCaseSchema = PersonaEvalCaseSchema.extend({
  /** The age the prompt states. */
  age: z.number().int().positive(),
  /** Phrases of the prompt about how the character is or what they cannot stand: shown, never pasted everywhere. */
  traits: z.array(z.string().min(1)),
});
export type StatedPersonaCase = z.infer<typeof StatedPersonaCaseSchema>;

export const StatedRubricCaseSchema = RubricEvalCaseSchema.extend({ passMark: z.number().int().min(0).max(100) });
export type StatedRubricCase = z.infer<typeof StatedRubricCaseSchema>;

/** The shape of generation-stated-cases.json and generation-reworded-cases.json. */
export const StatedCasesSchema = generationSetSchema(StatedPersonaCaseSchema, StatedRubricCaseSchema);

const CASES = StatedCasesSchema.parse(statedCases);
export const STATED_PERSONA_CASES: StatedPersonaCase[] = CASES.personas;
export const STATED_RUBRIC_CASES: StatedRubricCase[] = CASES.rubrics;
