// A description typed as notes with a line break after each and no stops (a music school's parent whose lessons were
// cancelled): each line is a note of its own, never run on into the next, a line that gives the name alone names the
// character, and a label that is the note's own verb ("Wants:") is no word the character says.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from '../character/conversation.test-helpers.ts';

const parent = quickCharacter(
  'Parent whose violin lessons were cancelled',
  'Parent',
  'Head of a music school',
  'Name: Rhona Stewart\nAge: 45\nJob: pharmacist in Dundee\nDaughter: Isla, 11, grade 3 violin\nPaid: £240 for the spring term in January\nWhat happened: four of the ten lessons cancelled, no notice\nWants: the four lessons made up before her exam on 28 March',
);

describe('notes typed on lines of their own', () => {
  it('names the character the first line names', () => {
    expect(parent.identity.name).toBe('Rhona Stewart');
  });

  it('answers a question on one line with that line alone, and says what she wants without its label', () => {
    const { replies } = converse(parent, [IDENTITY_LINE, 'How much did the term come to?', 'What are you after from us?']);
    expect(replies[0]).toMatch(/Rhona Stewart/);
    expect(replies[1]).toMatch(/£240/);
    expect(replies[1]).not.toMatch(/Age|Job|Daughter|Wants/);
    expect(replies[2]).toMatch(/four lessons made up/);
    expect(replies[2]).not.toMatch(/Wants?:|Paid:/);
  });
});
