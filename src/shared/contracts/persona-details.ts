// A persona's details as the edit form holds them and back, and with its Big Five scores brought into range: shared by
// the edit form and the persona jobs. No zod: the types come from personas.ts.
import { BIG_FIVE_TRAITS, clampBigFiveScore } from './personas-constants.ts';
import type { BigFive, Persona, PersonaDetails, UpdatePersonaInput } from './personas.ts';

/** The details with every Big Five score in 1-100, as they are saved after a generation or a copy. */
export function withBigFiveInRange(details: PersonaDetails): PersonaDetails {
  const { bigFive } = details.personalityTraits;
  const clamped = Object.fromEntries(BIG_FIVE_TRAITS.map((trait) => [trait, clampBigFiveScore(bigFive[trait])])) as BigFive;
  return { ...details, personalityTraits: { ...details.personalityTraits, bigFive: clamped } };
}

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
