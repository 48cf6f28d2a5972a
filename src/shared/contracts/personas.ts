// Persona payloads and answers, shared by the persona routes, the generate-persona AI task and the web forms.
import { z } from 'zod';
import { LibraryItemAccessSchema } from './library.ts';
import { ChosenFileSchema } from './files.ts';
import {
  BIG_FIVE_MAX,
  BIG_FIVE_MIN,
  BIG_FIVE_NAMES,
  BIG_FIVE_TRAITS,
  PERSONA_EDIT_FIELD_LABELS,
  PERSONA_LONG_FIELD_MAX_LENGTH,
  PERSONA_MAX_FILES,
  PERSONA_NAME_MAX_LENGTH,
  PERSONA_NUMBER_MAX_DIGITS,
  PERSONA_PROMPT_MAX_LENGTH,
  PERSONA_SHORT_FIELD_MAX_LENGTH,
  type BigFiveTrait,
  type PersonaEditField,
} from './personas-constants.ts';
import { requiredText, textField } from './text.ts';

const score = (trait: BigFiveTrait) =>
  z.string().regex(/^\d{1,3}$/, `${BIG_FIVE_NAMES[trait]} must be a whole number written in digits.`);

/** The scores a model must give: all required, since strict structured output refuses optional (defaulted) fields. */
export const GeneratedBigFiveSchema = z.object(
  Object.fromEntries(BIG_FIVE_TRAITS.map((trait) => [trait, score(trait)])) as Record<BigFiveTrait, ReturnType<typeof score>>,
);

/** Stored and returned scores: each defaults to "0" (spec section 3). */
export const BigFiveSchema = z.object(
  Object.fromEntries(BIG_FIVE_TRAITS.map((trait) => [trait, score(trait).default('0')])) as Record<BigFiveTrait, z.ZodDefault<ReturnType<typeof score>>>,
);
export type BigFive = z.infer<typeof BigFiveSchema>;

export const PersonalityTraitsSchema = z.object({
  mbtiType: z.string(),
  enneagramType: z.string(),
  bigFive: BigFiveSchema,
});

export const PhysicalDescriptionSchema = z.object({
  build: z.string(),
  height: z.string(),
  eyeColor: z.string(),
  skinTone: z.string(),
  hairColor: z.string(),
  hairStyle: z.string(),
  typicalAttire: z.string(),
  distinguishingFeatures: z.string(),
});

/** What the AI generates and what `persona_details` holds (spec section 3, "Persona, returned"). */
export const PersonaDetailsSchema = z.object({
  name: z.string(),
  age: z.string(),
  gender: z.string(),
  occupation: z.string(),
  language: z.string(),
  hometown: z.string(),
  birthdate: z.string(),
  nationality: z.string(),
  background: z.string(),
  scenarioSnippet: z.string(),
  skillsAndAbilities: z.string(),
  motivationsAndGoals: z.string(),
  industryRelevance: z.string(),
  relevanceToScenario: z.string(),
  challengesAndGrowthAreas: z.string(),
  personalityTraits: PersonalityTraitsSchema,
  physicalDescription: PhysicalDescriptionSchema,
});
export type PersonaDetails = z.infer<typeof PersonaDetailsSchema>;

const fileIdsSchema = z
  .array(z.uuid({ error: 'Each file id must be a file id.' }), { error: 'File ids must be a list of file ids.' })
  .max(PERSONA_MAX_FILES, `Choose at most ${PERSONA_MAX_FILES} files.`);

const personaNameSchema = requiredText('Name', PERSONA_NAME_MAX_LENGTH);

const personaPromptSchema = (label: string) =>
  textField(label)
    .trim()
    .min(1, `${label} is required.`)
    .max(PERSONA_PROMPT_MAX_LENGTH, `${label} must be at most ${PERSONA_PROMPT_MAX_LENGTH} characters.`);

/** `POST /persona/create` (spec section 3, "Persona, sent on create"). */
export const CreatePersonaInputSchema = z.object({
  name: personaNameSchema,
  persona_prompt: personaPromptSchema('Persona prompt'),
  organization_id: textField('Organization id').optional(),
  file_ids: fileIdsSchema.default([]),
});
export type CreatePersonaInput = z.infer<typeof CreatePersonaInputSchema>;

/**
 * `POST /persona/{id}/regenerate`: optionally an edited prompt to generate from, checked like the create form's;
 * without one the stored prompt is used. Either way the result is a new variation of it.
 */
export const RegeneratePersonaInputSchema = z.object({ persona_prompt: personaPromptSchema('Persona prompt').optional() });
export type RegeneratePersonaInput = z.infer<typeof RegeneratePersonaInputSchema>;

/** The Create New Persona form (spec section 3, "Persona, create form"). */
export const CreatePersonaFormSchema = z.object({
  name: personaNameSchema,
  personaPrompt: personaPromptSchema('Persona prompt'),
  files: z.array(ChosenFileSchema).max(PERSONA_MAX_FILES, `Choose at most ${PERSONA_MAX_FILES} files.`),
});
export type CreatePersonaFormValues = z.infer<typeof CreatePersonaFormSchema>;


const digitsOnly = (label: string) =>
  textField(label)
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d+$/, `${label} must contain digits only.`)
    .max(PERSONA_NUMBER_MAX_DIGITS, `${label} must be at most ${PERSONA_NUMBER_MAX_DIGITS} digits.`);

