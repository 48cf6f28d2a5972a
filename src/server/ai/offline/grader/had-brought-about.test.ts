// "We'll have a new kettle with you on Monday" takes on a doing ("have" a thing brought somewhere), not an auxiliary:
// a criterion named for offering options praises it, never an apology beside it that another of its behaviours reads
// as acknowledging a concern.
import { describe, expect, it } from 'vitest';
import { takesOnRemedy } from './learner-patterns.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, LEVELS } from './grading.test-helpers.ts';

const RUBRIC = {
  title: 'Handling a faulty product',
  criteria: [
    {
      name: 'Offering options',
      weight: 100,
      levels: LEVELS('Offers realistic options with their trade-offs.', 'Offers an option with its trade-offs.', 'Offers one option.', 'Offers no way forward.'),
    },
  ],
};

describe('[REPORTS] a thing had brought to them is a way forward', () => {
  it('reads "have" a thing somewhere as a remedy taken on, and "have a look" or "have to" as none', () => {
    expect(takesOnRemedy("We'll have a new kettle with you on Monday.")).toBe(true);
    expect(takesOnRemedy('I will have the £85 back in your account by Wednesday.')).toBe(true);
    expect(takesOnRemedy("I'll have a look at it tomorrow.")).toBe(false);
    expect(takesOnRemedy("I'll have to check with the warehouse.")).toBe(false);
  });

  it('praises the offer for options, not the apology beside it', () => {
    const offer = "We'll have a new kettle with you on Monday, and I'll ring you that afternoon to check it works.";
    const criterion = gradeConversationOffline(
      buildInput(
        [
          ['character', 'Hello, I have twenty minutes. What is this about?'],
          ['learner', 'Hi Sarah, thanks for talking to me about the kettle.'],
          ['character', 'It stopped working after a week and nobody has called me back.'],
          ['learner', "I'm sorry about the trouble; I can see why you're frustrated."],
          ['character', 'So what are you going to do about it?'],
          ['learner', offer],
          ['character', 'That would do.'],
        ],
        { rubric: RUBRIC },
      ),
    ).criteria[0]!;
    expect(criterion.feedback).toContain(`for example: "${offer}"`);
    expect(criterion.evidence.map((entry) => entry.quote)).not.toContain("I'm sorry about the trouble; I can see why you're frustrated.");
  });
});
