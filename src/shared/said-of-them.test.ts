import { describe, expect, it } from 'vitest';
import { agreedOn, labelOfThem, saidOfThem } from './said-of-them.ts';

describe('a phrase of the character’s own, said of them', () => {
  it('turns the first person to the character’s pronoun where the verb keeps or takes a known form', () => {
    expect(saidOfThem('the compensation I am owed', 'he')).toBe('the compensation he is owed');
    expect(saidOfThem("my deposit back, which I've asked for twice", 'she')).toBe('her deposit back, which she has asked for twice');
    expect(saidOfThem('a call back before I was told to wait', undefined)).toBe('a call back before they were told to wait');
    expect(saidOfThem('the refund I asked for myself', 'he')).toBe('the refund he asked for himself');
    expect(saidOfThem('someone to call me by Friday', 'she')).toBe('someone to call her by Friday');
    // An irregular past keeps its form too: "She wants … the £435 she spent", never "the £435 I spent".
    expect(saidOfThem('a refund of the £210 fare and the £435 I spent', 'she')).toBe('a refund of the £210 fare and the £435 she spent');
    expect(saidOfThem('the money I paid', 'he')).toBe('the money he paid');
    expect(saidOfThem('the van I bought in May', undefined)).toBe('the van they bought in May');
  });

  it('leaves a verb it cannot inflect as written, and a phrase with no first person alone', () => {
    expect(saidOfThem('the flat I need by May', 'he')).toBe('the flat I need by May');
    // "read", "put", "cut": a past that is a present form too is not taken for one.
    expect(saidOfThem('the form I read', 'she')).toBe('the form I read');
    expect(saidOfThem('a two-bedroom flat near the school', 'she')).toBe('a two-bedroom flat near the school');
  });
});

describe('a promise asked of the learner, and a label of the character’s own', () => {
  it('reads the promise out of an agreement that asks for the learner’s word, alone or last in a list of wants', () => {
    expect(agreedOn('your word that I can take the allotment back in spring')).toEqual({ things: null, promise: 'I can take the allotment back in spring' });
    expect(agreedOn('the boiler serviced by Friday and your word that you can send someone before 8am.')).toEqual({ things: 'the boiler serviced by Friday', promise: 'you can send someone before 8am' });
    expect(agreedOn('a refund of £60.')).toEqual({ things: 'a refund of £60', promise: null });
  });

  it('names the character’s own role, background or want with their pronoun', () => {
    expect(labelOfThem('Their role', 'he')).toBe('His role');
    expect(labelOfThem('Their background', undefined)).toBe('Their background');
    expect(labelOfThem('What they want', 'she')).toBe('What she wants');
    expect(labelOfThem('What they want', undefined)).toBe('What they want');
    expect(labelOfThem('The deposit', 'she')).toBe('The deposit');
  });
});