const short = (field: PersonaEditField) => requiredText(PERSONA_EDIT_FIELD_LABELS[field], PERSONA_SHORT_FIELD_MAX_LENGTH);
const long = (field: PersonaEditField) => requiredText(PERSONA_EDIT_FIELD_LABELS[field], PERSONA_LONG_FIELD_MAX_LENGTH);
const digits = (field: PersonaEditField) => digitsOnly(PERSONA_EDIT_FIELD_LABELS[field]);
/** A Big Five score: digits, then the 1-100 range (the range message only for digits, so "7.5" reads as a digits problem). */
const bigFiveScore = (field: BigFiveTrait) =>
  digits(field).refine((value) => !/^\d+$/.test(value) || (Number(value) >= BIG_FIVE_MIN && Number(value) <= BIG_FIVE_MAX), {
    message: `${PERSONA_EDIT_FIELD_LABELS[field]} must be between ${BIG_FIVE_MIN} and ${BIG_FIVE_MAX}.`,
  });

/**
 * `POST /persona/update` and the Edit Persona form (spec section 3, "Persona, edit fields"): every field is required
 * text; age and the Big Five take digits only, and a Big Five score outside 1-100 is refused.
 */
export const UpdatePersonaInputSchema = z.object({
  id: z.uuid({ error: (issue) => (issue.input === undefined ? 'Persona id is required.' : 'Persona id must be a persona id.') }),
  name: requiredText(PERSONA_EDIT_FIELD_LABELS.name, PERSONA_NAME_MAX_LENGTH),
  persona_name: requiredText(PERSONA_EDIT_FIELD_LABELS.persona_name, PERSONA_NAME_MAX_LENGTH),
  age: digits('age'),
  gender: short('gender'),
  occupation: short('occupation'),
  language: short('language'),
  hometown: short('hometown'),
  birthdate: short('birthdate'),
  nationality: short('nationality'),
  background: long('background'),
  scenarioSnippet: long('scenarioSnippet'),
  mbtiType: short('mbtiType'),
  enneagramType: short('enneagramType'),
  openness: bigFiveScore('openness'),
  conscientiousness: bigFiveScore('conscientiousness'),
  extraversion: bigFiveScore('extraversion'),
  agreeableness: bigFiveScore('agreeableness'),
  neuroticism: bigFiveScore('neuroticism'),
  skillsAndAbilities: long('skillsAndAbilities'),
  motivationsAndGoals: long('motivationsAndGoals'),
  build: short('build'),
  height: short('height'),
  eyeColor: short('eyeColor'),
  skinTone: short('skinTone'),
  hairColor: short('hairColor'),
  hairStyle: short('hairStyle'),
  typicalAttire: long('typicalAttire'),
  distinguishingFeatures: long('distinguishingFeatures'),
  industryRelevance: long('industryRelevance'),
  relevanceToScenario: long('relevanceToScenario'),
  challengesAndGrowthAreas: long('challengesAndGrowthAreas'),
});
export type UpdatePersonaInput = z.infer<typeof UpdatePersonaInputSchema>;

/** A persona as the create job and the update job return it (`result.data`). */
export const PersonaSchema = z.object({
  id: z.string(),
  name: z.string(),
  persona_details: PersonaDetailsSchema,
  timestamp: z.string(),
  /** The prompt the persona was generated from (and is regenerated from); empty when it was written by hand. */
  persona_prompt: z.string(),
  /** Which engine wrote it: "offline engine" or the model's label; null for samples and older rows. */
  generated_by: z.string().nullable(),
  /** The organisation whose shared library holds it (its members use it); null for the caller's own or a sample. */
  organization_id: z.string().nullable(),
});
export type Persona = z.infer<typeof PersonaSchema>;

export const PersonaListItemSchema = PersonaSchema.extend(LibraryItemAccessSchema.shape);
export type PersonaListItem = z.infer<typeof PersonaListItemSchema>;

/** `GET /persona/all/{email}`: the caller's personas and the samples, newest first. */
export const PersonaListAnswerSchema = z.object({ data: z.array(PersonaListItemSchema) });
export type PersonaListAnswer = z.infer<typeof PersonaListAnswerSchema>;

/** The `result` of a completed `personas.generate`, `personas.update` or `personas.regenerate` job. */
export const PersonaJobResultSchema = z.object({ data: PersonaSchema });
export type PersonaJobResult = z.infer<typeof PersonaJobResultSchema>;

/** `/persona/{id}/...`: the persona the request is about. */
export const PersonaIdParamsSchema = z.object({
  id: z.uuid({ error: (issue) => (issue.input === undefined ? 'Persona id is required.' : 'Persona id must be a persona id.') }),
});

/** `POST /persona/{id}/duplicate`: the caller's new copy. */
export const DuplicatePersonaAnswerSchema = z.object({ data: PersonaSchema });
export type DuplicatePersonaAnswer = z.infer<typeof DuplicatePersonaAnswerSchema>;

export {
  LibraryItemUsageAnswerSchema as PersonaUsageAnswerSchema,
  DeleteLibraryItemAnswerSchema as DeletePersonaAnswerSchema,
  type LibraryItemUsageAnswer as PersonaUsageAnswer,
  type DeleteLibraryItemAnswer as DeletePersonaAnswer,
} from './library.ts';
