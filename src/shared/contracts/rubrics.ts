// Rubrics: weighted scoring criteria. The content schema is what the AI task must answer and what the list
// returns; the create schema validates the web form and the POST body alike.
import { z } from 'zod';
import { LibraryItemAccessSchema } from './library.ts';
import { ChosenFileSchema } from './files.ts';
import { levelNamesProblem, sumCriterionWeights, weightTotalProblem } from './rubric-rules.ts';
import {
  DEFAULT_PASS_MARK,
  RUBRIC_CRITERION_NAME_MAX_LENGTH,
  RUBRIC_DESCRIPTION_MAX_LENGTH,
  RUBRIC_LEVEL_DESCRIPTION_MAX_LENGTH,
  RUBRIC_LEVEL_NAME_MAX_LENGTH,
  RUBRIC_LEVEL_RANGE_MAX_LENGTH,
  RUBRIC_MAX_CRITERIA,
  RUBRIC_MAX_FILES,
  RUBRIC_MAX_LEVELS,
  RUBRIC_MAX_SCORING_GUIDE_ENTRIES,
  RUBRIC_NAME_MAX_LENGTH,
  RUBRIC_SCORING_GUIDE_HEADING_MAX_LENGTH,
  RUBRIC_SCORING_GUIDE_TEXT_MAX_LENGTH,
  RUBRIC_TOTAL_WEIGHT,
} from './rubrics-constants.ts';
import { requiredText, textField } from './text.ts';

export const RubricCriterionSchema = z.object({
  criterion_name: z.string().trim().min(1),
  weight: z.number().int().min(1).max(100),
  performance_levels: z.record(z.string(), z.string()),
});
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;

/** The content's fields without the weight rule: used to read stored rubrics, which were checked when written. */
export const RubricContentShapeSchema = z.object({
  rubric_title: z.string(),
  description: z.string(),
  criteria: z.array(RubricCriterionSchema).min(1).max(RUBRIC_MAX_CRITERIA),
  scoring_guide: z.record(z.string(), z.string()),
  performance_levels_summary: z.record(z.string(), z.string()),
  note: z.string(),
});
export type RubricContent = z.infer<typeof RubricContentShapeSchema>;

const PASS_MARK_MESSAGE = 'Pass mark must be a whole number from 0 to 100.';
/** The overall score a session graded against the rubric must reach to pass. */
export const PassMarkSchema = z.number({ error: PASS_MARK_MESSAGE }).int(PASS_MARK_MESSAGE).min(0, PASS_MARK_MESSAGE).max(100, PASS_MARK_MESSAGE);

export const RubricContentSchema = RubricContentShapeSchema.refine((content) => sumCriterionWeights(content.criteria) === RUBRIC_TOTAL_WEIGHT, {
  message: `The criterion weights must add up to exactly ${RUBRIC_TOTAL_WEIGHT}.`,
  path: ['criteria'],
});

export const CreateRubricInputSchema = z.object({
  name: requiredText('Name', RUBRIC_NAME_MAX_LENGTH),
  description: textField('Description')
    .trim()
    .min(1, 'Description is required.')
    .max(RUBRIC_DESCRIPTION_MAX_LENGTH, `Description must be at most ${RUBRIC_DESCRIPTION_MAX_LENGTH} characters.`),
  organization_id: textField('Organization id').max(254, 'Organization id must be at most 254 characters.').nullish(),
  file_ids: z
    .array(z.uuid({ error: 'Each file id must be a file id.' }), { error: 'File ids must be a list.' })
    .max(RUBRIC_MAX_FILES, `Choose at most ${RUBRIC_MAX_FILES} files.`)
    .default([]),
});
export type CreateRubricInput = z.infer<typeof CreateRubricInputSchema>;

/**
 * `POST /rubrics/{id}/regenerate`: optionally an edited description to generate from, checked like the create form's;
 * without one the stored description is used. Either way the result is a new variation of it.
 */
export const RegenerateRubricInputSchema = z.object({ description: CreateRubricInputSchema.shape.description.optional() });
export type RegenerateRubricInput = z.infer<typeof RegenerateRubricInputSchema>;

