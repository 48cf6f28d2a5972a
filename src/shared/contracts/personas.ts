// Persona payloads and answers, shared by the persona routes, the generate-persona AI task and the web forms.
import { z } from 'zod';
import { ChosenFileSchema } from './files.ts';
import { textField } from './users.ts';

export const PERSONA_NAME_MAX_LENGTH = 100;
export const PERSONA_PROMPT_MAX_LENGTH = 4000;
export const PERSONA_MAX_FILES = 10;
/** Short edit fields (gender, hometown, hair colour...). */
export const PERSONA_SHORT_FIELD_MAX_LENGTH = 200;
/** Long edit fields (background, skills, relevance...). */
export const PERSONA_LONG_FIELD_MAX_LENGTH = 4000;
/** Age and the Big Five scores: digits only, at most this many. */
export const PERSONA_NUMBER_MAX_DIGITS = 3;
export const PERSONA_LIST_LIMIT = 500;
export const SAMPLE_PERSONA_READ_ONLY_MESSAGE = 'Sample personas cannot be changed.';

export const BIG_FIVE_TRAITS = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'] as const;
export type BigFiveTrait = (typeof BIG_FIVE_TRAITS)[number];

const BIG_FIVE_NAMES: Record<BigFiveTrait, string> = {
  openness: 'Openness to experience',
  conscientiousness: 'Conscientiousness',
  extraversion: 'Extraversion',
  agreeableness: 'Agreeableness',
  neuroticism: 'Neuroticism',
};

const score = (trait: BigFiveTrait) =>
  z
    .string()
    .regex(/^\d{1,3}$/, `${BIG_FIVE_NAMES[trait]} must be a whole number written in digits.`)
    .describe(`${BIG_FIVE_NAMES[trait]} on a 1-100 scale, written as digits only, for example "72".`);

/** The scores a model must give: all required, since strict structured output refuses optional (defaulted) fields. */
export const GeneratedBigFiveSchema = z
  .object(Object.fromEntries(BIG_FIVE_TRAITS.map((trait) => [trait, score(trait)])) as Record<BigFiveTrait, ReturnType<typeof score>>)
  .describe('Big Five personality scores, consistent with the character described.');

/** Stored and returned scores: each defaults to "0" (spec section 3). */
export const BigFiveSchema = z.object(
  Object.fromEntries(BIG_FIVE_TRAITS.map((trait) => [trait, score(trait).default('0')])) as Record<BigFiveTrait, z.ZodDefault<ReturnType<typeof score>>>,
);
export type BigFive = z.infer<typeof BigFiveSchema>;

export const PersonalityTraitsSchema = z.object({
  mbtiType: z.string().describe('Four-letter MBTI type consistent with the Big Five scores, for example "ISTJ".'),
  enneagramType: z.string().describe('Enneagram type with wing and name, for example "6w5 (The Loyalist)".'),
  bigFive: BigFiveSchema,
});

export const PhysicalDescriptionSchema = z.object({
  build: z.string().describe('Body build, for example "Slim" or "Stocky, broad-shouldered".'),
  height: z.string().describe('Height in centimetres with feet and inches, for example "168 cm (5\'6")".'),
  eyeColor: z.string().describe('Eye colour.'),
  skinTone: z.string().describe('Skin tone.'),
  hairColor: z.string().describe('Hair colour; greying fits an older person.'),
  hairStyle: z.string().describe('Hair style.'),
  typicalAttire: z.string().describe('What the character usually wears at work, fitting the occupation and workplace.'),
  distinguishingFeatures: z.string().describe('One or two details someone would notice on meeting them.'),
});

