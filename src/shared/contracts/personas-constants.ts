// The persona pages' limits, lists, labels and messages without zod; personas.ts holds the schemas built on them and
// persona-details.ts the conversions between a persona's details and the edit form.

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
/**
 * The Big Five range. An edit outside it is refused (400, "Openness must be between 1 and 100."); scores a model or
 * the offline engine writes (create, regenerate) and copies (duplicate) are clamped into it before they are saved.
 */
export const BIG_FIVE_MIN = 1;
export const BIG_FIVE_MAX = 100;
/** Added to a duplicated persona's name. */
export const PERSONA_COPY_SUFFIX = ' (copy)';

export const BIG_FIVE_TRAITS = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'] as const;
export type BigFiveTrait = (typeof BIG_FIVE_TRAITS)[number];

/** Each Big Five trait's full name, as its messages use it. */
export const BIG_FIVE_NAMES: Record<BigFiveTrait, string> = {
  openness: 'Openness to experience',
  conscientiousness: 'Conscientiousness',
  extraversion: 'Extraversion',
  agreeableness: 'Agreeableness',
  neuroticism: 'Neuroticism',
};

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

/** A duplicate's name: "<name> (copy)", the name shortened first when both would pass the name limit. */
export function personaCopyName(name: string): string {
  return `${name.slice(0, PERSONA_NAME_MAX_LENGTH - PERSONA_COPY_SUFFIX.length).trimEnd()}${PERSONA_COPY_SUFFIX}`;
}

/** A score brought into 1-100: digits only, so anything else becomes the lowest score. */
export function clampBigFiveScore(score: string): string {
  const value = /^\d+$/.test(score) ? Number(score) : BIG_FIVE_MIN;
  return String(Math.min(BIG_FIVE_MAX, Math.max(BIG_FIVE_MIN, value)));
}
