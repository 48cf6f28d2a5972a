import type { PersonaEditField } from '@shared/contracts/personas-constants.ts';

export type PersonaFieldKind = 'text' | 'textarea' | 'digits' | 'score';

export interface PersonaFieldSpec {
  name: PersonaEditField;
  kind: PersonaFieldKind;
  /** Textarea height. */
  rows?: number;
  /** Spans both columns on wide screens. */
  isWide?: boolean;
  hint?: string;
}

export interface PersonaSection {
  title: string;
  fields: PersonaFieldSpec[];
}

export const BIG_FIVE_FIELDS = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'] as const satisfies readonly PersonaEditField[];

/** How the Edit Persona form and the detail view group the fields of spec section 3. */
export const PERSONA_SECTIONS: PersonaSection[] = [
  {
    title: 'Identity',
    fields: [
      { name: 'name', kind: 'text', hint: 'Shown on the persona card.' },
      { name: 'persona_name', kind: 'text', hint: "The character's own name." },
      { name: 'age', kind: 'digits' },
      { name: 'gender', kind: 'text' },
      { name: 'occupation', kind: 'text' },
      { name: 'nationality', kind: 'text' },
      { name: 'hometown', kind: 'text' },
      { name: 'birthdate', kind: 'text' },
      { name: 'language', kind: 'text' },
    ],
  },
  {
    title: 'Background',
    fields: [
      { name: 'background', kind: 'textarea', rows: 6, isWide: true },
      { name: 'scenarioSnippet', kind: 'textarea', rows: 3, isWide: true },
      { name: 'skillsAndAbilities', kind: 'textarea', rows: 3, isWide: true },
      { name: 'motivationsAndGoals', kind: 'textarea', rows: 3, isWide: true },
      { name: 'challengesAndGrowthAreas', kind: 'textarea', rows: 3, isWide: true },
    ],
  },
  {
    title: 'Personality',
    fields: [
      { name: 'mbtiType', kind: 'text' },
      { name: 'enneagramType', kind: 'text' },
      ...BIG_FIVE_FIELDS.map((name) => ({ name, kind: 'score' as const })),
    ],
  },
  {
    title: 'Physical description',
    fields: [
      { name: 'build', kind: 'text' },
      { name: 'height', kind: 'text' },
      { name: 'eyeColor', kind: 'text' },
      { name: 'skinTone', kind: 'text' },
      { name: 'hairColor', kind: 'text' },
      { name: 'hairStyle', kind: 'text' },
      { name: 'typicalAttire', kind: 'textarea', rows: 2, isWide: true },
      { name: 'distinguishingFeatures', kind: 'textarea', rows: 2, isWide: true },
    ],
  },
  {
    title: 'Relevance',
    fields: [
      { name: 'industryRelevance', kind: 'textarea', rows: 3, isWide: true },
      { name: 'relevanceToScenario', kind: 'textarea', rows: 3, isWide: true },
    ],
  },
];

/** Every character but digits goes, as the person types (age and the Big Five scores). */
export function stripNonDigits(value: string): string {
  return value.replace(/\D+/g, '');
}
