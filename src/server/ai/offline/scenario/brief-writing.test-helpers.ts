// Descriptions written for the brief writer's own tests, in fields no evaluation set covers (a caterer, a piano
// teacher, a hockey club's fees, a garden fence, a hairdresser, a designer's late invoice, a museum rota, a parking
// fine, a planning refusal, a removals firm, a deposit), with names, places, figures, relations, negatives and wants
// whose subject is left out ("She wants a refund, and to have it in writing"). Each case says what its brief must
// keep; brief-writing.test.ts checks it. The cases are data in brief-writing-cases.json, checked as they load.
import { z } from 'zod';
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import briefWritingCases from './brief-writing-cases.json';
import { CaseInputSchema, caseInputOf } from './case-input.test-helpers.ts';

export interface BriefWritingCase {
  field: string;
  input: GenerateScenarioInput;
  /** The character's name as the brief must hold it. */
  name: string;
  /** Where the character is, when the description or persona states it: the brief's location. */
  location?: string;
  /** Words, figures and names the description states on the character's side: each in some fact's answer. */
  stated: string[];
  /** Negative facts: each must be in some fact's answer with its negation ("Nobody phoned me"). */
  negatives: RegExp[];
  /** What the character wants, as stated: each part in some condition of the outcome. */
  wants: string[];
  /** Stock concern words that belong to a situation this description does not state. */
  foreignConcerns?: RegExp[];
}

const text = z.string().min(1);

/** The shape of brief-writing-cases.json: `negatives` are patterns matched as written, `foreignConcerns` whatever the case. */
export const BriefWritingCasesSchema = z
  .array(
    z.strictObject({
      field: text,
      input: CaseInputSchema,
      name: text,
      location: text.optional(),
      stated: z.array(text).min(1),
      negatives: z.array(text),
      wants: z.array(text).min(1),
      foreignConcerns: z.array(text).optional(),
    }),
  )
  .min(1);

export const BRIEF_WRITING_CASES: BriefWritingCase[] = BriefWritingCasesSchema.parse(briefWritingCases).map(({ input, negatives, foreignConcerns, ...rest }) => ({
  ...rest,
  input: caseInputOf(input),
  negatives: negatives.map((source) => new RegExp(source)),
  ...(foreignConcerns === undefined ? {} : { foreignConcerns: foreignConcerns.map((source) => new RegExp(source, 'i')) }),
}));
