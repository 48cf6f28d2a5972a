// A report that shows only what the transcript shows, in a field no evaluation set covers (a driving school that
// cancelled a pupil's test, and the pupil's mother, who goes by her title): "You did not…; you said: …" quotes only a
// line that shows none of the behaviour and nothing else done well, and the character is named as a person would
// address her ("Mrs Akinola"), never by her title alone.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_MARK } from '../../../../shared/contracts/rubrics-constants.ts';
import type { GradingInput } from '../../contracts/grade-conversation.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { addressOf } from '../../../../shared/name-address.ts';
import { sampleGradingRubric } from './grading.test-helpers.ts';
import { DRIVING_SCHOOL_PARENT } from './grader-briefs.test-helpers.ts';

type Line = readonly ['learner' | 'character', string];

const APOLOGY = "I'm sorry about how this has gone so far; I can see why it has been frustrating for you.";

const CONVERSATION: readonly Line[] = [
  ['character', "I want to know what is going on with my son's test."],
  ['learner', 'Hello Joyce, thank you for taking the time to talk this through with me.'],
  ['character', 'Fine. His test was booked for 3 April and the instructor cancelled it two days before.'],
  ['learner', APOLOGY],
  ['character', 'Thank you.'],
  ['learner', 'How much did the block of lessons set you back?'],
  ['character', 'I paid £420 for a block of twelve lessons.'],
  ['learner', 'What would it cost to get him a new slot?'],
  ['character', 'Rebooking the test costs £62. I do not want to pay again for your mistake.'],
  ['learner', 'How about we rebook his test for 14 May and the school covers the £62 fee?'],
  ['character', 'That would help.'],
  ['learner', "I'll confirm all of that in writing by Friday and call you on Monday to check it's done. Does that work for you?"],
  ['character', 'All right, book the new date and cover the fee.'],
];

const sampleRubric = sampleGradingRubric;

function report(rubricName: string) {
  const input: GradingInput = {
    scenario: { name: 'The cancelled driving test', overview: "A parent complains to a driving school about her son's cancelled test.", characterName: DRIVING_SCHOOL_PARENT.identity.name },
    language: 'en-US',
    mode: 'text',
    rubric: sampleRubric(rubricName),
    glossary: [],
    brief: DRIVING_SCHOOL_PARENT,
    messages: CONVERSATION.map(([role, content], index) => ({ id: `d${index + 1}`, role, content })),
  };
  return buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK);
}

describe('[REPORTS] what the learner did not do, at a driving school', () => {
  it('never quotes an acknowledgement as what was said instead of giving specifics', () => {
    for (const rubricName of ['HR: Performance Review', 'Leadership: Giving Constructive Feedback', 'Project Management: Status Update']) {
      for (const criterion of report(rubricName).criteria) {
        if (!criterion.feedback.startsWith('You did not')) continue;
        expect(criterion.feedback, `${rubricName}: ${criterion.name}`).not.toContain(APOLOGY.slice(0, 30));
        expect(criterion.evidence.map((entry) => entry.quote)).not.toContain(APOLOGY);
      }
    }
    const evidence = report('HR: Performance Review').criteria.find((criterion) => criterion.name === 'Preparation & evidence')!;
    expect(evidence.feedback).toMatch(/^You did not give specific examples or figures\. Next time/);
  });

  it('credits the greeting by first name and names her as she would be addressed', () => {
    const graded = report('Customer Service: Resolving a Complaint');
    const greeting = graded.criteria.find((criterion) => criterion.name === 'Greeting & rapport')!;
    expect(greeting.feedback).toMatch(/^You opened warmly[^:]*, for example: "Hello Joyce/);
    const all = graded.criteria.map((criterion) => `${criterion.feedback} ${criterion.better_line ?? ''}`).join(' ');
    expect(all).toContain('Mrs Akinola');
    expect(all).not.toMatch(/\bMrs(?! Akinola)\b/);
  });

  it('addresses a titled name by title and surname, any other by first name', () => {
    expect(addressOf('Mrs Joyce Akinola')).toBe('Mrs Akinola');
    expect(addressOf('Dr. Amir Rahimi')).toBe('Dr. Rahimi');
    expect(addressOf('Mr Reid')).toBe('Mr Reid');
    expect(addressOf('Joyce Akinola')).toBe('Joyce');
  });
});
