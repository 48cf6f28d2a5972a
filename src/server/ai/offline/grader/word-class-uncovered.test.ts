// "What you uncovered" when a question and a fact share a spelling but not a word: "the signs" a question looks for
// (a noun: an indication) are not "signed" (a verb: put a name to) in the fact the reply gave, since WordNet derives
// neither from the other. A noun and a verb it does derive one from the other ("a repair", "repaired") still match.
import { describe, expect, it } from 'vitest';
import { salesBriefAs, uncoveredByOneQuestion } from './grading.test-helpers.ts';

const BOILER_BRIEF = salesBriefAs(
  { name: 'Imogen Falk', occupation: 'dental nurse' },
  'Imogen has a leak under her bathroom and boiler cover she was sold over the phone.',
  [
    { topic: 'Cover', keywords: ['cover', 'signed', 'annual', 'contract', 'salesman'], answer: 'Your salesman signed me up to the annual boiler cover over the phone.' },
    { topic: 'Leak', keywords: ['water', 'ceiling', 'bathroom', 'dripping', 'leak'], answer: 'Water has been dripping through the kitchen ceiling under the bathroom since Tuesday.' },
    { topic: 'Engineer', keywords: ['engineer', 'repair', 'pipe', 'visit'], answer: 'An engineer from Hallett Heating repaired a pipe behind the bath last winter.' },
  ],
);

const drawn = (question: string, reply: string) => uncoveredByOneQuestion(BOILER_BRIEF, question, reply, 'b').facts.map((fact) => fact.topic);

describe('[REPORTS] a question and a fact that share a spelling in two parts of speech', () => {
  it('does not credit a question about the signs of something with a fact about being signed up', () => {
    expect(drawn('Have you found any signs of damp in the walls?', 'Your salesman signed me up to the annual boiler cover over the phone.')).toEqual([]);
  });

  it('still credits a noun and a verb that WordNet derives one from the other', () => {
    expect(drawn('Has there been a repair on the pipes before?', 'An engineer from Hallett Heating repaired a pipe behind the bath last winter.')).toEqual(['Engineer']);
    expect(drawn('Who signed you up to the cover?', 'Your salesman signed me up to the annual boiler cover over the phone.')).toEqual(['Cover']);
  });
});
