// Every generation evaluation case on the built-in engine: each persona and rubric keeps all its facts and holds no
// contradiction, a rubric's stated pass mark is the one stored, and a regeneration differs while staying faithful.
import { describe, expect, it } from 'vitest';
import { PersonaDetailsSchema } from '../../shared/contracts/personas.ts';
import { RubricContentSchema } from '../../shared/contracts/rubrics.ts';
import { DEFAULT_PASS_MARK, readStatedPassMark } from '../../shared/contracts/rubrics-constants.ts';
import { generatePersonaOffline } from '../ai/offline/persona/generate-persona.ts';
import { generateOfflineRubric } from '../ai/offline/rubric/generate-rubric.ts';
import { PERSONA_CASES, RUBRIC_CASES } from '../ai/offline/faithfulness.test-helpers.ts';
import { PERSONA_EVAL_CASES, RUBRIC_EVAL_CASES } from './generation-cases.ts';
import { checkPersonaCase, checkRubricCase, containsPhrase } from './generation-checks.ts';

const TODAY = new Date('2026-03-15T12:00:00Z');

describe('[GENERATION] the evaluation set', () => {
  it('holds at least 30 persona and 15 rubric prompts, none of them a regression case', () => {
    expect(PERSONA_EVAL_CASES.length).toBeGreaterThanOrEqual(30);
    expect(RUBRIC_EVAL_CASES.length).toBeGreaterThanOrEqual(15);
    const regressionPrompts = new Set([...PERSONA_CASES.map((entry) => entry.prompt), ...RUBRIC_CASES.map((entry) => entry.description)]);
    for (const entry of PERSONA_EVAL_CASES) expect(regressionPrompts.has(entry.prompt), entry.prompt).toBe(false);
    for (const entry of RUBRIC_EVAL_CASES) expect(regressionPrompts.has(entry.description), entry.description).toBe(false);
  });

  it('matches whole words in any case, so "Male" is not found in "Female"', () => {
    expect(containsPhrase('Gender: Female', 'male')).toBe(false);
    expect(containsPhrase('Gender: Female', 'FEMALE')).toBe(true);
    expect(containsPhrase('She is polite but  evasive.', 'polite but evasive')).toBe(true);
    expect(containsPhrase('aged 144', '44')).toBe(false);
  });

  it('reports what a result lost and where it contradicts the prompt', () => {
    const rosa = PERSONA_EVAL_CASES[0]!;
    const details = generatePersonaOffline({ name: rosa.name, prompt: rosa.prompt, fileTexts: [] }, TODAY);
    const wrong = { ...details, nationality: 'Irish', language: 'English', hometown: 'Cork, Ireland', background: details.background.replaceAll('Portugal', 'Ireland') };
    const check = checkPersonaCase(rosa, wrong);
    expect(check.contradictions).toEqual(expect.arrayContaining(['Irish', 'Ireland', 'Cork']));
    expect(check.missing).toContain('Portuguese');
  });
});

describe('[GENERATION] built-in personas keep every fact of the evaluation set', () => {
  it.each(PERSONA_EVAL_CASES.map((entry) => [entry.prompt, entry] as const))('%s', (_prompt, entry) => {
    const input = { name: entry.name, prompt: entry.prompt, fileTexts: [] };
    const first = PersonaDetailsSchema.parse(generatePersonaOffline(input, TODAY));
    expect(checkPersonaCase(entry, first)).toEqual({ missing: [], contradictions: [] });
    // A regeneration (a higher seed) differs, and is exactly as faithful; the same seed gives the same persona.
    const regenerated = PersonaDetailsSchema.parse(generatePersonaOffline({ ...input, variation: 1 }, TODAY));
    expect(regenerated).not.toEqual(first);
    expect(checkPersonaCase(entry, regenerated)).toEqual({ missing: [], contradictions: [] });
    expect(generatePersonaOffline({ ...input, variation: 1 }, TODAY)).toEqual(regenerated);
  });
});

describe('[GENERATION] built-in rubrics keep every fact of the evaluation set', () => {
  it.each(RUBRIC_EVAL_CASES.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const content = RubricContentSchema.parse(generateOfflineRubric({ name: entry.name, description: entry.description, fileTexts: [] }));
    const passMark = readStatedPassMark(entry.description) ?? DEFAULT_PASS_MARK;
    expect(checkRubricCase(entry, { content, passMark })).toEqual({ missing: [], contradictions: [] });
    // Each level of each criterion says something of its own.
    for (const criterion of content.criteria) {
      const levels = Object.values(criterion.performance_levels);
      expect(new Set(levels).size, criterion.criterion_name).toBe(levels.length);
    }
  });
});
