// The generate-persona task's input, and its output: the shared persona shape with every field described for
// the model. The guidance lives here, on the server, so the contract the browser loads carries only shape and limits.
import {
  GeneratedBigFiveSchema,
  PersonaDetailsSchema,
  PersonalityTraitsSchema,
  PhysicalDescriptionSchema,
} from '../../../shared/contracts/personas.ts';

export interface GeneratePersonaInput {
  /** The name typed in the Create New Persona form. */
  name: string;
  /** The persona description typed in the form. */
  prompt: string;
  /** Extracted text of the chosen source files. */
  fileTexts: { filename: string; text: string }[];
  /**
   * 0 for a first generation; each regeneration raises it (the persona's generation_seed), so the result differs
   * in everything the description leaves open while every stated fact stays.
   */
  variation?: number;
}

const bigFive = GeneratedBigFiveSchema.shape;
const scoreGuidance = (trait: string) => `${trait} on a 1-100 scale, written as digits only, for example "72".`;
const GeneratedBigFiveOutputSchema = GeneratedBigFiveSchema.extend({
  openness: bigFive.openness.describe(scoreGuidance('Openness to experience')),
  conscientiousness: bigFive.conscientiousness.describe(scoreGuidance('Conscientiousness')),
  extraversion: bigFive.extraversion.describe(scoreGuidance('Extraversion')),
  agreeableness: bigFive.agreeableness.describe(scoreGuidance('Agreeableness')),
  neuroticism: bigFive.neuroticism.describe(scoreGuidance('Neuroticism')),
}).describe('Big Five personality scores, consistent with the character described.');

const traits = PersonalityTraitsSchema.shape;
// Every Big Five score is required of the model: strict structured output refuses optional (defaulted) fields.
const PersonalityTraitsOutputSchema = PersonalityTraitsSchema.extend({
  mbtiType: traits.mbtiType.describe('Four-letter MBTI type consistent with the Big Five scores, for example "ISTJ".'),
  enneagramType: traits.enneagramType.describe('Enneagram type with wing and name, for example "6w5 (The Loyalist)".'),
  bigFive: GeneratedBigFiveOutputSchema,
});

const physical = PhysicalDescriptionSchema.shape;
const PhysicalDescriptionOutputSchema = PhysicalDescriptionSchema.extend({
  build: physical.build.describe('Body build, for example "Slim" or "Stocky, broad-shouldered".'),
  height: physical.height.describe('Height in centimetres with feet and inches, for example "168 cm (5\'6")".'),
  eyeColor: physical.eyeColor.describe('Eye colour.'),
  skinTone: physical.skinTone.describe('Skin tone.'),
  hairColor: physical.hairColor.describe('Hair colour; greying fits an older person.'),
  hairStyle: physical.hairStyle.describe('Hair style.'),
  typicalAttire: physical.typicalAttire.describe('What the character usually wears at work, fitting the occupation and workplace.'),
  distinguishingFeatures: physical.distinguishingFeatures.describe('One or two details someone would notice on meeting them.'),
});

const details = PersonaDetailsSchema.shape;
/** What `persona_details` stores, with every field described for the model and every Big Five score required. */
export const GeneratePersonaOutputSchema = PersonaDetailsSchema.extend({
  name: details.name.describe("The character's full name. Keep any name the description gives."),
  age: details.age.describe('Age in years, digits only, for example "42". Keep any age the description gives.'),
  gender: details.gender.describe('"Female" or "Male" (or another gender the description states), inferred from pronouns or the name.'),
  occupation: details.occupation.describe('Job title in title case, for example "Procurement Manager". Keep any occupation the description gives.'),
  language: details.language.describe('The language(s) the character speaks at work.'),
  hometown: details.hometown.describe('Home town or city, with the country.'),
  birthdate: details.birthdate.describe('Date of birth as YYYY-MM-DD, consistent with the age and the current date.'),
  nationality: details.nationality.describe('Nationality.'),
  background: details.background.describe(
    'A paragraph of career history, workplace and attitudes that keeps every fact the description and the source files give.',
  ),
  scenarioSnippet: details.scenarioSnippet.describe(
    'A short scene showing how the character opens a typical practice conversation, with one line of dialogue.',
  ),
  skillsAndAbilities: details.skillsAndAbilities.describe('Professional skills and abilities that fit the occupation and industry.'),
  motivationsAndGoals: details.motivationsAndGoals.describe('What the character wants from work and from the conversation.'),
  industryRelevance: details.industryRelevance.describe('The industry the character works in and why that matters in a conversation with them.'),
  relevanceToScenario: details.relevanceToScenario.describe(
    'Which workplace conversations this character is good practice for, and what the learner should work on.',
  ),
  challengesAndGrowthAreas: details.challengesAndGrowthAreas.describe("The character's weak spots and what would win them over."),
  personalityTraits: PersonalityTraitsOutputSchema,
  physicalDescription: PhysicalDescriptionOutputSchema,
});
