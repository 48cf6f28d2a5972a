// The report's rules applied in code to any grader's answer: quotes checked against the learner's own lines, the
// not-relevant rule, the weighting, clamping, levels from bands, and pass or fail at the pass mark.
import { describe, expect, it } from 'vitest';
import type { GradedCriterion, GradingInput, GradingOutput } from '../../contracts/grade-conversation.ts';
import { buildReportScores, computeOverallScore, findVerbatimQuote } from './score-report.ts';

const LEVELS = [
  { name: 'Excellent', description: 'Always does it.' },
  { name: 'Good', description: 'Usually does it.' },
  { name: 'Developing', description: 'Sometimes does it.' },
  { name: 'Needs Improvement', description: 'Rarely does it.' },
];

const INPUT: GradingInput = {
  scenario: { name: 'Budget talk', overview: 'A budget conversation.', characterName: 'Maria Keller' },
  language: 'en-US',
  mode: 'text',
  rubric: {
    title: 'Budget rubric',
    criteria: [
      { name: 'Questioning', weight: 50, levels: LEVELS },
      { name: 'Empathy', weight: 30, levels: LEVELS },
      { name: 'Closing', weight: 20, levels: LEVELS },
    ],
  },
  glossary: [],
  brief: null,
  messages: [
    { id: 'c1', role: 'character', content: 'The budget is 5% lower next year, and I am not happy about it.' },
    { id: 'l1', role: 'learner', content: 'I understand. What would a good result look like for you?' },
    { id: 'c2', role: 'character', content: 'Keeping the team together.' },
    { id: 'l2', role: 'learner', content: "So what I'm hearing is that the team comes first. Let's meet on Friday." },
  ],
};

function criterion(overrides: Partial<GradedCriterion> & Pick<GradedCriterion, 'name'>): GradedCriterion {
  return { relevant: true, level: 'Good', score: 80, evidence: [], feedback: 'Feedback.', better_line: null, ...overrides };
}

function answer(criteria: GradedCriterion[]): GradingOutput {
  return { summary: ' A good session. ', criteria };
}

describe('[REPORTS] score report', () => {
  it("keeps quotes found verbatim in the named learner line and drops invented ones and the character's", () => {
    const scored = buildReportScores(
      answer([
        criterion({
          name: 'Questioning',
          evidence: [
            { message_id: 'l1', quote: 'What would a good result look like for you?' },
            { message_id: 'l1', quote: 'What would a great result look like?' },
            { message_id: 'c1', quote: 'The budget is 5% lower next year' },
            { message_id: 'l2', quote: 'What would a good result look like for you?' },
            { message_id: 'nope', quote: 'I understand.' },
          ],
        }),
        criterion({ name: 'Empathy' }),
        criterion({ name: 'Closing' }),
      ]),
      INPUT,
      70,
    );
    expect(scored.criteria[0]!.evidence).toEqual([{ message_id: 'l1', quote: 'What would a good result look like for you?' }]);
  });

  it("forgives case, spacing and curly quotation marks, and shows the line's own words", () => {
    expect(findVerbatimQuote("So what I'm hearing is that the team comes first.", '“so what I’m  hearing is that the team”')).toBe("So what I'm hearing is that the team");
    expect(findVerbatimQuote('I understand. What would help?', '...What would help?')).toBe('What would help?');
    expect(findVerbatimQuote('I understand. What would help?', 'understand')).toBeNull();
    expect(findVerbatimQuote('Fine.', 'Fine.')).toBe('Fine.');
  });

  it('leaves a not-relevant criterion out of the weighting, whatever score the grader gave it', () => {
    const scored = buildReportScores(
      answer([
        criterion({ name: 'Questioning', score: 80, evidence: [{ message_id: 'l1', quote: 'What would a good result look like for you?' }] }),
        criterion({ name: 'Empathy', score: 60, level: 'Developing', evidence: [{ message_id: 'l1', quote: 'I understand.' }] }),
        criterion({ name: 'Closing', relevant: false, score: 100, level: 'Excellent', evidence: [{ message_id: 'l2', quote: "Let's meet on Friday." }], better_line: 'Close.' }),
      ]),
      INPUT,
      70,
    );
    expect(scored.criteria[2]).toEqual({ name: 'Closing', weight: 20, relevant: false, score: null, level: null, evidence: [], feedback: 'Feedback.', better_line: 'Close.' });
    // (50 × 80 + 30 × 60) / (50 + 30) = 72.5, rounded.
    expect(scored.overall_score).toBe(73);
    expect(scored.summary).toBe('A good session.');
    expect(scored.criteria.map((entry) => entry.weight)).toEqual([50, 30, 20]);
  });

  it('passes at the pass mark and fails one point below it', () => {
    const output = answer([criterion({ name: 'Questioning', score: 70 }), criterion({ name: 'Empathy', score: 70 }), criterion({ name: 'Closing', score: 70 })]);
    expect(buildReportScores(output, INPUT, 70)).toMatchObject({ overall_score: 70, pass_mark: 70, passed: true });
    expect(buildReportScores(output, INPUT, 71)).toMatchObject({ overall_score: 70, pass_mark: 71, passed: false });
  });

  it('clamps scores, keeps a score whose quotes were all dropped, and makes the level agree with the score when the grader named none of the rubric', () => {
    const scored = buildReportScores(
      answer([
        criterion({ name: 'Questioning', score: 130, level: 'Superb' }),
        criterion({ name: 'Empathy', score: -4, level: null, evidence: [{ message_id: 'l1', quote: 'I do not understand.' }] }),
        criterion({ name: 'closing', score: 61.6, level: 'good' }),
      ]),
      INPUT,
      70,
    );
    expect(scored.criteria.map(({ score, level, relevant }) => ({ score, level, relevant }))).toEqual([
      { score: 100, level: 'Excellent', relevant: true },
      { score: 0, level: 'Needs Improvement', relevant: true },
      // A level of the rubric (any case) is kept as the rubric spells it.
      { score: 62, level: 'Good', relevant: true },
    ]);
    expect(scored.criteria[1]!.evidence).toEqual([]);
  });

  it("scores a level given without a score at the middle of its band; a criterion the grader left out is not relevant", () => {
    const scored = buildReportScores(answer([criterion({ name: 'Questioning', score: null, level: 'Good' }), criterion({ name: 'Empathy', score: null, level: null })]), INPUT, 70);
    expect(scored.criteria.map(({ relevant, score }) => ({ relevant, score }))).toEqual([
      { relevant: true, score: 82 },
      { relevant: false, score: null },
      { relevant: false, score: null },
    ]);
    expect(scored.criteria[2]!.feedback).toMatch(/did not assess/);
    expect(scored.overall_score).toBe(82);
  });

  it('scores 0 with every criterion not relevant when the learner said nothing, whatever the grader answered', () => {
    const silent: GradingInput = { ...INPUT, messages: INPUT.messages.filter((message) => message.role === 'character') };
    const scored = buildReportScores(answer([criterion({ name: 'Questioning', score: 90 })]), silent, 70);
    expect(scored.overall_score).toBe(0);
    expect(scored.passed).toBe(false);
    expect(scored.summary).toMatch(/did not say anything/);
    expect(scored.criteria.every((entry) => !entry.relevant && entry.score === null && entry.evidence.length === 0)).toBe(true);
    expect(scored.delivery.learner_talk_share).toBe(0);
  });

  it('averages nothing when nothing is relevant', () => {
    expect(computeOverallScore([{ weight: 100, relevant: false, score: null }])).toBe(0);
    expect(computeOverallScore([])).toBe(0);
  });
});
