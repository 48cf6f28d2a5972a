// A stock line's verb agrees with the head of the matter it names, not with its last word: "my three days off have
// been on my mind", "the credit for the missing sacks is still owed".
import { describe, expect, it } from 'vitest';
import { withMatter } from './stock-lines.ts';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';

describe('a stock line agreeing with the head of its matter', () => {
  it('reads the head before a particle or a preposition', () => {
    expect(withMatter('Honestly, {m} has been on my mind.', 'my three days off')).toBe('Honestly, my three days off have been on my mind.');
    expect(withMatter('{M} is still open.', 'the credit for the missing sacks')).toBe('The credit for the missing sacks is still open.');
    expect(withMatter('{M} is still open.', 'the night shifts')).toBe('The night shifts are still open.');
    expect(withMatter('{M} is what I need.', 'working from home on Mondays')).toBe('Working from home on Mondays is what I need.');
  });

  it('says a plural matter with a plural verb in a fresh character’s feeling line', () => {
    const porter = quickCharacter('Three days off', 'Porter', 'Facilities manager', 'Our porter, Kwame Boateng, has asked me for three days off in June to move house.');
    const feeling = [...porter.hiddenFacts.map((fact) => fact.answer), replyTo(porter, 'How are you feeling about all this?')].join(' ');
    expect(feeling).toMatch(/\bdays off have been\b/);
  });
});
