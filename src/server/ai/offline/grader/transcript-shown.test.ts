// A report that shows only what the transcript shows, on a boarding-kennels owner whose pet-food deliveries went wrong
// (a field no evaluation set plays): "What you uncovered" cites the question that drew each fact, by its meaning, and
// lists as told unasked only what came without such a question; "Try saying" lines agree with what they name.
import { describe, expect, it } from 'vitest';
import { BEHAVIOURS } from './behaviours.ts';
import type { BehaviourContext } from './behaviour-types.ts';
import { findUncovered } from './uncovered.ts';
import { buildInput, LEVELS, transcriptLines, type Line } from './grading.test-helpers.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { KENNELS_OWNER } from './grader-briefs.test-helpers.ts';

/** What "What you uncovered" finds in a conversation that opens on the owner's opening line, then goes on with these lines. */
function uncoveredAfterOpening(lines: readonly Line[]) {
  return findUncovered(KENNELS_OWNER, transcriptLines([['character', KENNELS_OWNER.openingLine], ...lines], 'k'));
}

function context(concern: string): BehaviourContext {
  return { firstName: 'Rhiannon', glossaryTerms: [], glossaryPatterns: [], concern, hasGreetedByName: true, openings: null };
}

describe('[REPORTS] "Try saying" lines agree with the noun phrase they name', () => {
  const listening = BEHAVIOURS.find((behaviour) => behaviour.id === 'listening')!;

  it('makes the verb agree with the concern: plural for two things, singular for a head before a preposition', () => {
    expect(listening.betterLines(context('a fixed delivery day and credit for the missing sacks'))).toContain(
      'I can see why a fixed delivery day and credit for the missing sacks matter so much to you, Rhiannon.',
    );
    expect(listening.betterLines(context('credit for the missing sacks'))).toContain('I can see why credit for the missing sacks matters so much to you, Rhiannon.');
  });
});

describe('[REPORTS] "What you uncovered" cites the question that drew each fact, as the character reads it', () => {
  it('credits a fact to the question before it when that question asked for it in other words', () => {
    const uncovered = uncoveredAfterOpening([
      ['learner', 'Hello Rhiannon, thanks for making time for me.'],
      ['character', "Hi. I'm the owner of Hillcrest Boarding Kennels in Brecon."],
      // Asks what would settle it for her: the fact that says what she wants answers it.
      ['learner', 'Before anything else, what would put this right for you?'],
      ['character', 'I want a fixed delivery day and credit for the missing sacks.'],
      // Asks who does the ordering.
      ['learner', 'Who looks after the stock at your end?'],
      ['character', 'My assistant Owain checks the stock and places the orders.'],
    ]);
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.quote])).toEqual([
      ['The ordering', 'Who looks after the stock at your end?'],
      ['What she wants', 'Before anything else, what would put this right for you?'],
    ]);
    // Said after a greeting: told unasked, and listed so.
    expect(uncovered.missed_facts).toContainEqual({ topic: 'Her role', hidden: false, given: true });
  });

  it('of two facts one reply gives, credits the question with the one it asked for', () => {
    const uncovered = uncoveredAfterOpening([
      ['learner', 'How busy are the kennels at the moment?'],
      // One sentence carries both who she is and how busy the place is.
      ['character', 'I own Hillcrest Boarding Kennels in Brecon, with room for 32 dogs, and we are full most weekends.'],
    ]);
    expect(uncovered.facts.map((fact) => fact.topic)).toEqual(['The kennels']);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'Her role', hidden: false, given: true });
  });

  it('credits a question only with the fact it asked for, not another the same reply goes on to', () => {
    const uncovered = uncoveredAfterOpening([
      ['learner', 'How often have the deliveries turned up late?'],
      ['character', 'The last two deliveries came a week late and the March one was six sacks short. I order 40 sacks of grain-free dry food from you every month.'],
    ]);
    expect(uncovered.facts.map((fact) => fact.topic)).toEqual(['The deliveries']);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'The order', hidden: false, given: true });
  });

  it('reads a reply that says an asked-for fact again, then another, as having volunteered the other', () => {
    const uncovered = uncoveredAfterOpening([
      ['learner', 'What do you order from us each month?'],
      ['character', 'I order 40 sacks of grain-free dry food from you every month.'],
      // Asks for the order again; the deliveries, which also speak of sacks, come after it unasked.
      ['learner', 'Sorry, how many sacks a month was that?'],
      ['character', '40 sacks a month. The March one was six sacks short, and the last two deliveries came a week late.'],
    ]);
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.message_id])).toEqual([['The order', 'k2']]);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'The deliveries', hidden: false, given: true });
  });

  it('does not credit a question asking for a fact told before with another fact the reply gives instead', () => {
    const uncovered = uncoveredAfterOpening([
      ['learner', 'What do you order from us each month?'],
      ['character', 'I order 40 sacks of grain-free dry food from you every month.'],
      ['learner', 'Sorry, how many sacks do you order?'],
      ['character', 'The March one was six sacks short, and the last two deliveries came a week late.'],
    ]);
    expect(uncovered.facts.map((fact) => fact.topic)).toEqual(['The order']);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'The deliveries', hidden: false, given: true });
  });

  it('never credits small talk or a refusal with the fact the character goes on to give', () => {
    const uncovered = uncoveredAfterOpening([
      ['learner', 'Did you get out walking in the Beacons at the weekend?'],
      ['character', 'Not today. The last two deliveries came a week late and the March one was six sacks short.'],
      ['learner', "I'm not going to offer credit for the sacks."],
      ['character', 'I want a fixed delivery day and credit for the missing sacks.'],
    ]);
    expect(uncovered.facts).toEqual([]);
    expect(uncovered.missed_facts).toEqual(
      expect.arrayContaining([
        { topic: 'The deliveries', hidden: false, given: true },
        { topic: 'What she wants', hidden: false, given: true },
        { topic: 'The order', hidden: false, given: false },
      ]),
    );
  });
});

