// "I can see…" acknowledges how the other person feels only when what is seen is a feeling or why they feel it: seeing
// a record or a thing ("I can see the deposit on your account") is no acknowledgement, and praise for acknowledging
// never quotes it.
import { describe, expect, it } from 'vitest';
import { acknowledges } from './learner-patterns.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, levelsBelowBest } from './grading.test-helpers.ts';

const RUBRIC = {
  title: 'Handling a complaint',
  criteria: [{ name: 'Recognising their feelings', weight: 100, levels: levelsBelowBest('Names how the customer feels and why, in their own words.') }],
};

describe('[REPORTS] seeing a record is not acknowledging a feeling', () => {
  it('reads "I can see" as acknowledging only of a feeling or why they feel it', () => {
    expect(acknowledges('I can see the deposit of £400 on your account from 12 March, so I will release the booking today.')).toBe(false);
    expect(acknowledges('I can see the scratches in the photos you sent.')).toBe(false);
    expect(acknowledges('I can see how anxious the wait has made you.')).toBe(true);
    expect(acknowledges('I can see your disappointment.')).toBe(true);
    expect(acknowledges("I can see why you'd be annoyed.")).toBe(true);
    expect(acknowledges("I can't see why you're annoyed.")).toBe(false);
  });

  it('never praises seeing a record as recognising their feelings', () => {
    const record = 'I can see the deposit of £400 on your account from 12 March, so I will release the booking today.';
    const criterion = gradeConversationOffline(
      buildInput(
        [
          ['character', 'Hello, I have twenty minutes. What is this about?'],
          ['learner', 'Hi Sarah, thanks for calling about the booking.'],
          ['character', 'I paid my deposit weeks ago and the booking still says unpaid.'],
          ['learner', record],
          ['character', 'Good.'],
        ],
        { rubric: RUBRIC },
      ),
    ).criteria[0]!;
    expect(criterion.evidence.map((entry) => entry.quote)).not.toContain(record);
    expect(criterion.feedback).not.toContain('for example: "I can see the deposit');
  });
});
