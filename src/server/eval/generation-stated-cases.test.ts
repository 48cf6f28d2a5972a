// The stated-facts generation set on the built-in engine: every persona keeps its age (with a birthdate and years of
// experience that fit it), place, job, tone and named people on create and on two regenerations, shows a stated
// trait without pasting it everywhere, and each regeneration is a different person; every rubric keeps its pass mark
// and behaviours, with level descriptions written for each behaviour. The built-in samples' rubrics too.
import { describe, expect, it } from 'vitest';
import { PersonaDetailsSchema } from '../../shared/contracts/personas.ts';
import { RubricContentSchema } from '../../shared/contracts/rubrics.ts';
import { DEFAULT_PASS_MARK, readStatedPassMark } from '../../shared/contracts/rubrics-constants.ts';
import { PERSONA_CASES, RUBRIC_CASES } from '../ai/offline/faithfulness.test-helpers.ts';
import { extractFacts } from '../ai/offline/persona/extract-facts.ts';
import { generatePersonaOffline } from '../ai/offline/persona/generate-persona.ts';
import { generateOfflineRubric } from '../ai/offline/rubric/generate-rubric.ts';
import { SAMPLE_RUBRICS } from '../features/rubrics/rubrics.seed.ts';
import { PERSONA_EVAL_CASES, RUBRIC_EVAL_CASES } from './generation-cases.ts';
import { checkLevelDescriptors, checkRegeneration, checkRubricCase, checkRubricRegeneration, checkStatedPersona } from './generation-checks.ts';
import { REWORDED_PERSONA_CASES, REWORDED_RUBRIC_CASES } from './generation-reworded-cases.ts';
import { STATED_PERSONA_CASES, STATED_RUBRIC_CASES } from './generation-stated-cases.ts';

const TODAY = new Date('2026-12-02T09:00:00Z');

describe('[GENERATION] the stated-facts set', () => {
  it('holds at least 20 persona and 10 rubric prompts, none of them a regression or evaluation case', () => {
    expect(STATED_PERSONA_CASES.length).toBeGreaterThanOrEqual(20);
    expect(STATED_RUBRIC_CASES.length).toBeGreaterThanOrEqual(10);
    const known = new Set([...PERSONA_CASES, ...PERSONA_EVAL_CASES].map((entry) => entry.prompt).concat([...RUBRIC_CASES, ...RUBRIC_EVAL_CASES].map((entry) => entry.description)));
    for (const entry of STATED_PERSONA_CASES) {
      expect(known.has(entry.prompt), entry.prompt).toBe(false);
      // Each prompt states its age, in one of the ways people write it, and the engine reads it.
      expect(extractFacts(entry.prompt).age, entry.prompt).toBe(entry.age);
    }
    for (const entry of STATED_RUBRIC_CASES) {
      expect(known.has(entry.description), entry.description).toBe(false);
      expect(readStatedPassMark(entry.description)).toBe(entry.passMark);
    }
  });

  it('finds what the review found: a dropped age, a birthdate and experience that do not fit, a pasted trait, a regeneration that changed only the name', () => {
    const entry = STATED_PERSONA_CASES[0]!;
    const details = generatePersonaOffline({ name: entry.name, prompt: entry.prompt, fileTexts: [] }, TODAY);
    const pasted = `${details.name.split(' ')[0]} hates long calls.`;
    const wrong = {
      ...details,
      age: '41',
      birthdate: '1985-02-14',
      background: `${details.background} She has 40 years of experience.`,
      scenarioSnippet: `${details.scenarioSnippet} ${pasted}`,
      motivationsAndGoals: `${details.motivationsAndGoals} She wants a conversation without long calls.`,
    };
    const check = checkStatedPersona(entry, wrong, TODAY);
    expect(check.missing).toEqual(
      expect.arrayContaining([
        'the age 52 (it says 41)',
        'a birthdate that gives 52 (1985-02-14 gives 41)',
        expect.stringMatching(/^experience a 52-year-old can have/),
        expect.stringMatching(/^"long calls" shown once, not pasted/),
      ]),
    );
    const [first = '', surname = ''] = details.name.split(' ');
    const rename = (text: string) => text.replaceAll(first, 'Catarina').replaceAll(surname, 'Santos');
    // The engine's own persona for the prompt has none of it.
    expect(checkStatedPersona(entry, details, TODAY)).toEqual({ missing: [], contradictions: [] });
    const renamed = { ...details, name: rename(details.name), age: '28', background: rename(details.background).replace('52', '28'), scenarioSnippet: rename(details.scenarioSnippet), motivationsAndGoals: rename(details.motivationsAndGoals) };
    expect(checkRegeneration(details, renamed)).toEqual(['a different background and history', 'a different manner in the scenario snippet', 'different motivations']);
  });

  it('finds level descriptions not written for their behaviour', () => {
    const entry = STATED_RUBRIC_CASES[0]!;
    const content = generateOfflineRubric({ name: entry.name, description: entry.description, fileTexts: [] });
    const [first, second, ...rest] = content.criteria;
    const broken = {
      ...content,
      criteria: [
        { ...first!, performance_levels: { ...first!.performance_levels, Developing: 'Starts out the call under 15 minutes, then loses it when challenged, becoming either too soft or too sharp.' } },
        { ...second!, performance_levels: { ...second!.performance_levels, Developing: "Touches on about the clinic's rostering pain before pitching." } },
        ...rest.map((criterion) => ({ ...criterion, performance_levels: { ...criterion.performance_levels, 'Needs Improvement': 'Ends with nothing agreed, so the prospect can simply wait.' } })),
      ],
    };
    const problems = checkLevelDescriptors(broken, entry.description);
    expect(problems).toEqual(
      expect.arrayContaining([
        'Keeping the call under 15 minutes · Developing: speaks of tone',
        "Asking about the clinic's rostering pain before pitching · Developing: \"on about\"",
        'Agreeing a dated next step · Needs Improvement: says nothing of the criterion',
      ]),
    );
    // The engine's own rubric for the description has none of it.
    expect(checkLevelDescriptors(content, entry.description)).toEqual([]);
  });
});

