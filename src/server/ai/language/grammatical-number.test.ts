// A noun phrase's number, as the verbs the engine writes after it must agree with it.
import { describe, expect, it } from 'vitest';
import { isPluralPhrase } from './grammatical-number.ts';

describe('[AI] a noun phrase is singular or plural by its head', () => {
  it('reads a plural head, and two things joined by "and", as plural', () => {
    expect(isPluralPhrase('the missing sacks')).toBe(true);
    expect(isPluralPhrase('a fixed delivery day and credit for the missing sacks')).toBe(true);
    expect(isPluralPhrase('the kennel runs')).toBe(true);
  });

  it('reads the head, not a noun after a preposition or a clause, and a doing as one thing', () => {
    expect(isPluralPhrase('credit for the missing sacks')).toBe(false);
    expect(isPluralPhrase('something on the deliveries')).toBe(false);
    expect(isPluralPhrase('a tuner who knows the pianos')).toBe(false);
    expect(isPluralPhrase('getting the laptops and chargers back')).toBe(false);
    expect(isPluralPhrase('the business')).toBe(false);
    expect(isPluralPhrase('the deposit')).toBe(false);
  });
});
