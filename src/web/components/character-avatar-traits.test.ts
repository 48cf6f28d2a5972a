import { describe, expect, it } from 'vitest';
import { ageBandOf, avatarTraitsOf } from './character-avatar-traits.ts';

const SAMPLE_NAMES = ['Marcus Reid', 'James Carter', 'Sarah Whitfield', 'Priya Nair', 'Helen Brooks', 'Dmitri Volkov', 'Rosa Almeida', 'Tom Hughes'];

describe('[AVATARS] a character’s picture', () => {
  it('reads the age band from the age as written', () => {
    expect(ageBandOf('24')).toBe('young');
    expect(ageBandOf('42 years')).toBe('adult');
    expect(ageBandOf('about 61')).toBe('senior');
    expect(ageBandOf(55)).toBe('senior');
    expect(ageBandOf('')).toBe('adult');
    expect(ageBandOf(undefined)).toBe('adult');
  });

  it('gives one character the same picture every time', () => {
    const first = avatarTraitsOf({ seed: 'Marcus Reid', gender: 'Male', age: '45' });
    expect(avatarTraitsOf({ seed: ' marcus reid ', gender: 'male', age: '45 years' })).toEqual(first);
  });

  it('tells two characters of the same gender and age apart', () => {
    const marcus = avatarTraitsOf({ seed: 'Marcus Reid', gender: 'Male', age: '45' });
    const james = avatarTraitsOf({ seed: 'James Carter', gender: 'Male', age: '45' });
    expect(james).not.toEqual(marcus);
    const looks = new Set(SAMPLE_NAMES.map((seed) => JSON.stringify(avatarTraitsOf({ seed, gender: 'Female', age: '38' }))));
    expect(looks.size).toBe(SAMPLE_NAMES.length);
  });

  it('fits the hair to gender and age band: no beards on women or the young, grey hair for seniors', () => {
    for (const seed of SAMPLE_NAMES) {
      const woman = avatarTraitsOf({ seed, gender: 'Female', age: '30' });
      expect(woman.hasBeard).toBe(false);
      expect(['long', 'bob', 'bun', 'ponytail']).toContain(woman.hairStyle);
      expect(avatarTraitsOf({ seed, gender: 'Male', age: '22' }).hasBeard).toBe(false);
      expect(['#d4d4d8', '#a1a1aa', '#e5e7eb', '#9ca3af', '#c7c2b8']).toContain(avatarTraitsOf({ seed, gender: 'Male', age: '67' }).hair);
    }
  });
});
