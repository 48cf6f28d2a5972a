// A sum said in the idiom of pay ("…for three years on £12.60 an hour") answers a question after what the character
// earns, in the idiom or plainly; a figure the character "has in mind" is one it intends, so the figure it wants.
import { describe, expect, it } from 'vitest';
import { asksForWantedValue } from './fact-meaning.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const carer = quickCharacter(
  'Shift pattern change',
  'Care assistant',
  'Care home manager',
  'Daniel Okafor has worked nights at Beechwood Care Home in Bristol for three years on £12.60 an hour. His daughter starts school in September. He wants to move to day shifts from September.',
);
const designer = quickCharacter(
  'Logo fee',
  'Freelance designer',
  'Cafe owner',
  'Lena Fischer designed the logo and menus for the Blue Kettle cafe in Bath over six weeks. The owner has paid £300 so far. She wants £900 for the full brand pack before she hands over the files.',
);

describe('a sum in the idiom of pay', () => {
  it('answers what the character earns, in the idiom or plainly', () => {
    for (const line of ['What are you on now?', 'What do you earn?']) {
      const reply = converse(carer, [line]).replies[0]!;
      expect(reply, line).toMatch(/£12\.60/);
      expect(reply, line).not.toMatch(/\b(?:don't know|couldn't say)\b/);
    }
  });
});

describe('a value the character has in mind', () => {
  it('is read as the value it wants, a value remembered is not', () => {
    expect(asksForWantedValue('What price did you have in mind?')).toBe(true);
    expect(asksForWantedValue('What price do you remember?')).toBe(false);
  });

  it('is answered with the figure wanted, not with a feeling', () => {
    const reply = converse(designer, ['What price did you have in mind?']).replies[0]!;
    expect(reply).toMatch(/£900/);
    expect(reply).not.toMatch(/\bmind\b/);
  });
});