const levelsOf = (best: string) => LEVELS(best, 'Mostly does this.', 'Does this now and then.', 'Does not do this.');

const KENNELS_RUBRIC = {
  title: 'Keeping a trade customer',
  criteria: [
    { name: 'Explaining what happens next', weight: 50, levels: levelsOf('Explains plainly what happens and why, in an order the customer can follow.') },
    { name: 'Acknowledging the customer', weight: 50, levels: levelsOf('Acknowledges how the customer feels before moving on.') },
  ],
};

/** The "Explaining what happens next" criterion of a conversation where the learner apologises, is told nobody has
 * said what happens now, and goes on with these lines. */
function clarityAfterApology(lines: readonly Line[]) {
  const opening: Line[] = [
    ['character', KENNELS_OWNER.openingLine],
    ['learner', "Hi Rhiannon, I'm sorry the last two deliveries let you down."],
    ['character', 'Nobody has told me why, or what happens now.'],
  ];
  const output = gradeConversationOffline(buildInput([...opening, ...lines], { brief: KENNELS_OWNER, rubric: KENNELS_RUBRIC, characterName: 'Rhiannon Pryce' }));
  return output.criteria.find((criterion) => criterion.name === 'Explaining what happens next')!;
}

describe('[REPORTS] explaining what happens next is read by meaning, with negation', () => {
  it('credits a plan of who does what and when as setting out what happens next, and criticises nothing it shows', () => {
    const clarity = clarityAfterApology([
      ['learner', "I'll move your deliveries to every Tuesday from next week, and the six missing sacks go on Friday's invoice as a credit."],
      ['character', 'All right, a fixed day and the credit, and you keep my account.'],
    ]);
    expect(clarity.relevant).toBe(true);
    expect(clarity.score).toBeGreaterThanOrEqual(40);
    expect(clarity.feedback).toContain("I'll move your deliveries to every Tuesday from next week");
    expect(clarity.feedback).not.toMatch(/did not give/);
  });

  it('never credits a refusal put the same way', () => {
    const clarity = clarityAfterApology([
      ['learner', "I won't move your deliveries to a fixed day this month."],
      ['character', "That doesn't help me."],
    ]);
    expect(clarity.feedback).not.toMatch(/for example: "I won't move/);
    expect(clarity.score ?? 0).toBeLessThan(40);
  });
});
