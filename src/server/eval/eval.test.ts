// The evaluation's thresholds on the built-in engine, which is deterministic: the same run `npm run eval` prints,
// held to what the product promises. No repeated sentence and no leak in any reply, nine in ten brief questions
// answered from the brief, the outcome reached by every strong learner and by no pushy one within twelve turns,
// reports that never praise a counter-example, and every generation fact kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { SAMPLE_SCENARIOS } from '../features/scenarios/scenarios.seed.ts';
import { engineLabel, runEvaluation, sampleFiguresOf, withEvalApp, type EvalResult } from './evaluate.ts';
import { SAMPLE_CHECK_CEILINGS, SAMPLE_UNCOVERED_FLOOR } from './created/created-figures.ts';
import { formatResult } from './format.ts';
import { createFreshDatabase } from '../test/test-app.ts';
import { sharedCpuPool } from '../test/shared-cpu-pool.ts';
import { EVAL_THRESHOLDS, judgeResult } from './thresholds.ts';

const RUN_TIMEOUT_MS = 300_000;

describe('[EVAL] the built-in engine meets the evaluation thresholds', () => {
  let result: EvalResult;
  beforeAll(async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', AI_PROVIDER: 'offline', AI_OFFLINE_STREAM_DELAY_MS: '0', WEB_DIR: './.tmp/no-web-build' });
    // On a clone of the test run's migrated database rather than a PostgreSQL of its own.
    result = await withEvalApp(config, SAMPLE_SCENARIOS.length, (evalApp) => runEvaluation(evalApp, engineLabel(config)), { databaseUrl: await createFreshDatabase(), cpu: sharedCpuPool(config) });
  }, RUN_TIMEOUT_MS);
  afterAll(() => {
    // The figures, for whoever reads a failing run.
    if (result) console.log(formatResult(result));
  });

  it('plays every sample, each learner within twelve turns', () => {
    expect(result.engine).toBe('built-in engine');
    expect(result.scenarios.map((entry) => entry.id).sort()).toEqual(SAMPLE_SCENARIOS.map((sample) => sample.id).sort());
    for (const entry of result.scenarios) {
      expect(entry.strong.turns, entry.name).toBeGreaterThan(0);
      expect(entry.strong.turns, entry.name).toBeLessThanOrEqual(EVAL_THRESHOLDS.maxTurns);
      expect(entry.pushy.turns, entry.name).toBeLessThanOrEqual(EVAL_THRESHOLDS.maxTurns);
    }
  });

  it('repeats no sentence within a conversation', () => {
    expect(result.scenarios.flatMap((entry) => entry.repeatedSentences.map((sentence) => `${entry.name}: ${sentence}`))).toEqual([]);
  });

  it('leaks no system word and narrates nothing', () => {
    expect(result.scenarios.flatMap((entry) => entry.leaks.map((leak) => `${entry.name}: ${leak}`))).toEqual([]);
  });

  it('answers at least 90% of the questions on the brief from the brief', () => {
    expect(result.totals.questionsAsked).toBeGreaterThan(0);
    expect(result.totals.questionsAnsweredShare).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.questionsAnsweredShare);
  });

  it('reaches the outcome with every strong learner and with no pushy one', () => {
    expect(result.scenarios.filter((entry) => !entry.strong.outcomeReached).map((entry) => entry.name)).toEqual([]);
    expect(result.scenarios.filter((entry) => entry.pushy.outcomeReached).map((entry) => entry.name)).toEqual([]);
  });

  it('never praises a counter-example line in a report', () => {
    expect(result.scenarios.flatMap((entry) => entry.praisedCounterExamples.map((quote) => `${entry.name}: ${quote}`))).toEqual([]);
    expect(result.totals.feedbackConsistency).toBe(EVAL_THRESHOLDS.feedbackConsistency);
  });

  it('keeps every fact of the generation prompts', () => {
    const generation = result.generation!;
    const missed = [generation.personas, generation.rubrics, generation.scenarios].flatMap((set) => set.cases.flatMap((entry) => entry.missing.map((miss) => `${entry.name}: ${miss}`)));
    expect(missed).toEqual([]);
    expect(result.totals.factsKeptShare).toBe(EVAL_THRESHOLDS.factsKeptShare);
  });

  it('holds the held-out natural set (lines as people say them) to its thresholds', () => {
    const natural = result.totals.natural;
    expect(natural.scenarios).toBe(SAMPLE_SCENARIOS.length);
    expect(natural.questionsAnswered / natural.questionsAsked).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.naturalQuestionsShare);
    expect(natural.actsAnswered / natural.actsAsked).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.naturalActsShare);
    expect(natural.unknownHonest).toBe(natural.unknownAsked);
    expect(natural.topicLabels).toBe(EVAL_THRESHOLDS.topicLabels);
    expect([natural.strongReached, natural.poorReached, natural.repeatedSentences, natural.leaks]).toEqual([SAMPLE_SCENARIOS.length, 0, 0, 0]);
  });

  it("holds the samples to the created set's checks at least where main measured them", () => {
    const figures = sampleFiguresOf(result);
    const measured = Object.fromEntries(Object.keys(SAMPLE_CHECK_CEILINGS).map((key) => [key, figures[key as keyof typeof SAMPLE_CHECK_CEILINGS]?.value]));
    for (const [key, ceiling] of Object.entries(SAMPLE_CHECK_CEILINGS)) expect(measured[key], key).toBeLessThanOrEqual(ceiling);
    const uncovered = figures.uncoveredCiting;
    expect(uncovered?.whole).toBeGreaterThan(0);
    expect(uncovered!.value / uncovered!.whole!).toBeGreaterThanOrEqual(SAMPLE_UNCOVERED_FLOOR);
  });

  it('passes every threshold the Quality page marks', () => {
    expect(judgeResult(result).filter((figure) => figure.isPassed === false).map((figure) => `${figure.label}: ${figure.value}`)).toEqual([]);
  });
});
