// Two report faults, by the meaning of a sentence rather than the words it names, on a piano-removals complaint written
// for these tests (a field no evaluation set uses): a question that asks for a fact ("How much is the new soundboard
// going to cost?") offers no way forward, whatever it names; and a refusal that cites what a record or a rule says
// ("We won't be paying for the repair, our booking terms say pianos are moved at the owner's risk") points to a
// reason: a criterion about explaining why never quotes it as saying nothing of why, nor praises a refusal.
import { describe, expect, it } from 'vitest';
import type { GradingInput, GradingOutput } from '../../contracts/grade-conversation.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, levelsBelowBest } from './grading.test-helpers.ts';
import { asksForAFact } from './learner-patterns.ts';
import { citesASource } from './other-words.ts';
import { REASONS_BEHAVIOUR } from './explaining-behaviours.ts';
import { VALUE_BEHAVIOUR } from './resolving-behaviours.ts';

const REMOVALS_RUBRIC: GradingInput['rubric'] = {
  title: 'A piano damaged in a move',
  criteria: [
    { name: 'Explaining the reasons', weight: 35, levels: levelsBelowBest('Explains why the firm decided as it did, in plain words.') },
    { name: 'Fair resolution', weight: 35, levels: levelsBelowBest('Offers a fair remedy that puts it right.') },
    { name: 'Confirmation & follow-up', weight: 30, levels: levelsBelowBest('Offers a remedy and confirms who does what by when.') },
  ],
};

const CONTEXT = { firstName: 'Marta', glossaryTerms: [], glossaryPatterns: [], concern: null, hasGreetedByName: false, openings: null };
const SETTING = { previousCharacterLine: 'Your movers dropped my piano and cracked the soundboard. What are you going to do about it?' };

const FACT_QUESTION = 'How much is a replacement soundboard going to cost?';
const CITED_REFUSAL = "We won't be paying for the repair, our booking terms say pianos are moved at the owner's risk.";

function grade(lines: readonly (readonly ['learner' | 'character', string])[]): GradingOutput {
  return gradeConversationOffline(buildInput(lines, { brief: null, rubric: REMOVALS_RUBRIC, characterName: 'Marta Kowalczyk' }));
}

/** The quotes a feedback gives as praise, and as the thing to improve. */
function praised(feedback: string): string[] {
  return [...feedback.matchAll(/for example: "([^"]+)"|^You (?:partly|mostly) [^:("]*[:(] ?"([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);
}
function criticised(feedback: string): string[] {
  return [...feedback.matchAll(/(?:you said|instead you [^:"]+|But you also [^:"]+|And you [^:"]+|but you [^:"]+|you ruled it out with|you cut in with): "([^"]+)"/g)].map((match) => match[1]!);
}

describe('a question asking for a fact is no way forward', () => {
  it('reads a wh-question for a fact as one, and a choice put between alternatives or a statement as none', () => {
    for (const line of [FACT_QUESTION, 'When did the movers bring it in?', 'Sorry, which tuner looked at it?']) expect(asksForAFact(line), line).toBe(true);
    for (const line of ['Which would you prefer, a refund or a new soundboard?', 'Would a replacement soundboard help?', 'We will fit a new soundboard by Friday.', 'Which day suits you for the tuner to come round?', 'When would work for you to have it collected?']) {
      expect(asksForAFact(line), line).toBe(false);
    }
  });

  it('credits no way forward to a fact question that names a remedy, and still credits a suggestion put as one', () => {
    expect(VALUE_BEHAVIOUR.detect(FACT_QUESTION, CONTEXT, SETTING)).toBe(0);
    expect(VALUE_BEHAVIOUR.detect('What did the replacement quote come to?', CONTEXT, SETTING)).toBe(0);
    expect(VALUE_BEHAVIOUR.detect('How about we replace the soundboard by Friday, at no cost to you?', CONTEXT, SETTING)).toBeGreaterThan(0);
    expect(VALUE_BEHAVIOUR.detect('Which would you prefer, a refund or a replacement soundboard?', CONTEXT, SETTING)).toBeGreaterThan(0);
  });

  it('never praises the fact question as a way forward in the report', () => {
    const output = grade([
      ['character', 'Your movers dropped my piano and cracked the soundboard. What are you going to do about it?'],
      ['learner', 'When did they deliver it?'],
      ['character', 'On Tuesday afternoon.'],
      ['learner', FACT_QUESTION],
      ['character', 'The tuner quoted £1,200.'],
      ['learner', 'Right.'],
    ]);
    for (const name of ['Fair resolution', 'Confirmation & follow-up']) {
      const feedback = output.criteria.find((criterion) => criterion.name === name)!.feedback;
      expect(praised(feedback), name).not.toContain(FACT_QUESTION);
      expect(feedback, name).not.toMatch(/pointed towards a way forward/);
    }
  });
});

describe('a refusal that cites a record or a rule points to a reason', () => {
  it('reads a determiner-led record or rule stating something as a cited source, negated or asked as none', () => {
    for (const line of [CITED_REFUSAL, 'The removal contract states that keys are the customer’s job.', 'Our delivery records show it left the van intact.']) {
      expect(citesASource(line), line).toBe(true);
    }
    for (const line of ["Our delivery records don't show any damage.", 'You said it was Tuesday.', 'What do the booking terms say?', 'That shows you care about it.', "We won't be paying for the repair."]) {
      expect(citesASource(line), line).toBe(false);
    }
  });

  it('reads the cited rule as a hint of a reason, below a cause clause', () => {
    expect(REASONS_BEHAVIOUR.detect(CITED_REFUSAL, CONTEXT, SETTING)).toBe(1);
    expect(REASONS_BEHAVIOUR.detect('We will pay for it because our movers should have strapped the piano to the trolley.', CONTEXT, SETTING)).toBe(3);
    expect(REASONS_BEHAVIOUR.detect("We won't be paying for the repair.", CONTEXT, SETTING)).toBe(0);
  });

  it('never quotes the cited refusal as saying nothing of why, nor praises it', () => {
    const output = grade([
      ['character', 'Your movers dropped my piano and cracked the soundboard. Why should I pay for that?'],
      ['learner', 'What happened when it came off the van?'],
      ['character', 'They let it tip on the ramp. Why should I pay for your mistake?'],
      ['learner', CITED_REFUSAL],
      ['character', 'That is not good enough.'],
    ]);
    const reasons = output.criteria.find((criterion) => criterion.name === 'Explaining the reasons')!;
    expect(criticised(reasons.feedback)).not.toContain(CITED_REFUSAL);
    expect(reasons.feedback).not.toMatch(/did not tell/);
    expect(reasons.feedback).toContain(`You pointed to what happens next or to the rules, without explaining why: "${CITED_REFUSAL}"`);
    for (const criterion of output.criteria) expect(praised(criterion.feedback), criterion.name).not.toContain(CITED_REFUSAL);
  });
});