describe('[GENERATION] built-in personas keep every stated fact, said plainly or in other words, on create and on regenerate', () => {
  it.each([...STATED_PERSONA_CASES, ...REWORDED_PERSONA_CASES].map((entry) => [entry.prompt, entry] as const))('%s', (_prompt, entry) => {
    const input = { name: entry.name, prompt: entry.prompt, fileTexts: [] };
    const takes = [0, 1, 2].map((variation) => PersonaDetailsSchema.parse(generatePersonaOffline({ ...input, variation }, TODAY)));
    for (const [variation, details] of takes.entries()) {
      expect(checkStatedPersona(entry, details, TODAY), `variation ${variation}`).toEqual({ missing: [], contradictions: [] });
    }
    // Each regeneration is another person: history, manner and aims change, not only the name, age and years.
    expect(checkRegeneration(takes[0]!, takes[1]!)).toEqual([]);
    expect(checkRegeneration(takes[1]!, takes[2]!)).toEqual([]);
  });
});

describe('[GENERATION] built-in rubrics keep the stated pass mark and behaviours, with levels written for each', () => {
  it('every rubric of the set, and every built-in sample rubric', () => {
    const problems: string[] = [];
    for (const entry of STATED_RUBRIC_CASES) {
      const content = RubricContentSchema.parse(generateOfflineRubric({ name: entry.name, description: entry.description, fileTexts: [] }));
      const passMark = readStatedPassMark(entry.description) ?? DEFAULT_PASS_MARK;
      const check = checkRubricCase(entry, { content, passMark });
      for (const problem of [...check.missing, ...check.contradictions.map((word) => `contains "${word}"`), ...checkLevelDescriptors(content, entry.description)]) problems.push(`${entry.name}: ${problem}`);
    }
    for (const sample of SAMPLE_RUBRICS) {
      const content = generateOfflineRubric({ name: sample.name, description: sample.description, fileTexts: [] });
      for (const problem of checkLevelDescriptors(content, sample.description)) problems.push(`${sample.name}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('[GENERATION] built-in rubrics keep the stated pass mark and behaviours, said plainly or in other words, on create and on regenerate', () => {
  it.each([...STATED_RUBRIC_CASES, ...REWORDED_RUBRIC_CASES].map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const takes = [0, 1, 2].map((variation) => RubricContentSchema.parse(generateOfflineRubric({ name: entry.name, description: entry.description, fileTexts: [], variation })));
    const passMark = readStatedPassMark(entry.description) ?? DEFAULT_PASS_MARK;
    for (const [variation, content] of takes.entries()) {
      const check = checkRubricCase(entry, { content, passMark });
      expect([...check.missing, ...check.contradictions, ...checkLevelDescriptors(content, entry.description)], `variation ${variation}`).toEqual([]);
    }
    // Each regeneration keeps the criteria and weights and says every criterion's levels differently from the last.
    expect(checkRubricRegeneration(takes[0]!, takes[1]!)).toEqual([]);
    expect(checkRubricRegeneration(takes[1]!, takes[2]!)).toEqual([]);
  });

  it('writes the levels of every built-in sample rubric for their behaviour in the other wording too', () => {
    const problems = SAMPLE_RUBRICS.flatMap((sample) =>
      checkLevelDescriptors(generateOfflineRubric({ name: sample.name, description: sample.description, fileTexts: [], variation: 1 }), sample.description).map((problem) => `${sample.name}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
