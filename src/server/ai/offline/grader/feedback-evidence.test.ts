// Feedback that agrees with the evidence: each behaviour's detector finds the lines that show it and the lines that show
// its opposite; praise ("…, for example: "…"") quotes only the first kind; lines a review found praised for the opposite
// never are; "Greet them by name" is never advised to someone who did; "Try saying" comes from the scenario's brief;
// no two criteria share a paragraph or a line; a low best area is never called a strength.
import { describe, expect, it } from 'vitest';
import type { GradedCriterion, GradingInput } from '../../contracts/grade-conversation.ts';
import { BEHAVIOURS } from './behaviours.ts';
import type { BehaviourContext, BehaviourId } from './behaviour-types.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, SALES_BRIEF, STRONG_SALES, WEAK_SALES } from './grading.test-helpers.ts';

const CONTEXT: BehaviourContext = {
  firstName: 'Sarah',
  glossaryTerms: ['SLA'],
  glossaryPatterns: [/(^|[^\p{L}\p{N}])SLA($|[^\p{L}\p{N}])/iu],
  concern: null,
  hasGreetedByName: false,
  openings: null,
};
const SETTING = { previousCharacterLine: 'We spend about £40,000 a month on agency nurses and the wards are short.' };

/** Per behaviour: a sentence that shows it (2 or 3), one that does not (0 or 1), one that shows the opposite. */
const DETECTOR_CASES: Record<BehaviourId, { shows: string; doesNot: string; against: string | null }> = {
  questions: { shows: 'How do the wards build their rotas today?', doesNot: 'Do you have a budget?', against: 'So are you buying or not?' },
  listening: { shows: 'I can see why that is frustrating.', doesNot: 'Our software is the best.', against: "That's not my problem." },
  summarising: { shows: "So what I'm hearing is that agency spend is the pain.", doesNot: 'So are you buying or not?', against: 'So are you buying or not?' },
  objections: { shows: "That's a fair concern; what if we start with a pilot?", doesNot: 'Our software is the best.', against: "That's our final offer." },
  value: { shows: 'I can offer a pilot on two wards, which means you see results first.', doesNot: 'Hello there.', against: "There's nothing I can do." },
  closing: { shows: "I'll send the proposal by Thursday.", doesNot: "You'll be crazy not to buy it.", against: "You'll be crazy not to buy it." },
  clarity: { shows: "In short, we're on track and on budget.", doesNot: 'Hello there.', against: "It's probably fine, we'll see." },
  reasons: { shows: 'We moved the go-live because the wards asked for another week of training.', doesNot: 'Could we keep the old price until June?', against: "It's probably fine, we'll see." },
  terms: { shows: 'The SLA covers a four-hour response.', doesNot: 'Hello there.', against: null },
  rapport: { shows: "Hi Sarah, thanks for making time. I'd like to cover your rostering today; does that work for you?", doesNot: 'Hi.', against: 'Yes, what do you want?' },
  specifics: { shows: 'For example, last month the wards paid £40,000 for agency nurses.', doesNot: "I've only been your manager for two weeks.", against: "It's probably fine, we'll see." },
};

/** The quotes a feedback paragraph praises: "…, for example: "quote"". */
function praisedQuotes(criterion: GradedCriterion): string[] {
  return [...criterion.feedback.matchAll(/for example: "([^"]+)"/g)].map((match) => match[1]!);
}

function gradeAll(input: GradingInput): GradedCriterion[] {
  return gradeConversationOffline(input).criteria;
}

describe('[REPORTS] grader detectors', () => {
  for (const behaviour of BEHAVIOURS) {
    const cases = DETECTOR_CASES[behaviour.id];
    it(`${behaviour.id}: finds the line that shows it, not one that does not, and knows its opposite`, () => {
      expect(behaviour.detect(cases.shows, CONTEXT, SETTING), cases.shows).toBeGreaterThanOrEqual(2);
      expect(behaviour.detect(cases.doesNot, CONTEXT, SETTING) < 2 || behaviour.against?.(cases.doesNot), cases.doesNot).toBe(true);
      if (cases.against) expect(behaviour.against?.(cases.against), cases.against).toBe(true);
      expect(behaviour.against?.(cases.shows) ?? false, cases.shows).toBe(false);
    });
  }
});

