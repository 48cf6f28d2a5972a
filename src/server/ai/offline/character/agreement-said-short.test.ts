// A want given is met in the character's own words, short: never the brief's long phrase for it recited back ("that
// is what I was asking for: your word that I can start at 10am on Tuesdays and Thursdays"). A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const PORTER = quickCharacter(
  'Porter asking for a later start',
  'Hospital porter',
  'Portering supervisor',
  'Dawit Bekele is a hospital porter on the early shift. He asks to start at 10am on Mondays and Wednesdays so he can take his daughter to her physiotherapy appointments.',
);

describe('a long want given', () => {
  const { replies } = converse(PORTER, [
    "Hello Dawit, thanks for coming to see me. I know the early shift has been hard with your daughter's appointments.",
    'You can start at 10am on Mondays and Wednesdays from next week.',
    "I'll confirm that in writing by Friday. Does that work for you?",
  ]);

  it('is taken in a few words of its own, not the whole phrase said back', () => {
    const said = replies.slice(1).join(' ');
    expect(said).not.toMatch(/your word that/i);
    expect(said).not.toMatch(/start at 10am on Mondays and Wednesdays/i);
  });

  it('says the request it makes as a request, never "I ask to"', () => {
    const { replies: told } = converse(PORTER, ['What is it you would like to change?']);
    expect(told[0]).not.toMatch(/\bI ask to\b/);
  });
});
