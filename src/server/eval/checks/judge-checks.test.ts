// The Quality page's side of the transcript checks: their own set of figures, and no "Pass" on a figure that the same
// run's transcripts contradict.
import { describe, expect, it } from 'vitest';
import type { EvalFigure, EvalFigureSet } from '../../../shared/contracts/admin-quality.ts';
import type { ScenarioFigures } from '../play-scenario.ts';
import { figureSetsOf, withContradictions } from './judge-checks.ts';
import type { TranscriptChecks } from './transcript-checks.ts';

const FEEDBACK: EvalFigure = { key: 'feedbackConsistency', label: 'Feedback consistency', value: '100%', threshold: '100%', isPassed: true };
const LEAKS: EvalFigure = { key: 'leaks', label: 'Leaks and narration', value: '0', threshold: 'none', isPassed: true };

function scenario(checks?: Partial<TranscriptChecks>): ScenarioFigures {
  return {
    checks: checks ? { conversations: 5, reports: 2, fakeMemory: [], negation: [], citation: [], ...checks } : undefined,
  } as ScenarioFigures;
}

describe('[EVAL] transcript checks on the Quality page', () => {
  it('turns a pass the run contradicts into a fail that says why, and leaves the others', () => {
    const result = { scenarios: [scenario({ negation: [{ credit: 'objection: two engineers', quote: "I'm not offering a replacement." }] }), scenario()] };
    const [feedback, leaks] = withContradictions([FEEDBACK, LEAKS], result);
    expect(feedback).toEqual({ ...FEEDBACK, isPassed: false, note: "Contradicted by this run's transcripts: 1 credit to a negated line (see Transcript checks)." });
    expect(leaks).toEqual(LEAKS);
  });

  it('shows the checks as a set of their own with an example, then the sets the evaluation returned', () => {
    const created: EvalFigureSet = { key: 'created', label: 'Created scenarios', description: null, figures: [{ key: 'x', label: 'X', value: '1', threshold: null, isPassed: null }] };
    const sets = figureSetsOf({
      scenarios: [scenario({ fakeMemory: [{ sentence: 'As I said, nothing has changed there.', referent: 'nothing has changed there.' }] }), scenario()],
      figureSets: [created],
    });
    expect(sets.map((set) => set.key)).toEqual(['transcriptChecks', 'created']);
    expect(sets[0]!.figures).toEqual([
      { key: 'fakeMemory', label: 'Fake memory: “as I said” about something never said', value: '1 in 5 conversations', threshold: 'none', isPassed: false, note: 'For example: “As I said, nothing has changed there.”' },
      { key: 'negation', label: 'Credit given to a line that denies it', value: '0 in 2 reports', threshold: 'none', isPassed: true, note: null },
      { key: 'citation', label: 'Praise or “uncovered” citing a line that does not show it', value: '0 in 2 reports', threshold: 'none', isPassed: true, note: null },
    ]);
    expect(sets[1]).toBe(created);
  });

  it('changes nothing for a run stored before the checks existed', () => {
    expect(withContradictions([FEEDBACK], { scenarios: [scenario()] })).toEqual([FEEDBACK]);
    expect(figureSetsOf({ scenarios: [scenario()] })).toEqual([]);
  });
});