describe('[REPORTS] feedback agrees with the quotes', () => {
  const weak = gradeAll(buildInput(WEAK_SALES));

  it('never praises "So are you buying or not?" as summarising, and cites it as the thing to improve', () => {
    const listening = weak.find((criterion) => criterion.name === 'Active listening')!;
    for (const criterion of weak) {
      expect(praisedQuotes(criterion)).not.toContain('So are you buying or not?');
      expect(criterion.feedback).not.toMatch(/You summarised/);
    }
    expect(listening.evidence.map((entry) => entry.quote)).toContain('So are you buying or not?');
    expect(listening.feedback).toMatch(/instead you .*"So are you buying or not\?"/);
    // A criterion named after summarising is read as that behaviour, and the push still does not count.
    const named = gradeAll(
      buildInput(WEAK_SALES, {
        rubric: { title: 'Listening', criteria: [{ name: 'Summarising what the buyer said', weight: 100, levels: [{ name: 'Good', description: 'Plays it back.' }, { name: 'Poor', description: 'Does not.' }] }] },
      }),
    );
    expect(named[0]!.feedback).not.toMatch(/You (partly )?summari[sz]ed/);
  });

  it('never praises "Hi." as a warm opening', () => {
    const rapport = weak.find((criterion) => criterion.name === 'Rapport & agenda setting')!;
    expect(praisedQuotes(rapport)).toEqual([]);
    expect(rapport.feedback).not.toMatch(/opened warmly/);
    expect(rapport.feedback).toMatch(/^You only said hello/);
  });

  it('never praises "You\'ll be crazy not to buy it." as next steps', () => {
    const nextSteps = weak.find((criterion) => criterion.name === 'Next steps')!;
    for (const criterion of weak) expect(praisedQuotes(criterion)).not.toContain("You'll be crazy not to buy it.");
    expect(nextSteps.feedback).not.toMatch(/You (mentioned|agreed|talked about) next steps/);
    expect(nextSteps.level).toBe('Needs Improvement');
  });

  it('never advises greeting them by name after "Hi Sarah, thanks for making time." or "Hello Mr Reid"', () => {
    const sarah = gradeConversationOffline(buildInput(STRONG_SALES));
    const reid = gradeConversationOffline(
      buildInput(
        [
          ['character', 'Good morning.'],
          ['learner', 'Hello Mr Reid'],
          ['character', 'What can I do for you?'],
          ['learner', 'Is the report ready?'],
        ],
        { characterName: 'Daniel Reid', brief: null },
      ),
    );
    for (const output of [sarah, reid]) {
      expect(output.summary).not.toMatch(/by name/);
      for (const criterion of output.criteria) expect(criterion.feedback, criterion.name).not.toMatch(/greet \w+ by name/i);
    }
    // Someone who never used the name is told to.
    expect(weak.find((criterion) => criterion.name === 'Rapport & agenda setting')!.feedback).toMatch(/greet Sarah by name/);
  });

  it('never cites "I\'ve only been your manager for two weeks" as backing points with examples and figures', () => {
    const input = buildInput(
      [
        ['character', "I don't know why I'm here."],
        ['learner', "I've only been your manager for two weeks. Your reports have been late."],
        ['character', 'Right.'],
        ['learner', 'Just get it done.'],
      ],
      {
        brief: null,
        characterName: 'Priya Nair',
        rubric: {
          title: 'Leadership',
          criteria: [
            { name: 'Specific, behaviour-based feedback', weight: 60, levels: [{ name: 'Excellent', description: 'Gives specific examples and figures.' }, { name: 'Needs Improvement', description: 'Vague.' }] },
            { name: 'Two-way dialogue', weight: 40, levels: [{ name: 'Excellent', description: 'Invites the other view.' }, { name: 'Needs Improvement', description: 'Talks at them.' }] },
          ],
        },
      },
    );
    for (const criterion of gradeAll(input)) {
      expect(praisedQuotes(criterion)).not.toContain("I've only been your manager for two weeks.");
      expect(criterion.feedback).not.toMatch(/backed your points with specific examples and figures/);
    }
  });
});

describe('[REPORTS] pleasantries and proposals read as what they are', () => {
  const detector = (id: BehaviourId) => BEHAVIOURS.find((behaviour) => behaviour.id === id)!;

  it('never takes "How are you?" for an open question that uncovers anything', () => {
    expect(detector('questions').detect('How are you?', CONTEXT, SETTING)).toBe(0);
    expect(detector('questions').detect('What happens when a gap turns up late?', CONTEXT, SETTING)).toBe(3);
  });

  it('reads social-proof pushes as pressure, never as an open question or a next step', () => {
    for (const line of ['Everyone else has already agreed, so why not you?', 'Is that really your final answer?']) {
      expect(detector('questions').against!(line), line).toBe(true);
      expect(detector('closing').against!(line), line).toBe(true);
    }
  });

  it('takes a dated next step asked as a question as a concrete next step', () => {
    expect(detector('closing').detect('Could we book a follow-up next Tuesday to scope the pilot?', CONTEXT, SETTING)).toBe(3);
    expect(detector('closing').detect('Would Thursday at 10 work for you?', CONTEXT, SETTING)).toBe(3);
  });
});

