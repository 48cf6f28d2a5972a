import { describe, expect, it } from 'vitest';
import { mentionedKeywords, mentionsKeyword } from './text.ts';

describe('keyword matching', () => {
  it('matches forms of a word and whole phrases, never part of another word', () => {
    expect(mentionsKeyword('What do you spend on agency nurses?', 'agency nurse')).toBe(true);
    expect(mentionsKeyword('Our budgets are tight.', 'budget')).toBe(true);
    expect(mentionsKeyword('A costume party.', 'cost')).toBe(false);
    expect(mentionsKeyword('nurses from an agency', 'agency nurse')).toBe(false);
  });

  it('lists the keywords a line mentions, in the order given', () => {
    expect(mentionedKeywords('When is the deadline, and what does it cost?', ['cost', 'deadline', 'team'])).toEqual(['cost', 'deadline']);
  });
});
