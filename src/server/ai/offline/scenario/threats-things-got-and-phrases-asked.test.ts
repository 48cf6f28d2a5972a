// How the clauses of a want are read. What the character will do if a want is not met ("she will move her account if
// the refund does not arrive") is what happens otherwise, never a want: the want is the condition without its
// negation. What a condition has the character get ("if she gets a new boiler and the broken window replaced") is each
// thing wanted, not a doing of the things. Leave asked for a doing with two phrases of its own ("to stay in the Leeds
// office … and at the Bradford site on Thursdays") is two things asked, each with the doing. Sentences of this file's own.
import { describe, expect, it } from 'vitest';
import { statedWants } from './stated-wants.ts';
import type { CharacterRef } from './voice.ts';

const PRIYA: CharacterRef = { name: 'Priya Shah', firstName: 'Priya', gender: 'Female' };
const TOM: CharacterRef = { name: 'Tom Webb', firstName: 'Tom', gender: 'Male' };

describe('what the character will do if a want is not met', () => {
  it('is no want; the want is the condition it follows, without its negation', () => {
    expect(statedWants(['She will move her account to another bank if the refund does not arrive by Monday.'], PRIYA)).toEqual(['your word that the refund will arrive by Monday']);
    expect(statedWants(['Priya will take the complaint to the ombudsman if there is no written apology by the end of the month.'], PRIYA)).toEqual(['a written apology by the end of the month']);
  });

  it('leaves a condition of agreeing that is denied as it is', () => {
    expect(statedWants(["She would stay if they didn't raise her rent."], PRIYA)).toEqual(['your word that you will not raise my rent']);
  });
});

describe('what a condition has the character get', () => {
  it('is each thing got, with what is to be done to it', () => {
    expect(statedWants(['She would renew her lease if she gets a new boiler and the broken window replaced.'], PRIYA)).toEqual(['a new boiler', 'the broken window replaced']);
  });
});

describe('leave asked for a doing with two phrases of its own', () => {
  it('is two things asked, each said with the doing', () => {
    expect(statedWants(['He has asked to stay in the Leeds office three days a week and at the Bradford site on Thursdays.'], TOM)).toEqual([
      'your word that I can stay in the Leeds office three days a week',
      'your word that I can stay at the Bradford site on Thursdays',
    ]);
  });
});
