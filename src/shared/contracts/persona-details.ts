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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The age a person born on `birthdate` (YYYY-MM-DD) has on `today`, or null when it is not such a date. */
export function ageOn(birthdate: string, today: Date): number | null {
  const match = ISO_DATE.exec(birthdate.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const hasHadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hasHadBirthday ? 0 : 1);
}

/** The birthdate on the same day of the year as `birthdate` that gives `age` on `today`. */
export function birthdateForAge(birthdate: string, age: number, today: Date): string {
  const match = ISO_DATE.exec(birthdate.trim());
  const month = match ? Number(match[2]) : 1;
  const day = match ? Number(match[3]) : 1;
  const hasHadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  const year = today.getUTCFullYear() - age - (hasHadBirthday ? 0 : 1);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// "27 years of experience", "for 16 years": how long the persona has worked, as the prose states it.
const EXPERIENCE_PHRASES = [/\b(\d{1,2})(\s+years?\s+of\s+(?:experience|work)\b)/g, /\b(for\s+)(\d{1,2})(\s+years?\b)/g];

/** The prose fields that can state how long the persona has worked. */
const PROSE_FIELDS = ['background', 'scenarioSnippet', 'skillsAndAbilities', 'motivationsAndGoals', 'industryRelevance', 'relevanceToScenario', 'challengesAndGrowthAreas'] as const;

/** Youngest age at which a working life is taken to start: experience never goes back further. */
const WORKING_AGE = 16;

/**
 * An edit brought in line with its own age: when the age changed, the birthdate moves with it (same day, new year)
 * and each "N years of experience" the edit left as it was moves by as many years, so a 52-year-old is not born in
 * 1985 with 16 years behind them; when only the birthdate changed, the age follows it. Nothing else is touched.
 */
export function followAge<T extends Pick<UpdatePersonaInput, 'age' | 'birthdate' | (typeof PROSE_FIELDS)[number]>>(before: T, after: T, today: Date): T {
  const oldAge = Number(before.age);
  const newAge = Number(after.age);
  if (after.age !== before.age && Number.isInteger(newAge) && newAge > 0) {
    const result = { ...after };
    if (ageOn(after.birthdate, today) !== newAge) result.birthdate = birthdateForAge(after.birthdate, newAge, today);
    if (Number.isInteger(oldAge) && oldAge > 0) {
      const shift = (years: string) => String(Math.max(1, Math.min(newAge - WORKING_AGE, Number(years) + newAge - oldAge)));
      for (const field of PROSE_FIELDS) {
        for (const pattern of EXPERIENCE_PHRASES) {
          for (const match of before[field].matchAll(pattern)) {
            // Only a phrase the edit kept word for word: one already changed by hand (or by "Replace everywhere") stays.
            if (!result[field].includes(match[0])) continue;
            const moved = match.length === 3 ? `${shift(match[1]!)}${match[2]}` : `${match[1]}${shift(match[2]!)}${match[3]}`;
            result[field] = result[field].replace(match[0], moved);
          }
        }
      }
    }
    return result;
  }
  const bornAge = ageOn(after.birthdate, today);
  if (after.birthdate !== before.birthdate && bornAge !== null && bornAge > 0 && String(bornAge) !== after.age) return { ...after, age: String(bornAge) };
  return after;
}
