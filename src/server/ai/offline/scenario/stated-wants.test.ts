// What a description says the character wants, read as their conditions: a thing wanted, an alternative to it, and
// not what happens otherwise. Sentences of this file's own.
import { describe, expect, it } from 'vitest';
import { statedWants } from './stated-wants.ts';
import type { CharacterRef } from './voice.ts';

const MARISOL: CharacterRef = { name: 'Marisol Ortega', firstName: 'Marisol', gender: 'Female' };

describe('stated wants', () => {
  it('keeps an alternative wanted, and leaves out a clause that says what she will do otherwise', () => {
    expect(
      statedWants(
        [
          'She wants a guaranteed delivery window and a credit for last week, or she will switch at the end of the month.',
          'Marisol wants her deposit back, and she will go to the ombudsman otherwise.',
          'She wants the faulty oven replaced, or a full refund.',
        ],
        MARISOL,
      ),
    ).toEqual(['a guaranteed delivery window', 'a credit for last week', 'my deposit back', 'the faulty oven replaced, or a full refund']);
  });

  it('reads two things joined by "and" as two conditions, each within the length of one', () => {
    const wren: CharacterRef = { name: 'Wren Talbot', firstName: 'Wren', gender: 'Female' };
    expect(statedWants(['She wants the missing £340 of the cask order explained item by item and a new delivery slot before the bank holiday, or she will order elsewhere.'], wren)).toEqual([
      'the missing £340 of the cask order explained item by item',
      'a new delivery slot before the bank holiday',
    ]);
    expect(statedWants(['She wants bread and butter pudding on the menu.'], wren)).toEqual(['bread and butter pudding on the menu']);
  });
});

describe('a want whose words carry marks', () => {
  it("counts words, not marks, and keeps a plural's apostrophe on its word", () => {
    const ref = { name: 'Amara Okafor', firstName: 'Amara', gender: 'Female' as const };
    expect(statedWants(["She wants a two-bedroom flat near the boys' school by the end of May."], ref)).toEqual(["a two-bedroom flat near the boys' school by the end of May"]);
  });
});
