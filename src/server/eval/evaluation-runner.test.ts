// The Quality page's runner plays the whole created set unless told to play the first few cases of each half, and
// then says so: the page's tick box and a run's steps count what is played.
import { describe, expect, it } from 'vitest';
import { createdCasesOf, createdSetScenarioAllowance, createdSetSize } from './evaluate.ts';
import { createEvaluationRunner } from './evaluation-runner.ts';
import { CREATED_TEST_CASES } from './created/test-set.ts';
import { CREATED_TUNING_CASES } from './created/tuning-set.ts';

const ids = (cases: readonly { id: string }[]) => cases.map((testCase) => testCase.id);

describe('[EVAL] the created set a Quality run plays', () => {
  it('is the whole set, both halves, by default', () => {
    const whole = createdSetSize();
    expect(createEvaluationRunner().createdSetSize()).toEqual(whole);
    expect(whole.cases).toBe(CREATED_TUNING_CASES.length + CREATED_TEST_CASES.length);
    expect(whole.cases).toBeGreaterThanOrEqual(30);
    const cases = createdCasesOf();
    expect([ids(cases.tuning), ids(cases.test)]).toEqual([ids(CREATED_TUNING_CASES), ids(CREATED_TEST_CASES)]);
  });

  it('is the first cases of each half when limited, counted as such', () => {
    const cases = createdCasesOf(2);
    expect(ids(cases.tuning)).toEqual(ids(CREATED_TUNING_CASES).slice(0, 2));
    expect(ids(cases.test)).toEqual(ids(CREATED_TEST_CASES).slice(0, 2));
    expect(createEvaluationRunner({ createdCasesPerHalf: 2 }).createdSetSize()).toEqual(createdSetSize(2));
    expect(createdSetSize(2).cases).toBe(4);
    // No field is in both halves, so the first case of each is two fields.
    expect(createdSetSize(1)).toEqual({ cases: 2, fields: 2 });
    // Credits for three sessions a case: fewer for fewer cases, never none.
    expect(createdSetScenarioAllowance(1)).toBeGreaterThanOrEqual(1);
    expect(createdSetScenarioAllowance(1)).toBeLessThan(createdSetScenarioAllowance());
  });

  it('refuses a limit that is not a whole number of at least one, when the runner is made', () => {
    for (const bad of [0, -1, 1.5]) {
      expect(() => createEvaluationRunner({ createdCasesPerHalf: bad }), String(bad)).toThrow(/createdCasesPerHalf must be a whole number of at least 1/);
    }
  });
});
