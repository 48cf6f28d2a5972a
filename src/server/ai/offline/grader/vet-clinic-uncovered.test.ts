// "What you uncovered" in a field no evaluation set covers (a veterinary clinic whose surgery bill came in over the
// quote): a fact is cited to the learner's question only when that question asked on the fact's topic. A name that
// several facts share (the dog's) says who the scenario is about, not which fact was asked for, and an age ("a
// nine-year-old spaniel") is no answer to "when", nor a fact without a sum to a question asking what something cost,
// and "Which vet…?" asks for the fact that names the vet.
import { describe, expect, it } from 'vitest';
import { salesBriefAs, uncoveredByOneQuestion } from './grading.test-helpers.ts';

const VET_BRIEF = salesBriefAs(
  { name: 'Gwen Parry', occupation: 'Dog owner' },
  'Gwen brought her spaniel Biscuit to the clinic for knee surgery, and the bill came in far above the quote.',
  [
    { topic: 'the bill', keywords: ['bill', 'surgery', 'cost', 'quote'], answer: 'The surgery on Biscuit came to £1,240, and I was quoted £700.' },
    { topic: 'the dog', keywords: ['dog', 'spaniel', 'age'], answer: 'Biscuit is a nine-year-old spaniel.' },
    { topic: 'the operation', keywords: ['operation', 'appointment'], answer: 'The operation was on 12 February at 9am.' },
    { topic: 'the vet', keywords: ['vet', 'surgeon'], answer: 'Mr Pryce did the operation and never rang me about the extra cost.' },
  ],
);

const drawn = (question: string, reply: string) => uncoveredByOneQuestion(VET_BRIEF, question, reply, 'v');

describe('[REPORTS] the line that drew a fact, at a veterinary clinic', () => {
  it('does not cite a "when" question for an age the reply gave instead, though the question names the dog', () => {
    const uncovered = drawn('When was Biscuit booked in?', 'Biscuit is a nine-year-old spaniel.');
    expect(uncovered.facts).toEqual([]);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'the dog', hidden: false, given: true });
  });

  it('cites a question in other words for the fact it asked for, the shared name aside', () => {
    const uncovered = drawn('What day did Biscuit go under the knife?', 'The operation was on 12 February at 9am.');
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.message_id, fact.reply_id])).toEqual([['the operation', 'v2', 'v3']]);
  });

  it('does not cite a question on another fact for the one the reply gave instead', () => {
    expect(drawn('How old is your dog?', 'The surgery on Biscuit came to £1,240, and I was quoted £700.').facts).toEqual([]);
    expect(drawn('What breed is Biscuit?', 'The operation was on 12 February at 9am.').facts).toEqual([]);
  });

  it('does not cite a question asking for a sum for a fact that says none, nor for a date', () => {
    const charge = drawn('What did the vet charge you in the end?', 'The surgery on Biscuit came to £1,240. Mr Pryce did the operation and never rang me about the extra cost.');
    expect(charge.facts.map((fact) => fact.topic)).not.toContain('the vet');
    expect(drawn('How much did the operation cost?', 'The operation was on 12 February at 9am.').facts).toEqual([]);
    expect(drawn('How much did the operation cost?', 'The surgery on Biscuit came to £1,240, and I was quoted £700.').facts.map((fact) => fact.topic)).toEqual(['the bill']);
  });

  it('reads "which" with the thing it governs: "Which vet…?" asks for the vet, not the surgery the reply leads with', () => {
    const which = drawn('Which vet did the surgery?', 'The surgery on Biscuit came to £1,240, and I was quoted £700. Mr Pryce did the operation and never rang me about the extra cost.');
    expect(which.facts.map((fact) => fact.topic)).toEqual(['the vet']);
    expect(which.missed_facts).toContainEqual({ topic: 'the bill', hidden: false, given: true });
  });
});
