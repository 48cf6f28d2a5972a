// The natural set's measures on hand-written replies to the washing-machine sample: each rule passes the reply a
// person in Marcus's place would give and fails the replies the built-in character has been heard to give.
import { describe, expect, it } from 'vitest';
import { sampleBriefOf } from '../features/scenarios/sample-briefs.ts';
import { actFaults, answersFromBrief, asksToGetBack, inventedDetails, isDontKnowReply, labelOnlyTopics, topicLabelsIn } from './natural.ts';
import { measureNatural, naturalTotalsOf, type PlayedNatural } from './play-natural.ts';
import type { NaturalCase } from './natural-cases.ts';

const marcus = sampleBriefOf('8c4d0000-0000-4000-8000-000000000001').character;

describe('[EVAL] natural question answered from the brief', () => {
  it('when the reply says a sentence of the topic\'s answer, whatever its case and punctuation', () => {
    expect(answersFromBrief("Well. i paid £649 for it! Not cheap.", marcus, 'What he paid')).toBe(true);
    expect(answersFromBrief('Honestly? A new one this week, and someone who rings me when they say they will.', marcus, 'What would make it right')).toBe(false);
    expect(answersFromBrief('Honestly? A replacement delivered this week, and someone who actually calls me when they say they will.', marcus, 'What would make it right')).toBe(true);
  });

  it('not when it says another topic\'s answer, a don\'t-know, or a topic that does not exist', () => {
    expect(answersFromBrief("It's the washing machine I bought from you five weeks ago.", marcus, 'Work clothes')).toBe(false);
    expect(answersFromBrief("I couldn't tell you, I'm afraid. I can tell you about the machine, what he paid or the fault.", marcus, 'What he paid')).toBe(false);
    expect(answersFromBrief('I paid £649 for it.', marcus, 'No such topic')).toBe(false);
  });

  it('does not count a two-word sentence of the answer ("Nobody did.") on its own', () => {
    expect(answersFromBrief('Nobody did.', marcus, 'Calls so far')).toBe(false);
    expect(answersFromBrief('This is my fourth call this month.', marcus, 'Calls so far')).toBe(true);
  });
});

describe('[EVAL] a question the brief cannot answer', () => {
  it('passes an in-role don\'t-know and a reply that only uses what the brief or the question holds', () => {
    expect(inventedDetails("I couldn't tell you which store, I'm afraid. I just want a replacement.", marcus)).toEqual([]);
    expect(inventedDetails('Dave, I think, but he was in and out in no time.', marcus, 'Was it Dave who came out?')).toEqual([]);
    expect(inventedDetails('I paid £649 five weeks ago, and this is my fourth call.', marcus)).toEqual([]);
  });

  it('finds an invented number, money amount, date or name', () => {
    expect(inventedDetails('I bought it from the Leeds store on 3 March for £599.', marcus)).toEqual(['3', '599', 'March']);
    expect(inventedDetails('The engineer was called Gary Stone and he came on a Saturday.', marcus)).toEqual(['Gary', 'Stone', 'Saturday']);
    expect(inventedDetails('I tried it myself about twenty times.', marcus)).toEqual(['twenty']);
  });
});

