// What one case of the generation regression suite is (faithfulness.test-helpers.ts holds the cases): the persona, rubric
// and scenario fields an expectation is looked for in, and the request a scenario case sends. faithfulness.test.ts
// and the evaluation (src/server/eval) check outputs against them.

export type PersonaField =
  | 'name'
  | 'age'
  | 'gender'
  | 'occupation'
  | 'nationality'
  | 'hometown'
  | 'background'
  | 'scenarioSnippet'
  | 'motivationsAndGoals'
  | 'challengesAndGrowthAreas'
  | 'industryRelevance'
  | 'relevanceToScenario'
  | 'skillsAndAbilities'
  /** Every text field of the persona together. */
  | 'all';

export type Expectation = string | RegExp;

export interface PersonaCase {
  category: 'Sales' | 'Customer Service' | 'Leadership' | 'HR' | 'Project Management' | 'Other';
  /** The name typed in the form. */
  name: string;
  prompt: string;
  fileTexts?: { filename: string; text: string }[];
  /** Must appear in the field (a string: contained; a pattern: matched). */
  expect: Partial<Record<PersonaField, Expectation[]>>;
  /** Must not appear in the field. */
  absent?: Partial<Record<PersonaField, RegExp[]>>;
}

export type RubricField = 'criteria' | 'description' | 'levels' | 'note' | 'all';

export interface RubricCase {
  category: PersonaCase['category'];
  name: string;
  description: string;
  fileTexts?: { filename: string; text: string }[];
  /** `criteria`: each expectation must match one criterion name; `levels`: the level descriptions. */
  expect: Partial<Record<RubricField, Expectation[]>>;
  absent?: Partial<Record<RubricField, RegExp[]>>;
}

/** The request a scenario case sends, as the generate-scenario task takes it. */
export interface ScenarioCaseInput {
  mode: 'Quick' | 'Advanced';
  title: string;
  aiRole: string | null;
  myRole: string | null;
  description: string;
  persona: { name: string; age: string; gender: string; occupation: string; background: string; hometown?: string; nationality?: string; language?: string } | null;
  rubric: { name: string; criteria: string[] } | null;
  glossary: { name: string; terms: string } | null;
  fileTexts: string[];
}

/** Where an expectation is looked for in a generated scenario. */
export type ScenarioField = 'identity' | 'situation' | 'facts' | 'objections' | 'openingLine' | 'character' | 'learner' | 'goal' | 'categories' | 'prose' | 'all';

export interface ScenarioCase {
  category: PersonaCase['category'];
  name: string;
  input: ScenarioCaseInput;
  expect: Partial<Record<ScenarioField, Expectation[]>>;
  absent?: Partial<Record<ScenarioField, RegExp[]>>;
  /** The learner's goal as written; it must not reach the character's situation, facts or lines. */
  goal?: string;
}

/** A quick scenario's request: the title, both roles and the description, with no persona, rubric or glossary. */
export function quickScenario(title: string, aiRole: string, myRole: string, description: string, fileTexts: string[] = []): ScenarioCaseInput {
  return {
    mode: 'Quick',
    title,
    aiRole,
    myRole,
    description,
    persona: null,
    rubric: null,
    glossary: null,
    fileTexts,
  };
}
