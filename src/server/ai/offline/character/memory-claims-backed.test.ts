// A claim to have said something ("I have told you…", "As I mentioned…") is backed by a line the character said in this
// conversation and holds what was asked: a telling the brief reports is said as what was told until it was said; a
// figure asked for by the preposition a question ends on is the one that preposition takes; a count of things is no
// length of time. Found on a church hall and a caravan site; tested on a landlord, a gym and a pottery class.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, converse, quickCharacter } from './conversation.test-helpers.ts';
import { holdsWhatIsAskedAgain } from './fact-meaning.ts';

describe('[CHARACTER] memory claimed only when backed', () => {
  it('says a telling the brief reports as what was told, until the character has said it', () => {
    const landlord = quickCharacter(
      'Rent rise',
      'Landlord',
      'Tenant',
      'Dev Patel owns the flat I rent in Salford. He has told me the rent rises to £1,100 from May, and he says the boiler repair can wait until autumn.',
    );
    const [first] = converse(landlord, [IDENTITY_LINE]).replies;
    expect(first).toMatch(/\bthe rent rises to £1,100 from May\b/i);
    expect(first).not.toMatch(/\bI(?:'ve| have) told you\b/);
  });

  it('gives the figure a question\'s last preposition takes: "gone up to" is where it went', () => {
    const member = quickCharacter('Gym fee rise', 'Gym member', 'Gym manager', 'Leon Ward has been a member of our gym for three years. His monthly fee went up from £30 to £42 in January without a letter.');
    const { replies } = converse(member, ['Hello Leon, thanks for coming in.', 'What happened with your fee?', 'What has the fee gone up to?']);
    expect(replies[2]).toMatch(/£42/);
    expect(replies[2]).not.toMatch(/£30/);
  });

  it('does not take a length of time for a count of things', () => {
    expect(holdsWhatIsAskedAgain('How many little ones did you have with you that evening?', 'six years')).toBe(false);
    expect(holdsWhatIsAskedAgain('How many years have you taught the class?', 'six years')).toBe(true);
    expect(holdsWhatIsAskedAgain('How many students did you have with you?', '14 students')).toBe(true);
  });
});
