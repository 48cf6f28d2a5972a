// An animal or person the character asks to keep or bring is what it came about, given by its name or by its kind:
// "a spaniel named Rufus" is "Rufus", "the dog", and a question on "the dog" asks about it. Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, converse, quickCharacter } from './conversation.test-helpers.ts';
import { matterOf, startsWithStockLine } from './stock-lines.ts';
import { openingLine } from './opening-line.ts';

const AGREES = /\b(?:agreed|let's do that|works for me|deal|that is what I was asking for)\b/i;

const carer = () =>
  quickCharacter(
    'Assistance dog at work',
    'Care assistant',
    'Care home manager',
    'Nia has worked nights at the care home for three years. She wants permission to bring her assistance dog, a spaniel named Rufus, on her shifts. Staff rules say no animals on the wards, and she is worried the residents will complain.',
  );

const parent = () =>
  quickCharacter(
    'Bringing a child to class',
    'Parent',
    'Evening class tutor',
    'Tomasz has paid £240 for the spring pottery course. His childminder has stopped working Tuesdays, so he asks to bring his daughter Ava, who is nine, to the class. He is worried the course rules will not allow it.',
  );

const student = () =>
  quickCharacter(
    'A pet in halls',
    'First-year student',
    'Halls warden',
    'Priya has lived in the university halls since September and pays £160 a week. She wants to keep a budgerigar called Kiwi in her room. The halls contract bans pets, and she is worried about losing her place in halls.',
  );

describe('an animal or person asked for', () => {
  it('is the matter, by its name', () => {
    expect(matterOf(carer())).toBe('Rufus');
    expect(matterOf(parent())).toBe('Ava');
    expect(openingLine({ brief: carer() })).not.toMatch(/\brules?\b/i);
  });

  it('is asked about by its kind, not brushed off as small talk', () => {
    const { replies } = converse(carer(), [IDENTITY_LINE, 'Tell me a bit about the dog.']);
    expect(startsWithStockLine('smallTalk', replies.at(-1)!)).toBe(false);
    expect(replies.at(-1)).toMatch(/spaniel named Rufus/i);
    // The brief names a budgerigar, and a budgerigar is a bird.
    const asked = converse(student(), [IDENTITY_LINE, 'Tell me a bit about the bird.']).replies.at(-1)!;
    expect(startsWithStockLine('smallTalk', asked)).toBe(false);
    expect(asked).toMatch(/budgerigar called Kiwi/i);
  });

  it('is given by its name alone', () => {
    const { replies } = converse(carer(), [IDENTITY_LINE, 'Yes, you can bring Rufus on your shifts.']);
    expect(replies.at(-1)).toMatch(/that is what I was asking for/i);
  });

  it('is given by what it is, without its name', () => {
    const { replies } = converse(parent(), [IDENTITY_LINE, 'Of course, you can bring your daughter to the class.']);
    expect(replies.at(-1)).toMatch(AGREES);
  });
});
