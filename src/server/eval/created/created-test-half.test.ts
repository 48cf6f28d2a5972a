// The created set's test half (never tuned on) on the built-in engine: every case created through the real Quick and
// Advanced routes and played as a person would, held to the floors main measured (created-figures.ts). Its failures
// are told by count, never by a case's text (held-out.test-helpers.ts). The tuning half is played in created.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missedThresholds } from './created-figures.ts';
import { formatHalf, HALF_TIMEOUT_MS, playCreatedHalf } from './created.test-helpers.ts';
import type { CreatedSetResult } from './play-created.ts';
import { CREATED_TEST_CASES } from './test-set.ts';
import { expectNoneHeldOut } from '../held-out.test-helpers.ts';

describe("[EVAL] the built-in engine on the created set's test half meets the floors main measured", () => {
  let test: CreatedSetResult | undefined;
  beforeAll(async () => {
    test = await playCreatedHalf('test', CREATED_TEST_CASES);
  }, HALF_TIMEOUT_MS);
  afterAll(() => {
    // The figures, for whoever reads a failing run: the test half's are counted, its replies never printed.
    if (test) console.log(formatHalf(test));
  });

  it('creates every case through the routes', () => {
    expectNoneHeldOut(test!.cases.filter((entry) => entry.failedReason), 'cases whose creation failed');
  });

  it('holds the test half (never tuned on) to its floors', () => {
    expect(missedThresholds(test!)).toEqual([]);
  });
});
