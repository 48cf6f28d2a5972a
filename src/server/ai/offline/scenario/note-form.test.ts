// A description typed as notes about the character ("Teacher at Holly Lane Primary, works until six.", "Wants a
// replacement sent.") is said in the character's own voice, the subject the notes leave out being the character:
// never read out as written, and a figure of it said again is said in its clause ("I pay £12 a month"), not alone.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from '../character/conversation.test-helpers.ts';
import { withNoteFormSubject } from './note-form.ts';

describe('a description typed as notes about the character', () => {
  it('gives a sentence opening on a verb or on what the character is its subject back', () => {
    expect(withNoteFormSubject('Wants a replacement sent.', 'Ruth Adeyemi')).toBe('Ruth Adeyemi wants a replacement sent.');
    expect(withNoteFormSubject('Teacher at Holly Lane Primary, works until six most days.', 'Ruth Adeyemi')).toBe('Ruth Adeyemi is a teacher at Holly Lane Primary, works until six most days.');
    // Notes about a thing, or a sentence with its own subject, stay as written.
    expect(withNoteFormSubject('Printer left on the doorstep in the rain.', 'Ruth Adeyemi')).toBe('Printer left on the doorstep in the rain.');
    expect(withNoteFormSubject('The driver never knocked.', 'Ruth Adeyemi')).toBe('The driver never knocked.');
    expect(withNoteFormSubject("Tom Hale's 7-year-old son, Alfie, was moved to another class.", 'Ruth Adeyemi')).toBe("Tom Hale's 7-year-old son, Alfie, was moved to another class.");
  });

  it('is said in the first person, and a figure asked again is said in its clause', () => {
    const brief = quickCharacter('Printer left in the rain', 'Online shopper', 'Courier depot manager', 'Teacher at Holly Lane Primary, works until six most days. Subscriber to ParcelPlus for two years, pays £12 a month. The printer was left on the doorstep in the rain on 3 March. Wants a replacement sent.');
    const answers = brief.facts.map((fact) => fact.answer);
    expect(answers).toContain('I am a teacher at Holly Lane Primary and work until six most days.');
    expect(answers).toContain('I want a replacement sent.');
    const { replies } = converse(brief, [IDENTITY_LINE, 'How long have you been with ParcelPlus?', 'What do you pay us?', 'Sorry, what do you pay each month?']);
    expect(replies.at(-1)).toMatch(/\bI pay £12 a month\b/);
  });
});
