import { describe, expect, it } from 'vitest';
import { displayDate, shortenNickname, splitCategories, stripExceptionPrefix, welcomeHeading } from './display.ts';

describe('shortenNickname', () => {
  it('keeps nicknames of up to 20 characters', () => {
    expect(shortenNickname('')).toBe('');
    expect(shortenNickname('Sam')).toBe('Sam');
    expect(shortenNickname('a'.repeat(20))).toBe('a'.repeat(20));
  });
  it('shows the first 9, an ellipsis and the last 3 above 20 characters', () => {
    expect(shortenNickname('abcdefghijklmnopqrstu')).toBe('abcdefghi...stu');
    expect(shortenNickname('Maximilian the Magnificent')).toBe('Maximilia...ent');
  });
  it('counts characters, not UTF-16 units', () => {
    const emoji = '😀'.repeat(21);
    expect(shortenNickname(emoji)).toBe(`${'😀'.repeat(9)}...${'😀'.repeat(3)}`);
  });
});

describe('greetings', () => {
  const LONG = 'Dana the Magnificent Firstname';

  it('the page heading shows a long nickname whole', () => {
    expect(welcomeHeading(LONG)).toBe('Welcome, Dana the Magnificent Firstname');
    expect(welcomeHeading('Sam')).toBe('Welcome, Sam');
  });
  it('the page heading falls back to a plain welcome without a nickname', () => {
    expect(welcomeHeading('')).toBe('Welcome');
    expect(welcomeHeading('   ')).toBe('Welcome');
    expect(welcomeHeading(null)).toBe('Welcome');
    expect(welcomeHeading(undefined)).toBe('Welcome');
  });
  it('the header greeting shortens the same nickname: first 9, an ellipsis, last 3', () => {
    expect(shortenNickname(LONG)).toBe('Dana the ...ame');
  });
});

describe('splitCategories', () => {
  it('splits comma-joined values into trimmed tags', () => {
    expect(splitCategories(['Sales, Leadership', ' HR '])).toEqual(['Sales', 'Leadership', 'HR']);
    expect(splitCategories('Customer Service,Project Management')).toEqual(['Customer Service', 'Project Management']);
  });
  it('drops empty pieces and tolerates missing values', () => {
    expect(splitCategories(['Sales,, ', ''])).toEqual(['Sales']);
    expect(splitCategories(null)).toEqual([]);
    expect(splitCategories(undefined)).toEqual([]);
  });
});

describe('stripExceptionPrefix', () => {
  it.each([
    ['Error: Something broke', 'Something broke'],
    ['TypeError: Failed to fetch', 'Failed to fetch'],
    ['HttpException: Not allowed', 'Not allowed'],
    ['Uncaught Error: Error: nested', 'nested'],
    ['Plain message', 'Plain message'],
    ['Errors happen: keep me', 'Errors happen: keep me'],
  ])('%s → %s', (input, expected) => {
    expect(stripExceptionPrefix(input)).toBe(expected);
  });
});

describe('displayDate', () => {
  it('shows the first 10 characters of a timestamp', () => {
    expect(displayDate('2026-11-22T03:00:37.174Z')).toBe('2026-11-22');
    expect(displayDate(undefined)).toBe('');
  });
});
