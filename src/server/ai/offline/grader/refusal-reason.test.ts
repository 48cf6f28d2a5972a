// A refusal given with its reason is no answer to a concern, whatever worry the reason names: "We won't be covering
// the repair, the hire terms say the bike is ridden at the rider's risk" refuses the customer and takes none of their
// concerns seriously. Hand-written for a field no evaluation set covers (a bike hire shop), so nothing here was tuned
// on a set's wording.
import { describe, expect, it } from 'vitest';
import { GENERAL_RUBRIC_ID } from '../../../../shared/contracts/rubrics-constants.ts';
import type { GradingInput } from '../../contracts/grade-conversation.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, sampleGradingRubric } from './grading.test-helpers.ts';
import { declinesToAct } from './learner-patterns.ts';
import { OBJECTIONS_BEHAVIOUR } from './resolving-behaviours.ts';
import { BIKE_HIRE_CUSTOMER } from './grader-briefs.test-helpers.ts';

type Line = readonly ['learner' | 'character', string];

function inputOf(lines: readonly Line[]): GradingInput {
  return buildInput(lines, {
    scenario: { name: 'The hire bike whose brake failed', overview: 'A customer wants her costs back after a hire bike failed.', characterName: 'Rosa Lindqvist' },
    rubric: sampleGradingRubric(GENERAL_RUBRIC_ID),
    brief: BIKE_HIRE_CUSTOMER,
  });
}

const REFUSAL = "We won't be covering the taxi, the hire terms say every bike is ridden at the rider's risk.";

const CONTEXT = { firstName: 'Rosa', glossaryTerms: [], glossaryPatterns: [], concern: null, hasGreetedByName: false, openings: null };

describe('[AI] a refusal with its reason is no answer to a concern', () => {
  it('reads a denied action of the speaker as a refusal, and a denial that spares the other person or asks as none', () => {
    for (const line of [REFUSAL, "I'm not refunding the deposit, that's our standard charge.", 'No, I can\u2019t take the late fee off, the till won\u2019t let me.', "I won't be knocking anything off the price."]) {
      expect(declinesToAct(line), line).toBe(true);
    }
    for (const line of ["We won't charge you for the taxi.", "I won't rush you.", "I don't think that's right.", "I'm not sure, let me check.", "Can't we just refund it?", 'We will refund the £85 by Friday.', "I'm sorry, I can see why that's frustrating, I can't change the terms but I'll refund the £85."]) {
      expect(declinesToAct(line), line).toBe(false);
    }
  });

  it('credits no concern answered to a refusal whose reason names a risk, while its words still name one', () => {
    const setting = { previousCharacterLine: 'I do not see why I should pay for your broken brake.' };
    expect(OBJECTIONS_BEHAVIOUR.detect(REFUSAL, CONTEXT, setting)).toBe(0);
    // A way forward beside a refusal still answers: "I can't change the terms, but I'll refund the £85 today."
    expect(OBJECTIONS_BEHAVIOUR.detect("I know the cost is a worry; I can't change the terms, but I'll refund the £85 today.", CONTEXT, setting)).toBeGreaterThan(0);
  });

  it('never praises the refusal in the report, and says it ruled the behaviour out', () => {
    const output = gradeConversationOffline(
      inputOf([
        ['character', "I've come about the bike I hired on Saturday."],
        ['learner', 'What happened on the ride?'],
        ['character', 'The front brake failed on the first hill out of town. I do not see why I should pay for your broken brake.'],
        ['learner', 'How much did the taxi cost?'],
        ['character', 'I paid £85 for the taxi back and the lost day.'],
        ['learner', 'Do you live nearby?'],
        ['character', 'That can wait; first the bike.'],
        ['learner', REFUSAL],
        ['character', "I'm still waiting for someone who owns this and sees it through."],
      ]),
    );
    const feedback = output.criteria.map((criterion) => criterion.feedback ?? '');
    expect(feedback.some((text) => text.includes(`for example: "${REFUSAL}`))).toBe(false);
    const concerns = output.criteria.find((criterion) => criterion.name === 'Answering each concern')!;
    expect(concerns.feedback).toContain(`ruled it out: "${REFUSAL}"`);
  });
});