/** What the AI generates and what `persona_details` holds (spec section 3, "Persona, returned"). */
export const PersonaDetailsSchema = z.object({
  name: z.string().describe("The character's full name. Keep any name the description gives."),
  age: z.string().describe('Age in years, digits only, for example "42". Keep any age the description gives.'),
  gender: z.string().describe('"Female" or "Male" (or another gender the description states), inferred from pronouns or the name.'),
  occupation: z.string().describe('Job title in title case, for example "Procurement Manager". Keep any occupation the description gives.'),
  language: z.string().describe('The language(s) the character speaks at work.'),
  hometown: z.string().describe('Home town or city, with the country.'),
  birthdate: z.string().describe('Date of birth as YYYY-MM-DD, consistent with the age and the current date.'),
  nationality: z.string().describe('Nationality.'),
  background: z
    .string()
    .describe('A paragraph of career history, workplace and attitudes that keeps every fact the description and the source files give.'),
  scenarioSnippet: z.string().describe('A short scene showing how the character opens a typical practice conversation, with one line of dialogue.'),
  skillsAndAbilities: z.string().describe('Professional skills and abilities that fit the occupation and industry.'),
  motivationsAndGoals: z.string().describe('What the character wants from work and from the conversation.'),
  industryRelevance: z.string().describe('The industry the character works in and why that matters in a conversation with them.'),
  relevanceToScenario: z.string().describe('Which workplace conversations this character is good practice for, and what the learner should work on.'),
  challengesAndGrowthAreas: z.string().describe("The character's weak spots and what would win them over."),
  personalityTraits: PersonalityTraitsSchema,
  physicalDescription: PhysicalDescriptionSchema,
});
export type PersonaDetails = z.infer<typeof PersonaDetailsSchema>;

const fileIdsSchema = z
  .array(z.uuid({ error: 'Each file id must be a file id.' }), { error: 'File ids must be a list of file ids.' })
  .max(PERSONA_MAX_FILES, `Choose at most ${PERSONA_MAX_FILES} files.`);

const personaNameSchema = textField('Name')
  .trim()
  .min(1, 'Name is required.')
  .max(PERSONA_NAME_MAX_LENGTH, `Name must be at most ${PERSONA_NAME_MAX_LENGTH} characters.`);

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

/** The Create New Persona form (spec section 3, "Persona, create form"). */
export const CreatePersonaFormSchema = z.object({
  name: personaNameSchema,
  personaPrompt: personaPromptSchema('Persona prompt'),
  files: z.array(ChosenFileSchema).max(PERSONA_MAX_FILES, `Choose at most ${PERSONA_MAX_FILES} files.`),
});
export type CreatePersonaFormValues = z.infer<typeof CreatePersonaFormSchema>;

/** Every field of the Edit Persona form in the order of spec section 3, with the label its messages use. */
export const PERSONA_EDIT_FIELD_LABELS = {
  name: 'Name',
  persona_name: 'Persona name',
  age: 'Age',
  gender: 'Gender',
  occupation: 'Occupation',
  language: 'Language',
  hometown: 'Hometown',
  birthdate: 'Birthdate',
  nationality: 'Nationality',
  background: 'Background',
  scenarioSnippet: 'Scenario snippet',
  mbtiType: 'MBTI type',
  enneagramType: 'Enneagram type',
  openness: 'Openness',
  conscientiousness: 'Conscientiousness',
  extraversion: 'Extraversion',
  agreeableness: 'Agreeableness',
  neuroticism: 'Neuroticism',
  skillsAndAbilities: 'Skills and abilities',
  motivationsAndGoals: 'Motivations and goals',
  build: 'Build',
  height: 'Height',
  eyeColor: 'Eye colour',
  skinTone: 'Skin tone',
  hairColor: 'Hair colour',
  hairStyle: 'Hair style',
  typicalAttire: 'Typical attire',
  distinguishingFeatures: 'Distinguishing features',
  industryRelevance: 'Industry relevance',
  relevanceToScenario: 'Relevance to scenario',
  challengesAndGrowthAreas: 'Challenges and growth areas',
} as const;
export type PersonaEditField = keyof typeof PERSONA_EDIT_FIELD_LABELS;

const requiredText = (label: string, maxLength: number) =>
  textField(label)
    .trim()
    .min(1, `${label} is required.`)
    .max(maxLength, `${label} must be at most ${maxLength} characters.`);

const digitsOnly = (label: string) =>
  textField(label)
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d+$/, `${label} must contain digits only.`)
    .max(PERSONA_NUMBER_MAX_DIGITS, `${label} must be at most ${PERSONA_NUMBER_MAX_DIGITS} digits.`);

const short = (field: PersonaEditField) => requiredText(PERSONA_EDIT_FIELD_LABELS[field], PERSONA_SHORT_FIELD_MAX_LENGTH);
const long = (field: PersonaEditField) => requiredText(PERSONA_EDIT_FIELD_LABELS[field], PERSONA_LONG_FIELD_MAX_LENGTH);
const digits = (field: PersonaEditField) => digitsOnly(PERSONA_EDIT_FIELD_LABELS[field]);

