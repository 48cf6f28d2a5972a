// The created set's rows on the Quality page, from halves built by hand: one row per figure against the CI floors,
// a floor met shown as a fail when the run's transcripts contradict it, and examples quoted from the tuning half only;
// and a walk half's printout, which shows a held-out half's figures and never its cases.
import { describe, expect, it } from 'vitest';
import type { TranscriptChecks } from '../checks/transcript-checks.ts';
import { CREATED_SET_KEY, createdFigureSet } from './created-figure-set.ts';
import { CREATED_FIGURE_KEYS, formatCreatedWalk } from './created-figures.ts';
import { createdTotals, type CreatedCaseFigures, type CreatedSetResult } from './play-created.ts';
import type { CreatedCase } from './created-case.ts';

const NO_CHECKS: TranscriptChecks = { conversations: 3, reports: 3, fakeMemory: [], negation: [], citation: [] };

function buildCase(id: string, field: string, overrides: Partial<CreatedCaseFigures> = {}): CreatedCaseFigures {
  return {
    id,
    field,
    mode: 'Quick',
    failedReason: null,
    facts: [1, 2, 3].map((index) => ({ line: `${id} question ${index}`, reply: `${id} answer ${index}`, isAnswered: true })),
    leaks: [],
    nameJob: { isAsStated: true, said: '' },
    falseMemories: [],
    dontKnows: [],
    repeatedSentences: [],
    offTopic: { reply: 'Ha, maybe later. Back to the boiler?', faults: [] },
    praisedCounterExamples: [],
    criticisedShownBehaviour: [],
    praisedUnshownBehaviour: [],
    uncovered: { total: 4, citing: 4, wrong: [] },
    trySaying: { total: 2, broken: [] },
    characterLines: [`${id} line`],
    checks: NO_CHECKS,
    outcome: { strongAgreed: true, strongPassed: true, strongAboveWeak: true, said: 'agreed; strong 80 (passed), weak 10' },
    ...overrides,
  };
}

function half(name: 'tuning' | 'test', cases: CreatedCaseFigures[]): CreatedSetResult {
  // Only what createdTotals reads of a case: its facts and its field.
  const testCases = cases.map((entry) => ({ id: entry.id, field: entry.field, facts: entry.facts.map(() => ({})) })) as unknown as CreatedCase[];
  return { half: name, cases, totals: createdTotals(cases, testCases) };
}

const SECRET = 'a test-half reply that must never be shown';

describe('[EVAL] the created set on the Quality page', () => {
  it('shows one row per created figure with both halves, the CI floors, and Pass within them', () => {
    const set = createdFigureSet(half('tuning', [buildCase('t1', 'Plumbing'), buildCase('t2', 'Teaching')]), half('test', [buildCase('s1', 'Farming')]));
    expect(set.key).toBe(CREATED_SET_KEY);
    expect(set.description).toContain('3 descriptions in 3 fields');
    expect(set.figures.map((figure) => figure.key)).toEqual([...CREATED_FIGURE_KEYS.map((key) => `created.${key}`), 'created.fakeMemory', 'created.negation', 'created.citation']);
    const facts = set.figures[0]!;
    expect(facts).toMatchObject({ label: 'Fact questions in other words answered with the fact', value: 'tuning 100% (6/6) · test 100% (3/3)', isPassed: true, note: null });
    expect(facts.threshold).toMatch(/^CI floor: tuning ≥ \d+%, test ≥ \d+% \(goal ≥ 80%\)$/);
    expect(set.figures.slice(0, CREATED_FIGURE_KEYS.length).every((figure) => figure.isPassed === true)).toBe(true);
    expect(set.figures.find((figure) => figure.key === 'created.fakeMemory')).toMatchObject({ value: 'tuning 0 in 6 conversations · test 0 in 3 conversations', isPassed: true });
  });

  it('fails a figure below its floor and quotes the tuning half, never the test half', () => {
    const missed = (id: string, reply: string) => buildCase(id, 'Plumbing', { facts: [1, 2, 3].map((index) => ({ line: `${id} question ${index}`, reply, isAnswered: false })) });
    const set = createdFigureSet(half('tuning', [missed('t1', 'I would rather not say.')]), half('test', [missed('s1', SECRET)]));
    const facts = set.figures.find((figure) => figure.key === 'created.factsAnswered')!;
    expect(facts).toMatchObject({ value: 'tuning 0% (0/3) · test 0% (0/3)', isPassed: false });
    expect(facts.note).toBe('Tuning half, for example: t1 question 1 → I would rather not say. (and 2 more)');
    expect(JSON.stringify(set)).not.toContain(SECRET);
  });

  it("never shows Pass on a figure within its floor that the same run's transcripts contradict", () => {
    const faked: TranscriptChecks = { ...NO_CHECKS, fakeMemory: [{ sentence: 'As I said, the boiler is new.', referent: 'the boiler is new' }] };
    const set = createdFigureSet(half('tuning', [buildCase('t1', 'Plumbing')]), half('test', [buildCase('s1', 'Farming', { checks: { ...faked, fakeMemory: [{ sentence: SECRET, referent: SECRET }] } })]));
    // No false memory counted by the created checks, so within the floor; the fake-memory check found one in the test half.
    expect(set.figures.find((figure) => figure.key === 'created.falseMemories')).toMatchObject({
      value: 'tuning 0 · test 0',
      isPassed: false,
      note: "Within the CI floor, but contradicted by this run's created conversations: 1 fake memory.",
    });
    expect(set.figures.find((figure) => figure.key === 'created.fakeMemory')).toMatchObject({ value: 'tuning 0 in 3 conversations · test 1 in 3 conversations', isPassed: false, note: null });
    expect(JSON.stringify(set)).not.toContain(SECRET);
  });
});

describe('[EVAL] a walk half printed by run-created', () => {
  const missed = (id: string, field: string) => buildCase(id, field, { facts: [1, 2, 3].map((index) => ({ line: `${id} question ${index}`, reply: SECRET, isAnswered: false })) });

  it("prints a held-out walk half's figures, never a case's id, field, question or reply", () => {
    const printed = formatCreatedWalk(half('tuning', [missed('w9-case', 'Secret field')]), 'created walk 9', { heldOut: true });
    expect(printed).toContain('Created walk 9 half: 1 cases in 1 fields no other half uses');
    expect(printed).toMatch(/0% \(0\/3\)/);
    for (const text of [SECRET, 'w9-case', 'Secret field', 'question 1']) expect(printed).not.toContain(text);
  });

  it('prints the faults of a walk half that is not held out, case by case', () => {
    const printed = formatCreatedWalk(half('tuning', [missed('w7-case', 'Open field')]), 'created walk 7');
    expect(printed).toContain('w7-case (Open field, Quick)');
    expect(printed).toContain(SECRET);
  });
});
