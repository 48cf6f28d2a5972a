import { describe, expect, it } from 'vitest';
import { addressOf, firstNameOf, isTitle, TITLE_WRITTEN, withoutTitle } from './name-address.ts';

describe('how a person is called by name', () => {
  it('keeps the title with the surname and never says the title alone', () => {
    expect(addressOf('Amara Okafor')).toBe('Amara');
    expect(addressOf('Mrs Amara Okafor')).toBe('Mrs Okafor');
    expect(addressOf('Dr. Kwame Mensah')).toBe('Dr. Mensah');
  });

  it('reads the first name past a title, with or without its full stop', () => {
    expect(firstNameOf('Prof. Leila Haddad')).toBe('Leila');
    expect(firstNameOf('Miss Joan Ferris')).toBe('Joan');
    expect(firstNameOf('Ravi Menon')).toBe('Ravi');
    expect(withoutTitle('Mr Tom Price')).toBe('Tom Price');
    // "Mrs" is one title, never "Mr" and a word "s".
    expect(withoutTitle('Mrs Hale')).toBe('Hale');
    expect(withoutTitle('Mrsmith Jones')).toBe('Mrsmith Jones');
  });

  it('tells a title from a word that only starts like one', () => {
    expect(isTitle('Ms.')).toBe(true);
    expect(isTitle('Dame')).toBe(true);
    expect(isTitle('Misses')).toBe(false);
    expect(new RegExp(`^${TITLE_WRITTEN}$`).test('Dr.')).toBe(true);
    expect(new RegExp(`^${TITLE_WRITTEN}$`).test('Drake')).toBe(false);
  });
});
