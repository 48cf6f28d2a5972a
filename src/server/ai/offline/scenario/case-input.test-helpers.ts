// The request a scenario test case sends, as the case sets kept as data write it (created-scenarios.json,
// brief-writing-cases.json): a Quick case gives the form's title, roles and description; an Advanced case the chosen
// persona's facts around the description, and the rubric when it is not the general one.
import { z } from 'zod';
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';

const text = z.string().min(1);

/** The rubric an Advanced case is graded by when it names none. */
const GENERAL_RUBRIC = { name: 'A difficult conversation', criteria: ['Listening', 'Agreeing a next step'] };

export const CaseInputSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('Quick'), title: text, aiRole: text, myRole: text, description: text }),
  z.strictObject({
    mode: z.literal('Advanced'),
    title: text,
    persona: z.strictObject({
      name: text,
      age: z.string(),
      gender: z.string(),
      occupation: z.string(),
      background: z.string(),
      hometown: z.string().optional(),
      nationality: z.string().optional(),
      language: z.string().optional(),
    }),
    rubric: z.strictObject({ name: text, criteria: z.array(text).min(1) }).optional(),
    description: text,
  }),
]);

/** The whole request a case's data stands for: no glossary and no files; a persona's unstated nationality and language empty. */
export function caseInputOf(input: z.output<typeof CaseInputSchema>): GenerateScenarioInput {
  if (input.mode === 'Quick') return quickScenario(input.title, input.aiRole, input.myRole, input.description);
  return {
    mode: 'Advanced',
    title: input.title,
    aiRole: null,
    myRole: null,
    description: input.description,
    persona: { nationality: '', language: '', ...input.persona },
    rubric: input.rubric ?? GENERAL_RUBRIC,
    glossary: null,
    fileTexts: [],
  };
}

