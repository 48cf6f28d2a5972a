// The report reads what a line is about and what the character made of it: a question counts as discovery only when
// it is about the scenario's matter (small talk and "What is it?" discover nothing), an action the learner takes on
// is a way forward however it is worded, and the line the character walked away after is never praise.
import { describe, expect, it } from 'vitest';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, SALES_BRIEF, SALES_RUBRIC } from './grading.test-helpers.ts';
import { matterTopics } from './openings.ts';
import { topicsText } from './feedback-phrasing.ts';
import { matterOf } from './matter.ts';
import { takesOnAction } from './learner-patterns.ts';
import { mentions } from '../negation-scope.ts';

function feedbackOf(lines: Parameters<typeof buildInput>[0]) {
  return gradeConversationOffline(buildInput(lines)).criteria;
}

describe('[REPORTS] what a line is about', () => {
  const matter = matterOf(['Rostering software for the wards.', 'We spend about £40,000 a month on agency nurses.', 'Open-ended questioning'], 'Sarah Whitfield');

  it('tells a question about the matter from small talk and from a question that names nothing', () => {
    expect(matter.about('How do the wards build their rotas today?')).toBe('on');
    expect(matter.about('What does agency cover cost the hospital?')).toBe('on');
    expect(matter.about('Have you been on holiday this year?')).toBe('other');
    expect(matter.about('Did you catch the match on Saturday?')).toBe('other');
    expect(matter.about('What is it?')).toBe('bare');
    // Their side of it names no thing of the brief, and is still about it.
    expect(matter.about('What matters most to you?')).toBe('on');
    expect(matter.about('How often has this happened?')).toBe('on');
  });

  it('never praises small talk or "What is it?" as an open question', () => {
    const criteria = feedbackOf([
      ['character', 'Hello, I have twenty minutes. What is this about?'],
      ['learner', 'What is it?'],
      ['character', 'You called me.'],
      ['learner', 'Have you been on holiday this year? What did you get up to?'],
      ['character', 'Cornwall. Now, what is this about?'],
      ['learner', 'How do the wards build their rotas today?'],
      ['character', 'Twelve wards still build their rotas on spreadsheets.'],
    ]);
    const questioning = criteria.find((criterion) => criterion.name === 'Open-ended questioning')!;
    expect(questioning.feedback).toContain('for example: "How do the wards build their rotas today?"');
    for (const criterion of criteria) {
      expect(criterion.feedback).not.toMatch(/for example: "(?:What is it\?|Have you been on holiday|What did you get up to)/);
      // Cited only as the answer to the opening, where a warm opening was missed; never for listening, which no line called for.
      if (criterion.name !== 'Rapport & agenda setting') expect(criterion.evidence.map((entry) => entry.quote)).not.toContain('What is it?');
    }
    expect(criteria.find((criterion) => criterion.name === 'Rapport & agenda setting')!.feedback).toMatch(/^You did not open warmly and say what the conversation was for; you said: "What is it\?"/);
    expect(criteria.find((criterion) => criterion.name === 'Active listening')!.feedback).toMatch(/^You did not acknowledge how Sarah felt\. /);
  });

  it('reads an action the learner takes on as a way forward, and a refused one as none', () => {
    expect(takesOnAction("I'll watch the video with the head of year tomorrow, and we'll remove the exclusion from his record.")).toBe(true);
    expect(takesOnAction("I'm going to refund the deposit.")).toBe(true);
    expect(takesOnAction("I won't refund it.")).toBe(false);
    expect(takesOnAction('No, there is no refund I can give you this week.')).toBe(false);
    expect(takesOnAction("I won't refund it.", mentions)).toBe(true);
    expect(takesOnAction('I can see why that matters.')).toBe(false);
    expect(takesOnAction('Can I ask you something?')).toBe(false);
  });
});

describe('[REPORTS] the line the character walked away after', () => {
  it('is never praise, and earns nothing', () => {
    const candid = 'Honestly, this is a waste of my time.';
    const criteria = feedbackOf([
      ['character', 'Hello, I have twenty minutes. What is this about?'],
      ['learner', 'I need you to decide right now.'],
      ['character', 'I do not decide because someone pushes.'],
      ['learner', candid],
      ['character', 'I think we are done here.'],
    ]);
    for (const criterion of criteria) {
      expect(criterion.feedback).not.toContain(`for example: "${candid}"`);
      expect(criterion.feedback).not.toMatch(/^You (?:partly|mostly)/);
    }
  });

  it('still counts a good closing the character says goodbye to', () => {
    const criteria = feedbackOf([
      ['character', 'Hello, I have twenty minutes. What is this about?'],
      ['learner', "I can set up a reference call with a similar hospital, and I'll send the invitation today for Tuesday at 10. Does that work for you?"],
      ['character', 'That works, thanks. Goodbye.'],
    ]);
    expect(criteria.find((criterion) => criterion.name === 'Next steps')!.feedback).toMatch(/for example: "I can set up a reference call/);
  });
});

describe('[REPORTS] a criterion the conversation never came to', () => {
  const rubric = {
    title: 'Explaining a decision',
    criteria: [
      ...SALES_RUBRIC.criteria.slice(1, 2),
      {
        name: 'Explaining the reasons',
        weight: 30,
        levels: [
          { name: 'Excellent', description: 'Explains the decision in a clear order with the reasons behind it.' },
          { name: 'Needs Improvement', description: 'Gives no reasons.' },
        ],
      },
    ],
  };
  const asking = [
    ['character', 'Hello, I have twenty minutes. What is this about?'],
    ['learner', 'How do the wards build their rotas today?'],
    ['character', 'Twelve wards still build their rotas on spreadsheets.'],
    ['learner', 'What does agency cover cost you each month?'],
    ['character', 'We spend about £40,000 a month on agency nurses.'],
  ] as const;

  it('is not applicable: no score, and no criticism quoting a line about something else', () => {
    const explaining = gradeConversationOffline(buildInput(asking, { rubric })).criteria[1]!;
    expect(explaining).toMatchObject({ relevant: false, score: null, evidence: [] });
    expect(explaining.feedback).toMatch(/^This did not come up in the conversation/);
  });

  it('is scored when the other person asked for it, and when the learner pushed it out of the conversation', () => {
    const asked = gradeConversationOffline(buildInput([...asking, ['learner', 'Can we move on?'], ['character', 'Why should we change anything?']], { rubric })).criteria[1]!;
    expect(asked.relevant).toBe(true);
    const pushed = gradeConversationOffline(buildInput([...asking, ['learner', 'So are you buying or not?'], ['character', 'Not like this.']], { rubric })).criteria[1]!;
    expect(pushed.relevant).toBe(true);
    expect(pushed.score).toBeLessThan(50);
  });
});

describe('[REPORTS] "Try saying" names the matter as the character said it', () => {
  it('names a topic by the phrase its answer uses, and never by a label', () => {
    const brief = {
      ...SALES_BRIEF,
      situation: 'Sarah is reviewing rostering software after a failed rollout two years ago; her ward managers were never trained.',
      facts: [
        { topic: 'Their role', keywords: ['role'], answer: "I'm the procurement manager at St Anne's." },
        { topic: 'The money', keywords: ['money'], answer: 'I spent a few early years in a different line of work.' },
        { topic: 'Managers', keywords: ['managers'], answer: 'Our ward managers were never trained on the last system.' },
        ...SALES_BRIEF.facts,
      ],
    };
    const topics = matterTopics(brief);
    expect(topics).toEqual(['Our ward managers', 'The last rollout']);
    expect(topicsText(topics)).toBe('your ward managers and the last rollout');
  });
});