/** The create form: the chosen files keep their names for the chips; their ids are sent. */
export const CreateRubricFormSchema = CreateRubricInputSchema.pick({ name: true, description: true }).extend({
  files: z.array(ChosenFileSchema).max(RUBRIC_MAX_FILES, `Choose at most ${RUBRIC_MAX_FILES} files.`),
});
export type CreateRubricFormValues = z.infer<typeof CreateRubricFormSchema>;

export const RubricIdParamsSchema = z.object({ id: z.uuid({ error: 'Rubric id must be a rubric id.' }) });

export const RubricListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  timestamp: z.string(),
  content: RubricContentShapeSchema,
  /** The overall score a session graded against this rubric must reach to pass, 0..100. */
  pass_mark: z.number().int().min(0).max(100),
  /** Which engine wrote it: "offline engine" or the model's label; null for samples and older rows. */
  generated_by: z.string().nullable(),
  /** The description it was generated from, which Regenerate starts from; '' for a rubric without one. */
  rubric_prompt: z.string(),
  /** The organisation whose shared library holds it (its members use it); null for the caller's own or a sample. */
  organization_id: z.string().nullable(),
}).extend(LibraryItemAccessSchema.shape);
export type RubricListItem = z.infer<typeof RubricListItemSchema>;

export const RubricListAnswerSchema = z.object({ data: z.array(RubricListItemSchema) });
export type RubricListAnswer = z.infer<typeof RubricListAnswerSchema>;

export const RubricAnswerSchema = z.object({ data: RubricListItemSchema });
export type RubricAnswer = z.infer<typeof RubricAnswerSchema>;

/** The `result` of a completed `rubrics.generate` job. */
export const RubricJobResultSchema = z.object({
  // pass_mark: the pass mark stored with it ("Pass mark 75" in the description, else the default).
  assessment: z.object({ id: z.string(), name: z.string(), rubrics: RubricContentShapeSchema, pass_mark: z.number().int().min(0).max(100) }),
});
export type RubricJobResult = z.infer<typeof RubricJobResultSchema>;

export const RenameRubricLevelInputSchema = z.object({
  id: z.uuid({ error: 'Rubric id must be a rubric id.' }),
  level: textField('Level').min(1, 'Level is required.').max(200, 'Level must be at most 200 characters.'),
  new_name: requiredText('New level name', RUBRIC_LEVEL_NAME_MAX_LENGTH),
});
export type RenameRubricLevelInput = z.infer<typeof RenameRubricLevelInputSchema>;

export const RenameRubricLevelResultSchema = z.object({ data: RubricListItemSchema });
export type RenameRubricLevelResult = z.infer<typeof RenameRubricLevelResultSchema>;

const WEIGHT_MESSAGE = 'Each weight must be a whole number from 1 to 100.';

const EditedCriterionSchema = z.object({
  criterion_name: textField('Criterion name')
    .trim()
    .min(1, 'Every criterion needs a name.')
    .max(RUBRIC_CRITERION_NAME_MAX_LENGTH, `Criterion names must be at most ${RUBRIC_CRITERION_NAME_MAX_LENGTH} characters.`),
  weight: z.number({ error: WEIGHT_MESSAGE }).int(WEIGHT_MESSAGE).min(1, WEIGHT_MESSAGE).max(100, WEIGHT_MESSAGE),
  performance_levels: z.record(
    textField('Level name'),
    textField('Level description')
      .trim()
      .min(1, 'Every criterion needs a description for every level.')
      .max(RUBRIC_LEVEL_DESCRIPTION_MAX_LENGTH, `Level descriptions must be at most ${RUBRIC_LEVEL_DESCRIPTION_MAX_LENGTH} characters.`),
    { error: 'Performance levels must map each level name to its description.' },
  ),
});

/**
 * `POST /rubrics/update`: the owner's whole rubric as edited, in the stored content's shape (the note is kept as
 * stored; a missing scoring guide keeps the stored one). The rules: 1 to 12 criteria with distinct names, whole
 * weights from 1 to 100 adding up to exactly 100, a description for every level of every criterion, level names by
 * the section-5 rule, a pass mark from 0 to 100.
 */
