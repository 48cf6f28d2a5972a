import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MeaningCase } from './meaning-case.ts';
import { characterCounts, gradeCase, graderCounts, measureMeaning, praisedCounterExamples, uncoveredCitations } from './meaning-figures.ts';
import { TEST_CASES } from './test-set.ts';
import { TUNING_CASES } from './tuning-set.ts';
import { CREATED_TEST_CASES } from '../created/test-set.ts';
import { createdCaseSentences } from '../created/created-case.ts';
import { CREATED_WALK_HALVES } from '../created/walk-halves.ts';
import { engineSources, expectNoneHeldOut, filesHolding, holdsSentence } from '../held-out.test-helpers.ts';

const ENGINE_DIR = join(import.meta.dirname, '../../ai/offline');
/** Every engine: the built-in one, the model prompts and tasks, the language module. */
const AI_DIR = join(import.meta.dirname, '../../ai');

/** Every sentence of the meaning cases: learner and character lines, denials. */
function meaningSentences(cases: readonly MeaningCase[]): string[] {
  return cases.flatMap((testCase) => [...testCase.denials.map((denial) => denial.line), ...testCase.transcript.map((line) => line.content)]);
}

describe('[EVAL] meaning sets: the test half is kept apart', () => {
  it('finds no test-set sentence anywhere in the engine source', () => {
    const sources = engineSources(ENGINE_DIR);
    expect(sources.length).toBeGreaterThan(50);
    expect(filesHolding(sources, meaningSentences(TEST_CASES)), 'engine files holding a test-half sentence').toEqual([]);
  });

  it('would catch a test-set sentence copied into a pattern', () => {
    const line = TEST_CASES[1]!.denials[0]!.line;
    expect(filesHolding([{ file: 'copied.ts', text: `const LINE = /${line.toLowerCase()}/i;` }], meaningSentences(TEST_CASES))).toEqual(['copied.ts']);
  });

  it('finds no sentence of the created set\'s test half (description, persona, rubric, learner lines) anywhere in src/server/ai', () => {
    const sentences = CREATED_TEST_CASES.flatMap(createdCaseSentences);
    expect(sentences.length).toBeGreaterThan(200);
    expect(filesHolding(engineSources(AI_DIR), sentences), 'engine files holding a created test-half sentence').toEqual([]);
  });

  it('finds no sentence of a held-out created walk half anywhere in src/server/ai', () => {
    // Walk halves held out from the start are kept out of the engine as the test half is: each is scanned on its own,
    // so a failure names the half (never the sentence) and a half too short to scan fails instead of passing.
    const heldOut = CREATED_WALK_HALVES.filter((half) => half.heldOut);
    expect(heldOut.length).toBeGreaterThanOrEqual(2);
    const sources = engineSources(AI_DIR);
    for (const half of heldOut) {
      const sentences = half.cases.flatMap(createdCaseSentences);
      expect(sentences.length, half.title).toBeGreaterThan(100);
      expect(filesHolding(sources, sentences), `engine files holding a sentence of ${half.title}`).toEqual([]);
    }
  });

  it('would catch a created test-half question or description sentence copied into the engine', () => {
    const question = CREATED_TEST_CASES[0]!.facts[0]!.line;
    const sentence = createdCaseSentences(CREATED_TEST_CASES[3]!)[0]!;
    const source = `const ASKS = [${JSON.stringify(question)}]; // ${sentence.toUpperCase()}`;
    expect([holdsSentence(source, question), holdsSentence(source, sentence)]).toEqual([true, true]);
  });

  it('covers fields the samples do not, none shared between the halves', () => {
    const fields = (cases: readonly MeaningCase[]) => cases.map((testCase) => testCase.field);
    expect(fields(TEST_CASES).filter((field) => fields(TUNING_CASES).includes(field))).toEqual([]);
    expect(TEST_CASES.length + TUNING_CASES.length).toBeGreaterThanOrEqual(6);
  });
});

/** No item found: the tuning half's are printed when there are some, the test half's only counted. */
function expectNone(half: 'tuning' | 'test', found: readonly unknown[], what: string): void {
  if (half === 'test') expectNoneHeldOut(found, what);
  else expect(found, what).toEqual([]);
}

for (const [half, cases] of [['tuning', TUNING_CASES], ['test', TEST_CASES]] as const) {
  describe(`[AI] negation and refusal on the ${half} half`, () => {
    it('never lets the character read a denied or refused behaviour as done', () => {
      const counted = cases.flatMap((testCase) => testCase.denials.filter((denial) => characterCounts(testCase, denial)).map((denial) => denial.line));
      expectNone(half, counted, 'denied or refused lines the character counted');
    });

    it('never lets the grader count a denied or refused behaviour', () => {
      const counted = cases.flatMap((testCase) => testCase.denials.filter((denial) => graderCounts(testCase, denial)).map((denial) => denial.line));
      expectNone(half, counted, 'denied or refused lines the grader counted');
    });

    it('cites, for every uncovered fact, the learner line that asked on its topic', () => {
      const citations = cases.flatMap(uncoveredCitations);
      expect(citations.length).toBeGreaterThan(0);
      expectNone(half, citations.filter((citation) => !citation.isDrawingLine), 'uncovered facts citing another line');
    });

    it('quotes refusing lines in the report only as the thing to improve', () => {
      const report = gradeCase(cases[0]!);
      const refusing = cases[0]!.transcript.filter((line) => line.role === 'learner' && line.kind === 'refusing').map((line) => line.content);
      const feedback = report.criteria.map((criterion) => criterion.feedback).join(' ');
      expect(refusing.some((line) => feedback.includes(line))).toBe(true);
      expectNone(half, praisedCounterExamples(cases[0]!, report), 'praised counter-examples');
    });
  });
}

describe('[AI] reports on the meaning sets praise no negated, refusing or rude line', () => {
  it('on the tuning half', () => {
    expect(TUNING_CASES.flatMap((testCase) => praisedCounterExamples(testCase, gradeCase(testCase)))).toEqual([]);
  });

  // Known: the tenancy report praises a dismissive line for the reason it gives ("…because there was nothing to say").
  // Left failing rather than tuned on the test half; this turns red once it is fixed, so the mark can be removed.
  it.fails('on the test half', () => {
    expect(TEST_CASES.flatMap((testCase) => praisedCounterExamples(testCase, gradeCase(testCase)))).toEqual([]);
  });

  it('keeps the test half figures at least where they were measured', () => {
    const figures = measureMeaning(TEST_CASES);
    expect(figures.reportsPraisingCounterExamples).toBeLessThanOrEqual(1);
    expect(figures.uncoveredCitingDrawingLine).toBe(figures.uncoveredFacts);
  });
});
