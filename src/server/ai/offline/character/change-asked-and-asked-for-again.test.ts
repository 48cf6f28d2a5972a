// "What changed…?" asks for an event: the fact that tells what happened, not who the character is. Pointing back to
// what it asked for, a created character threatens nothing its description does not say.
import { describe, expect, it } from 'vitest';
import { asksForAnEvent } from './fact-meaning.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const librarian = quickCharacter(
  'More hours',
  'Library assistant',
  'Branch manager',
  'Owen Price has worked at Hillside Library in Cardiff for four years on 20 hours a week. He took over the story club when the organiser retired in March and now runs the homework sessions. He is on a zero-hours contract and wants a permanent contract.',
);

describe('a question after what changed', () => {
  it('asks for an event when "what" is the one that changed', () => {
    expect(asksForAnEvent('What changed in your job this year?')).toBe(true);
    expect(asksForAnEvent('What has changed for the branch?')).toBe(true);
    expect(asksForAnEvent('What did you change?')).toBe(false);
    expect(asksForAnEvent('What changes are you after?')).toBe(false);
  });

  it('is answered with the fact that tells it, not with who the character is', () => {
    const reply = converse(librarian, ['What changed in your job this year?']).replies[0]!;
    expect(reply).toMatch(/story club/);
  });
});

const translator = quickCharacter(
  'Rate review',
  'Freelance translator',
  'Client manager',
  'Marta Silva has translated manuals for Kestrel Tools in Sheffield for three years at 8p a word. She wants her rate raised to 11p a word.',
);

describe('what a created character asked for, said again', () => {
  it('comes without a threat the description never makes', () => {
    const lines = ['I can do 9p a word from next month.', 'Would that work for you?', 'Is that all right then?', 'Can we leave it there?', 'So are we agreed?'];
    const replies = ['Rate review', 'Translation fees', 'Word rate', 'Catalogue work', 'A new rate'].flatMap((scenarioName) => converse(translator, lines, { scenarioName }).replies);
    expect(replies.some((reply) => /\b(?:As I said|Like I said|Again:)/.test(reply))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/stays where it is/);
  });
});
