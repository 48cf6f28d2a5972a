import type { PersonaEditField } from '@shared/contracts/personas-constants.ts';

export type PersonaFieldKind = 'text' | 'textarea' | 'digits' | 'score';

export interface PersonaFieldSpec {
  name: PersonaEditField;
  kind: PersonaFieldKind;
  /** Textarea height. */
  rows?: number;
  /** Spans both columns on wide screens. */
  isWide?: boolean;
  /** The hint under the field, by catalogue key. */
  hint?: string;
}

export interface PersonaSection {
  /** The section's English name, which also names its elements' ids. */
  title: string;
  /** Its heading, by catalogue key. */
  titleKey: string;
  fields: PersonaFieldSpec[];
}

export const BIG_FIVE_FIELDS = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'] as const satisfies readonly PersonaEditField[];

/** How the Edit Persona form and the detail view group the fields of spec section 3. */
export const PERSONA_SECTIONS: PersonaSection[] = [
  {
    title: 'Identity',
    titleKey: 'personaForm.section.identity',
    fields: [
      { name: 'name', kind: 'text', hint: 'personaForm.hint.name' },
      { name: 'persona_name', kind: 'text', hint: 'personaForm.hint.personaName' },
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
    titleKey: 'personaForm.section.background',
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
    titleKey: 'personaForm.section.personality',
    fields: [
      { name: 'mbtiType', kind: 'text' },
      { name: 'enneagramType', kind: 'text' },
      ...BIG_FIVE_FIELDS.map((name) => ({ name, kind: 'score' as const })),
    ],
  },
  {
    title: 'Physical description',
    titleKey: 'personaForm.section.physical',
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
    titleKey: 'personaForm.section.relevance',
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
