// A verb joined after a clause of time in the past ("…when the head chef went on leave in March and now orders the
// stock") goes back to the character: the time clause names one moment gone by, so a verb in the present is not its.
import { describe, expect, it } from 'vitest';
import { toCharacterVoice } from './voice.ts';

const TOMASZ = { name: 'Tomasz Nowak', firstName: 'Tomasz', gender: 'Male' as const };

describe('a verb joined after a clause of time', () => {
  it('is the character’s when the clause of time is in the past and the verb in the present', () => {
    expect(toCharacterVoice('Tomasz ran the pastry section when the head chef went on leave in March and now orders all the stock.', TOMASZ)).toBe(
      'I ran the pastry section when the head chef went on leave in March and now order all the stock.',
    );
    expect(toCharacterVoice('He took over the bakery when the owner retired in May and now bakes the bread.', TOMASZ)).toBe('I took over the bakery when the owner retired in May and now bake the bread.');
    expect(toCharacterVoice('He rebuilt the menu after the owner sold the bistro and still cooks every Sunday.', TOMASZ)).toBe('I rebuilt the menu after the owner sold the bistro and still cook every Sunday.');
  });

  it('stays with the clause it follows when that clause gives a cause, not a time', () => {
    expect(toCharacterVoice('He is upset because the supplier kept the crates and now refuses to answer.', TOMASZ)).toBe('I am upset because the supplier kept the crates and now refuses to answer.');
  });
});