export const UpdateRubricInputSchema = z
  .object({
    id: z.uuid({ error: 'Rubric id must be a rubric id.' }),
    rubric_title: requiredText('Title', RUBRIC_NAME_MAX_LENGTH),
    description: textField('Description')
      .trim()
      .min(1, 'Description is required.')
      .max(RUBRIC_DESCRIPTION_MAX_LENGTH, `Description must be at most ${RUBRIC_DESCRIPTION_MAX_LENGTH} characters.`),
    criteria: z
      .array(EditedCriterionSchema, { error: 'Criteria must be a list.' })
      .min(1, 'A rubric needs at least one criterion.')
      .max(RUBRIC_MAX_CRITERIA, `A rubric has at most ${RUBRIC_MAX_CRITERIA} criteria.`),
    performance_levels_summary: z.record(
      textField('Level name'),
      textField('Level range')
        .trim()
        .min(1, 'Every performance level needs a range.')
        .max(RUBRIC_LEVEL_RANGE_MAX_LENGTH, `Level ranges must be at most ${RUBRIC_LEVEL_RANGE_MAX_LENGTH} characters.`),
      { error: 'The performance levels summary must map each level name to its range.' },
    ),
    scoring_guide: z
      .record(
        textField('Scoring guide heading')
          .trim()
          .min(1, 'Every scoring guide entry needs a heading.')
          .max(RUBRIC_SCORING_GUIDE_HEADING_MAX_LENGTH, `Scoring guide headings must be at most ${RUBRIC_SCORING_GUIDE_HEADING_MAX_LENGTH} characters.`),
        textField('Scoring guide text')
          .trim()
          .min(1, 'Every scoring guide entry needs a text.')
          .max(RUBRIC_SCORING_GUIDE_TEXT_MAX_LENGTH, `Scoring guide texts must be at most ${RUBRIC_SCORING_GUIDE_TEXT_MAX_LENGTH} characters.`),
        { error: 'The scoring guide must map each heading to its text.' },
      )
      .optional(),
    pass_mark: PassMarkSchema.default(DEFAULT_PASS_MARK),
  })
  .superRefine((rubric, context) => {
    const problem = (message: string, path: (string | number)[]) => context.addIssue({ code: 'custom', message, path });
    const levels = Object.keys(rubric.performance_levels_summary);
    if (levels.length === 0) return problem('A rubric needs at least one performance level.', ['performance_levels_summary']);
    if (levels.length > RUBRIC_MAX_LEVELS) return problem(`A rubric has at most ${RUBRIC_MAX_LEVELS} performance levels.`, ['performance_levels_summary']);
    const levelProblem = levelNamesProblem(levels);
    if (levelProblem) return problem(levelProblem, ['performance_levels_summary']);
    // Keys are compared as written: a level name with spaces around it would not match the summary's.
    if (levels.some((level) => level !== level.trim())) return problem('Level names cannot start or end with a space.', ['performance_levels_summary']);

    const names = new Set<string>();
    for (const [index, criterion] of rubric.criteria.entries()) {
      const key = criterion.criterion_name.toLocaleLowerCase();
      if (names.has(key)) return problem(`Two criteria are named "${criterion.criterion_name}"; each criterion needs its own name.`, ['criteria', index, 'criterion_name']);
      names.add(key);
      const missing = levels.find((level) => !Object.hasOwn(criterion.performance_levels, level));
      if (missing) return problem(`Criterion "${criterion.criterion_name}" needs a description for the level "${missing}".`, ['criteria', index, 'performance_levels']);
      const unknown = Object.keys(criterion.performance_levels).find((level) => !levels.includes(level));
      if (unknown) return problem(`Criterion "${criterion.criterion_name}" describes a level "${unknown}" that the rubric does not have.`, ['criteria', index, 'performance_levels']);
    }

    const guide = rubric.scoring_guide ?? {};
    if (Object.keys(guide).length > RUBRIC_MAX_SCORING_GUIDE_ENTRIES) {
      return problem(`The scoring guide has at most ${RUBRIC_MAX_SCORING_GUIDE_ENTRIES} entries.`, ['scoring_guide']);
    }

    const weightProblem = weightTotalProblem(rubric.criteria);
    if (weightProblem) problem(weightProblem, ['criteria']);
  });
export type UpdateRubricInput = z.infer<typeof UpdateRubricInputSchema>;

export {
  LibraryItemUsageAnswerSchema as RubricUsageAnswerSchema,
  DeleteLibraryItemAnswerSchema as DeleteRubricAnswerSchema,
  type LibraryItemUsageAnswer as RubricUsageAnswer,
  type DeleteLibraryItemAnswer as DeleteRubricAnswer,
} from './library.ts';
