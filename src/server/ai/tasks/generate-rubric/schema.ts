// The generate-rubric task's input, and its output: the shared rubric content (fields carry .describe()
// for the model; its refinement makes the weights add up to 100, which the AI layer's repair step enforces).
import { RubricContentSchema, type RubricContent } from '../../../../shared/contracts/rubrics.ts';

export const GenerateRubricOutputSchema = RubricContentSchema;
export type GenerateRubricOutput = RubricContent;

/** Text extracted from one attached source file. */
export interface RubricSourceText {
  filename: string;
  text: string;
}

export interface GenerateRubricInput {
  name: string;
  description: string;
  fileTexts: RubricSourceText[];
}
