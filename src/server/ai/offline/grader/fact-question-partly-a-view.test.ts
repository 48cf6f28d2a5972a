// "Asking about their view" (a criterion named after asking): a question for a detail of the matter (a date,
// a sum, a count, the one thing a "which" picks out) discovers part of it, however open its words ("How many…?",
// "What day…?"); a question for their view, need or story discovers all of it. A learner who only asks for details is
// praised for that part; one who also asks for their view is praised for the view question.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_MARK, GENERAL_RUBRIC_ID } from '../../../../shared/contracts/rubrics-constants.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, sampleGradingRubric, type Line } from './grading.test-helpers.ts';
import { BIKE_HIRE_CUSTOMER } from './grader-briefs.test-helpers.ts';
import { asksForADetail } from './view-question.ts';

const OPENING: Line = ['character', "I've come about the bike I hired on Saturday."];
const CLOSE: readonly Line[] = [
  ['learner', "I'm sorry the brake let you down. I'll refund the £85 today and have the bike checked before it goes out again."],
  ['character', 'All right, that is fair.'],
];

function asking(lines: readonly Line[]) {
  const input = buildInput([OPENING, ...lines, ...CLOSE], {
    scenario: { name: 'The hire bike whose brake failed', overview: 'A cyclist complains about a hire bike.', characterName: 'Rosa Lindqvist' },
    rubric: sampleGradingRubric(GENERAL_RUBRIC_ID),
    brief: BIKE_HIRE_CUSTOMER,
  });
  const report = buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK);
  return report.criteria.find((criterion) => criterion.name === 'Asking about their view')!;
}

describe('[REPORTS] a question for a detail shows asking about their view in part', () => {
  it('reads a question for a detail apart from one for their view', () => {
    expect(asksForADetail('What day did you pick the bike up?')).toBe(true);
    expect(asksForADetail('How many miles had you done?')).toBe(true);
    expect(asksForADetail('Which shop did you hire it from?')).toBe(true);
    expect(asksForADetail('Who checked the bike before you left?')).toBe(true);
    expect(asksForADetail('What worries you most about riding again?')).toBe(false);
    expect(asksForADetail('How did it leave you feeling?')).toBe(false);
    expect(asksForADetail('What were you told at the counter?')).toBe(false);
    expect(asksForADetail('Can you walk me through what happened on the hill?')).toBe(false);
  });

  it('praises questions for details only in part, below a question for their view', () => {
    const details = asking([
      ['learner', 'What day did you pick the bike up?'],
      ['character', 'Saturday morning.'],
      ['learner', 'How much did the taxi back come to?'],
      ['character', 'I paid £85 for the taxi back and the lost day.'],
    ]);
    const view = asking([
      ['learner', 'What day did you pick the bike up?'],
      ['character', 'Saturday morning.'],
      ['learner', 'What went through your mind when the brake failed on the hill?'],
      ['character', 'The front brake failed on the first hill out of town. I thought I was going to come off.'],
    ]);
    expect(details.feedback).toMatch(/^You partly asked about their view: "(?:What day did you pick the bike up|How much did the taxi back come to)\?"/);
    expect(view.feedback).toMatch(/^You asked about their view, for example: "What went through your mind when the brake failed on the hill\?"/);
    expect(view.score!).toBeGreaterThan(details.score!);
  });
});