describe('[REPORTS] a pushy pitch is never praised for specifics', () => {
  const PUSHY_PITCH = [
    ['character', 'Which other hospitals our size are using it, and can I speak to them?'],
    ['learner', 'Hi. So our software is the best on the market, honestly.'],
    ['character', 'Everyone tells me they are the best.'],
    ['learner', 'It does everything. Rosters in half the time.'],
    ['character', 'Most wards still build their rosters on spreadsheets.'],
    ['learner', 'Look, are you buying or not?'],
    ['character', "I'll decide in my own time."],
    ['learner', 'Can we just book a demo on Friday?'],
  ] as const;

  it('cites neither a question nor a bare claim as backing a point, and cites the claim as the thing to improve', () => {
    expect(BEHAVIOURS.find((behaviour) => behaviour.id === 'specifics')!.detect('Can we just book a demo on Friday?', CONTEXT, SETTING)).toBe(0);
    const rubric = { title: 'Sales', criteria: [{ name: 'Uncovering pain & impact', weight: 100, levels: [{ name: 'Excellent', description: 'Uncovers the cost and impact of the problem with probing questions.' }, { name: 'Needs Improvement', description: 'Never explores pain.' }] }] };
    const [criterion] = gradeAll(buildInput(PUSHY_PITCH, { rubric }));
    expect(criterion!.feedback).not.toMatch(/backed your points|for example: "Can we just book/);
    expect(praisedQuotes(criterion!)).toEqual([]);
    expect(criterion!.score).toBeLessThan(50);
  });
});

describe('[REPORTS] feedback is written for this scenario', () => {
  it('writes "Try saying" lines from the brief: the open objection, a topic not drawn out, the outcome not reached', () => {
    const lines = gradeAll(buildInput(WEAK_SALES)).map((criterion) => criterion.better_line ?? '');
    expect(lines.some((line) => line.includes('references from a similar hospital') || line.includes('burned by a supplier'))).toBe(true);
    expect(lines.some((line) => line.includes('a pilot meeting on Tuesday'))).toBe(true);
    expect(lines.some((line) => /agency spend|the previous rollout/.test(line))).toBe(true);
  });

  it('never gives another category\'s template (no customer-service apology in a sales call), with or without a brief', () => {
    for (const brief of [SALES_BRIEF, null]) {
      for (const criterion of gradeAll(buildInput(WEAK_SALES, { brief }))) {
        expect(criterion.better_line ?? '').not.toMatch(/chase us|sorry you've had to|what's happened/);
      }
    }
  });

  it('never gives two criteria the same paragraph or the same better line', () => {
    for (const lines of [STRONG_SALES, WEAK_SALES]) {
      for (const brief of [SALES_BRIEF, null]) {
        const criteria = gradeAll(buildInput(lines, { brief }));
        const feedback = criteria.map((criterion) => criterion.feedback);
        expect(new Set(feedback).size).toBe(feedback.length);
        const better = criteria.map((criterion) => criterion.better_line).filter((line) => line !== null);
        expect(new Set(better).size).toBe(better.length);
      }
    }
  });

  it('never calls a low best area a strength, and names the strongest area of a good session', () => {
    const weak = gradeConversationOffline(buildInput(WEAK_SALES)).summary;
    expect(weak).not.toMatch(/strongest area/);
    expect(weak).toMatch(/^No area reached a good level yet/);
    expect(gradeConversationOffline(buildInput(STRONG_SALES)).summary).toMatch(/^Your strongest area was [^(]+\((Excellent|Good)\)/);
  });

  it('still separates a strong run from a weak one clearly', () => {
    const mean = (criteria: GradedCriterion[]) => criteria.reduce((total, criterion) => total + (criterion.score ?? 0), 0) / criteria.length;
    expect(mean(gradeAll(buildInput(STRONG_SALES))) - mean(gradeAll(buildInput(WEAK_SALES)))).toBeGreaterThanOrEqual(40);
  });
});
