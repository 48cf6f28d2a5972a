// The behaviour detectors on lines of fields the samples and the created set do not use (a dentist, a landlord, an IT
// service desk, a removals firm, a vet, a council tax office): each behaviour is found when it is done, not when it is
// negated or refused, and a plain question asking for a fact is never read as pushing, dismissing, refusing or
// hedging, so no report criticises it as such. Then whole reports in two of those fields, a strong learner and a weak
// one: no criticism quotes a line the same detector finds showing the behaviour, and none says a line pushed,
// dismissed or stayed vague unless the detector finds it doing so.
import { describe, expect, it } from 'vitest';
import type { GradingInput } from '../../contracts/grade-conversation.ts';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { BEHAVIOURS } from './behaviours.ts';
import { CONCRETE_BEHAVIOURS } from './concrete-behaviours.ts';
import type { BehaviourContext, BehaviourId } from './behaviour-types.ts';
import type { LearnerLine } from './behaviour-criteria.ts';
import { isCounterExample, isPushing, isVague, refuses } from './learner-patterns.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput } from './grading.test-helpers.ts';
import { contentStems, splitSentences } from '../../language/text.ts';

const CONTEXT: BehaviourContext = { firstName: 'Dev', glossaryTerms: [], glossaryPatterns: [], concern: null, hasGreetedByName: false, openings: null };
const SETTING = { previousCharacterLine: 'The crown came off on Saturday and I had to eat on one side all weekend.' };

function shows(id: BehaviourId, sentence: string): number {
  return BEHAVIOURS.find((behaviour) => behaviour.id === id)!.detect(sentence, CONTEXT, SETTING);
}

function concrete(id: string, sentence: string): number {
  const line: LearnerLine = { message: { id: 'l1', role: 'learner', content: sentence }, index: 1, sentences: [sentence], stems: [contentStems(sentence)] };
  const conversation = { messages: [{ id: 'c0', role: 'character' as const, content: SETTING.previousCharacterLine }, line.message], learnerLines: [line], context: CONTEXT };
  return CONCRETE_BEHAVIOURS.find((behaviour) => behaviour.id === id)!.detect(sentence, line, conversation);
}

describe('the behaviour detectors, in fields of their own', () => {
  it('find an apology or empathy when it is given, not when it is refused', () => {
    for (const line of [
      "I'm sorry the crown came off so soon after you paid for it.", // dentist
      'I can see why a cold flat in January is hard to live with.', // landlord
      "That sounds really stressful with your exams next week, and I'm sorry the laptop let you down.", // IT desk
    ]) expect(shows('listening', line), line).toBeGreaterThanOrEqual(2);
    for (const line of ["I'm not going to apologise for the boiler engineer.", "I won't say sorry for the removals crew's timing.", "I don't understand why you're upset about a scratch."]) {
      expect(shows('listening', line), line).toBe(0);
      expect(concrete('apology', line), line).toBe(0);
    }
    expect(concrete('apology', "I'm sorry the van arrived three hours late on moving day.")).toBe(3);
  });

  it('find an open question on the matter, and never read one as pushing, refusing or hedging', () => {
    const questions = [
      'What time do you need to be at the surgery on Friday?', // dentist
      'When do you have to move out of the old flat?', // landlord
      'What sort of laptop did the department give you?', // IT desk
      'Is the wardrobe flat-packed or not?', // removals
      'Do you have to give the cat the tablets twice a day?', // vet
      'Is there no way to pay the arrears in instalments?', // council tax
      'When did you sign the tenancy?', // landlord
      'How long do you need to be off work after the extraction?', // dentist
    ];
    for (const line of questions) {
      expect(isPushing(line), line).toBe(false);
      expect(refuses(line), line).toBe(false);
      expect(isVague(line), line).toBe(false);
      expect(isCounterExample(line), line).toBe(false);
      for (const behaviour of BEHAVIOURS) expect(behaviour.against?.(line) ?? false, `${behaviour.id}: ${line}`).toBe(false);
    }
    expect(shows('questions', 'How has the tooth been since the filling?')).toBe(3);
  });

  it('still read a push, an order, a refusal and a hedge as what they are', () => {
    expect(isPushing('So are you signing the tenancy or not?')).toBe(true);
    expect(isPushing('You need to calm down about the scratch.')).toBe(true);
    expect(isPushing('Whatever.')).toBe(true);
    expect(isPushing("Sign it today or the slot's gone.")).toBe(true);
    expect(refuses("There's no way we can move the date.")).toBe(true);
    expect(isVague("It'll sort of be done by Friday, we'll see.")).toBe(true);
    // A shrug is not a promise to do what they need; an obligation inside a clause orders nothing.
    expect(isPushing("I'll do whatever you need to get the deposit back.")).toBe(false);
    expect(isPushing('If you have to leave early, call the desk and we will hold the laptop.')).toBe(false);
    expect(isPushing('My manager needs to sign it off, and I will get that done this afternoon.')).toBe(false);
  });

  it('find an offer, a summary, a next step and a confirmation when made, not when ruled out', () => {
    expect(shows('value', "I can rebook the removal crew for Saturday at no charge.")).toBeGreaterThanOrEqual(2);
    expect(shows('value', "I won't offer any discount on the crown.")).toBe(0);
    expect(shows('value', "No, there's no date I can give you for the engineer.")).toBe(0);
    expect(shows('summarising', "So what I'm hearing is that the boiler has been off since Monday and the baby is cold. Is that right?")).toBe(3);
    expect(shows('summarising', "I'm not going to summarise the tenancy for you.")).toBe(0);
    expect(shows('closing', "I'll call you on Thursday at 10 once the engineer has been.")).toBe(3);
    expect(shows('closing', "No, there's no date I can give you for a new laptop.")).toBeLessThan(2);
    expect(concrete('confirming', 'Just to confirm, the refund is £180 to the card ending 4421, is that right?')).toBeGreaterThanOrEqual(2);
    expect(concrete('confirming', "I'm not confirming anything about the refund today.")).toBe(0);
  });
});