describe('[EVAL] a conversational act', () => {
  it('fails a don\'t-know or "not my area" reply whatever the kind', () => {
    const reply = "I don't know about that; it's not my area. I can tell you about the machine, what he paid or the fault.";
    expect(isDontKnowReply(reply)).toBe(true);
    expect(isDontKnowReply("That's not something I can speak to.")).toBe(true);
    for (const kind of ['identity', 'summary', 'concern', 'proposal', 'nextStep', 'offTopic'] as const) expect(actFaults(kind, reply, marcus).length, kind).toBeGreaterThan(0);
  });

  it('fails a reply that steers back to a topic, except when the line was off topic', () => {
    expect(asksToGetBack('Where does that leave calls so far?')).toBe(true);
    expect(actFaults('summary', 'Where does that leave calls so far?', marcus)).toEqual(['steers back to a topic instead of taking the line']);
    expect(actFaults('offTopic', "No time for football. Can we get back to the washing machine?", marcus)).toEqual([]);
  });

  it('identity: names the first name or the occupation', () => {
    expect(actFaults('identity', "I'm Marcus. I run my own business.", marcus)).toEqual([]);
    expect(actFaults('identity', "I'm a self-employed electrician, on my lunch break.", marcus)).toEqual([]);
    expect(actFaults('identity', "I'm the customer. I've called four times.", marcus)).toEqual(['names neither Marcus nor "Electrician"']);
  });

  it('summary: any acknowledgement passes', () => {
    expect(actFaults('summary', "That's it. Twice, and nobody called me back.", marcus)).toEqual([]);
  });

  it('concern: brings up a fact or an objection of the brief', () => {
    expect(actFaults('concern', 'I was promised a call back twice and nobody rang. Why should I believe you this time?', marcus)).toEqual([]);
    expect(actFaults('concern', 'Not really, no.', marcus)).toEqual(['brings up nothing the brief gives the character']);
  });

  it('proposal and next step: an outcome line, objection, fact or a stated need', () => {
    expect(actFaults('nextStep', "Thursday's fine. I'd want it in writing, though.", marcus)).toEqual([]);
    expect(actFaults('proposal', "Right. A replacement is what I've been asking for from the start.", marcus)).toEqual([]);
    expect(actFaults('nextStep', 'Hmm. Maybe.', marcus)).toEqual(['does not respond to it: no outcome line, objection, fact or need']);
  });

  it('off topic: goes back to the matter in role', () => {
    expect(actFaults('offTopic', "I haven't got time for that. I want a replacement machine.", marcus)).toEqual([]);
    expect(actFaults('offTopic', 'Yes, great match.', marcus)).toEqual(['does not go back to the matter']);
  });
});

describe('[EVAL] topic labels said as prose', () => {
  it('lists the multi-word and third-person topics the brief never has the character say', () => {
    expect(labelOnlyTopics(marcus)).toEqual(['What he paid', 'Calls so far', 'His time', 'What he wants', 'What would make it right']);
  });

  it('finds them in a reply, and passes a reply in the character\'s own words', () => {
    expect(topicLabelsIn("I couldn't tell you, I'm afraid. I can tell you about what he paid, calls so far or the order.", marcus)).toEqual(['What he paid', 'Calls so far']);
    expect(topicLabelsIn('I paid £649, and this is my fourth call this month.', marcus)).toEqual([]);
  });
});

describe('[EVAL] a natural set measured', () => {
  const cases: NaturalCase = {
    questions: [
      { line: 'How much did it set you back?', topic: 'What he paid' },
      { line: 'Have you had anyone out?', topic: 'Engineer visits' },
    ],
    unknown: [{ line: 'Which store was it?', why: 'not in the brief' }],
    acts: [{ kind: 'identity', line: 'Tell me about yourself?', expected: 'Marcus' }],
    strong: ['Sorry, Marcus.'],
    poor: ['Calm down.'],
  };
  const opening = { role: 'character', content: marcus.openingLine };
  const played: PlayedNatural = {
    questionReplies: ['I paid £649 for it.', 'Where does that leave what he paid?'],
    unknownReplies: ['The Leeds store on the 3rd.'],
    actReplies: ["I'm Marcus."],
    strong: { messages: [opening, { role: 'learner', content: 'Sorry, Marcus.' }, { role: 'character', content: marcus.outcome.agreementLine }], turns: 1 },
    poor: { messages: [opening, { role: 'learner', content: 'Calm down.' }, { role: 'character', content: 'As an AI I cannot say.' }], turns: 1 },
  };

  it('counts what was answered, invented, labelled, reached and leaked', () => {
    const figures = measureNatural(marcus, cases, played);
    expect([figures.questions.answered, figures.questions.asked]).toEqual([1, 2]);
    expect(figures.unknown.results[0]!.invented).toEqual(['3']);
    expect(figures.unknown.honest).toBe(0);
    expect(figures.acts.answered).toBe(1);
    expect(figures.topicLabels).toEqual(['What he paid: Where does that leave what he paid?']);
    expect([figures.strong.outcomeReached, figures.poor.outcomeReached]).toEqual([true, false]);
    expect(figures.leaks).toEqual(['As an AI']);
    const totals = naturalTotalsOf([figures, figures]);
    expect([totals.questionsAnswered, totals.questionsAsked, totals.topicLabels, totals.strongReached, totals.poorReached]).toEqual([2, 4, 2, 2, 0]);
    expect(totals.actsByKind.identity).toEqual({ asked: 2, answered: 2 });
    expect(totals.unknownDontKnow).toBe(0);
  });
});
