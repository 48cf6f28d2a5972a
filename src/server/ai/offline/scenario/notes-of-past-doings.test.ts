// Notes that say what the character did without its subject (a garage customer whose car came back with the same
// fault): "Brought the car in on 4 March" is the character's doing, told in the first person, and a labelled line
// whose note opens on such a doing ("What happened: collected the car…") is read without its label; a participle
// before its noun ("Estimated repair…") and a doing done to the character ("Rang him twice") stay as written.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from '../character/conversation.test-helpers.ts';

const driver = quickCharacter(
  'Customer whose car came back with the same fault',
  'Car owner',
  'Service manager at a garage',
  'Keith Rowe, 47, delivery driver. Brought the car in on 4 March for a clutch repair, £640. Rang him twice since.\nWhat happened: collected the car on 8 March and the clutch slipped again the next day\nWants it fixed free of charge',
);

describe('notes of past doings', () => {
  it('tells a doing the notes give without a subject as its own, without the label', () => {
    const answers = driver.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toMatch(/I brought the car in on 4 March/);
    expect(answers).toMatch(/I collected the car on 8 March/);
    expect(answers).not.toMatch(/What happened:/);
    expect(answers).not.toMatch(/I rang/);
    const { replies } = converse(driver, [IDENTITY_LINE, 'When did you pick it up from us?']);
    expect(replies[1]).toMatch(/8 March/);
    expect(replies[1]).not.toMatch(/What happened/);
  });
});
