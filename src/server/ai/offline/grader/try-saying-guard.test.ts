// The "Try saying" guard parses a line instead of matching strings: a slot a noun phrase fills takes no clause's
// remains ("…see why it sorted today matters…", the character's "I want it sorted today" pasted in a frame), a
// clause slot takes one verb per clause, and a pronoun heads nothing. Lines of fields of their own (an IT service
// desk, a dentist, a landlord, removals), broken and sound.
import { describe, expect, it } from 'vitest';
import { isSayable } from './try-saying.ts';
import { asNounPhrase } from './feedback-phrasing.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput } from './grading.test-helpers.ts';

const SAYER = { firstName: 'Aisha', listener: { names: ['Aisha', 'Aisha Bello', 'Mr Patel'], characterNames: ['Aisha', 'Bello'], theirPhrases: [] } };

describe('the "Try saying" guard', () => {
  it("rejects a clause fragment of the character's words pasted where a thing belongs", () => {
    for (const line of [
      'I can see why it sorted today matters so much to you, Aisha.', // IT desk: "I want it sorted today"
      'I can see why them to call you back matters so much to you, Aisha.', // landlord: "I want them to call me back"
      "Let me check I've understood, Aisha: what matters most to you is it fixed by Friday. Is that right?", // dentist
      'Aisha, shall we agree on it moved to Saturday? I\'ll confirm it in writing today.', // removals
      'I can see why the boiler broke last week matters so much to you, Aisha.', // landlord: two verbs, one clause
    ]) expect(isSayable(line, SAYER), line).toBe(false);
  });

  it('keeps lines whose slots hold a thing, or a clause with its own verb', () => {
    for (const line of [
      'I can see why the deposit matters so much to you, Aisha.',
      'I can see why getting the laptop back before your exams matters so much to you, Aisha.',
      "That's a fair question, Aisha, and I can see why you'd want to know before we go any further.",
      'I can see why what you paid for the crown matters so much to you, Aisha.',
      "Aisha, shall we agree on a new moving date? I'll confirm it in writing today.",
      "Hi Aisha, thanks for making the time. I'd like to hear about the boiler and the damp in the bedroom; does that work for you?",
      'Aisha, when it comes to the fix offered on your laptop, what worries you most?',
    ]) expect(isSayable(line, SAYER), line).toBe(true);
  });

  it('reads a pronoun with words after it as no noun phrase at the source', () => {
    expect(asNounPhrase('it sorted today')).toBeNull();
    expect(asNounPhrase('them to ring me back')).toBeNull();
    expect(asNounPhrase('the laptop back before Monday')).toBe('the laptop back before Monday');
    expect(asNounPhrase('keep the old tenancy')).toBe('keeping the old tenancy');
  });

  it("never plays the character's want back as a broken line in a whole report", () => {
    const output = gradeConversationOffline(
      buildInput(
        [
          ['character', 'My laptop died the night before my exam. I want it sorted today.'],
          ['learner', 'Hi Aisha. What happened when you switched it on?'],
          ['character', 'Nothing. I need it fixed before Monday, and I want them to call me back.'],
          ['learner', 'Right.'],
          ['character', 'So what now?'],
          ['learner', 'Someone will look at it.'],
        ],
        { brief: null, characterName: 'Aisha Bello' },
      ),
    );
    const lines = output.criteria.map((criterion) => criterion.better_line).filter((line): line is string => line !== null);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line, line).not.toMatch(/\b(?:it sorted|it fixed|them to call)\b/);
      expect(isSayable(line, SAYER), line).toBe(true);
    }
  });
});
