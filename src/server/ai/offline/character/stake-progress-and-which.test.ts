// Three questions people ask of a created character, read by what they ask: how the matter bears on the character
// ("How does this affect you?") is answered with what is at stake for them; how far a piece of work has got ("How far
// have you got?") with the fact that tells it; "Which invoice…?" with the paper's number, not its sum. Characters of
// this file's own, in fields no evaluation set uses (a wedding photographer, a PhD student, a cleaning contractor).
import { describe, expect, it } from 'vitest';
import { askedKinds, asksProgress, selfQuestionKind } from './fact-meaning.ts';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';

const photographer = quickCharacter(
  'Unpaid wedding photography',
  'Wedding photographer',
  'Couple',
  'Leah Fischer photographed the Turner wedding at Ashcombe Barn on 14 June. Her final bill of £1,650 has been unpaid for two months. She needs the money to cover her camera insurance and wants it paid by the end of the month.',
);

const student = quickCharacter(
  'Thesis chapter late',
  'PhD student',
  'Supervisor',
  'Tariq Haddad is a second-year PhD student in marine biology. His literature review chapter was due on 1 March. He has completed the fieldwork survey but not the data analysis. He wants until 30 April to hand the chapter in.',
);

const cleaner = quickCharacter(
  'Cleaning contract payment',
  'Cleaning contractor',
  'Facilities manager',
  'Owen Price runs Sparkle Office Cleaning and cleans the Harbour Street offices every evening. He sent invoice SP-3318 for £3,240 for October on 1 November. Nobody has paid it. He wants a payment date this week.',
);

describe('how the matter bears on the character', () => {
  it('is a question about them, by a word of affecting done to "you" or an effect on them', () => {
    for (const question of ['How does this affect you?', 'What impact is this having on you?', 'What does this mean for you?', 'What effect has it had on you?']) expect(selfQuestionKind(question), question).toBe('feelings');
    expect(selfQuestionKind('How does it affect the team?')).toBeNull();
  });

  it('is answered with what is at stake for them, not "I don\'t know"', () => {
    const reply = replyTo(photographer, 'How does this affect you?', ['Hello Leah, thanks for getting in touch.']);
    expect(reply).toMatch(/camera insurance/);
    expect(reply).not.toMatch(/don't know|couldn't say/i);
  });
});

describe('how far a piece of work has got', () => {
  it('is answered with the fact that tells what is done', () => {
    for (const question of ['How far have you got?', 'What have you got done so far?']) {
      const reply = replyTo(student, question, ['Hi Tariq, come in.']);
      expect(reply, question).toMatch(/completed the fieldwork survey/);
    }
  });

  it('is not asked by a length, a date or a question whether a thing was done yet', () => {
    expect(asksProgress('Have you paid the deposit yet?', askedKinds('Have you paid the deposit yet?'))).toBe(false);
    expect(asksProgress('How far have you got?', askedKinds('How far have you got?'))).toBe(true);
    expect(askedKinds('How long have you been working on it so far?').has('howLong')).toBe(true);
    expect(replyTo(student, 'When was the chapter due?', ['Hi Tariq, come in.'])).toMatch(/1 March/);
  });
});

describe('"which" of a paper that carries a sum', () => {
  it('asks which one it is, not the sum', () => {
    expect(askedKinds('Which invoice is this about?').has('money')).toBe(false);
    expect(askedKinds('How much is the invoice?').has('money')).toBe(true);
    const reply = replyTo(cleaner, 'Which invoice is this about?', ['Hello Owen.']);
    expect(reply).toMatch(/SP-3318/);
  });
});
