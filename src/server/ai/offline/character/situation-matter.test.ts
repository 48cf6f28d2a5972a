import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { matterOf } from './stock-lines.ts';

// A character's steering lines name what it came about as its situation names it, not a noun one fact happens to use.
describe('the matter a character steers by', () => {
  it('is the noun phrase its situation names, with or without the title', () => {
    const chef = quickCharacter('Salary talk', 'Sous chef', 'Head chef', 'Tomasz Nowak has been a sous chef at The Larder for three years on £29,000. He rewrote the weekend brunch menu in March and now runs the Sunday service alone. He wants a raise to £33,000.');
    expect(matterOf(chef)).toBe('my pay');
    expect(matterOf(chef, 'Salary talk')).toBe('my pay');
    const [reply] = converse(chef, ['I can offer £31,000 from April and a review in the autumn.'], { scenarioName: 'Salary talk' }).replies;
    expect(reply).toContain('my pay');
    expect(reply).not.toContain('brunch menu');
  });

  it('is the thing its want names, read as the object of the want, when its lines name none', () => {
    const translator = quickCharacter('Translation rate', 'Freelance translator', 'Agency project manager', 'Lena Fischer translates German legal contracts for the agency at 7p a word. She turned round the Halvorsen merger documents in four days last month. She wants a rate of 9p a word.');
    // An opening of the character's own that names nothing, as an edited brief may hold.
    const edited = { ...translator, openingLine: 'Hi, thanks for making the time.', outcome: { ...translator.outcome, walkAwayLine: "I'll leave it there. Goodbye." }, hiddenFacts: [] };
    expect(matterOf(edited)).toBe('the rate');
    const [reply] = converse(edited, ['I can do 8p a word from next month.']).replies;
    expect(reply).toContain('the rate');
    expect(reply).not.toMatch(/\bon the word\b/);
  });
});
