import { describe, expect, it } from 'vitest';
import { missingCredits, parseMinutes, sessionOptionsFromSearch, sessionOptionsToSearch } from './session-options.ts';
import { timerChoices, timerLabel } from './timer-choices.ts';

describe('session options in the URL', () => {
  it('defaults to speech, no limit and English (US)', () => {
    expect(sessionOptionsFromSearch(new URLSearchParams())).toEqual({ mode: 'speech', minutes: null, language: 'en-US' });
  });

  it('reads the Roleplay Mode dialog\'s choice and a language', () => {
    expect(sessionOptionsFromSearch(new URLSearchParams('mode=text&minutes=10&language=id-ID'))).toEqual({ mode: 'text', minutes: 10, language: 'id-ID' });
  });

  it.each([
    ['1', 1],
    ['120', 120],
    ['45', 45],
    ['0', null],
    ['121', null],
    ['2.5', null],
    ['-5', null],
    ['ten', null],
    ['', null],
    ['1e2', null],
  ])('minutes=%s reads as %s', (value, expected) => {
    expect(parseMinutes(value)).toBe(expected);
  });

  it('ignores an unknown mode or language', () => {
    expect(sessionOptionsFromSearch(new URLSearchParams('mode=video&language=fr-FR'))).toEqual({ mode: 'speech', minutes: null, language: 'en-US' });
  });

  it('writes back what it reads, leaving the default language out', () => {
    expect(sessionOptionsToSearch({ mode: 'speech', minutes: null, language: 'en-US' }).toString()).toBe('mode=speech');
    const search = sessionOptionsToSearch({ mode: 'text', minutes: 45, language: 'id-ID' });
    expect(search.toString()).toBe('mode=text&minutes=45&language=id-ID');
    expect(sessionOptionsFromSearch(search)).toEqual({ mode: 'text', minutes: 45, language: 'id-ID' });
  });
});

describe('timer choices and labels', () => {
  it('offers 1 to 30 minutes, plus a length the URL brought', () => {
    expect(timerChoices(null)).toEqual([1, 5, 10, 15, 20, 30]);
    expect(timerChoices(10)).toEqual([1, 5, 10, 15, 20, 30]);
    expect(timerChoices(45)).toEqual([1, 5, 10, 15, 20, 30, 45]);
    expect(timerChoices(3)).toEqual([1, 3, 5, 10, 15, 20, 30]);
  });

  it('names the choices', () => {
    expect(timerLabel(null)).toBe('No limit');
    expect(timerLabel(1)).toBe('1 minute');
    expect(timerLabel(15)).toBe('15 minutes');
  });
});

describe('missingCredits', () => {
  it('says how many credits are missing for a session', () => {
    expect(missingCredits(4)).toBe(6);
    expect(missingCredits(0)).toBe(10);
    expect(missingCredits(10)).toBe(0);
    expect(missingCredits(30)).toBe(0);
  });
});