/** `POST /persona/update` and the Edit Persona form (spec section 3, "Persona, edit fields"): every field is required text. */
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
  openness: digits('openness'),
  conscientiousness: digits('conscientiousness'),
  extraversion: digits('extraversion'),
  agreeableness: digits('agreeableness'),
  neuroticism: digits('neuroticism'),
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
});
export type Persona = z.infer<typeof PersonaSchema>;

export const PersonaListItemSchema = PersonaSchema.extend({ is_sample: z.boolean() });
export type PersonaListItem = z.infer<typeof PersonaListItemSchema>;

/** `GET /persona/all/{email}`: the caller's personas and the samples, newest first. */
export const PersonaListAnswerSchema = z.object({ data: z.array(PersonaListItemSchema) });
export type PersonaListAnswer = z.infer<typeof PersonaListAnswerSchema>;

/** The `result` of a completed `personas.generate` or `personas.update` job. */
export const PersonaJobResultSchema = z.object({ data: PersonaSchema });
export type PersonaJobResult = z.infer<typeof PersonaJobResultSchema>;

export const PersonaListParamsSchema = z.object({ email: textField('Email').trim().min(1, 'Email is required.') });

/** The Edit Persona form's values for a persona. */
export function toPersonaEditValues(persona: Pick<Persona, 'id' | 'name' | 'persona_details'>): UpdatePersonaInput {
  const details = persona.persona_details;
  const { bigFive } = details.personalityTraits;
  const physical = details.physicalDescription;
  return {
    id: persona.id,
    name: persona.name,
    persona_name: details.name,
    age: details.age,
    gender: details.gender,
    occupation: details.occupation,
    language: details.language,
    hometown: details.hometown,
    birthdate: details.birthdate,
    nationality: details.nationality,
    background: details.background,
    scenarioSnippet: details.scenarioSnippet,
    mbtiType: details.personalityTraits.mbtiType,
    enneagramType: details.personalityTraits.enneagramType,
    openness: bigFive.openness,
    conscientiousness: bigFive.conscientiousness,
    extraversion: bigFive.extraversion,
    agreeableness: bigFive.agreeableness,
    neuroticism: bigFive.neuroticism,
    skillsAndAbilities: details.skillsAndAbilities,
    motivationsAndGoals: details.motivationsAndGoals,
    build: physical.build,
    height: physical.height,
    eyeColor: physical.eyeColor,
    skinTone: physical.skinTone,
    hairColor: physical.hairColor,
    hairStyle: physical.hairStyle,
    typicalAttire: physical.typicalAttire,
    distinguishingFeatures: physical.distinguishingFeatures,
    industryRelevance: details.industryRelevance,
    relevanceToScenario: details.relevanceToScenario,
    challengesAndGrowthAreas: details.challengesAndGrowthAreas,
  };
}

/** The persona_details an edit produces; `name` is the list name and stays outside the details. */
export function toPersonaDetails(input: UpdatePersonaInput): PersonaDetails {
  return {
    name: input.persona_name,
    age: input.age,
    gender: input.gender,
    occupation: input.occupation,
    language: input.language,
    hometown: input.hometown,
    birthdate: input.birthdate,
    nationality: input.nationality,
    background: input.background,
    scenarioSnippet: input.scenarioSnippet,
    skillsAndAbilities: input.skillsAndAbilities,
    motivationsAndGoals: input.motivationsAndGoals,
    industryRelevance: input.industryRelevance,
    relevanceToScenario: input.relevanceToScenario,
    challengesAndGrowthAreas: input.challengesAndGrowthAreas,
    personalityTraits: {
      mbtiType: input.mbtiType,
      enneagramType: input.enneagramType,
      bigFive: {
        openness: input.openness,
        conscientiousness: input.conscientiousness,
        extraversion: input.extraversion,
        agreeableness: input.agreeableness,
        neuroticism: input.neuroticism,
      },
    },
    physicalDescription: {
      build: input.build,
      height: input.height,
      eyeColor: input.eyeColor,
      skinTone: input.skinTone,
      hairColor: input.hairColor,
      hairStyle: input.hairStyle,
      typicalAttire: input.typicalAttire,
      distinguishingFeatures: input.distinguishingFeatures,
    },
  };
}
