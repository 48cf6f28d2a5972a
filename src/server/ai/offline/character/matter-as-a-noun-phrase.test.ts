// What a character came about, and the labels of its brief's facts, are noun phrases a person would write: a doing it
// wants named whole ("swapping to the evening shift in December"), the thing its want asks for ("the page fee"), a
// feeling named as a noun ("Their exhaustion"); never a noun cut out of a verb phrase, an adjective or a bare modifier.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { matterOf, withMatter } from './stock-lines.ts';
import { factFrom } from '../scenario/brief-entries.ts';

describe('the matter of a character who wants to do something', () => {
  it('is the doing as a whole, not a noun inside its phrase', () => {
    const receptionist = quickCharacter('Evening shifts in December', 'Hotel receptionist', 'Front office manager', 'Farah Aziz is a hotel receptionist. She wants to swap to the evening shift in December because her mother needs care in the mornings. She has covered extra weekends all autumn.');
    expect(receptionist.openingLine).toContain('swapping to the evening shift in December');
    expect(matterOf(receptionist, 'Evening shifts in December')).toBe('swapping to the evening shift in December');
  });

  it('is the doing, not a thing named only in why it is wanted, and agrees with a verb as one thing', () => {
    const technician = quickCharacter('Leaving early on Thursdays', 'Lab technician', 'Lab manager', "Owen Price is a lab technician at a water testing company. He wants to leave at four on Thursdays so he can coach his daughter's football team. He would make up the hour on Mondays.");
    const matter = matterOf(technician, 'Leaving early on Thursdays');
    expect(matter).toBe('leaving at four on Thursdays');
    expect(withMatter('{M} is still open.', matter)).toBe('Leaving at four on Thursdays is still open.');
    const [reply] = converse(technician, ['Is it a busy time at work?']).replies;
    expect(reply).toContain('leaving at four on Thursdays');
    expect(reply).not.toMatch(/\bthe (?:football team|hour)\b/);
  });
});

describe('the subject of a scenario whose character wants a thing', () => {
  it('is the head of what the want asks for, not the noun said most', () => {
    const proofreader = quickCharacter('Rate per page', 'Proofreader', 'Publisher', 'Ines Vidal is a freelance proofreader paid per page. The publisher counts a page as 400 words, though most pages run longer. She wants the page fee raised to £3. She has proofread twelve books for them.');
    expect(proofreader.openingLine).toContain('the page fee');
    expect(proofreader.outcome.walkAwayLine).not.toMatch(/\bthe page\b(?! fee)/);
    expect(matterOf(proofreader, 'Rate per page')).toBe('the page fee');
  });
});

describe('a fact label', () => {
  it('names a feeling said as an adjective by its noun', () => {
    expect(factFrom('I am exhausted.', 'I am exhausted.', []).topic).toBe('Their exhaustion');
    expect(factFrom('I feel embarrassed.', 'I feel embarrassed.', []).topic).toBe('Their embarrassment');
  });

  it('names a person by what they hold, never by the bare word before them', () => {
    expect(factFrom('I am a union member.', 'I am a union member.', []).topic).toBe('Membership');
  });
});
