// "What you uncovered" at a wedding venue, with a brief as Advanced creation writes it: two facts say a time (the
// wedding's date, and "Our invitations went out two weeks ago", whose keywords are the question words "when", "date"
// and "time"). "When is the big day?" names its subject in words no fact's words are on, and by meaning asks for the
// wedding's date: a reply that gives the invitations instead was not drawn by it. A "when" question on the
// invitations, or one that points back and names nothing, still draws the invitations.
import { describe, expect, it } from 'vitest';
import { salesBriefAs, uncoveredByOneQuestion } from './grading.test-helpers.ts';

const WEDDING_BRIEF = salesBriefAs(
  { name: 'Owen Lloyd', occupation: 'PE teacher' },
  'Owen and Cerys booked a room for their wedding, and the venue has double-booked it.',
  [
    {
      topic: 'Wedding',
      keywords: ['21', '90', '3,000', 'partner', 'cerys', 'booked', 'orangery', 'wedding', 'june', 'guests', 'paid', 'money', 'cost', 'price', 'how much'],
      answer: 'I and my partner Cerys booked the Orangery at Glenmoor Hall for our wedding on 21 June, for 90 guests, and paid a £3,000 deposit.',
    },
    { topic: 'Venue', keywords: ['70', 'venue', 'garden room', 'double-booked', 'orangery', 'offered', 'smaller', 'seats'], answer: 'The venue has now double-booked the Orangery and offered the smaller Garden Room, which seats 70.' },
    { topic: 'Timeline', keywords: ['invitations', 'weeks', 'when', 'deadline', 'date', 'timeline', 'how long', 'long', 'time', 'since'], answer: 'Our invitations went out two weeks ago.' },
  ],
);

const drawn = (question: string, reply: string) => uncoveredByOneQuestion(WEDDING_BRIEF, question, reply, 'w');

describe('[REPORTS] the line that drew a fact, at a wedding venue', () => {
  it('does not cite a "when" question that names another thing for the time fact the reply gave instead', () => {
    const uncovered = drawn('When is the big day?', 'Our invitations went out two weeks ago.');
    expect(uncovered.facts).toEqual([]);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'Timeline', hidden: false, given: true });
  });

  it('still cites a "when" question on the fact\'s own thing, and one that names nothing', () => {
    expect(drawn('When did the invitations go out?', 'Our invitations went out two weeks ago.').facts.map((fact) => [fact.topic, fact.line.quote])).toEqual([
      ['Timeline', 'When did the invitations go out?'],
    ]);
    expect(drawn('When was that?', 'Our invitations went out two weeks ago.').facts.map((fact) => fact.topic)).toEqual(['Timeline']);
  });
});
