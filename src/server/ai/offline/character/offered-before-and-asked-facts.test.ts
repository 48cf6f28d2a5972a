// A created character remembers what was offered: a later line that refers back to an offer ("the refund", "it")
// gives what that offer gave, so a half refund promised by Friday is not the full refund. And the facts asked for:
// a company named "Crumb & Co" keeps its name, a where-question gets the place, a who-question the doer of the verb
// asked, a when-question the time of the event asked; an apology is acknowledged and met with the want, not a fact.
import { describe, expect, it } from 'vitest';
import { normalised } from './state.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { withFiguresOffered } from './offer-meaning.ts';

const character = quickCharacter(
  'Wedding cake delivered late',
  'Customer',
  'Bakery manager',
  'Priya Nair ordered a three-tier wedding cake from Crumb & Co for £640 for her wedding on 12 March at the Old Mill in Hebden Bridge. The cake was due at 2pm but arrived at 4.15pm, after the speeches, and the florist had to move the flowers to make room on the table. The top tier was cracked. She wants the full £640 refunded. My goal: keep the refund to half unless the damage is shown.',
);

/** Whether a reply says the agreement line, or that the want was given ("that is what I was asking for"). */
function claimsGiven(reply: string): boolean {
  const agreement = normalised(character.outcome.agreementLine.split(/(?<=[.!?])\s+/).at(-1) ?? '');
  return normalised(reply).includes(agreement) || character.objections.some((objection) => normalised(reply).includes(normalised(objection.resolvedLine)));
}

describe('[AI] built-in character: an offer made before is what a later line refers back to', () => {
  it('reads a figure-less follow-up with the sum offered before', () => {
    expect(withFiguresOffered("I'll send the refund by Friday.", ['£320'], 'the full £640 refunded')).toContain('£320');
    expect(withFiguresOffered("We'll refund it in full by Friday.", ['£320'], 'the full £640 refunded')).not.toContain('£320');
    expect(withFiguresOffered('We can refund £640 by Friday.', ['£320'], 'the full £640 refunded')).not.toContain('£320');
  });

  for (const followUp of ["I'll send the refund by Friday.", "I'll send it by Friday, and I'm sorry about the cake.", "I'll confirm that in writing today."]) {
    it(`a half refund, then "${followUp}", is still half: the full refund is not claimed`, () => {
      const { replies } = converse(character, ["I'm so sorry about the cake; what happened on the day?", 'We can refund £320.', followUp]);
      expect(claimsGiven(replies.at(-1)!)).toBe(false);
      expect(replies.at(-1)).toMatch(/£640/);
    });
  }

  it('the full sum offered, then a follow-up that refers back to it, settles the want', () => {
    const { replies } = converse(character, ["I'm so sorry about the cake; what happened on the day?", 'We can refund £320.', "Actually, we'll refund the full £640.", "I'll send the refund by Friday and confirm it in writing today."]);
    expect(replies.slice(2).some(claimsGiven)).toBe(true);
  });
});

describe('[AI] built-in character: a firm named with "&", and the place, doer and time asked for', () => {
  const after = (lines: readonly string[]) => converse(character, lines).replies.at(-1)!;

  it('answers where the reception was with the place, never the supplier cut at "&"', () => {
    const reply = after(['Hello Priya.', 'Where was the reception?']);
    expect(reply).toMatch(/Old Mill in Hebden Bridge/);
    expect(reply).not.toMatch(/Crumb/);
    expect(after(['Where was the wedding held?'])).toMatch(/Old Mill/);
  });

  it('keeps "& Co" in the firm\'s name, asked where the cake came from or who made it', () => {
    expect(after(['Hello Priya.', 'Where did you order the cake from?'])).toMatch(/Crumb & Co/);
    for (const reply of [after(['Hello Priya.', 'Who made the cake?']), after(['Hello Priya.', 'Who had to move things around?'])]) expect(reply).not.toMatch(/(?<!& )\bCo\b|\bfrom Crumb\.$/);
  });

  it('answers who had to move things with the florist, whose verb it is', () => {
    expect(after(['Who had to move things around?'])).toMatch(/florist/);
    expect(after(['Who had to shift the flowers?'])).toMatch(/florist/);
    expect(after(['Hello Priya.', 'Who had to move things around?'])).toMatch(/florist/);
    expect(after(['What happened?', 'Who had to shift the flowers?'])).toMatch(/florist/);
  });

  it('answers when it arrived with the time it arrived, in a sentence, not the time it was due or the wedding date', () => {
    for (const question of ['When did it arrive?', 'What time did it get there?']) {
      const reply = after(['Hello Priya.', 'What happened with the cake?', question]);
      expect(reply).toMatch(/\bcake arrived at 4\.15pm\./i);
      expect(reply).not.toMatch(/\b2pm|March/);
    }
    expect(after(['Hello Priya.', 'What happened with the cake?', 'When was it due?'])).toMatch(/\bcake was due at 2pm\./i);
  });

  it('meets an apology with thanks and what it came for, not a fact the apology never touched', () => {
    const reply = after(["I'm so sorry about the cake."]);
    expect(reply).toMatch(/£640 refunded/);
    expect(reply).not.toMatch(/three-tier|Crumb/);
  });
});
