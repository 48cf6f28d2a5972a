// Scenarios as people write them in Quick and Advanced creation, in fields the samples do not cover, each with what
// its brief must keep: the character's name and job as stated, and every stated figure, date and name. Written
// from the descriptions alone; used by the brief writer's tests. The cases are data in created-scenarios.json, checked
// as they load.
import { z } from 'zod';
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { CaseInputSchema, caseInputOf } from './case-input.test-helpers.ts';
import createdScenarios from './created-scenarios.json';

export interface CreatedScenarioCase {
  field: string;
  input: GenerateScenarioInput;
  /** The character's name as the brief must hold it. */
  name: string;
  /** Words the occupation must contain (lower case), and a role it must never become. */
  occupation: string;
  notOccupation?: RegExp;
  /** Facts the description states about the character's side; each must be in some fact's answer. */
  stated: string[];
  /** The personality words the description uses; never spoken. */
  labels: string[];
  /** The learner's bargaining room, when the description gives one: never on the character's side. */
  learnerOnly?: string[];
}

const text = z.string().min(1);

/** The shape of created-scenarios.json; `notOccupation` is a pattern matched whatever the case. */
export const CreatedScenarioCasesSchema = z
  .array(
    z.strictObject({
      field: text,
      input: CaseInputSchema,
      name: text,
      occupation: text,
      notOccupation: text.optional(),
      stated: z.array(text).min(1),
      labels: z.array(text),
      learnerOnly: z.array(text).optional(),
    }),
  )
  .min(1);

export const CREATED_SCENARIOS: CreatedScenarioCase[] = CreatedScenarioCasesSchema.parse(createdScenarios).map(({ input, notOccupation, ...rest }) => ({
  ...rest,
  input: caseInputOf(input),
  ...(notOccupation === undefined ? {} : { notOccupation: new RegExp(notOccupation, 'i') }),
}));