const DENTIST_BRIEF: CharacterBrief = {
  identity: { name: 'Dev Malhotra', age: '52', gender: 'male', occupation: 'Taxi driver', organisation: '', location: 'Derby', language: 'English', personality: 'direct', tone: 'annoyed', speakingStyle: 'short sentences' },
  situation: 'Dev had a crown fitted on 3 February for £640 and it came off on Saturday.',
  facts: [
    { topic: 'the crown', keywords: ['crown', 'fitted'], answer: 'The crown was fitted on 3 February and cost £640.' },
    { topic: 'work', keywords: ['work', 'shift', 'taxi'], answer: 'I start my taxi shift at 6am and I cannot drive with a toothache.' },
  ],
  hiddenFacts: [],
  objections: [{ objection: 'I am not paying again for your mistake.', keywords: ['pay', 'charge'], resolvedBy: 'refitting the crown free of charge', resolveKeywords: ['free', 'no charge'], resolvedLine: 'Free of charge, then.' }],
  outcome: {
    agreement: 'a free refit this week',
    condition: 'offers a free refit with a date',
    requires: [{ label: 'a free refit', keywords: ['free', 'no charge'] }],
    agreementLine: 'All right, book me in for the refit.',
    walkAwayWhen: 'insulted twice',
    walkAwayLine: 'I am done with this practice.',
  },
  openingLine: 'My crown came off. Again.',
};

const DENTIST_RUBRIC: GradingInput['rubric'] = {
  title: 'Dental practice: handling a complaint',
  criteria: [
    { name: 'Active listening & empathy', weight: 30, levels: [{ name: 'Excellent', description: 'Listens, asks open questions and acknowledges how the patient feels.' }, { name: 'Good', description: 'Acknowledges the patient.' }, { name: 'Needs Improvement', description: 'Brushes past the patient.' }] },
    { name: 'Understanding the problem', weight: 25, levels: [{ name: 'Excellent', description: 'Asks questions that uncover the facts of the problem.' }, { name: 'Good', description: 'Asks some questions.' }, { name: 'Needs Improvement', description: 'Asks nothing.' }] },
    { name: 'Offering a fix', weight: 25, levels: [{ name: 'Excellent', description: 'Offers a concrete resolution and explains what it means.' }, { name: 'Good', description: 'Offers a resolution.' }, { name: 'Needs Improvement', description: 'Offers nothing.' }] },
    { name: 'Agreeing next steps', weight: 20, levels: [{ name: 'Excellent', description: 'Agrees a next step with a date.' }, { name: 'Good', description: 'Proposes a next step.' }, { name: 'Needs Improvement', description: 'No next step.' }] },
  ],
};

