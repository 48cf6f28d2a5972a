// The generate-rubric task's input, and its output: the shared rubric content with every field described for the
// model. The guidance lives here, on the server, so the contract the browser loads carries only shape and limits.
import {
  RubricContentSchema,
  RubricContentShapeSchema,
  RubricCriterionSchema,
  type RubricContent,
} from '../../../shared/contracts/rubrics.ts';
import { RUBRIC_MAX_CRITERIA } from '../../../shared/contracts/rubrics-constants.ts';

/** Text extracted from one attached source file. */
export interface RubricSourceText {
  filename: string;
  text: string;
}

export interface GenerateRubricInput {
  name: string;
  description: string;
  fileTexts: RubricSourceText[];
  /**
   * Raised by each Regenerate: another wording of the same rubric (the same criteria, weights and pass mark, level
   * descriptions said differently). 0 or absent for a new rubric.
   */
  variation?: number;
}

const criterion = RubricCriterionSchema.shape;
const RubricCriterionOutputSchema = RubricCriterionSchema.extend({
  criterion_name: criterion.criterion_name.describe('Short name of one observable skill, e.g. "Open-ended questioning".'),
  weight: criterion.weight.describe('Integer percent of the overall score; all criteria together add up to exactly 100.'),
  performance_levels: criterion.performance_levels.describe(
    'Level name → what this criterion looks like at that level, e.g. { "Excellent": "...", "Good": "...", "Developing": "...", "Needs Improvement": "..." }.',
  ),
});

const content = RubricContentShapeSchema.shape;
const DescribedRubricContentSchema = RubricContentShapeSchema.extend({
  rubric_title: content.rubric_title.describe('Title of the rubric.'),
  description: content.description.describe('One or two sentences on what the rubric grades and in which conversation.'),
  // The contract's list limits, around criteria that carry their guidance.
  criteria: RubricCriterionOutputSchema.array()
    .min(1)
    .max(RUBRIC_MAX_CRITERIA)
    .describe(`Between 1 and ${RUBRIC_MAX_CRITERIA} criteria, each specific to the conversation being graded.`),
  scoring_guide: content.scoring_guide.describe(
    'Heading → instructions for the grader, e.g. how to score each criterion, how weighting works, what the overall bands mean.',
  ),
  performance_levels_summary: content.performance_levels_summary.describe(
    'Level name (the same names the criteria use) → score range out of 100, e.g. { "Excellent": "90-100", "Good": "75-89" }.',
  ),
  note: content.note.describe('A short note for the grader: caveats, what to watch for, where the rubric came from.'),
});

/**
 * The model sees the described shape (the AI SDK builds the JSON schema from a pipe's input side); the answer is then
 * checked by the shared content schema, so its rule that the weights add up to 100 is the one the repair step enforces.
 */
export const GenerateRubricOutputSchema = DescribedRubricContentSchema.pipe(RubricContentSchema);
export type GenerateRubricOutput = RubricContent;
