// The generation evaluation set: persona prompts and rubric descriptions, each with the facts the result must keep
// and the contradictions it must never hold, as data in generation-cases.json. `npm run eval` prints the "facts kept"
// figures from them on the configured engine; generation-cases.test.ts requires all of them on the built-in engine.
// The cases differ from the regression cases of ai/offline/faithfulness.test-helpers.ts. Make a failing case pass by
// improving the engine, never by loosening the case.
import { PersonaEvalCaseSchema, RubricEvalCaseSchema, generationSetSchema } from './generation-checks.ts';
import generationCases from './generation-cases.json';

/** The shape of generation-cases.json. */
export const GenerationCasesSchema = generationSetSchema(PersonaEvalCaseSchema, RubricEvalCaseSchema);

const CASES = GenerationCasesSchema.parse(generationCases);
export const PERSONA_EVAL_CASES = CASES.personas;
export const RUBRIC_EVAL_CASES = CASES.rubrics;