type Line = readonly ['learner' | 'character', string];

const STRONG_DENTIST: readonly Line[] = [
  ['character', 'My crown came off. Again.'],
  ['learner', "I'm sorry, Dev; I can see why that is frustrating after what you paid."],
  ['character', 'It is.'],
  ['learner', 'When was the crown fitted, and what sort of fee did you pay?'],
  ['character', 'The crown was fitted on 3 February and cost £640.'],
  ['learner', 'What time do you need to be at work in the morning?'],
  ['character', 'I start my taxi shift at 6am and I cannot drive with a toothache.'],
  ['learner', 'Do you have to drive tomorrow, or not?'],
  ['character', 'Every day. I am not paying again for your mistake.'],
  ['learner', 'We will refit the crown free of charge, and I can book you in before your shift.'],
  ['character', 'All right, book me in for the refit.'],
  ['learner', "I'll book you for Thursday at 7.30 and text you the confirmation today. Does that work for you?"],
  ['character', 'Yes.'],
];

const WEAK_DENTIST: readonly Line[] = [
  ['character', 'My crown came off. Again.'],
  ['learner', "I'm not going to apologise for a crown that you probably bit on."],
  ['character', 'I am not paying again for your mistake.'],
  ['learner', 'You need to calm down. Crowns come off, that is just how it is.'],
  ['character', 'That is not good enough.'],
  ['learner', 'So are you booking the refit at full price or not?'],
  ['character', 'I am done with this practice.'],
];

/** The quotes a feedback paragraph gives as the thing to improve. */
function criticised(feedback: string): string[] {
  return [...feedback.matchAll(/(?:you said|instead you [^:"]+|But you also [^:"]+|And you [^:"]+|but you [^:"]+|You [a-z ,'’]+ (?:only|mostly) [^:"]*): "([^"]+)"/g)].map((match) => match[1]!);
}

describe('reports in fields of their own', () => {
  const input = (lines: readonly Line[]) => buildInput(lines, { brief: DENTIST_BRIEF, rubric: DENTIST_RUBRIC, characterName: 'Dev Malhotra' });
  const strong = gradeConversationOffline(input(STRONG_DENTIST));
  const weak = gradeConversationOffline(input(WEAK_DENTIST));
  const strongQuestions = STRONG_DENTIST.filter(([role, text]) => role === 'learner' && text.includes('?')).flatMap(([, text]) => splitSentences(text));

  it("never criticises the strong learner's questions as pushing, dismissing or vague", () => {
    for (const criterion of strong.criteria) {
      for (const quote of criticised(criterion.feedback)) {
        expect(strongQuestions.some((question) => question.includes(quote) || quote.includes(question)), `${criterion.name}: ${criterion.feedback}`).toBe(false);
      }
      expect(criterion.feedback, criterion.name).not.toMatch(/pushed for|brushed past|dismissed|shut the door|stayed vague|sounded abrupt/);
    }
  });

  it("criticises the weak learner's push and dismissal, quoting the line that did it", () => {
    const all = weak.criteria.map((criterion) => criterion.feedback).join(' ');
    expect(all).toMatch(/You need to calm down\.|So are you booking the refit at full price or not\?/);
    const praise = weak.criteria.flatMap((criterion) => [...criterion.feedback.matchAll(/for example: "([^"]+)"/g)].map((match) => match[1]!));
    expect(praise).toEqual([]);
  });

  it('scores the strong learner well above the weak one', () => {
    const mean = (output: typeof strong) => output.criteria.reduce((sum, criterion) => sum + (criterion.score ?? 0), 0) / output.criteria.length;
    expect(mean(strong) - mean(weak)).toBeGreaterThan(30);
  });
});
